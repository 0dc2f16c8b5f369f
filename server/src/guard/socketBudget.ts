import { readFileSync } from 'node:fs';

/**
 * Descriptors kept from sockets for the process's own use: the store's files (SQLite and its
 * WAL, or Redis), the files it serves, its log, push services, worker threads. At least this
 * many, and at least an eighth of the limit.
 */
const RESERVED = 64;
/** The budget per address is such that at least this many addresses must join to fill the process's. */
const ADDRESSES_TO_FILL = 32;

/** How many sockets (plain HTTP and websockets) the process holds at most, and one address of them. */
export interface SocketBudget {
  readonly total: number;
  readonly perAddress: number;
}

/**
 * The soft limit on open descriptors of this process ("Max open files" in /proc/self/limits,
 * what `ulimit -n` set); null where it cannot be read or is unlimited. Node has no
 * `getrlimit`, and no npm package reads it without a native build.
 */
export function descriptorLimit(read: () => string = () => readFileSync('/proc/self/limits', 'utf8')): number | null {
  let limits: string;
  try {
    limits = read();
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\d+|unlimited)\s/m.exec(limits)?.[1];
  return soft === undefined || soft === 'unlimited' ? null : Number(soft);
}

/**
 * The sockets the process may hold with `descriptors` open at most: past the total a new
 * socket is closed at once, so that the store and Redis always find a descriptor; and one
 * address holds at most its share: the setting `perAddress`, or less when descriptors are
 * few, so that a few addresses holding slow sockets leave room for everyone else. A setting
 * at or above the total says one address may be everyone (tools whose clients all run on
 * loopback, see `LOOPBACK_LIMITS`): it may hold the whole total.
 */
export function socketBudget(descriptors: number | null, perAddress: number): SocketBudget {
  if (descriptors === null) return { total: Number.POSITIVE_INFINITY, perAddress };
  const total = Math.max(ADDRESSES_TO_FILL, descriptors - Math.max(RESERVED, Math.floor(descriptors / 8)));
  if (perAddress >= total) return { total, perAddress: total };
  return { total, perAddress: Math.max(1, Math.min(perAddress, Math.floor(total / ADDRESSES_TO_FILL))) };
}

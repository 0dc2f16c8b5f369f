/**
 * What one process and one address may make the server hold. Each has a setting (see
 * `limitsFromEnv`) and a refusal with its own code.
 */
export interface ServerLimits {
  /** A request body (matchmaking included) above this many bytes is refused with 413. */
  readonly maxBodyBytes: number;
  /** Tables one address may create per minute (a burst of as many, refilled evenly). */
  readonly tablesPerAddressPerMinute: number;
  /** Tables one network (an IPv4 /24, an IPv6 /48) may create per minute, however many addresses it holds. */
  readonly tablesPerNetworkPerMinute: number;
  /** Tables everyone together may create per minute: many addresses cannot take every slot at once. */
  readonly tablesPerMinute: number;
  /** The share of `tablesPerMinute`, in percent, kept for addresses that hold a seat here (see `CreateAllowance`). */
  readonly reservedTablesPercent: number;
  /** Open sockets (plain HTTP and websockets) one address may hold; not counted behind a proxy (`trustProxy` > 0), whose sockets are everyone's. */
  readonly socketsPerAddress: number;
  /** Tables this process holds at most. */
  readonly maxTables: number;
  /** Open websockets one address may hold. */
  readonly connectionsPerAddress: number;
  /** A table with nobody connected in a seat for this long is closed. */
  readonly idleSeconds: number;
  /** A lobby whose game has not started this long after it opened is closed, even with people in it. */
  readonly lobbySeconds: number;
  /** Spectators of one table, connected or waiting to reconnect. */
  readonly spectators: number;
  /**
   * How many proxies in front of the server append to `X-Forwarded-For` (Express's `trust
   * proxy` hop count): the client's address is the right-most entry none of them wrote. 0:
   * the header is not read.
   */
  readonly trustProxy: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxBodyBytes: 4096,
  tablesPerAddressPerMinute: 10,
  tablesPerNetworkPerMinute: 20,
  tablesPerMinute: 60,
  reservedTablesPercent: 25,
  socketsPerAddress: 64,
  maxTables: 2000,
  connectionsPerAddress: 32,
  idleSeconds: 600,
  lobbySeconds: 1800,
  spectators: 50,
  trustProxy: 0,
};

/**
 * For tools and tests whose every client runs on this machine: they all share one address,
 * loopback, so the per-address limits would be the limits of the whole run; a load run
 * holds more tables than a default server.
 */
export const LOOPBACK_LIMITS = {
  tablesPerAddressPerMinute: 100_000,
  tablesPerNetworkPerMinute: 100_000,
  tablesPerMinute: 100_000,
  socketsPerAddress: 100_000,
  connectionsPerAddress: 100_000,
  maxTables: 100_000,
} satisfies Partial<ServerLimits>;

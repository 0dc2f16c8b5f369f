import * as z from 'zod/mini';
import { DEFAULT_BOT_DELAY_MS, DEFAULT_RECONNECT_SECONDS, DEFAULT_RETENTION_DAYS, type TableServerOptions } from './app';
import { DEFAULT_FAILOVER_SECONDS } from './cluster/failover';
import { DEFAULT_LIMITS } from './serverLimits';

/** A variable set empty counts as unset, then `schema` reads it. */
const blankUnset = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((raw) => (raw === '' ? undefined : raw)),
    schema,
  );

/** An unset or empty variable takes the default; anything else must be a whole number in range. */
const whole = (fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  blankUnset(z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback));

const flag = z.pipe(
  z._default(z.enum(['0', '1', '']), '0'),
  z.transform((raw) => raw === '1'),
);

/** The server's settings, by environment variable; docs/configuration.md lists them. */
const Env = z.object({
  PORT: whole(2567, 0, 65535),
  RECONNECT_SECONDS: whole(DEFAULT_RECONNECT_SECONDS),
  BOT_DELAY_MS: whole(DEFAULT_BOT_DELAY_MS, 0, 3_600_000),
  MAX_BODY_BYTES: whole(DEFAULT_LIMITS.maxBodyBytes, 256),
  TABLES_PER_ADDRESS_PER_MINUTE: whole(DEFAULT_LIMITS.tablesPerAddressPerMinute),
  TABLES_PER_NETWORK_PER_MINUTE: whole(DEFAULT_LIMITS.tablesPerNetworkPerMinute),
  TABLES_PER_MINUTE: whole(DEFAULT_LIMITS.tablesPerMinute),
  RESERVED_TABLES_PERCENT: whole(DEFAULT_LIMITS.reservedTablesPercent, 0, 90),
  SOCKETS_PER_ADDRESS: whole(DEFAULT_LIMITS.socketsPerAddress),
  MAX_TABLES: whole(DEFAULT_LIMITS.maxTables),
  CONNECTIONS_PER_ADDRESS: whole(DEFAULT_LIMITS.connectionsPerAddress),
  TABLE_IDLE_SECONDS: whole(DEFAULT_LIMITS.idleSeconds),
  LOBBY_SECONDS: whole(DEFAULT_LIMITS.lobbySeconds),
  MAX_SPECTATORS: whole(DEFAULT_LIMITS.spectators, 0),
  /** Proxies in front of the server, each appending to X-Forwarded-For (0: none, the header is not read). */
  TRUST_PROXY: whole(0, 0, 16),
  DATA_DIR: z._default(z.string(), 'data'),
  /** 0 keeps tables in memory only (for comparing the cost of the store). */
  STORE: z._default(z.enum(['0', '1', '']), '1'),
  RETENTION_DAYS: whole(DEFAULT_RETENTION_DAYS),
  REDIS_URL: z.optional(z.string()),
  PUBLIC_ADDRESS: z.optional(z.string()),
  FAILOVER_SECONDS: whole(DEFAULT_FAILOVER_SECONDS, 2, 3600),
  /** Where friends open the site: invite links are built on it. An origin, without a path. */
  PUBLIC_URL: blankUnset(
    z.optional(
      z.pipe(
        z.url({ protocol: /^https?$/ }),
        z.transform((url) => new URL(url).origin),
      ),
    ),
  ),
  /** 1 serves /metrics (Prometheus' text format). */
  METRICS: flag,
  /** Web Push keys (`npx web-push generate-vapid-keys`); unset: made on the first start, kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.optional(z.string()),
  VAPID_PRIVATE_KEY: z.optional(z.string()),
  /** Who runs the server, for the push services: mailto:you@example.org, or an https: page. */
  VAPID_SUBJECT: blankUnset(z.optional(z.string().check(z.regex(/^(mailto:|https:\/\/)\S+$/)))),
});

export type Settings = Omit<TableServerOptions, 'games' | 'log'>;

/** The settings, or the first variable that is wrong, in a sentence. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): Settings | string {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return `${issue.path.join('.')} is not valid: ${issue.message}`;
  }
  const e = parsed.data;
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both, or neither to have them made and kept in DATA_DIR';
  if (e.REDIS_URL && !e.PUBLIC_ADDRESS)
    return 'PUBLIC_ADDRESS is needed with REDIS_URL: each process announces where browsers reach it (host:port)';
  return {
    port: e.PORT,
    reconnectSeconds: e.RECONNECT_SECONDS,
    botDelayMs: e.BOT_DELAY_MS,
    limits: {
      maxBodyBytes: e.MAX_BODY_BYTES,
      tablesPerAddressPerMinute: e.TABLES_PER_ADDRESS_PER_MINUTE,
      tablesPerNetworkPerMinute: e.TABLES_PER_NETWORK_PER_MINUTE,
      tablesPerMinute: e.TABLES_PER_MINUTE,
      reservedTablesPercent: e.RESERVED_TABLES_PERCENT,
      socketsPerAddress: e.SOCKETS_PER_ADDRESS,
      maxTables: e.MAX_TABLES,
      connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
      idleSeconds: e.TABLE_IDLE_SECONDS,
      lobbySeconds: e.LOBBY_SECONDS,
      spectators: e.MAX_SPECTATORS,
      trustProxy: e.TRUST_PROXY,
    },
    dataDir: e.STORE === '0' ? undefined : e.DATA_DIR || 'data',
    retentionDays: e.RETENTION_DAYS,
    redisUrl: e.REDIS_URL || undefined,
    publicAddress: e.PUBLIC_ADDRESS || undefined,
    failoverSeconds: e.FAILOVER_SECONDS,
    ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL } : {}),
    metrics: e.METRICS,
    ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } } : {}),
    ...(e.VAPID_SUBJECT ? { vapidSubject: e.VAPID_SUBJECT } : {}),
  };
}

// Must come first: it makes every import below share core's copy of @colyseus/schema.
import './singleSchema';
import './issueWords';
import { createServer, type Server as HttpServer } from 'node:http';
import type { Agent } from 'node:https';
import { matchMaker, type Room, Server, type ServerOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { Redis } from 'ioredis';
import { ROOM, type AnyGame } from '@dead-drop/shared';
import { Alerts } from './alerts/alerts';
import { MemoryAlertStore } from './store/alertStore';
import { answerDesk, askHolder } from './alerts/desk';
import { serveAlerts } from './alerts/http';
import { migrateSubscriptionFile } from './alerts/subscriptions';
import { vapidKeys } from './alerts/vapid';
import type { VapidKeys } from './store/alertStore';
import { RedisAlertStore, sharedVapidKeys } from './store/redisAlertStore';
import { DEFAULT_FAILOVER_SECONDS, Failover } from './cluster/failover';
import { HeldListings } from './cluster/heldListings';
import { CLIENT_DIST, compressAnswers, serveClient, servePageConfig } from './clientPages';
import { GuardedTransport } from './guard/guardedTransport';
import { gateHttp } from './guard/httpGate';
import { SeatedAddresses } from './guard/seatedAddresses';
import { serveHealth } from './health';
import { ServerLog } from './log';
import { serveInviteChecks } from './invites';
import { answerErrorsInJson } from './jsonErrors';
import { serveMetrics } from './metrics';
import { quietDebug } from './quietDebug';
import { serveReplays } from './replays';
import { RedisTableStore } from './store/redisTableStore';
import type { StoredTable, TableLog } from './store/tableLog';
import { TableStore } from './store/tableStore';
import { MAX_FRAME_BYTES, type RateLimit } from './guard/rates';
import { DEFAULT_LIMITS, type ServerLimits } from './serverLimits';
import { DEFAULT_RATE } from './table/limits';
import { moveSeatAt } from './table/moveSeat';
import { defineTableRoom, type TableRoom } from './table/TableRoom';

export const DEFAULT_RECONNECT_SECONDS = 120;
/** About as long as a person takes over an easy decision. */
export const DEFAULT_BOT_DELAY_MS = 1200;

export interface TableServerOptions {
  readonly games: readonly AnyGame[];
  /** 0 picks a free port; `RunningServer.port` tells which. */
  readonly port: number;
  readonly reconnectSeconds?: number;
  /** About how long a bot thinks before it moves, in ms; 0 for tests. */
  readonly botDelayMs?: number;
  readonly rate?: RateLimit;
  /** Each one not given is its `DEFAULT_LIMITS` value. */
  readonly limits?: Partial<ServerLimits>;
  readonly log?: ServerLog;
  /**
   * Where tables are kept across restarts (SQLite); unset keeps them in memory only. With
   * `redisUrl`, tables are kept in Redis instead, and unset keeps them in memory there too.
   */
  readonly dataDir?: string;
  /** Finished tables are forgotten after this many days (30 when unset). */
  readonly retentionDays?: number;
  /**
   * Share rooms and the table store between processes through Redis; each process then needs
   * its own `publicAddress`, and takes over the tables of a process that dies.
   */
  readonly redisUrl?: string;
  /** Where browsers reach this process when it is one of several (`host:port`, or a proxy's `host/path`). */
  readonly publicAddress?: string;
  /** With `redisUrl`: a dead process's tables are back on a survivor within about this many seconds (10 when unset). */
  readonly failoverSeconds?: number;
  /**
   * Where friends reach this server (`https://games.example.org`), when it is not the address
   * the host opened (`localhost`, behind a proxy or a tunnel): invite and spectator links are
   * built on it. Unset: the address in the host's browser.
   */
  readonly publicUrl?: string;
  readonly clientDist?: string;
  /**
   * Rooms offered beside the table, each under its own name: the workshop's load tests compare
   * the table with theirs (workshop/src/loadRooms). None by default: the product has no use for them.
   */
  readonly extraRooms?: readonly ExtraRoom[];
  /** Web Push keys given as settings; unset: made on the first start and kept in `dataDir`. */
  readonly vapid?: VapidKeys;
  /** Who runs this server, for the push services: an https: or mailto: URL (`publicUrl` when unset). */
  readonly vapidSubject?: string;
  /** Your-move alerts go only to these push services' hosts (`PUSH_SERVICES` when unset); for tests. */
  readonly pushServices?: readonly string[];
  /** For tests: how to reach a push service with its own certificate. */
  readonly pushAgent?: Agent;
  /** Shut down gracefully on SIGINT/SIGTERM and exit: for a process that is only this server. */
  readonly ownsProcess?: boolean;
  /** Serve `/metrics` (Prometheus' text format); off by default. */
  readonly metrics?: boolean;
}

/** A room class the server offers as it is, under `name`. */
export interface ExtraRoom {
  readonly name: string;
  readonly room: new () => Room;
}

export interface RunningServer {
  readonly port: number;
  readonly server: Server;
  readonly alerts: Alerts;
  close(): Promise<void>;
}

export async function startTableServer(options: TableServerOptions): Promise<RunningServer> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? ServerLog.to();
  quietDebug((message) => log.pino.warn(message));
  if (options.redisUrl && !options.publicAddress)
    throw new Error('a process that shares tables through Redis needs its own public address (PUBLIC_ADDRESS)');
  const http = createServer();
  const redis = options.redisUrl ? new Redis(options.redisUrl) : null;
  // It reconnects by itself; meanwhile writes wait, and the log says why once in a while.
  redis?.on('error', (error: Error) => log.bounded('warn', 'redis', `Redis: ${error.message}`));
  const redisStore = redis && options.dataDir !== undefined ? new RedisTableStore(redis, () => matchMaker.processId) : null;
  const sqlite = !redis && options.dataDir !== undefined ? TableStore.open(options.dataDir) : null;
  const store: TableLog | null = redisStore ?? sqlite;
  const alertStore = redis ? new RedisAlertStore(redis) : (sqlite?.alertStore() ?? new MemoryAlertStore());
  // Keys are a file beside the store (a store in memory keeps them in memory too); a cluster signs with one pair, kept in Redis.
  const keysDir = options.dataDir !== undefined && options.dataDir !== ':memory:' ? options.dataDir : undefined;
  if (keysDir) await migrateSubscriptionFile(keysDir, alertStore);
  const vapid = options.vapid ?? (redis ? await sharedVapidKeys(redis, vapidKeys(undefined, keysDir)) : undefined);
  const alerts = new Alerts({
    ...(keysDir ? { dataDir: keysDir } : {}),
    ...(vapid ? { vapid } : {}),
    store: alertStore,
    subject: options.vapidSubject ?? options.publicUrl ?? DEFAULT_VAPID_SUBJECT,
    ...(options.pushServices ? { services: options.pushServices } : {}),
    ...(options.pushAgent ? { agent: options.pushAgent } : {}),
    log,
  });
  const census = new Set<TableRoom>();
  let stopping = false;
  const server = new Server({
    transport: new GuardedTransport({ server: http, maxPayload: MAX_FRAME_BYTES }, limits),
    ...scaleOut(options, redis, redisStore),
    gracefullyShutdown: options.ownsProcess ?? false,
    greet: false,
    logger: log.forColyseus(),
    express: (app) => {
      app.disable('x-powered-by');
      compressAnswers(app);
      servePageConfig(app, options.publicUrl);
      serveReplays(app, store, options.games, limits.trustProxy);
      serveInviteChecks(app);
      serveHealth(app, { stopping: () => stopping, store, redis, log });
      if (options.metrics) serveMetrics(app, () => census);
      serveAlerts(app, alerts, limits.trustProxy, askHolder, moveSeatAt);
      serveClient(app, options.clientDist ?? CLIENT_DIST);
      answerErrorsInJson(app, log);
    },
  });
  answerCorsForOwnOriginOnly();
  const restoring = new Map<string, StoredTable>();
  const seated = new SeatedAddresses();
  server.define(
    ROOM.table,
    defineTableRoom({
      games: options.games,
      reconnectSeconds: options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS,
      rate: options.rate ?? DEFAULT_RATE,
      limits,
      census,
      log,
      store,
      restoring,
      botDelayMs: options.botDelayMs ?? DEFAULT_BOT_DELAY_MS,
      reopen: (roomId) => void failover?.reopen(roomId),
      turns: alerts,
      desk: (roomId, request) => answerDesk(alerts, roomId, request),
      seated,
    }),
  );
  for (const { name, room } of options.extraRooms ?? []) server.define(name, room);
  await listening(http, server.listen(options.port));
  const restore = (stored: StoredTable) => restoreTable(stored, restoring);
  const failover =
    redis &&
    redisStore &&
    new Failover({
      redis,
      store: redisStore,
      address: options.publicAddress!,
      seconds: options.failoverSeconds ?? DEFAULT_FAILOVER_SECONDS,
      log,
      restore: async (roomId) => {
        const stored = await redisStore.table(roomId);
        if (stored) await restore(stored);
      },
      open: () => census,
    });
  gateHttp(http, limits, seated, () => failover?.peers ?? []);
  const pruning = store && keepWithin(store, options.retentionDays ?? DEFAULT_RETENTION_DAYS, log);
  // A stop (SIGTERM or SIGINT through Colyseus when `ownsProcess`, or `close`): no new tables;
  // every table closes, its people told to come back (the page reconnects) and its writes
  // done; then the store is checkpointed and closed and, in a scale-out, the heartbeat goes
  // and the others take the tables over at once.
  const beforeStop = () => {
    stopping = true;
    clearInterval(pruning ?? undefined);
    failover?.stopBeating();
  };
  let stopped: Promise<void> | null = null;
  const afterStop = () =>
    (stopped ??= (async () => {
      await failover?.leave();
      await store?.close();
      await redis?.quit();
    })());
  server.onBeforeShutdown(beforeStop);
  server.onShutdown(afterStop);
  if (failover) await failover.start();
  else if (sqlite) await restoreAll(sqlite, restore, log);
  const address = http.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    server,
    alerts,
    close: async () => {
      beforeStop();
      await server.gracefullyShutdown(false);
      // Colyseus skips its steps, and so these, when its matchmaker was already stopped (tests run several servers in one process).
      await afterStop();
    },
  };
}

export const DEFAULT_RETENTION_DAYS = 30;
/** A subject for the push services when the host gave none; Apple's refuses it, so the README asks for one. */
const DEFAULT_VAPID_SUBJECT = 'mailto:host@dead-drop.invalid';

/** Forgets finished tables past their retention, now and once a day. */
function keepWithin(store: TableLog, retentionDays: number, log: ServerLog): NodeJS.Timeout {
  const prune = () =>
    Promise.resolve(store.prune(retentionDays)).catch((error: unknown) =>
      log.bounded('error', 'prune', `finished tables were not pruned: ${error instanceof Error ? error.message : 'unknown error'}`),
    );
  void prune();
  return setInterval(() => void prune(), 86_400_000).unref();
}

/** One process alone: every unfinished table comes back when it starts. */
async function restoreAll(store: TableStore, restore: (stored: StoredTable) => Promise<void>, log: ServerLog): Promise<void> {
  let restored = 0;
  const setAside = (roomId: string, reason: string) =>
    log.forTable(roomId).bounded('error', 'restore', `was set aside in the store's quarantine, unread: ${reason}`);
  for (const stored of store.unfinished(setAside)) {
    try {
      await restore(stored);
      restored++;
    } catch (error) {
      log
        .forTable(stored.roomId)
        .bounded('error', 'restore', `was not restored: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  }
  if (restored > 0) log.info(`restored ${restored} tables`);
}

/** Brings a stored table back under its own room id, so that its links, saved seats and spectator links work again. */
async function restoreTable(stored: StoredTable, restoring: Map<string, StoredTable>): Promise<void> {
  restoring.set(stored.roomId, stored);
  try {
    await matchMaker.handleCreateRoom(ROOM.table, {}, undefined, stored.roomId);
  } finally {
    restoring.delete(stored.roomId);
  }
}

/**
 * Colyseus' listen never settles when the port is taken: the error goes to a listener
 * that only logs it, and a process left that way serves nothing while a supervisor
 * thinks it runs. This makes it fail instead.
 */
function listening(http: HttpServer, listen: Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    http.once('error', reject);
    listen.then(() => {
      http.off('error', reject);
      resolve();
    }, reject);
  });
}

/**
 * The page is served by this server, so matchmaking needs no cross-origin access: a
 * browser may call it only from a page of this host, and never with credentials.
 * (Colyseus answers every origin, with credentials, by default.) Colyseus adds its default
 * headers to every answer, a script or a font too: the methods, headers and age a preflight
 * may use now go only with an answer to the own origin, about 150 bytes less on each of a
 * table's requests (#41).
 */
function answerCorsForOwnOriginOnly(): void {
  const { controller } = matchMaker;
  const defaults: Record<string, string> = controller.DEFAULT_CORS_HEADERS;
  const preflight = { ...defaults };
  delete preflight['Access-Control-Allow-Origin'];
  delete preflight['Access-Control-Allow-Credentials'];
  for (const name of Object.keys(defaults)) delete defaults[name];
  controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get('origin');
    return origin && sameHost(origin, headers.get('host')) ? { ...preflight, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  };
}

function sameHost(origin: string, host: string | null): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function scaleOut(
  options: TableServerOptions,
  redis: Redis | null,
  store: RedisTableStore | null,
): Pick<ServerOptions, 'presence' | 'driver' | 'publicAddress'> {
  if (!options.redisUrl) return {};
  return {
    presence: new RedisPresence(options.redisUrl),
    // With a shared store, tables move between processes: only a table's holder lists it.
    driver: redis && store ? new HeldListings(redis.duplicate(), store, () => matchMaker.processId) : new RedisDriver(options.redisUrl),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  };
}

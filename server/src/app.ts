// Must come first: it makes every import below share core's copy of @colyseus/schema.
import './singleSchema';
import { Server, type ServerOptions } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { SteadyPingTransport } from './steadyPingTransport';
import type { AnyGame } from '@dead-drop/shared';
import { BaselineRoom } from './baseline/BaselineRoom';
import { ReplayRoom } from './baseline/ReplayRoom';
import { CLIENT_DIST, serveClient } from './clientPages';
import { DEFAULT_RATE, MAX_FRAME_BYTES, type RateLimit } from './table/limits';
import { ROOM } from './table/protocol';
import { defineTableRoom } from './table/TableRoom';

export const DEFAULT_RECONNECT_SECONDS = 120;

export interface TableServerOptions {
  readonly games: readonly AnyGame[];
  /** 0 picks a free port; `RunningServer.port` tells which. */
  readonly port: number;
  readonly reconnectSeconds?: number;
  readonly rate?: RateLimit;
  /** Share rooms between processes through Redis; each process then needs its own `publicAddress`. */
  readonly redisUrl?: string;
  readonly publicAddress?: string;
  readonly clientDist?: string;
  /**
   * Also offer the rooms that load tests compare the table with (`baseline/`). Off by default:
   * they are no part of the product, they are not private, and a replay room's first opening
   * for a game plays whole games to record them.
   */
  readonly measurementRooms?: boolean;
  /** Shut down gracefully on SIGINT/SIGTERM and exit: for a process that is only this server. */
  readonly ownsProcess?: boolean;
}

export interface RunningServer {
  readonly port: number;
  readonly server: Server;
  close(): Promise<void>;
}

export async function startTableServer(options: TableServerOptions): Promise<RunningServer> {
  const server = new Server({
    transport: new SteadyPingTransport({ maxPayload: MAX_FRAME_BYTES }),
    ...scaleOut(options),
    gracefullyShutdown: options.ownsProcess ?? false,
    greet: false,
    express: (app) => serveClient(app, options.clientDist ?? CLIENT_DIST),
  });
  server.define(ROOM.table, defineTableRoom({
    games: options.games,
    reconnectSeconds: options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS,
    rate: options.rate ?? DEFAULT_RATE,
  }));
  if (options.measurementRooms) {
    server.define(ROOM.baseline, BaselineRoom);
    server.define(ROOM.replay, ReplayRoom);
  }
  await server.listen(options.port);
  const address = server.transport.server?.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    server,
    close: () => server.gracefullyShutdown(false),
  };
}

function scaleOut(options: TableServerOptions): Pick<ServerOptions, 'presence' | 'driver' | 'publicAddress'> {
  if (!options.redisUrl) return {};
  return {
    presence: new RedisPresence(options.redisUrl),
    driver: new RedisDriver(options.redisUrl),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  };
}

import { Msg, OPTIONAL_CHANCE, type ActMessage, type AnyGame, type BaseView } from '@dead-drop/shared';
import { LOAD_ROOM } from './loadRooms/rooms';
import { TableClient } from './tableClient';

/** How the load generator opens a table and what its bots do there. */
export interface TableDriver {
  /** The table's clients: the players in seat order, then one spectator. */
  open(endpoint: string, players: number): Promise<TableClient[]>;
  /** Whether this player has something to do now: cheap, asked after every patch. */
  canAct(client: TableClient, seat: number): boolean;
  /** What this player would do now, or null when it has nothing to do. */
  nextAction(client: TableClient, seat: number, random: () => number): unknown;
  finished(client: TableClient): boolean;
  send(client: TableClient, action: unknown): void;
}

/** A private table of `game`, joined through its links, started by its host. */
export function gameDriver(game: AnyGame): TableDriver {
  return {
    async open(endpoint, players) {
      const host = await TableClient.create(endpoint, { game: game.id, name: 'Bot 0' });
      const links = await host.waitForLinks();
      const others: TableClient[] = [];
      for (let seat = 1; seat < players; seat++) {
        others.push(await TableClient.join(endpoint, host.room.roomId, { invite: links.invite!, name: `Bot ${seat}` }));
      }
      others.push(await TableClient.join(endpoint, host.room.roomId, { watch: links.watch }));
      const reply = await host.request(Msg.start, {});
      if (!reply.ok) throw new Error(`start refused: ${reply.error.code}`);
      return [host, ...others];
    },
    canAct: (client) => client.hasLegal(),
    // A seat with legal actions has a whole view: the game has started. A seat the game does
    // not wait for (a Mata Hari seat that may only accuse) takes its chance now and then, as
    // the random players of the simulations do, so that games last as long as people's.
    nextAction(client, _seat, random) {
      if (!client.hasLegal()) return null;
      const view = client.view as BaseView<unknown>;
      const awaited = view.legal.some((option) => !game.optional(option));
      return awaited || random() < OPTIONAL_CHANCE ? game.sampleAction(view, random) : null;
    },
    finished: (client) => client.finished(),
    send: (client, action) => client.send(Msg.act, { action, at: client.step() } satisfies ActMessage),
  };
}

/**
 * Tables of Hard bots (`--hard-bots`): "play against bots" at the Hard level, whose creator
 * plays as a random player of `gameDriver` does; the bots search in the server's pool.
 */
export function hardBotsDriver(game: AnyGame): TableDriver {
  const players = gameDriver(game);
  return {
    ...players,
    async open(endpoint, seats) {
      return [await TableClient.create(endpoint, { game: game.id, name: 'Bot 0', bots: seats - 1, botLevel: 'hard' })];
    },
  };
}

/**
 * The measurement rooms (the baseline room, a probe room): players take turns by the room's
 * one counter, like seats taking turns, and one more client watches.
 */
export function turnTakingDriver(players: number, room: string, options: Record<string, unknown> = {}): TableDriver {
  return {
    async open(endpoint) {
      const host = await TableClient.create(endpoint, { name: 'Bot 0', ...options }, room);
      const others: TableClient[] = [];
      for (let i = 1; i <= players; i++) others.push(await TableClient.join(endpoint, host.room.roomId, { name: `Bot ${i}` }));
      return [host, ...others];
    },
    canAct(client, seat) {
      const actions = (client.room.state as { actions?: number }).actions ?? 0;
      return actions % players === seat;
    },
    nextAction(client, seat) {
      return this.canAct(client, seat) ? {} : null;
    },
    finished: () => false,
    send: (client) => client.send(Msg.act, {}),
  };
}

/** Which room a load run measures: the game's table, or a measurement room to compare it with. */
export type LoadRoom = 'table' | 'baseline' | 'probe' | 'probe-rules';

export function driverFor(room: LoadRoom, game: AnyGame, players: number, hardBots = false): TableDriver {
  if (hardBots) return hardBotsDriver(game);
  if (room === 'baseline') return turnTakingDriver(players, LOAD_ROOM.baseline);
  if (room === 'probe' || room === 'probe-rules') {
    return turnTakingDriver(players, LOAD_ROOM.probe, { game: game.id, seats: players, rules: room === 'probe-rules' });
  }
  return gameDriver(game);
}

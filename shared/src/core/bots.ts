/**
 * Games between the game's bot and the random player (`sampleAction`), for the simulator's
 * win rates and the bot tests. Both players get only their seat's view.
 */
import type { AnyGame, BaseView, GameResult } from './contract';
import { Match, type LoggedAction, type MatchSetup } from './match';
import type { Seat } from './viewer';

export const PLAYERS = ['bot', 'random'] as const;
export type Player = (typeof PLAYERS)[number];

export function isPlayer(name: string): name is Player {
  return (PLAYERS as readonly string[]).includes(name);
}

const MAX_ACTIONS = 20_000;

/**
 * How often a seat the game does not wait for is asked all the same: one whose only chance is
 * an optional one, such as a Mata Hari accusation. People take such chances now and then, not
 * whenever they may; asked at every turn, random seats accuse so often that games end in a
 * third of their length, and the audits and the load test rarely reach the paths after.
 */
export const OPTIONAL_CHANCE = 0.1;

/**
 * A random seat among those the game waits for (now and then among all that may act, see
 * `OPTIONAL_CHANCE`), and its player's action. A bot may let an optional chance pass (null):
 * another acting seat is asked then. Null when nobody acts.
 */
export function playerMove(
  game: AnyGame,
  state: unknown,
  playerOf: (seat: Seat) => Player,
  random: () => number,
): { seat: Seat; action: unknown } | null {
  return decidedMove(
    game,
    state,
    (seat, view) => (playerOf(seat) === 'bot' ? game.bot(view, random) : game.sampleAction(view, random)),
    random,
  );
}

/** As `playerMove`, with each seat's decision from its view made by `decide` (the tournament's
 *  players of every level). */
export function decidedMove(
  game: AnyGame,
  state: unknown,
  decide: (seat: Seat, view: BaseView<unknown>) => unknown,
  random: () => number,
): { seat: Seat; action: unknown } | null {
  const awaited = game.awaitedSeats(state);
  const acting = [...(awaited.length > 0 && random() >= OPTIONAL_CHANCE ? awaited : game.actingSeats(state))];
  while (acting.length > 0) {
    const at = Math.floor(random() * acting.length);
    const seat = acting[at]!;
    const action = decide(seat, game.viewFor(state, seat));
    if (action !== null) return { seat, action };
    acting.splice(at, 1);
  }
  return null;
}

/**
 * Plays one game with `players[seat]` in each seat. Throws when an action is refused or the
 * game stalls: both are broken players, which the tests are there to catch.
 * `onMove` sees each state before its move (the tests sample positions from it). The log
 * returned replays the game (golden games are recorded from it).
 */
export function playMatch(
  game: AnyGame,
  setup: MatchSetup,
  players: readonly Player[],
  random: () => number,
  onMove?: (state: unknown, seat: Seat) => void,
): { result: GameResult; actions: number; log: readonly LoggedAction[] } {
  const match = new Match(game, setup);
  while (!match.result) {
    if (match.log.length >= MAX_ACTIONS) throw new Error(`${game.id} seed ${setup.seed}: no end after ${MAX_ACTIONS} actions`);
    const move = playerMove(game, match.state, (seat) => players[seat]!, random);
    if (!move) throw new Error(`${game.id} seed ${setup.seed}: nobody acts but the game is not over`);
    onMove?.(match.state, move.seat);
    const outcome = match.act(move.seat, move.action);
    if (!outcome.ok) {
      throw new Error(
        `${game.id} seed ${setup.seed}: the ${players[move.seat]} player in seat ${move.seat} sent a refused action ` +
          `${JSON.stringify(move.action)} (${outcome.error.code}: ${outcome.error.message})`,
      );
    }
  }
  return { result: match.result, actions: match.log.length, log: match.log };
}

/** The players of a table of `seats` from a pattern such as `bot,random`: the last name fills
 *  the remaining seats; turned by `shift` seats, so that over games every player sits
 *  everywhere. */
export function seatPlayers(pattern: readonly Player[], seats: number, shift: number): Player[] {
  const filled = Array.from({ length: seats }, (_, seat) => pattern[Math.min(seat, pattern.length - 1)]!);
  return filled.map((_, seat) => filled[(((seat - shift) % seats) + seats) % seats]!);
}

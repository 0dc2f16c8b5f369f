import { playerMove } from './bots';
import type { AnyGame } from './contract';
import { eventFor, type GameEvent } from './events';
import { Match, type MatchSetup } from './match';
import { randomSource } from './rng';
import { SPECTATOR, type Seat, type Viewer } from './viewer';

export interface PlaytestReport {
  actions: number;
  completed: boolean;
  violations: string[];
}

const MAX_ACTIONS = 20_000;
const MAX_VIOLATIONS = 20;

/**
 * Plays one game of seeded random legal actions and checks after every action that:
 * every card is in exactly one place (the game's invariants); no view holds what its viewer
 * may not know (the view is unchanged when everything hidden from that viewer is reshuffled,
 * and no view or event carries a card id); every seat may know all of the public view, which
 * the server sends to every client; a refused action changes nothing; and replaying the
 * action log gives the same state at every step.
 */
export function playtest(game: AnyGame, setup: MatchSetup): PlaytestReport {
  const random = randomSource(setup.seed, [0x5eed, 0]);
  const match = new Match(game, setup);
  const viewers: Viewer[] = [...Array.from({ length: setup.seats }, (_, seat) => seat), SPECTATOR];
  const trail: string[] = [];
  const violations: string[] = [];
  const report = (at: number, problem: string) => {
    if (violations.length < MAX_VIOLATIONS) violations.push(`seed ${setup.seed} action ${at}: ${problem}`);
  };

  const check = (at: number, events: readonly GameEvent[]) => {
    const state = match.state;
    for (const problem of game.audit.invariants(state)) report(at, problem);
    for (const viewer of viewers) {
      const view = JSON.stringify(game.viewFor(state, viewer));
      if (/"id":/.test(view)) report(at, `the view of ${viewer} carries a card id`);
      const blind = JSON.stringify(game.viewFor(game.audit.scrambleHidden(state, viewer, random), viewer));
      if (blind !== view) report(at, `the view of ${viewer} depends on something hidden from it`);
      for (const event of events) {
        const shown = eventFor(event, viewer);
        if (/"id":/.test(JSON.stringify(shown))) report(at, `an event shown to ${viewer} carries a card id`);
      }
    }
    const publicView = JSON.stringify(game.viewFor(state, SPECTATOR));
    for (const seat of viewers) {
      if (seat === SPECTATOR) continue;
      const blind = JSON.stringify(game.viewFor(game.audit.scrambleHidden(state, seat, random), SPECTATOR));
      if (blind !== publicView) report(at, `the public view shows something seat ${seat} may not know`);
    }
    for (const event of events) for (const problem of game.audit.eventLeaks(event)) report(at, problem);
    trail.push(JSON.stringify(state));
  };

  check(0, []);
  while (!match.result && match.log.length < MAX_ACTIONS && violations.length === 0) {
    const move = randomMove(game, match.state, random);
    if (!move) {
      report(match.log.length, 'nobody can act but the game is not over');
      break;
    }
    const { seat, action } = move;
    probeRefusal(game, match, seat, action, (problem) => report(match.log.length, problem));
    const outcome = match.act(seat, action);
    if (!outcome.ok) {
      report(match.log.length, `a listed legal action was refused: ${outcome.error.code}`);
      break;
    }
    check(match.log.length, outcome.events);
  }

  const replay = Match.fromLog(game, setup, []);
  match.log.forEach(({ seat, action }, i) => {
    replay.act(seat, action);
    if (JSON.stringify(replay.state) !== trail[i + 1]) report(i + 1, 'replaying the log gives another state');
  });
  return { actions: match.log.length, completed: match.result !== null, violations };
}

/** A random seat among those that may act, and a random one of its legal actions; null
 *  when nobody can act. How bots, the simulator and the benches play. */
export function randomMove(game: AnyGame, state: unknown, random: () => number): { seat: Seat; action: unknown } | null {
  return playerMove(game, state, () => 'random', random);
}

/**
 * Plays one random move (see `randomMove`) in `match`: its events, or null when nobody can act.
 * A legal move being refused is a broken game, so it throws.
 */
export function playRandomMove(match: Match, random: () => number): readonly GameEvent[] | null {
  const move = randomMove(match.game, match.state, random);
  if (!move) return null;
  const outcome = match.act(move.seat, move.action);
  if (!outcome.ok) throw new Error(`${match.game.id}: a legal action was refused (${outcome.error.code})`);
  return outcome.events;
}

/** The same action from a seat that may not act now must be refused and change nothing. */
function probeRefusal(game: AnyGame, match: Match, seat: Seat, action: unknown, report: (p: string) => void): void {
  const idle = Array.from({ length: match.setup.seats }, (_, s) => s).find(
    (s) => s !== seat && game.legalActions(match.state, s).length === 0,
  );
  if (idle === undefined) return;
  const before = JSON.stringify(match.state);
  const outcome = match.act(idle, action);
  if (outcome.ok) report(`seat ${idle} acted out of turn`);
  else if (JSON.stringify(match.state) !== before) report('a refused action changed the state');
}

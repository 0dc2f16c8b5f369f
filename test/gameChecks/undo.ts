import { Match, randomMove, randomSource, SPECTATOR, type AnyGame, type GameEvent, type Seat, type Viewer } from '@dead-drop/shared';
import type { TestedGame } from './registered';

/**
 * Undo over seeded random games of every game: it is offered only where Board Game Arena's
 * rule allows it, and taking a move back leaves every viewer exactly where it was.
 *
 * Whether a step showed anything hidden is judged here without the games' own answer: the
 * step is played again on states where everything the viewer may not know is reshuffled
 * (`audit.scrambleHidden`), and the viewer's view after it must not change. A step that drew a
 * card, searched or showed a face gives another view on some reshuffle.
 */

/** Undos at least, over a game's seeds, where it offers undo: so that the rest is not judged on none. */
const OFFERED = 50;
const RESHUFFLES = 4;

function viewsOf(game: AnyGame, state: unknown, viewers: readonly Viewer[]): string[] {
  return viewers.map((viewer) => JSON.stringify(game.viewFor(state, viewer)));
}

/** What the step showed `viewer` that it could not have known: a reshuffle of its unknowns that the step's view after tells apart. */
function learned(
  game: AnyGame,
  before: unknown,
  after: unknown,
  seat: Seat,
  action: unknown,
  viewer: Viewer,
  random: () => number,
): boolean {
  const seen = JSON.stringify(game.viewFor(after, viewer));
  for (let i = 0; i < RESHUFFLES; i++) {
    const applied = game.apply(game.audit.scrambleHidden(before, viewer, random), seat, action);
    // Refused on a reshuffle: the action names something the reshuffle moved; that says nothing of what was shown.
    if (applied.ok && JSON.stringify(game.viewFor(applied.state, viewer)) !== seen) return true;
  }
  return false;
}

export function undoChecks({ module }: TestedGame): void {
  const { rules: game, samples } = module;
  const { seats } = samples;
  const seeds = samples.undo.seeds.undo;
  test('offered only after a private, certain step of the only seat asked; undone, every view is as before', () => {
    const viewers: Viewer[] = [...Array.from({ length: seats }, (_, seat) => seat), SPECTATOR];
    const problems: string[] = [];
    let undos = 0;
    for (let seed = 1; seed <= seeds && problems.length < 5; seed++) {
      const match = new Match(game, { game: game.id, seed, seats, options: {} });
      const random = randomSource(seed, [0x0d0, 0]);
      // The views and the state before each action in the log, by the log's length then.
      const viewsAt: string[][] = [viewsOf(game, match.state, viewers)];
      const statesAt: unknown[] = [match.state];
      let lastEvents: readonly GameEvent[] = [];
      while (!match.result && match.log.length < 5000 && problems.length < 5) {
        const where = `seed ${seed} action ${match.log.length}`;
        const mayUndo = viewers.filter((viewer): viewer is Seat => viewer !== SPECTATOR && match.mayUndo(viewer));
        if (mayUndo.length > 0) {
          const seat = mayUndo[0]!;
          const last = match.log.at(-1)!;
          if (mayUndo.length > 1 || last.seat !== seat)
            problems.push(`${where}: undo offered to ${mayUndo} after seat ${last.seat}'s action`);
          const acting = game.actingSeats(match.state);
          if (acting.length !== 1 || acting[0] !== seat) problems.push(`${where}: undo offered while seats ${acting} are asked`);
          const banned = lastEvents.filter((event) => samples.undo.revealing.includes(event.type)).map((event) => event.type);
          if (banned.length > 0) problems.push(`${where}: undo offered after ${banned}`);
          const before = statesAt[match.log.length - 1];
          for (const viewer of viewers) {
            if (learned(game, before, match.state, last.seat, last.action, viewer, random))
              problems.push(`${where}: undo offered after a step that showed ${viewer} something hidden`);
          }
          // Now and then take it back (always would never get past a run of moves that may be
          // taken back), and now and then the one before as well.
          if (random() < 0.5)
            do {
              if (!match.undo(seat)) problems.push(`${where}: the undo offered was refused`);
              undos++;
              const now = viewsOf(game, match.state, viewers);
              const was = viewsAt[match.log.length]!;
              viewers.forEach((viewer, i) => {
                if (now[i] !== was[i]) problems.push(`${where}: after the undo, ${viewer}'s view is not the one before the action`);
              });
              viewsAt.length = match.log.length + 1;
              statesAt.length = match.log.length + 1;
            } while (match.mayUndo(seat) && random() < 0.5);
          // The game is the one before, as its shortened log makes it.
          if (JSON.stringify(statesAt[match.log.length]) !== JSON.stringify(match.state))
            problems.push(`${where}: the undone game is not the one before`);
        }
        const move = randomMove(game, match.state, random);
        if (!move) break;
        const outcome = match.act(move.seat, move.action);
        if (!outcome.ok) throw new Error(`${where}: a legal action was refused: ${outcome.error.code}`);
        lastEvents = outcome.events;
        viewsAt.push(viewsOf(game, match.state, viewers));
        statesAt.push(match.state);
        // Nobody else may take back a move once another seat moved.
        for (const seat of viewers) {
          if (seat !== SPECTATOR && seat !== move.seat && match.mayUndo(seat))
            problems.push(`${where}: seat ${seat} may undo after seat ${move.seat}'s action`);
        }
      }
    }
    console.info(`${game.id}: ${undos} undos over ${seeds} seeded games`);
    expect(problems).toEqual([]);
    if (samples.undo.offers) expect(undos).toBeGreaterThanOrEqual(OFFERED);
    else expect(undos).toBe(0);
  });
}

import { FINAL_REASONS, Match, offeredFinality, randomMove, randomSource, SPECTATOR, type FinalReason, type Seat } from '@dead-drop/shared';
import type { TestedGame } from './registered';

/**
 * A move marked final before it is taken (`GameDefinition.finality`, carried beside a seat's
 * legal actions in its view) is one that may not be taken back after (`undoable`), and a move
 * not marked may be, over seeded games played by random and by Normal bots: every option a
 * seat is offered is tried, and for a template, actions its seat could send. The marks depend on
 * nothing the seat may not know: they are the same with everything hidden from it reshuffled.
 */

/** Offers marked not final at least, over a game's seeds, where it offers undo: so that both answers are judged. */
const UNDOABLE = 50;
const SAMPLES = 3;

export function finalityChecks({ module }: TestedGame): void {
  const { rules: game, samples } = module;
  const { seats } = samples;
  const seeds = samples.undo.seeds.finality;
  test('marked final exactly when the step may not be taken back, with a reason, and the same on reshuffled hidden cards', () => {
    const problems: string[] = [];
    const marks = new Map<FinalReason | null, number>();
    for (let seed = 1; seed <= seeds && problems.length < 5; seed++) {
      const match = new Match(game, { game: game.id, seed, seats, options: {} });
      const random = randomSource(seed, [0xf17, 0]);
      while (!match.result && match.log.length < 3000 && problems.length < 5) {
        const state = match.state;
        if (match.viewFor(SPECTATOR).finality) problems.push(`seed ${seed} action ${match.log.length}: a spectator is told what is final`);
        for (const seat of game.actingSeats(state) as Seat[]) {
          const where = `seed ${seed} action ${match.log.length} seat ${seat}`;
          const view = match.viewFor(seat);
          const finality = view.finality ?? [];
          if (finality.length !== view.legal.length) problems.push(`${where}: ${finality.length} marks for ${view.legal.length} offers`);
          const scrambled = game.finality(game.audit.scrambleHidden(state, seat, random), seat);
          if (JSON.stringify(scrambled) !== JSON.stringify(finality))
            problems.push(
              `${where}: the marks change with what the seat cannot see: ${JSON.stringify(view.legal)} ${JSON.stringify(finality)} ${JSON.stringify(scrambled)}`,
            );
          // Every offer as it is listed (a template is refused as an action), and actions the seat could send.
          const tries = [...view.legal, ...Array.from({ length: SAMPLES }, () => game.sampleAction(game.viewFor(state, seat), random))];
          for (const action of tries) {
            const applied = game.apply(state, seat, action);
            if (!applied.ok) continue;
            const mark = offeredFinality(view, action);
            if (mark === undefined) {
              problems.push(`${where}: ${JSON.stringify(action)} is accepted but not found among the offers`);
              continue;
            }
            if (mark !== null && !FINAL_REASONS.includes(mark)) problems.push(`${where}: unknown reason ${String(mark)}`);
            marks.set(mark, (marks.get(mark) ?? 0) + 1);
            const taken = game.undoable(state, applied.state, seat, action, applied.events);
            if (taken !== (mark === null))
              problems.push(`${where}: ${JSON.stringify(action)} marked ${String(mark)} but undoable is ${taken}`);
          }
        }
        const mover = randomMove(game, state, random);
        if (!mover) break;
        const action = random() < 0.3 ? (game.bot(game.viewFor(state, mover.seat), random) ?? mover.action) : mover.action;
        const outcome = match.act(mover.seat, action);
        if (!outcome.ok) throw new Error(`seed ${seed}: a legal action was refused: ${outcome.error.code}`);
      }
    }
    console.info(`${game.id}: marks ${JSON.stringify(Object.fromEntries(marks))}`);
    expect(problems).toEqual([]);
    if (samples.undo.offers) expect(marks.get(null) ?? 0).toBeGreaterThanOrEqual(UNDOABLE);
    else expect(marks.get(null)).toBeUndefined();
    // Each game has moves that are final.
    expect([...marks.keys()].filter((mark) => mark !== null).length).toBeGreaterThan(0);
  });
}

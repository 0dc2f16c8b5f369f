/**
 * `node workshop/dist/textWorth.js [--games 100]` (after `npm run build`)
 *
 * Measures what each Compile card's text is worth to the Normal bot (the table in
 * shared/src/compile/textWorth.ts): in seeded games of Normal bots, at every play of a card
 * face up, the same play face down on the same deal sampled from the seat's view; the text's
 * own decisions are answered by Normal, and both positions are judged by `evaluate`. Prints
 * the mean difference per card, in points of a line (`evaluate` counts a point of a line
 * 0.2 of its edge), less what the value itself adds over a face-down 2.
 */
import { compile, compileCards, Match, playerMove, randomSource, type CompileLegal, type CompileState, type Seat } from '@dead-drop/shared';
import { emit, readArgs } from './args';

/** `evaluate`'s scale: its win chance is a logistic of the edge over this. */
const EDGE_SCALE = 1.5;
/** What one point of a line adds to the edge: a tenth for the way to 10, a tenth for the lead. */
const EDGE_PER_POINT = 0.2;
/** Decisions of a text answered before the position is judged. */
const TEXT_STEPS = 12;

function edge(state: CompileState, seat: Seat): number {
  const p = Math.min(1 - 1e-9, Math.max(1e-9, compile.evaluate!(state, seat)));
  return EDGE_SCALE * Math.log(p / (1 - p));
}

/** The state once the text's decisions of `seat` are answered by Normal. */
function settled(start: CompileState, seat: Seat, random: () => number): CompileState {
  let state = start;
  for (let step = 0; step < TEXT_STEPS && !compile.result(state); step++) {
    const view = compile.viewFor(state, seat);
    if (view.prompt?.seat !== seat || view.prompt.ask === 'action') break;
    const action = compile.bot(view, random);
    const applied = action && compile.apply(state, seat, action);
    if (!applied?.ok) break;
    state = applied.state;
  }
  return state;
}

function main(): void {
  const games = readArgs({ games: 'string' }).number('games', 100);
  const sums = new Map<string, { n: number; sum: number }>();
  for (let g = 0; g < games; g++) {
    const match = new Match(compile, { game: 'compile', seed: 1000 + g, seats: 2, options: {} });
    const random = randomSource(g + 1);
    while (!match.result) {
      const move = playerMove(compile, match.state, () => 'bot', random);
      if (!move) break;
      // A Match holds any game's state; this one is Compile's.
      const state = match.state as CompileState;
      const view = compile.viewFor(state, move.seat);
      const sampled = view.prompt?.ask === 'action' ? compile.determinize!(view, [], random) : null;
      const ups = view.legal.filter((option): option is Extract<CompileLegal, { type: 'play' }> => option.type === 'play' && option.up);
      for (const up of ups) {
        if (!sampled) break;
        const faceUp = compile.apply(sampled, move.seat, up);
        const faceDown = compile.apply(sampled, move.seat, { ...up, up: false });
        if (!faceUp.ok || !faceDown.ok) continue;
        const seed = Math.floor(random() * 2 ** 32);
        const gain =
          edge(settled(faceUp.state, move.seat, randomSource(seed)), move.seat) -
          edge(settled(faceDown.state, move.seat, randomSource(seed)), move.seat);
        const face = view.hand![up.hand]!;
        const key = `${face.protocol} ${face.value}`;
        const total = sums.get(key) ?? { n: 0, sum: 0 };
        sums.set(key, { n: total.n + 1, sum: total.sum + gain });
      }
      match.act(move.seat, move.action);
    }
  }
  const worth = Object.fromEntries(
    compileCards.PROTOCOLS.map((protocol) => [
      protocol,
      compileCards.cardsOf(protocol).map((card) => {
        const { value } = compileCards.faceOf(card);
        const total = sums.get(`${protocol} ${value}`);
        return total ? Math.round((total.sum / total.n / EDGE_PER_POINT - (value - compileCards.FACE_DOWN_VALUE)) * 10) / 10 : 0;
      }),
    ]),
  );
  emit({ tool: 'textWorth', games, worth });
}

main();

/**
 * Compile's `determinize` rebuilds every decision no text asks (#44), so that Hard searches
 * them too: the action, the line to compile, the control card's rearrangement before a
 * refresh or a compile, the cache's discard. The state it deals shows the seat the very view
 * it came from, and takes each of the seat's options.
 */
import { compile, playMatch, randomSource, type CompileAction, type CompileState, type CompileView, type Seat } from '@dead-drop/shared';

function viewsOf(games: number): CompileView[] {
  const views: CompileView[] = [];
  for (let seed = 1; seed <= games; seed++) {
    playMatch(compile, { game: 'compile', seed, seats: 2, options: {} }, ['bot', 'bot'], randomSource(seed), (state) => {
      const played = state as CompileState;
      for (const seat of compile.awaitedSeats(played)) views.push(compile.viewFor(played, seat));
    });
  }
  return views;
}

describe('Compile determinize', () => {
  const views = viewsOf(12);

  test.each(['action', 'rearrange', 'discard'] as const)(
    'rebuilds the %s no text asks, as the seat sees it, and takes each option',
    (ask) => {
      const asked = views.filter((view) => view.prompt?.ask === ask && view.prompt.source === null);
      let rebuilt = 0;
      asked.forEach((view, at) => {
        const state = compile.determinize!(view, [], randomSource(at));
        if (state === null) return;
        rebuilt++;
        expect(compile.audit.invariants(state)).toEqual([]);
        expect(compile.viewFor(state, view.viewer as Seat)).toEqual(view);
        for (const option of view.legal) {
          const action: CompileAction =
            option.type === 'discard' ? { type: 'discard', hand: Array.from({ length: option.min }, (_, i) => i) } : option;
          expect(compile.apply(state, view.viewer as Seat, action).ok).toBe(true);
        }
      });
      expect(rebuilt).toBeGreaterThan(asked.length / 2);
    },
  );

  test("leaves a text's question to Normal: the view does not carry the text's work in hand", () => {
    const inText = views.filter((view) => view.prompt?.source !== null && view.prompt?.source !== undefined);
    expect(inText.length).toBeGreaterThan(0);
    expect(inText.filter((view, at) => compile.determinize!(view, [], randomSource(at)) !== null)).toEqual([]);
  });
});

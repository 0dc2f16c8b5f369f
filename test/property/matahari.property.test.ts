import { matahari, playtest, type AnyGame } from '@dead-drop/shared';

const setup = (seed: number) => ({ game: 'matahari', seed, seats: 3 + (seed % 5), options: {} });

describe('the audit catches Mata Hari leaks', () => {
  test("a view that shows another seat's objective", () => {
    const leaky: AnyGame = {
      ...matahari,
      viewFor: (state, viewer) => ({ ...matahari.viewFor(state, viewer), spy: state.objectives[(Number(viewer) + 1) % state.seats] }),
    };
    expect(playtest(leaky, setup(3)).violations.join('\n')).toMatch(/depends on something hidden/);
  });

  test('an event that publishes what a seat drew', () => {
    const loud: AnyGame = {
      ...matahari,
      apply: (state, seat, action) => {
        const applied = matahari.apply(state, seat, action);
        if (!applied.ok) return applied;
        return { ...applied, events: applied.events.map((e) => (e.secret && 'cards' in e.secret ? { ...e, cards: e.secret.cards } : e)) };
      },
    };
    const found = [3, 4, 5].flatMap((seed) => playtest(loud, setup(seed)).violations).join('\n');
    expect(found).toMatch(/publishes cards/);
  });
});

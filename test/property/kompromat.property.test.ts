import { kompromat, playtest, SPECTATOR, type AnyGame } from '@dead-drop/shared';

const setup = (seed: number) => ({ game: 'kompromat', seed, seats: 2, options: {} });

describe('the auditor itself can fail', () => {
  test('it catches a view that shows the top of a deck', () => {
    const leaky: AnyGame = {
      ...kompromat,
      viewFor: (state, viewer) => ({ ...kompromat.viewFor(state, viewer), top: state.players[0].deck.at(-1) % 14 }),
    };
    expect(playtest(leaky, setup(3)).violations.join('\n')).toMatch(/depends on something hidden/);
  });

  test('it catches a public view that shows what a seat may not know', () => {
    // Spectators who may see every deck would be fine on their own, but every seat receives
    // the public view too.
    const omniscient: AnyGame = {
      ...kompromat,
      viewFor: (state, viewer) =>
        viewer === SPECTATOR
          ? { ...kompromat.viewFor(state, viewer), top: state.players[0].deck.at(-1) % 14 }
          : kompromat.viewFor(state, viewer),
      audit: {
        ...kompromat.audit,
        scrambleHidden: (state, viewer, random) => (viewer === SPECTATOR ? state : kompromat.audit.scrambleHidden(state, viewer, random)),
      },
    };
    const found = playtest(omniscient, setup(3)).violations.join('\n');
    expect(found).toMatch(/the public view shows something seat \d may not know/);
    expect(found).not.toMatch(/view of spectator/);
  });

  test('it catches a card id in a view', () => {
    const leaky: AnyGame = { ...kompromat, viewFor: (state, viewer) => ({ ...kompromat.viewFor(state, viewer), id: 1 }) };
    expect(playtest(leaky, setup(3)).violations.join('\n')).toMatch(/carries a card id/);
  });

  test('it catches a card lost from play', () => {
    const lossy: AnyGame = {
      ...kompromat,
      apply: (state, seat, action) => {
        const applied = kompromat.apply(state, seat, action);
        // From the deck, which holds cards from the first action on: a discard may stay empty all game.
        if (applied.ok) applied.state.players[0]!.deck.pop();
        return applied;
      },
    };
    expect(playtest(lossy, setup(3)).violations.join('\n')).toMatch(/equipment card \d+ is in 0 places/);
  });

  test('it catches an event that publishes a drawn value', () => {
    const loud: AnyGame = {
      ...kompromat,
      apply: (state, seat, action) => {
        const applied = kompromat.apply(state, seat, action);
        if (!applied.ok) return applied;
        return { ...applied, events: applied.events.map((e) => (e.secret && 'rank' in e.secret ? { ...e, rank: e.secret.rank } : e)) };
      },
    };
    expect(playtest(loud, setup(3)).violations.join('\n')).toMatch(/publishes card values/);
  });

  test('it catches a game that does not replay', () => {
    let calls = 0;
    const drifting: AnyGame = {
      ...kompromat,
      setup: (seed, seats, options) => kompromat.setup(calls++ > 0 ? Number(seed) + 1 : seed, seats, options),
    };
    expect(playtest(drifting, setup(3)).violations.join('\n')).toMatch(/replaying the log/);
  });
});

import { kompromat, Match, type AnyGame, type KompromatState, type KompromatView } from '@dead-drop/shared';
import { checkBots, winRate } from '../fixtures/botChecks';

const setup = (seed: number) => ({ game: 'kompromat', seed, seats: 2, options: {} });

describe('the Kompromat bot', () => {
  test('beats the random player in at least 70% of 200 games, from either seat', () => {
    expect(winRate(kompromat, 200, setup, ['bot', 'random'])).toBeGreaterThanOrEqual(0.7);
  });

  test('the peek check catches a bot that acts on a hidden card', () => {
    // A view that carries the seat's next card, and a bot that draws only when it is low.
    const peeking: AnyGame = {
      ...kompromat,
      viewFor: (state: KompromatState, viewer) => ({ ...kompromat.viewFor(state, viewer), next: state.players[Number(viewer)]?.deck.at(-1) }),
      bot: (view: KompromatView & { next?: number }, random) => {
        const stop = view.legal.find((action) => action.type === 'stop');
        return stop && (view.next ?? 0) % 14 > 7 ? stop : kompromat.bot(view, random);
      },
    };
    expect(checkBots(peeking, 5, setup, ['bot'], 1).peeks).not.toEqual([]);
  });
});

describe('the Hard bot\'s judgement of a Kompromat position', () => {
  /** A state of round `round` where seat 0 leads by `lead` notoriety tokens (a point each). */
  const leading = (round: number, lead: number): KompromatState => {
    const state = structuredClone(new Match(kompromat, setup(1)).state as KompromatState);
    state.round = round;
    state.players[0]!.notoriety = lead;
    return state;
  };
  const judge = (state: KompromatState) => kompromat.evaluate!(state, 0);

  test('an even position is even, and a lead counts for the leader and against the other', () => {
    expect(judge(leading(3, 0))).toBeCloseTo(0.5);
    expect(judge(leading(3, 4))).toBeGreaterThan(0.6);
    expect(kompromat.evaluate!(leading(3, 4), 1)).toBeCloseTo(1 - judge(leading(3, 4)));
  });

  test('the same lead weighs more the fewer rounds are left to turn it', () => {
    expect(judge(leading(6, 4))).toBeGreaterThan(judge(leading(4, 4)) + 0.05);
    expect(judge(leading(4, 4))).toBeGreaterThan(judge(leading(1, 4)) + 0.03);
  });
});


/**
 * The Hard bot's search (`searchMove`) spends its simulations where they can matter: none
 * where every move leads to the same state, few once a move is ahead beyond doubt; and it
 * keeps Normal's move when what it saw of the others is noise.
 */
import { kompromat, searchMove, type AnyGame, type BaseView } from '@dead-drop/shared';

/** A one-decision game: the seat picks a move 0 to 4, Normal picks 0, and a deal is a number
 *  in [0, 1) that the judgement of the move may depend on (`worth`). */
interface Dealt {
  readonly deal: number;
  readonly picked: number | null;
}

const MOVES = 5;
const VIEW: BaseView<number> = { viewer: 0, legal: [0, 1, 2, 3, 4], result: null, waitingFor: [0] };

function oneDecision(
  worth: (move: number, deal: number) => number,
  apply = (state: Dealt, move: number): Dealt => ({ ...state, picked: move }),
) {
  let deals = 0;
  const game: AnyGame = {
    ...kompromat,
    bot: () => 0,
    sampleAction: (_view: BaseView<number>, random: () => number) => Math.floor(random() * MOVES),
    determinize: (_view: BaseView<number>, _memory: readonly unknown[], random: () => number): Dealt => {
      deals++;
      return { deal: random(), picked: null };
    },
    apply: (state: Dealt, _seat: number, move: number) => ({ ok: true, state: apply(state, move), events: [] }),
    result: () => null,
    // Nobody acts after the move: a playout is the judgement of the move itself.
    awaitedSeats: () => [],
    evaluate: (state: Dealt) => worth(state.picked ?? 0, state.deal),
  };
  return { game, deals: () => deals };
}

/** A pseudo-random number in [0, 1) for each move on each deal: noise that differs by move. */
function noise(move: number, deal: number): number {
  return Math.abs(Math.sin((move + 1) * 12.9898 + deal * 78.233) * 43758.5453) % 1;
}

const random = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
};

describe('the Hard search', () => {
  test("plays Normal's move after one deal where every move leads to the same state", () => {
    const { game, deals } = oneDecision(
      () => 0.5,
      (state) => state,
    );
    expect(searchMove(game, VIEW, [], random(1), { simulations: 500 })).toBe(0);
    expect(deals()).toBe(1);
  });

  test('stops early when one move is ahead beyond doubt, and plays it', () => {
    const { game, deals } = oneDecision((move, deal) => (move === 3 ? 0.8 : 0.2) + 0.1 * deal);
    expect(searchMove(game, VIEW, [], random(2), { simulations: 500 })).toBe(3);
    // 500 simulations over five candidates would be 100 deals.
    expect(deals()).toBeLessThan(20);
  });

  test("stops after a few deals with Normal's move when every move does exactly as well on each deal", () => {
    const { game, deals } = oneDecision((_move, deal) => deal);
    expect(searchMove(game, VIEW, [], random(3), { simulations: 500 })).toBe(0);
    expect(deals()).toBeLessThan(10);
  });

  test("keeps Normal's move when the others differ from it by noise alone", () => {
    const worth = (move: number, deal: number) => 0.5 + 0.4 * (noise(move, deal) - 0.5);
    let others = 0;
    for (let seed = 1; seed <= 40; seed++) {
      if (searchMove(oneDecision(worth).game, VIEW, [], random(seed), { simulations: 15 }) !== 0) others++;
    }
    expect(others).toBeLessThanOrEqual(4);
  });

  test('the greedy player (no confidence asked) plays the best mean however few its deals', () => {
    const worth = (move: number, deal: number) => 0.5 + 0.4 * (noise(move, deal) - 0.5);
    let others = 0;
    for (let seed = 1; seed <= 40; seed++) {
      if (searchMove(oneDecision(worth).game, VIEW, [], random(seed), { simulations: 15, confidence: 0 }) !== 0) others++;
    }
    expect(others).toBeGreaterThan(10);
  });
});

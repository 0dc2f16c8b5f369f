import {
  choose,
  deleteRef,
  discards,
  drawCards,
  flipOne,
  ifDone,
  notThis,
  returnRef,
  uncovered,
  YOU_DISCARD_ONE,
  type BoxPrograms,
} from './steps';

export const fire: Record<number, BoxPrograms> = {
  0: {
    // "Flip 1 other card. Draw 2 cards."
    middle: [...flipOne(uncovered(notThis)), drawCards(2)],
    // Errata: "When this card would be covered: First, draw 1 card. Then, flip 1 other card."
    // The card on its way is in no stack, so it cannot be chosen.
    bottom: [drawCards(1), ...flipOne(uncovered(notThis))],
  },
  // "Discard 1 card. If you do, delete 1 card."
  1: { middle: [discards('d', 'you', 1, 1), ifDone('d'), choose('x', 'delete', uncovered()), deleteRef('x')] },
  // "Discard 1 card. If you do, return 1 card."
  2: { middle: [discards('d', 'you', 1, 1), ifDone('d'), choose('x', 'return', uncovered()), returnRef('x')] },
  // "End: You may discard 1 card. If you do, flip 1 card."
  3: { bottom: [discards('d', 'you', 1, 1, true), ifDone('d'), ...flipOne(uncovered())] },
  // "Discard 1 or more cards. Draw the amount discarded plus 1." With an empty hand: draw 1.
  4: { middle: [discards('d', 'you', 1, 'all'), drawCards((_state, frame) => Number(frame.vars.d ?? 0) + 1)] },
  5: YOU_DISCARD_ONE,
};

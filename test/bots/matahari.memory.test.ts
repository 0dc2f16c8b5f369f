/**
 * Mata Hari's Hard bot deals the cards it cannot see from its view and from what it was told
 * (`determinize` with the seat's events): an offer shown to it by a wrong accusation in an
 * earlier turn stays with its holder until that player swaps, and a player's demanded colour
 * makes its objective that colour.
 */
import { matahari, matahariCards, playMatch, randomSource, type MatahariState, type MatahariView } from '@dead-drop/shared';

const SEATS = 5;

/** A position of a game of Normal bots, some turns in, and seat 0's view of it. */
function position(): { state: MatahariState; view: MatahariView } {
  let found: MatahariState | null = null;
  playMatch(matahari, { game: 'matahari', seed: 11, seats: SEATS, options: {} }, Array(SEATS).fill('bot'), randomSource(11), (state) => {
    const at = state as MatahariState;
    if (!found && at.turn.number >= 3 && at.turn.seat !== 0 && at.turn.offer === null) found = at;
  });
  if (!found) throw new Error('no position found');
  return { state: found, view: matahari.viewFor(found, 0) as MatahariView };
}

const { state, view } = position();
const holder = 2;
const shownCard = state.hands[holder]![0]!;
const shown = matahariCards.faceOf(shownCard);
const accused = { type: 'accused', accuser: 0, accused: holder, partner: 'assassin', right: false, cards: [shown] };
const nextTurn = { type: 'turn', seat: 1, number: 2 };

/** In how many of 30 deals from `memory` the holder gets the card it was seen with. */
function dealtToHolder(memory: readonly unknown[]): number {
  let count = 0;
  for (let i = 0; i < 30; i++) {
    const dealt = matahari.determinize!(view, memory, randomSource(i)) as MatahariState;
    if (dealt.hands[holder]!.some((card) => matahariCards.faceOf(card) === matahariCards.faceOf(shownCard))) count++;
  }
  return count;
}

describe('Mata Hari determinize from memory', () => {
  test('a card shown in an earlier turn is dealt to its holder every time', () => {
    expect(dealtToHolder([accused, nextTurn])).toBe(30);
  });

  test('without that memory, or after the holder swapped, it is dealt anywhere', () => {
    expect(dealtToHolder([])).toBeLessThan(30);
    expect(dealtToHolder([accused, nextTurn, { type: 'swapped', seat: holder, target: 3, count: 1 }])).toBeLessThan(30);
  });

  test('a player who demanded a colour gets an objective of that colour', () => {
    const own = view.objective!.colour;
    const colour = matahariCards.COLOURS.find((c) => c !== own)!;
    const offered = {
      type: 'offered',
      seat: 3,
      size: 1,
      declaration: [],
      request: { binding: true, count: 1, predicate: [{ t: 'colour', colour }] },
    };
    for (let i = 0; i < 20; i++) {
      const dealt = matahari.determinize!(view, [offered], randomSource(i)) as MatahariState;
      expect(matahariCards.objectiveOf(dealt.objectives[3]!).colour).toBe(colour);
    }
  });
});

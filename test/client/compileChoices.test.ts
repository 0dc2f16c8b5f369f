/**
 * The Compile table offers exactly what the seat's legal actions list: a hand card, then the
 * lines it may go to with the chosen face; cards, lines and words as the decision asks.
 */
import { compile, type CompileView } from '@dead-drop/shared';
import { arrangementOf, choicesFor, choiceUnder, NOTHING_PICKED } from '../../client/src/compile/choices';
import { table } from '../compile/rig';

const view = (t: ReturnType<typeof table>, seat: 0 | 1) => compile.viewFor(t.state, seat) as CompileView;

test('a play: the hand card first, then the lines of the chosen face', () => {
  const t = table({ hands: [['fire 3', 'life 2']] });
  const seen = view(t, 0);
  const none = choicesFor(seen, NOTHING_PICKED);
  expect([...none.hand].sort()).toEqual([0, 1]);
  expect(none.lines.size).toBe(0);
  expect(none.buttons.map((b) => b.id)).toEqual(['refresh']);

  // Fire 3 (hand 0) face up goes only to Fire's line, 0; face down to any line.
  const up = choicesFor(seen, { ...NOTHING_PICKED, hand: 0 });
  expect(up.faces).toEqual({ up: true, down: true });
  expect([...up.lines.keys()]).toEqual([0]);
  expect(up.lines.get(0)).toEqual({ type: 'play', hand: 0, line: 0, up: true });
  const down = choicesFor(seen, { ...NOTHING_PICKED, hand: 0, up: false });
  expect([...down.lines.keys()].sort()).toEqual([0, 1, 2]);

  // The other seat is offered nothing.
  const other = choicesFor(view(t, 1), NOTHING_PICKED);
  expect([other.hand.size, other.lines.size, other.cards.size, other.buttons.length]).toEqual([0, 0, 0, 0]);
});

test('a card to choose, a "may" and a discard', () => {
  // Darkness 2: "You may flip 1 covered card in this line."
  const t = table({
    protocols: [
      ['darkness', 'fire', 'life'],
      ['metal', 'water', 'light'],
    ],
    field: [[['fire 1', 'fire 2'], [], []]],
    hands: [['darkness 2', 'life 1', 'life 5']],
  });
  t.play(0, 'darkness 2', 0);
  const flip = choicesFor(view(t, 0), NOTHING_PICKED);
  expect([...flip.cards.keys()].sort()).toEqual(['0:0:0', '0:0:1']);
  expect(flip.buttons.map((b) => b.id)).toEqual(['skip']);

  // Life 5: "You discard 1 card." The hand is offered as a template's cards.
  const d = table({ hands: [['life 5', 'fire 1', 'fire 2']] });
  d.play(0, 'life 5', 2);
  const discard = choicesFor(view(d, 0), NOTHING_PICKED);
  expect(discard.discard).toEqual({ min: 1, max: 1 });
  expect([...discard.hand].sort()).toEqual([0, 1]);
});

test('a rearrange is built by tapping protocols: whose, then the order; Confirm only for a listed order (#26 item 4)', () => {
  // The control card handed back before a compile asks for a rearrange of either player's protocols.
  const t = table({ field: [[[], ['gravity 5', 'gravity 4', 'gravity 2'], []]], hands: [['fire 1']], control: 0, phase: 'compile' });
  const choices = choicesFor(view(t, 0), NOTHING_PICKED);
  expect(choices.buttons.map((b) => b.id)).toEqual(['skip']);
  expect(choices.rearranges).toHaveLength(10);
  const arranged = (side: number | null, order: number[]) => arrangementOf(choices, { ...NOTHING_PICKED, arrange: { side, order } });
  expect(arranged(null, [])).toEqual({ sides: [0, 1], side: null, order: [], action: null });
  expect(arranged(0, [2])).toEqual({ sides: [0, 1], side: 0, order: [2], action: null });
  // Two tapped, the third is forced.
  expect(arranged(0, [2, 1])).toEqual({ sides: [0, 1], side: 0, order: [2, 1, 0], action: { type: 'rearrange', side: 0, order: '210' } });
  // The order they have now is no rearrange.
  expect(arranged(1, [0, 1])?.action).toBeNull();
  expect(arrangementOf(choicesFor(view(table({ hands: [['fire 3']] }), 0), NOTHING_PICKED), NOTHING_PICKED)).toBeNull();
});

test('#42 item 4: a tap on a card lying over a covered choice chooses the covered card', () => {
  // A stack of three: the bottom two covered and on offer, the top one not.
  const offers = ['a', 'b', undefined];
  expect(choiceUnder(offers, 2)).toBe('b');
  expect(choiceUnder(offers, 1)).toBe('b');
  expect(choiceUnder(offers, 0)).toBe('a');
  expect(choiceUnder([undefined, undefined], 1)).toBeUndefined();
  // A card moving onto the stack lies over its last card.
  expect(choiceUnder(['a'], 1)).toBe('a');
});

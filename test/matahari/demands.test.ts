/** Spec "A turn": binding demands and free wishes. */
import { FOUR_HANDS, table, type Action } from './rig';

const green = [{ t: 'colour', colour: 'green' }] as const;

const start = (binding: boolean) =>
  table({
    seats: 4,
    hands: FOUR_HANDS,
  }).offer(0, ['gun3', 'photographs2'], { request: { binding, count: 1, predicate: [...green] } });

describe('binding demand ("I demand …")', () => {
  test('counter-offers must hold at least N matching cards', () => {
    const t = start(true);
    t.counter(1, ['disguise5', 'briefcase2']);
    expect(t.view(0).request).toEqual({ binding: true, count: 1, predicate: green });
  });

  test('each partner card in a counter-offer counts as matching', () => {
    const t = start(true);
    t.refuse(2, { type: 'counter', cards: t.at(2, 'briefcase4', 'documents7') }, 'demand_not_met');
    t.counter(2, ['briefcase4', 'AS']);
  });

  test('a player who cannot meet it may only pass (or accuse)', () => {
    const t = start(true);
    expect(t.types(3)).toEqual(['pass', 'accuse']);
    t.refuse(3, { type: 'counter', cards: t.at(3, 'briefcase6', 'documents1') }, 'illegal_action');
    // The template tells the client what to meet.
    expect(t.legal(1)[0]).toMatchObject({ type: 'counter', size: 2, demand: { count: 1, predicate: green } });
  });

  test('it asks for no more cards than a counter-offer has', () => {
    const t = table({ seats: 3, hands: [['gun2', 'gun4'], ['gun5'], ['gun6']] });
    t.refuse(
      0,
      { type: 'offer', cards: t.at(0, 'gun2'), request: { binding: true, count: 2, predicate: [{ t: 'resourceCard' }] } },
      'illegal_action',
    );
  });
});

describe('free wish ("I would like …")', () => {
  test('is shown to all and not enforced', () => {
    const t = start(false);
    expect(t.view('spectator').request).toEqual({ binding: false, count: 1, predicate: green });
    expect(t.legal(3)[0]).toMatchObject({ type: 'counter', demand: null });
    t.counter(3, ['briefcase6', 'documents1']);
  });
});

describe('counter-offer size', () => {
  test('exactly as many cards as the active player offered', () => {
    const t = start(false);
    const one: Action = { type: 'counter', cards: t.at(1, 'disguise5') };
    t.refuse(1, one, 'bad_cards');
    t.refuse(1, { type: 'counter', cards: [0, 1, 2] }, 'bad_cards');
  });

  test('a player with fewer cards in hand cannot counter-offer', () => {
    const t = table({ seats: 3, hands: [['gun2', 'gun4', 'gun6'], ['gun5'], ['gun7', 'gun1', 'MH']] }).offer(0, ['gun2', 'gun4']);
    expect(t.types(1)).toEqual(['pass', 'accuse']);
    expect(t.types(2)).toEqual(['counter', 'pass', 'accuse']);
  });
});

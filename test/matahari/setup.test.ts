/** Spec sections "Components" and "Set-up by player count". */
import { matahari, matahariCards } from '@dead-drop/shared';
import { names } from './rig';

const { RESOURCES, SKULLS, faceOf } = matahariCards;

describe('set-up by player count', () => {
  // | players | removed | cards dealt to each |  →  draw piles of 9, 10, 30, 9 and 11
  const table = [
    { seats: 3, removedResources: ['tapeRecorder', 'poison', 'coat'], partnersEach: 2, hand: 13, pile: 9 },
    { seats: 4, removedResources: ['tapeRecorder', 'poison', 'coat'], partnersEach: 4, hand: 11, pile: 10 },
    { seats: 5, removedResources: [], partnersEach: 4, hand: 9, pile: 30 },
    { seats: 6, removedResources: [], partnersEach: 4, hand: 11, pile: 9 },
    { seats: 7, removedResources: [], partnersEach: 6, hand: 10, pile: 11 },
  ];

  test.each(table)(
    '$seats players: removals, $hand cards each, a pile of $pile',
    ({ seats, removedResources, partnersEach, hand, pile }) => {
      const state = matahari.setup(5, seats, { firstSeat: 0 });
      const inPlay = [...state.drawPile, ...state.hands.flat()].map(faceOf);
      expect(state.hands.map((h) => h.length)).toEqual(new Array(seats).fill(hand));
      expect(state.drawPile).toHaveLength(pile);
      for (const resource of RESOURCES) {
        const n = inPlay.filter((f) => 'resource' in f && f.resource === resource).length;
        expect(n).toBe(removedResources.includes(resource) ? 0 : 7);
      }
      for (const kind of ['doubleAgent', 'assassin', 'mataHari']) {
        expect(inPlay.filter((f) => 'partner' in f && f.partner === kind)).toHaveLength(partnersEach);
      }
      // One secret objective each, never of a removed resource; the rest are not used.
      expect(new Set(state.objectives).size).toBe(seats);
      for (const o of [...state.objectives, ...state.spareObjectives]) expect(removedResources).not.toContain(RESOURCES[o]);
      expect(state.objectives.length + state.spareObjectives.length).toBe(9 - removedResources.length);
      // Covers start in the middle; nobody has any.
      expect(state.coversLeft).toBe(10);
      expect([...state.compromised, ...state.undercover].every((n) => n === 0)).toBe(true);
      const view = matahari.viewFor(state, 'spectator');
      expect(view.removed).toEqual({ resources: removedResources, partnersEach: 6 - partnersEach });
      expect(view.drawPile).toBe(pile);
      expect(view.players.map((p) => p.hand)).toEqual(new Array(seats).fill(hand));
    },
  );

  test('each objective has a skull of another colour; every colour has three skulls', () => {
    const skulls = Object.values(SKULLS);
    for (const colour of ['red', 'blue', 'green']) expect(skulls.filter((s) => s === colour)).toHaveLength(3);
    for (const resource of RESOURCES) expect(SKULLS[resource]).not.toBe(matahariCards.colourOf(resource));
    expect(SKULLS).toMatchObject({
      tapeRecorder: 'blue',
      poison: 'red',
      coat: 'red',
      photographs: 'green',
      gun: 'green',
      disguise: 'blue',
    });
  });

  test('the host chooses the first player, or the seed does; play goes clockwise', () => {
    expect(matahari.setup(1, 5, { firstSeat: 3 }).turn.seat).toBe(3);
    const firsts = new Set(Array.from({ length: 40 }, (_, seed) => matahari.setup(seed, 4, { firstSeat: 'random' }).turn.seat));
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
    expect(matahari.setup(9, 6, { firstSeat: 'random' })).toEqual(matahari.setup(9, 6, { firstSeat: 'random' }));
    expect(matahari.parseOptions({})).toEqual({ firstSeat: 'random' });
    expect(matahari.parseOptions({ firstSeat: 6 })).toEqual({ firstSeat: 6 });
    for (const bad of [{ firstSeat: 7 }, { firstSeat: -1 }, { firstSeat: 1.5 }, { seats: 3 }, 'x']) {
      expect(matahari.parseOptions(bad)).toMatchObject({ code: 'bad_options' });
    }
  });

  test('hands are kept sorted, so their order tells nothing but their contents', () => {
    const state = matahari.setup(3, 7, { firstSeat: 0 });
    for (const hand of state.hands) expect(hand).toEqual([...hand].sort((a, b) => a - b));
    const view = matahari.viewFor(state, 2);
    expect(names(view.hand!)).toHaveLength(10);
  });

  test('the game is registered for 3 to 7 players', () => {
    expect(matahari).toMatchObject({ id: 'matahari', title: 'Operation: Mata Hari', minSeats: 3, maxSeats: 7 });
  });
});

/**
 * The "why not?" reasons the seeded games of whyNot.property.test.ts never meet (its `unmet`
 * lists), each from a position built for it: the seat's own view gives the reason, and the
 * rules refuse the action from that seat, leaving the state as it was.
 */
import { compile, CompileReason, kompromat, KompromatReason, matahari, MatahariReason, type AnyGame } from '@dead-drop/shared';
import { rig as rigCompile } from '../compile/rig';
import { rig as rigKompromat } from '../kompromat/rig';
import { rig as rigMatahari } from '../matahari/rig';

/** `seat`'s view of `state` says `code` for `action`, and the rules refuse it. */
function refusedWith<S>(game: AnyGame, state: S, seat: number, action: unknown, code: string): void {
  expect(game.whyNot(game.viewFor(state, seat), action)?.code).toBe(code);
  const before = JSON.stringify(state);
  expect(game.apply(state, seat, action).ok).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
}

test('Compile: a refresh with deck and trash both empty has nothing to draw', () => {
  // Seat 0's 18 cards: one in hand, the other 17 on the field; no deck, no trash.
  const state = rigCompile({
    hands: [['fire 0']],
    field: [
      [
        ['fire 1', 'fire 2', 'fire 3', 'fire 4', 'fire 5', 'gravity 0'],
        ['gravity 1', 'gravity 2', 'gravity 4', 'gravity 5', 'gravity 6', 'life 0 down'],
        ['life 1 down', 'life 2 down', 'life 3 down', 'life 4 down', 'life 5 down'],
      ],
    ],
  });
  expect(state.areas[0].deck).toEqual([]);
  expect(state.areas[0].trash).toEqual([]);
  refusedWith(compile as AnyGame, state, 0, { type: 'refresh' }, CompileReason.nothingToDraw);
});

test("Compile: compiling a line that is not 10 or more and more than the other side's", () => {
  // Lines 0 and 1 may compile (10 and 15 against nothing), so seat 0 is asked which; line 2,
  // where it has nothing, may not.
  const state = rigCompile({
    phase: 'compile',
    field: [
      [
        ['fire 5 down', 'fire 4', 'fire 3 down', 'fire 2 down'],
        ['gravity 6', 'gravity 5', 'gravity 4'],
      ],
    ],
    hands: [['life 1']],
  });
  expect(compile.viewFor(state, 0).legal.some((legal) => legal.type === 'compile')).toBe(true);
  refusedWith(compile as AnyGame, state, 0, { type: 'compile', line: 2 }, CompileReason.cannotCompile);
});

test('Kompromat: drawing again at a mission with the equipment deck empty', () => {
  // Seat 0 is playing mission 0 (5 so far, far from 21); every other card is in its discard.
  const state = rigKompromat({ turn: { seat: 0, mission: 0 }, missions: [{ card: 7, sides: [[2, 3]] }], decks: [[], []], rest: 'discard' });
  expect(state.players[0]!.deck).toEqual([]);
  refusedWith(kompromat as AnyGame, state, 0, { type: 'draw' }, KompromatReason.deckEmpty);
});

test('Mata Hari: a counter-offer from a hand whose only other card is a Mata Hari', () => {
  const state = rigMatahari({
    seats: 3,
    active: 0,
    hands: [
      ['gun1', 'gun2', 'gun3'],
      ['gloves2', 'MH'],
      ['briefcase1', 'briefcase2', 'briefcase3'],
    ],
  });
  const offered = matahari.apply(state, 0, { type: 'offer', cards: [0, 1] });
  if (!offered.ok) throw new Error(offered.error.message);
  refusedWith(matahari as AnyGame, offered.state, 1, { type: 'counter', cards: [0, 1] }, MatahariReason.cannotCounter);
});

/**
 * A finished game's replay with every card face up (`openView`, issue #16): both hands, and
 * every face-down card on the field or on its way there with its face, still face down;
 * nothing else changes.
 */
import { compile, compileCards, SPECTATOR, type CompileCardView, type CompileView } from '@dead-drop/shared';
import type { CState } from '../../shared/src/compile/state';
import { OPEN_MARKS, playedPositions, untoldSecrets } from '../fixtures/openViews';

const { faceOf } = compileCards;

/** The card as a spectator sees it: a face-down card is a back. */
const asSpectator = (card: CompileCardView): CompileCardView => (card.up ? card : { up: false });

/** The open view without what only it shows: the spectator's view, if nothing else differs. */
function withoutFaces({ open: _open, hands: _hands, ...view }: CompileView): CompileView {
  return {
    ...view,
    sides: view.sides.map((side) => ({ ...side, stacks: side.stacks.map((stack) => ({ ...stack, cards: stack.cards.map(asSpectator) })) })),
    transit: view.transit.map(({ side, line, ...card }) => ({ side, line, ...asSpectator(card) })),
  };
}

/** Every card on the field and in transit as the state holds it: face up or down, with its face. */
function field(state: CState) {
  return {
    stacks: state.areas.map((area) => area.stacks.map((stack) => stack.map((slot) => ({ up: slot.up, ...faceOf(slot.card) })))),
    transit: state.transit.map((t) => ({ side: t.side, line: t.line, up: t.up, ...faceOf(t.card) })),
  };
}

test.each([
  ['random', 1],
  ['random', 2],
  ['draft', 3],
] as const)(
  'with %s placement (seed %i), both hands and every face-down card show their faces, with nothing to do, all game long',
  (placement, seed) => {
    let faceDown = 0;
    for (const { state, events } of playedPositions(compile, seed, 2, { placement })) {
      const view = compile.openView(state);
      expect(view).toMatchObject(OPEN_MARKS);
      expect(view.hands).toEqual(state.areas.map((area) => area.hand.map(faceOf)));
      expect({ stacks: view.sides.map((side) => side.stacks.map((stack) => stack.cards)), transit: view.transit }).toEqual(field(state));
      expect(withoutFaces(view)).toEqual(compile.viewFor(state, SPECTATOR));
      expect(events.flatMap(untoldSecrets)).toEqual([]);
      faceDown += state.areas.flatMap((area) => area.stacks.flat()).filter((slot) => !slot.up).length;
    }
    // The game held what is checked: face-down cards on the field.
    expect(faceDown).toBeGreaterThan(10);
  },
);

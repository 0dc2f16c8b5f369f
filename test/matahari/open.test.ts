/**
 * A finished game's replay with every card face up (`openView`, issue #16): every hand,
 * objective and offer with its faces; nothing else changes.
 */
import { matahari, matahariCards, SPECTATOR } from '@dead-drop/shared';
import { offerOf } from '../../shared/src/matahari/state';
import { OPEN_MARKS, playedPositions, untoldSecrets } from '../fixtures/openViews';
import type { MState, MView } from './rig';

const { facesOf, objectiveOf } = matahariCards;

/** The open view without what only it shows: the spectator's view, if nothing else differs. */
function withoutFaces({ open: _open, hands: _hands, objectives: _objectives, ...view }: MView): MView {
  return {
    ...view,
    players: view.players.map((player) => ({
      ...player,
      offer: player.offer && { size: player.offer.size, declaration: player.offer.declaration },
    })),
  };
}

/** Each seat's offer as the state holds it: its faces in the order they lie. */
function offers(state: MState) {
  return state.hands.map((_, seat) => {
    const offer = offerOf(state, seat);
    return offer && facesOf(offer.cards);
  });
}

test.each([3, 5, 7])('at %i seats, every hand, objective and offer shows its faces, with nothing to do, all game long', (seats) => {
  let offered = 0;
  for (const { state, events } of playedPositions(matahari, seats, seats)) {
    const view = matahari.openView(state);
    expect(view).toMatchObject(OPEN_MARKS);
    expect(view.hands).toEqual(state.hands.map((hand) => facesOf(hand)));
    expect(view.objectives).toEqual(state.objectives.map(objectiveOf));
    expect(view.players.map((player) => player.offer?.cards ?? null)).toEqual(offers(state));
    expect(withoutFaces(view)).toEqual(matahari.viewFor(state, SPECTATOR));
    expect(events.flatMap(untoldSecrets)).toEqual([]);
    offered += offers(state).filter((offer) => offer !== null).length;
  }
  // The game held what is checked: offers on the table.
  expect(offered).toBeGreaterThan(10);
});

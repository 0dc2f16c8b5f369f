/**
 * A finished game's replay with every card face up (`openView`, issue #16): each face-down
 * card with its value, still face down, and the card just drawn; nothing else changes.
 */
import { kompromat, kompromatCards, SPECTATOR, type CardView, type KompromatView } from '@dead-drop/shared';
import { OPEN_MARKS, playedPositions, untoldSecrets } from '../fixtures/openViews';
import type { KState } from './rig';

const { equipmentRank } = kompromatCards;

/** The card as a spectator sees it: a face-down card without a Drone's reveal is a back. */
const asSpectator = (card: CardView): CardView => (card.up || card.shown ? card : { up: false });

/** The open view without what only it shows: the spectator's view, if nothing else differs. */
function withoutFaces({ open: _open, ...view }: KompromatView): KompromatView {
  return {
    ...view,
    turn: view.turn && { ...view.turn, drawn: view.turn.drawn && asSpectator(view.turn.drawn) },
    missions: view.missions.map((m) => ({ ...m, sides: m.sides.map((side) => ({ ...side, cards: side.cards.map(asSpectator) })) })),
  };
}

/** Where the open view shows a card otherwise than the state holds it. */
function wrongCards(state: KState, view: KompromatView): string[] {
  const wrong = state.missions.flatMap((m, mission) =>
    m.sides.flatMap((side, seat) =>
      side.cards.flatMap((placed, index) => {
        const card = view.missions[mission]!.sides[seat]!.cards[index];
        const right = card?.up === placed.up && card.rank === equipmentRank(placed.id);
        return right ? [] : [`mission ${mission} seat ${seat} card ${index}: ${JSON.stringify(card)}`];
      }),
    ),
  );
  const drawn = state.turn?.drawn ?? null;
  const shownDrawn = view.turn?.drawn ?? null;
  if (drawn !== null && JSON.stringify(shownDrawn) !== JSON.stringify({ up: false, rank: equipmentRank(drawn) })) {
    wrong.push(`drawn card: ${JSON.stringify(shownDrawn)}`);
  }
  return wrong;
}

test('every face-down card shows its value and the drawn card its face, with nothing to do, all game long', () => {
  const seen = { faceDown: [0, 0], drawn: 0 };
  for (const seed of [3, 8]) {
    for (const { state, events } of playedPositions(kompromat, seed, 2)) {
      const view = kompromat.openView(state);
      expect(view).toMatchObject(OPEN_MARKS);
      expect(wrongCards(state, view)).toEqual([]);
      expect(withoutFaces(view)).toEqual(kompromat.viewFor(state, SPECTATOR));
      expect(events.flatMap(untoldSecrets)).toEqual([]);
      state.missions.forEach((m) =>
        m.sides.forEach((side, seat) => {
          seen.faceDown[seat]! += side.cards.filter((card) => !card.up && !card.shown).length;
        }),
      );
      if (state.turn && state.turn.drawn !== null) seen.drawn++;
    }
  }
  // The games held what is checked: face-down cards of both seats, and drawn cards.
  expect(Math.min(...seen.faceDown)).toBeGreaterThan(20);
  expect(seen.drawn).toBeGreaterThan(5);
});

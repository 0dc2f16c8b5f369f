/**
 * What each Kompromat event moves on the table (see `pixi/motions.ts`), by the places the scene
 * registers: a card from its owner's deck to a mission, cards turned at the reveal, a mission
 * taken, notoriety tokens, an item used. A card whose value the event does not tell this
 * viewer flies as its back.
 */
import type { CardView, KompromatEvent, KompromatView, MissionView } from '@dead-drop/shared';
import type { Container } from 'pixi.js';
import type { Flight, GameMotion, Places, Step } from '../pixi/motionSteps';
import { equipmentCard, itemArt, missionCardArt, notorietyToken } from './art';
import { kt, missionTexts } from './text';

type ItemKind = KompromatView['players'][number]['items'][number];

/** An equipment card as this viewer may see it, a mission card, an item card, a notoriety token. */
export type KompromatArt =
  | { equipment: CardView; seat: number }
  | { mission: NonNullable<MissionView['card']>; position: number }
  | { item: ItemKind }
  | { token: true };

/** The words on what flies: the smallest the table draws. */
const FONT = 12;

const plate = (seat: number): Places => [`plate:${seat}`, `seat:${seat}`];
/** A seat's deck: one's own is registered as `deck`, and every deck lies on its plate. */
const deck = (seat: number, viewer: number | null): Places => [`deck:${seat}`, ...(seat === viewer ? ['deck'] : []), ...plate(seat)];
const stackCard = (mission: number, seat: number, index: number): Places => [`card:${mission}:${seat}:${index}`];
const stackTop = (mission: number, seat: number): Places => [{ prefix: `card:${mission}:${seat}:` }, `mission:${mission}`];
const total = (mission: number, seat: number): Places => [`total:${mission}:${seat}`, `mission:${mission}`];
const supply: Places = ['supply', 'status'];
const item = (seat: number, kind: ItemKind, viewer: number | null): Places => [
  seat === viewer ? `item:${kind}` : `item:${seat}:${kind}`,
  ...plate(seat),
];

const equipment = (seat: number, rank?: number, up = false): KompromatArt => ({
  equipment: { up, ...(rank !== undefined ? { rank } : {}) },
  seat,
});
const token: KompromatArt = { token: true };
/** A few of `count` tokens: at least one flies. */
const tokens = (count: number, from: Places, to: Places): Step<KompromatArt>[] => [
  {
    mode: 'move',
    flights: Array.from({ length: Math.max(1, Math.min(3, count)) }, () => ({ art: token, from, to })),
  },
];
const pulse = (at: Places, tone?: 'good' | 'bad'): Step<KompromatArt>[] => [{ mode: 'pulse', at, ...(tone ? { tone } : {}) }];
/** The cards of a side at a mission as this viewer saw them before the event. */
const sideCards = (view: KompromatView | null, mission: number, seat: number): readonly CardView[] =>
  view?.missions[mission]?.sides[seat]?.cards ?? [];
/** The mission card at `mission`, else (already gone from the view) a back. */
const missionArt = (view: KompromatView | null, mission: number, seat: number): KompromatArt => {
  const card = view?.missions[mission]?.card;
  return card ? { mission: card, position: mission + 1 } : equipment(seat);
};

export const kompromatMotion: GameMotion<KompromatEvent, KompromatView, KompromatArt> = {
  game: 'kompromat',
  draw: drawArt,
  steps: {
    round: () => pulse(['status']),
    reveal: () => pulse(['status']),
    turn: (e) => pulse(plate(e.seat)),
    drewFirst: (e, { viewer }) => [
      {
        mode: 'move',
        flights: [{ art: equipment(e.seat, e.rank), from: deck(e.seat, viewer), to: [`drawn:${e.seat}`, ...plate(e.seat)] }],
      },
    ],
    drew: (e, { viewer }) => [
      { mode: 'move', flights: [{ art: equipment(e.seat, e.rank), from: deck(e.seat, viewer), to: stackTop(e.mission, e.seat) }] },
    ],
    placed: (e, { viewer }) => [
      {
        mode: 'move',
        flights: [
          { art: equipment(e.seat, e.rank, true), from: [`drawn:${e.seat}`, ...deck(e.seat, viewer)], to: stackTop(e.mission, e.seat) },
        ],
      },
    ],
    stopped: (e) => pulse([`mission:${e.mission}`]),
    returnedToken: (e) => tokens(1, plate(e.seat), supply),
    revealed: (e, { view }) => {
      const before = sideCards(view, e.mission, e.seat);
      const flips = e.ranks.flatMap((rank, index) =>
        before[index]?.up
          ? []
          : [
              {
                at: stackCard(e.mission, e.seat, index),
                before: { equipment: before[index] ?? { up: false }, seat: e.seat },
                after: equipment(e.seat, rank, true),
              },
            ],
      );
      return flips.length > 0 ? [{ mode: 'flip', flips }] : pulse(total(e.mission, e.seat));
    },
    declared: (e) => pulse(total(e.mission, e.seat)),
    failed: (e) => pulse(total(e.mission, e.seat), 'bad'),
    perfect: (e) => pulse(total(e.mission, e.seat), 'good'),
    notoriety: (e) => tokens(e.gained, supply, plate(e.seat)),
    took: (e, { view }) => [
      { mode: 'move', flights: [{ art: missionArt(view, e.mission, e.seat), from: [`mission:${e.mission}`], to: plate(e.seat) }] },
    ],
    discarded: (e, { view }) => [
      {
        mode: 'move',
        flights: [{ art: missionArt(view, e.mission, 0), from: [`mission:${e.mission}`], to: ['missionDeck', `mission:${e.mission}`] }],
      },
    ],
    item: (e, ctx) => [
      // The item card goes to its user's scoring pile, then its effect (a USB Stick's copy's) happens.
      { mode: 'move', flights: [{ art: { item: e.item }, from: item(e.seat, e.item, ctx.viewer), to: plate(e.seat) }] },
      ...itemEffect(e, ctx.view, ctx.viewer),
    ],
    gameOver: (e) =>
      e.winners.length > 0 ? e.winners.map((seat): Step<KompromatArt> => ({ mode: 'celebrate', at: plate(seat) })) : pulse(['status']),
  },
};

function itemEffect(e: KompromatEvent & { type: 'item' }, view: KompromatView | null, viewer: number | null): Step<KompromatArt>[] {
  const foe = 1 - e.seat;
  const mission = e.mission ?? 0;
  switch (e.copy ?? e.item) {
    case 'nightVision':
      return pulse(deck(e.seat, viewer), 'good');
    case 'drone': {
      const before = sideCards(view, mission, foe);
      const flips = (e.ranks ?? []).flatMap((rank, index) =>
        before[index]?.up
          ? []
          : [
              {
                at: stackCard(mission, foe, index),
                before: equipment(foe),
                after: { equipment: { up: false, rank, shown: true }, seat: foe },
              },
            ],
      );
      return flips.length > 0 ? [{ mode: 'flip', flips }] : [];
    }
    case 'stunGun': {
      const index = e.index ?? 0;
      const card = sideCards(view, mission, foe)[index] ?? { up: false };
      return [{ mode: 'move', flights: [{ art: { equipment: card, seat: foe }, from: stackCard(mission, foe, index), to: plate(foe) }] }];
    }
    case 'gps': {
      const card = sideCards(view, mission, e.seat).at(-1) ?? { up: false };
      return [
        { mode: 'move', flights: [{ art: { equipment: card, seat: e.seat }, from: stackTop(mission, e.seat), to: deck(e.seat, viewer) }] },
      ];
    }
    case 'jetpack': {
      const from = e.from ?? 0;
      const to = e.to ?? 0;
      const flights = sideCards(view, from, e.seat).map(
        (card, index): Flight<KompromatArt> => ({
          art: { equipment: card, seat: e.seat },
          from: stackCard(from, e.seat, index),
          to: [...stackCard(to, e.seat, index), ...stackTop(to, e.seat)],
        }),
      );
      return flights.length > 0 ? [{ mode: 'move', flights }] : [];
    }
    case 'balaclava':
      return tokens(e.tokens ?? 0, plate(e.seat), supply);
    case 'newspaper':
      return pulse(total(mission, foe), 'bad');
    case 'vesper':
      return pulse(total(mission, e.seat));
    default:
      return [];
  }
}

function drawArt(art: KompromatArt, w: number, h: number): Container {
  if ('equipment' in art) return equipmentCard(art.equipment, art.seat, w, h, FONT);
  if ('mission' in art) return missionCardArt(...missionTexts(art.mission), art.mission, art.position, w, h, FONT);
  if ('item' in art) return itemArt(art.item, kt(`item.${art.item}`), w, h, false, FONT);
  return notorietyToken(Math.min(w, h));
}

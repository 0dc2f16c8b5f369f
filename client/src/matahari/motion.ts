/**
 * What each Mata Hari event moves on the table (see `pixi/motions.ts`), by the places the scene
 * registers: offers laid as backs, offers exchanged, cards drawn from the pile, covers taken
 * and turned, an accusation. Offers always fly face down; a card's face flies only to the seat
 * the event shows it to.
 */
import type { MatahariEvent, MatahariFace, MatahariView } from '@dead-drop/shared';
import type { Container } from 'pixi.js';
import type { Flight, GameMotion, Places, Step } from '../pixi/motionSteps';
import { cardBack, cover, faceChip, type CoverSide } from './art';
import { faceLabel } from './text';

/** A card's face, a back, or a cover with one side up. */
export type MatahariArt = { face: MatahariFace } | { back: true } | { cover: CoverSide };

const back: MatahariArt = { back: true };
/** Where a seat sits: one's own status line, or another's plate. */
const seat = (s: number, viewer: number | null): Places => (s === viewer ? ['status'] : [`seat:${s}`, `name:${s}`]);
/** A seat's hand: one's own cards (the one of that face, when known), another's when every card is shown, else the seat. */
const hand = (s: number, viewer: number | null, face?: MatahariFace): Places => [
  s === viewer
    ? { prefix: 'hand:', where: ({ id, label }) => /^hand:\d+$/.test(id) && (face === undefined || label === faceLabel(face)) }
    : { prefix: `hand:${s}:` },
  ...seat(s, viewer),
];
/** A seat's offer on the table: its backs on a plate, or its cards. */
const offer = (s: number, viewer: number | null): Places => [`backs:${s}`, { prefix: `offer:${s}:` }, ...seat(s, viewer)];
/** A few of `count` backs: at least one flies. */
const backs = (count: number, from: Places, to: Places): Flight<MatahariArt>[] =>
  Array.from({ length: Math.max(1, Math.min(3, count)) }, () => ({ art: back, from, to }));
/** Cards taken from the pile: their faces to the taker who sees them, else backs. */
const fromPile = (
  e: { seat: number; count: number; cards?: readonly MatahariFace[] | undefined },
  viewer: number | null,
): Step<MatahariArt>[] => [
  {
    mode: 'move',
    flights: e.cards
      ? e.cards.map((face) => ({ art: { face }, from: ['deck'], to: hand(e.seat, viewer, face) }))
      : backs(e.count, ['deck'], hand(e.seat, viewer)),
  },
];
const pulse = (at: Places, tone?: 'good' | 'bad'): Step<MatahariArt>[] => [{ mode: 'pulse', at, ...(tone ? { tone } : {}) }];

export const matahariMotion: GameMotion<MatahariEvent, MatahariView, MatahariArt> = {
  game: 'matahari',
  draw: drawArt,
  steps: {
    turn: (e, { viewer }) => pulse(seat(e.seat, viewer)),
    offered: (e, { viewer }) => [{ mode: 'move', flights: backs(e.size, hand(e.seat, viewer), offer(e.seat, viewer)) }],
    countered: (e, { viewer }) => [{ mode: 'move', flights: backs(e.size, hand(e.seat, viewer), offer(e.seat, viewer)) }],
    passed: (e, { viewer }) => pulse(seat(e.seat, viewer)),
    accused: (e, { viewer }) => [
      // The partner named flies at the accused's offer; right or wrong shows there.
      { mode: 'move', flights: [{ art: { face: { partner: e.partner } }, from: seat(e.accuser, viewer), to: offer(e.accused, viewer) }] },
      ...pulse(seat(e.accused, viewer), e.right ? 'good' : 'bad'),
      // A wrong accusation shows the offer to the accuser alone: its cards come out for them.
      ...(e.cards
        ? [
            {
              mode: 'move',
              flights: e.cards.map((face, i) => ({
                art: { face },
                from: offer(e.accused, viewer),
                to: [`shown:${e.accused}:${i}`, ...seat(e.accused, viewer)],
              })),
            } satisfies Step<MatahariArt>,
          ]
        : []),
    ],
    accepted: (e, { viewer }) => pulse(seat(e.target, viewer), 'good'),
    assassin: (e, { viewer }) => pulse(seat(e.target, viewer), 'bad'),
    adjusted: (e, { viewer }) => pulse(seat(e.seat, viewer)),
    swapped: (e, { viewer }) => [
      {
        mode: 'move',
        flights: [
          ...backs(e.count, offer(e.seat, viewer), hand(e.target, viewer)),
          ...backs(e.count, offer(e.target, viewer), hand(e.seat, viewer)),
        ],
      },
    ],
    received: (e, { viewer }) =>
      e.cards
        ? [
            {
              mode: 'move',
              flights: e.cards.map((face) => ({ art: { face }, from: offer(e.from, viewer), to: hand(e.seat, viewer, face) })),
            },
          ]
        : pulse(seat(e.seat, viewer)),
    rejected: (e, { viewer }) => [{ mode: 'move', flights: backs(1, offer(e.seat, viewer), hand(e.seat, viewer)) }],
    mataHari: (e, { viewer }) =>
      e.flipped > 0
        ? [{ mode: 'flip', flips: [{ at: seat(e.seat, viewer), before: { cover: 'compromised' }, after: { cover: 'undercover' } }] }]
        : pulse(seat(e.seat, viewer)),
    searched: (e, { viewer }) => fromPile(e, viewer),
    drew: (e, { viewer }) => fromPile(e, viewer),
    cover: (e, { viewer }) => [{ mode: 'move', flights: [{ art: { cover: 'compromised' }, from: ['covers'], to: seat(e.seat, viewer) }] }],
    gameOver: (e, { viewer }) =>
      e.winners.length > 0
        ? e.winners.map((winner): Step<MatahariArt> => ({ mode: 'celebrate', at: seat(winner, viewer) }))
        : pulse(['status', 'deck']),
  },
};

function drawArt(art: MatahariArt, w: number, h: number): Container {
  if ('face' in art) return faceChip(art.face, w, h, false);
  if ('cover' in art) return cover(art.cover, w, h);
  return cardBack(w, h);
}

/**
 * What each Compile event moves on the table (see `pixi/motions.ts`), by the places the scene
 * registers: a card from a hand, a deck or a stack to where it goes, a card turned, a line
 * compiled. Every face drawn is one the event tells this viewer; any other card flies as its back.
 */
import type { CompileCardView, CompileEvent, CompileView, compileCards } from '@dead-drop/shared';
import type { Container } from 'pixi.js';
import type { GameMotion, Place, Places, Step } from '../pixi/motionSteps';
import { commandCard, protocolCard } from './art';
import { cardFont } from './layout';

type Protocol = compileCards.Protocol;
type Face = { protocol: Protocol; value: number };

/** A command card as this viewer may see it, or a protocol card, with the seat it belongs to. */
export type CompileArt = { card: CompileCardView; owner: number } | { protocol: Protocol; compiled: boolean; owner: number };

/** A seat's deck: drawn as such where the layout has it, else the strip that counts it. */
const deck = (seat: number): Places => [`deck:${seat}`, `trash:${seat}`, `seat:${seat}`];
const trash = (seat: number): Places => [`trash:${seat}`, `seat:${seat}`];
const field = (side: number, line: number, at: number): Places => [`card:${side}:${line}:${at}`];
/** The top of a stack as drawn now, else its line. */
const top = (side: number, line: number): Places => [{ prefix: `card:${side}:${line}:` }, `line:${line}`];
/** A seat's hand card (of that face, when it is known), else the seat's deck and strip. */
const hand = (seat: number, face?: Partial<Face>): Places => {
  const place: Place = {
    prefix: 'hand:',
    where: ({ compileCard }) =>
      compileCard?.place === 'hand' &&
      compileCard.side === seat &&
      (face?.protocol === undefined || (compileCard.protocol === face.protocol && compileCard.value === face.value)),
  };
  return [place, ...deck(seat)];
};

/** The card an event names, as told: its face only when the event carries it. */
const told = (e: { up: boolean; protocol?: Protocol; value?: number }, owner: number): CompileArt => ({
  card: { up: e.up, ...(e.protocol !== undefined && e.value !== undefined ? { protocol: e.protocol, value: e.value } : {}) },
  owner,
});
const back = (owner: number): CompileArt => ({ card: { up: false }, owner });
const faceUp = (face: Face, owner: number): CompileArt => ({ card: { up: true, ...face }, owner });
/** Some of `count` backs: a few fly, not a whole deck. */
const backs = (count: number) => Array.from({ length: Math.max(1, Math.min(3, count)) }, (_, i) => i);

const pulse = (at: Places, tone?: 'good' | 'bad'): Step<CompileArt>[] => [{ mode: 'pulse', at, ...(tone ? { tone } : {}) }];
const seatPulse = (seat: number, tone?: 'good' | 'bad') => pulse([`seat:${seat}`, 'status'], tone);

export const compileMotion: GameMotion<CompileEvent, CompileView, CompileArt> = {
  game: 'compile',
  draw: drawArt,
  steps: {
    drafted: (e) => [
      {
        mode: 'move',
        flights: [{ art: { protocol: e.protocol, compiled: false, owner: e.seat }, from: [`draft:${e.protocol}`], to: [`seat:${e.seat}`] }],
      },
    ],
    laidOut: (e) => [
      {
        mode: 'move',
        flights: e.protocols.flatMap((protocols, side) =>
          protocols.map((protocol, line) => ({
            art: { protocol, compiled: false, owner: side },
            from: [`seat:${side}`],
            to: [`protocol:${side}:${line}`],
          })),
        ),
      },
    ],
    turn: (e) => seatPulse(e.seat),
    played: (e) => [
      {
        mode: 'move',
        flights: [{ art: told(e, e.seat), from: e.deck ? deck(e.seat) : hand(e.seat, e), to: top(e.seat, e.line) }],
      },
    ],
    blocked: (e) => pulse([`line:${e.line}`], 'bad'),
    playedUnder: (e) => [
      {
        mode: 'move',
        flights: backs(e.count).map(() => ({
          art: back(e.seat),
          from: deck(e.seat),
          to: [{ prefix: `card:${e.seat}:${e.line}:`, first: true }, `line:${e.line}`],
        })),
      },
    ],
    landed: (e) => [
      {
        mode: 'move',
        flights: [
          { art: told(e, e.side), from: [{ prefix: `moving:${e.side}:${e.line}:` }, ...deck(e.side)], to: field(e.side, e.line, e.at) },
        ],
      },
    ],
    shifted: (e) => [{ mode: 'move', flights: [{ art: told(e, e.side), from: field(e.side, e.line, e.at), to: top(e.side, e.to) }] }],
    flipped: (e, { viewer }) => {
      // The face-down side as this viewer sees it: its face for its owner only.
      const side = (up: boolean): CompileArt => (up || viewer === e.side ? told({ ...e, up }, e.side) : back(e.side));
      return [{ mode: 'flip', flips: [{ at: field(e.side, e.line, e.at), before: side(!e.up), after: side(e.up) }] }];
    },
    deleted: (e) => [{ mode: 'move', flights: [{ art: faceUp(e, e.side), from: field(e.side, e.line, e.at), to: trash(e.side) }] }],
    returned: (e) => [{ mode: 'move', flights: [{ art: told(e, e.side), from: field(e.side, e.line, e.at), to: hand(e.side, e) }] }],
    drew: (e) => [
      {
        mode: 'move',
        flights: e.cards
          ? e.cards.map((face) => ({ art: faceUp(face, e.seat), from: deck(e.seat), to: hand(e.seat, face) }))
          : backs(e.count).map(() => ({ art: back(e.seat), from: deck(e.seat), to: hand(e.seat) })),
      },
    ],
    reshuffled: (e) => [
      {
        mode: 'move',
        flights: backs(e.count).map(() => ({ art: back(e.seat), from: trash(e.seat), to: [`deck:${e.seat}`, `seat:${e.seat}`] })),
      },
    ],
    discarded: (e) => [
      { mode: 'move', flights: e.cards.map((face) => ({ art: faceUp(face, e.seat), from: hand(e.seat, face), to: trash(e.seat) })) },
    ],
    resolving: (e) => pulse(field(e.side, e.line, e.at)),
    revealed: (e) => [{ mode: 'flip', flips: [{ at: field(e.side, e.line, e.at), before: back(e.side), after: faceUp(e, e.side) }] }],
    handShown: (e) => [
      {
        mode: 'move',
        flights: e.cards.map((face) => ({ art: faceUp(face, e.seat), from: hand(e.seat, face), to: ['overlay-title', 'status'] })),
      },
    ],
    compiling: (e) => pulse([`line:${e.line}`], 'good'),
    compiled: (e) => {
      const at = [`protocol:${e.seat}:${e.line}`];
      return [
        {
          mode: 'flip',
          flips: [
            {
              at,
              before: { protocol: e.protocol, compiled: false, owner: e.seat },
              after: { protocol: e.protocol, compiled: true, owner: e.seat },
            },
          ],
        },
        { mode: 'celebrate', at },
      ];
    },
    recompiled: (e) =>
      e.took
        ? [{ mode: 'move', flights: [{ art: told({ ...e, up: true }, 1 - e.seat), from: deck(1 - e.seat), to: hand(e.seat, e) }] }]
        : seatPulse(e.seat, 'good'),
    won: (e) => [{ mode: 'celebrate', at: [`seat:${e.seat}`, 'status'] }],
    control: (e) => seatPulse(e.seat, 'good'),
    controlReturned: (e) => seatPulse(e.seat),
    rearranged: (e, { view }) => {
      const before = view?.sides[e.side]?.protocols ?? [];
      const flights = e.protocols.flatMap((protocol, line) => {
        const was = before.findIndex((slot) => slot?.protocol === protocol);
        return was < 0 || was === line
          ? []
          : [
              {
                art: { protocol, compiled: before[was]?.compiled ?? false, owner: e.side },
                from: [`protocol:${e.side}:${was}`],
                to: [`protocol:${e.side}:${line}`],
              },
            ];
      });
      return flights.length > 0 ? [{ mode: 'move', flights }] : seatPulse(e.side);
    },
    refreshed: (e) => seatPulse(e.seat),
    noAction: (e) => seatPulse(e.seat),
    compileBarred: (e) => seatPulse(e.seat, 'bad'),
    compileBarredNext: (e) => seatPulse(e.seat, 'bad'),
    engineError: () => pulse(['status'], 'bad'),
  },
};

/** A card in flight, drawn at its size's own font: it is read where it lands, not on its way
 *  (so the phone's floor, 11 px, is floor enough here). */
function drawArt(art: CompileArt, w: number, h: number): Container {
  const font = cardFont(w, FLIGHT_FLOOR_PX);
  return 'card' in art ? commandCard(art.card, art.owner, w, h, font) : protocolCard(art.protocol, art.compiled, w, h, art.owner, font);
}

const FLIGHT_FLOOR_PX = 11;

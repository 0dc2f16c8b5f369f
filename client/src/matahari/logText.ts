/**
 * One readable sentence per Operation: Mata Hari event, for the table log.
 *
 * Events arrive already filtered for this viewer (`eventFor`) and decoded: cards the viewer may
 * not see are simply absent. So a sentence is chosen by which fields are present, never by
 * who the viewer is: "You drew Gun 5, Coat 2" needs the `cards`, without them the same
 * event reads "Bob drew 2 cards".
 */
import type { MatahariEvent, MatahariFace as Face, Request, Statement } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { describeBy, type LogTexts } from '../i18n/logTexts';
import { resultLine } from './ending';
import { declarationText, demandText } from './sentences';
import { countLabel, facesLabel, mt, ofSeat, type SeatLine } from './text';

export function describeEvent(event: MatahariEvent, ctx: LogContext): string {
  return describeBy(TEXTS, event, ctx);
}

/** "Anna offered 2 cards: “…”." — with the declaration in quotes when there is one. */
function offerLine(
  e: { seat: number; size: number; declaration: readonly Statement[] },
  ctx: LogContext,
  base: 'offered' | 'countered',
): string {
  const cards = countLabel('card', e.size);
  if (e.declaration.length === 0) return ofSeat(`log.${base}`, e.seat, ctx, { cards });
  return ofSeat(`log.${base}Saying`, e.seat, ctx, { cards, declaration: mt('quote', { text: declarationText(e.declaration) }) });
}

/** "Anna demands at least 1 card that is red." or "… would like …", said of `seat`. */
function requestLine(request: Request, seat: number, ctx: LogContext): string {
  return `${ofSeat(request.binding ? 'request.demand' : 'request.wish', seat, ctx, { demand: demandText(request) })}.`;
}

/** Cards a seat took: their faces if this viewer may see them, else how many. */
function takenCards(e: { count: number; cards?: readonly Face[] }): string {
  return e.cards && e.cards.length > 0 ? facesLabel(e.cards) : countLabel('card', e.count);
}

/** A sentence said only of its event's seat. */
const bySeat = (base: SeatLine) => (e: { seat: number }, ctx: LogContext) => ofSeat(base, e.seat, ctx);

const TEXTS: LogTexts<MatahariEvent> = {
  turn: (e, ctx) => ofSeat('log.turn', e.seat, ctx, { number: e.number }),
  offered: (e, ctx) => {
    const line = offerLine(e, ctx, 'offered');
    return e.request === null ? line : `${line} ${requestLine(e.request, e.seat, ctx)}`;
  },
  countered: (e, ctx) => offerLine(e, ctx, 'countered'),
  passed: bySeat('log.passed'),
  accused: (e, ctx) => {
    const params = { accused: ofSeat('log.obj', e.accused, ctx), partner: mt(`partnerObject.${e.partner}`) };
    if (e.right) return ofSeat('log.accusedRight', e.accuser, ctx, params);
    // A wrong accusation shows the offer to the accuser only; everyone else learns nothing of it.
    return e.cards
      ? ofSeat('log.accusedWrongSeen', e.accuser, ctx, { ...params, cards: facesLabel(e.cards) })
      : ofSeat('log.accusedWrong', e.accuser, ctx, params);
  },
  accepted: (e, ctx) => ofSeat('log.accepted', e.seat, ctx, { offer: ofSeat('log.counterOf', e.target, ctx) }),
  assassin: (e, ctx) => {
    const target = ofSeat('log.obj', e.target, ctx);
    return e.demand === null
      ? ofSeat('log.assassin', e.seat, ctx, { target })
      : ofSeat('log.assassinDemand', e.seat, ctx, { target, demand: demandText(e.demand) });
  },
  adjusted: bySeat('log.adjusted'),
  swapped: (e, ctx) =>
    ofSeat('log.swapped', e.seat, ctx, { cards: countLabel('card', e.count), target: ofSeat('log.with', e.target, ctx) }),
  // Without the faces the line names nobody but the receiver, so that every seat not in
  // the swap, and a spectator, reads the same words.
  received: (e, ctx) =>
    e.cards
      ? ofSeat('log.receivedSeen', e.seat, ctx, { from: ofSeat('log.with', e.from, ctx), cards: facesLabel(e.cards) })
      : ofSeat('log.received', e.seat, ctx),
  rejected: bySeat('log.rejected'),
  mataHari: (e, ctx) => ofSeat('log.mataHari', e.seat, ctx, { covers: countLabel('compromised', e.flipped) }),
  searched: (e, ctx) => ofSeat('log.searched', e.seat, ctx, { cards: takenCards(e) }),
  drew: (e, ctx) => ofSeat('log.drew', e.seat, ctx, { cards: takenCards(e) }),
  cover: (e, ctx) => ofSeat('log.cover', e.seat, ctx, { left: e.left }),
  gameOver: (e, ctx) => mt('log.gameOver', { result: resultLine(e, ctx) }),
};

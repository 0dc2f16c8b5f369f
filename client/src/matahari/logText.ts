/**
 * One readable sentence per Operation: Mata Hari event, for the table log.
 *
 * Events arrive already filtered for this viewer (`eventFor`): cards the viewer may not
 * see are simply absent. So a sentence is chosen by which fields are present, never by
 * who the viewer is: "You drew Gun 5, Coat 2" needs the `cards`, without them the same
 * event reads "Bob drew 2 cards". Unknown or malformed events get a generic line.
 */
import { isPlainObject, matahariCards, type Demand, type MatahariFace as Face, type Request, type Statement } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { describeBy, fields, numberList, type LogEvent } from '../i18n/eventFields';
import { resultLine } from './ending';
import { declarationText, demandText } from './sentences';
import { countLabel, facesLabel, mt, ofSeat, type SeatLine } from './text';

type PartnerKind = matahariCards.PartnerKind;
type Describe = (event: LogEvent, ctx: LogContext) => string | undefined;

const { PARTNERS, RESOURCES } = matahariCards;

export function describeEvent(event: Record<string, unknown>, ctx: LogContext): string {
  return describeBy(DESCRIBE, event, ctx, () => mt('log.unknown'));
}

function isFace(v: unknown): v is Face {
  if (!isPlainObject(v)) return false;
  if ('partner' in v) return PARTNERS.some((kind) => kind === v.partner);
  return RESOURCES.some((r) => r === v.resource) && typeof v.priority === 'number';
}

/** The secret cards of an event: present only when addressed to this viewer. */
function faces(event: LogEvent): Face[] | undefined {
  const value = event.cards;
  return Array.isArray(value) && value.every(isFace) ? value : undefined;
}

function partnerKind(value: unknown): PartnerKind | undefined {
  return PARTNERS.find((kind) => kind === value);
}

// Shape checks only: the sentences read the atoms, and `describeBy` turns a surprise in
// them into the generic line.
function isRequest(v: unknown): v is Request {
  return isDemand(v) && typeof (v as Partial<Request>).binding === 'boolean';
}

function isDemand(v: unknown): v is Demand {
  return isPlainObject(v) && typeof v.count === 'number' && Array.isArray(v.predicate) && v.predicate.every(isPlainObject);
}

function declaration(event: LogEvent): Statement[] | undefined {
  const value = event.declaration;
  return Array.isArray(value) && value.every((s) => isPlainObject(s) && Array.isArray(s.predicate)) ? value : undefined;
}

/** "Anna offered 2 cards: “…”." — with the declaration in quotes when there is one. */
function offerLine(event: LogEvent, ctx: LogContext, base: 'offered' | 'countered'): string | undefined {
  const f = fields(event, ['seat', 'size']);
  const said = declaration(event);
  if (!f || !said) return undefined;
  const cards = countLabel('card', f.size);
  if (said.length === 0) return ofSeat(`log.${base}`, f.seat, ctx, { cards });
  return ofSeat(`log.${base}Saying`, f.seat, ctx, { cards, declaration: mt('quote', { text: declarationText(said) }) });
}

/** "Anna demands at least 1 card that is red." or "… would like …", said of `seat`. */
function requestLine(request: Request, seat: number, ctx: LogContext): string {
  return `${ofSeat(request.binding ? 'request.demand' : 'request.wish', seat, ctx, { demand: demandText(request) })}.`;
}

/** Cards a seat took: their faces if this viewer may see them, else how many. */
function takenCards(event: LogEvent): string | undefined {
  const seen = faces(event);
  if (seen && seen.length > 0) return facesLabel(seen);
  const f = fields(event, ['count']);
  return f && countLabel('card', f.count);
}

/** A sentence whose only field is the seat it is said of. */
const bySeat = (base: SeatLine): Describe => (e, ctx) => {
  const f = fields(e, ['seat']);
  return f && ofSeat(base, f.seat, ctx);
};

const DESCRIBE: Record<string, Describe> = {
  turn: (e, ctx) => {
    const f = fields(e, ['seat', 'number']);
    return f && ofSeat('log.turn', f.seat, ctx, { number: f.number });
  },
  offered: (e, ctx) => {
    const line = offerLine(e, ctx, 'offered');
    const { request } = e;
    if (!line || (request !== null && !isRequest(request))) return undefined;
    return request === null ? line : `${line} ${requestLine(request, e.seat as number, ctx)}`;
  },
  countered: (e, ctx) => offerLine(e, ctx, 'countered'),
  passed: bySeat('log.passed'),
  accused: (e, ctx) => {
    const f = fields(e, ['accuser', 'accused']);
    const kind = partnerKind(e.partner);
    if (!f || !kind || typeof e.right !== 'boolean') return undefined;
    const params = { accused: ofSeat('log.obj', f.accused, ctx), partner: mt(`partnerObject.${kind}`) };
    if (e.right) return ofSeat('log.accusedRight', f.accuser, ctx, params);
    // A wrong accusation shows the offer to the accuser only; everyone else learns nothing of it.
    const shown = faces(e);
    return shown
      ? ofSeat('log.accusedWrongSeen', f.accuser, ctx, { ...params, cards: facesLabel(shown) })
      : ofSeat('log.accusedWrong', f.accuser, ctx, params);
  },
  accepted: (e, ctx) => {
    const f = fields(e, ['seat', 'target']);
    return f && ofSeat('log.accepted', f.seat, ctx, { offer: ofSeat('log.counterOf', f.target, ctx) });
  },
  assassin: (e, ctx) => {
    const f = fields(e, ['seat', 'target']);
    if (!f || (e.demand !== null && !isDemand(e.demand))) return undefined;
    const target = ofSeat('log.obj', f.target, ctx);
    return e.demand === null
      ? ofSeat('log.assassin', f.seat, ctx, { target })
      : ofSeat('log.assassinDemand', f.seat, ctx, { target, demand: demandText(e.demand) });
  },
  adjusted: bySeat('log.adjusted'),
  swapped: (e, ctx) => {
    const f = fields(e, ['seat', 'target', 'count']);
    return f && ofSeat('log.swapped', f.seat, ctx, { cards: countLabel('card', f.count), target: ofSeat('log.with', f.target, ctx) });
  },
  received: (e, ctx) => {
    const f = fields(e, ['seat', 'from']);
    const seen = faces(e);
    if (!f) return undefined;
    // Without the faces the line names nobody but the receiver, so that every seat not in
    // the swap, and a spectator, reads the same words.
    return seen
      ? ofSeat('log.receivedSeen', f.seat, ctx, { from: ofSeat('log.with', f.from, ctx), cards: facesLabel(seen) })
      : ofSeat('log.received', f.seat, ctx);
  },
  rejected: bySeat('log.rejected'),
  mataHari: (e, ctx) => {
    const f = fields(e, ['seat', 'flipped']);
    return f && ofSeat('log.mataHari', f.seat, ctx, { covers: countLabel('compromised', f.flipped) });
  },
  searched: (e, ctx) => {
    const f = fields(e, ['seat']);
    const cards = takenCards(e);
    return f && cards && ofSeat('log.searched', f.seat, ctx, { cards });
  },
  drew: (e, ctx) => {
    const f = fields(e, ['seat']);
    const cards = takenCards(e);
    return f && cards && ofSeat('log.drew', f.seat, ctx, { cards });
  },
  cover: (e, ctx) => {
    const f = fields(e, ['seat', 'left']);
    return f && ofSeat('log.cover', f.seat, ctx, { left: f.left });
  },
  gameOver: (e, ctx) => {
    const winners = numberList(e, 'winners');
    const visionary = Array.isArray(e.visionary) && e.visionary.every(isPlainObject) ? e.visionary : [];
    if (!winners || typeof e.reason !== 'string') return undefined;
    const result = resultLine({ winners, reason: e.reason, visionary: visionary as { seat: number; priority: number }[] }, ctx);
    return mt('log.gameOver', { result });
  },
};

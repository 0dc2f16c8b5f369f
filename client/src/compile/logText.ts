/**
 * One readable sentence per Compile engine event, for the table log.
 *
 * Events arrive already filtered for this viewer (`eventFor`): the face of a face-down card
 * the viewer may not know is simply absent. So every sentence is chosen by which fields are
 * present, never by who the viewer is: "You played Darkness 1 face down in line 2" needs
 * `protocol` and `value`; without them the same event reads "… played a card face down in
 * line 2". An event that is malformed or unknown gets a generic line rather than an
 * exception, since a log line must never break the table.
 *
 * Lines are 0-based in the engine and counted from 1 on the table. A card's `side` is the
 * seat whose stack it lies in (its owner); texts do not say who made a card move.
 */
import type { LogContext } from '../gameClient';
import { describeBy, fields, type LogEvent } from '../i18n/eventFields';
import {
  BOXES, cardName, cardText, countLabel, ct, isCard, isProtocol, ofSeat, protocolName, type Protocol,
} from './text';

type Event = LogEvent;
type Describe = (event: Event, ctx: LogContext) => string | undefined;

export function describeEvent(event: Record<string, unknown>, ctx: LogContext): string {
  return describeBy(DESCRIBE, event, ctx, () => ct('log.unknown'));
}

function oneBased(index: number): number {
  return index + 1;
}

/** The card an event names by its `protocol` and `value`, if both are there and make a card. */
function faceOf(event: Event): string | undefined {
  return isCard(event.protocol, event.value) ? cardName(event.protocol, event.value as number) : undefined;
}

/** A list of faces (`cards`, `protocols`), or undefined when the field is missing or malformed. */
function facesList(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const names: string[] = [];
  for (const face of value as unknown[]) {
    const { protocol, value: v } = (face ?? {}) as Record<string, unknown>;
    if (!isCard(protocol, v)) return undefined;
    names.push(cardName(protocol, v as number));
  }
  return names.length > 0 ? names.join(', ') : ct('log.noCards');
}

function protocolList(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isProtocol)) return undefined;
  return (value as Protocol[]).map(protocolName).join(', ');
}

const CAUSES = ['play', 'flip', 'uncover', 'land', 'start', 'end', 'covered', 'after', 'compile'] as const;

const DESCRIBE: Record<string, Describe> = {
  drafted: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && isProtocol(e.protocol) ? ofSeat('log.drafted', f.seat, ctx, { protocol: protocolName(e.protocol) }) : undefined;
  },
  laidOut: (e, ctx) => {
    const sides = Array.isArray(e.protocols) ? (e.protocols as unknown[]).map(protocolList) : [];
    const [first, second] = sides;
    if (sides.length !== 2 || !first || !second) return undefined;
    return ct('log.laidOut', {
      first: ofSeat('log.protocolsOf', 0, ctx, { list: first }),
      second: ofSeat('log.protocolsOf', 1, ctx, { list: second }),
    });
  },
  turn: (e, ctx) => {
    const f = fields(e, ['seat', 'turn']);
    return f && ofSeat('log.turn', f.seat, ctx, { turn: f.turn });
  },
  played: (e, ctx) => {
    const f = fields(e, ['seat', 'line']);
    if (!f) return undefined;
    const card = faceOf(e);
    const line = oneBased(f.line);
    if (e.deck === true) return card ? ofSeat('log.playedTopSeen', f.seat, ctx, { line, card }) : ofSeat('log.playedTop', f.seat, ctx, { line });
    if (e.up === true) return card && ofSeat('log.playedUp', f.seat, ctx, { line, card });
    return card ? ofSeat('log.playedDownSeen', f.seat, ctx, { line, card }) : ofSeat('log.playedDown', f.seat, ctx, { line });
  },
  blocked: (e, ctx) => {
    const f = fields(e, ['seat', 'line']);
    return f && ofSeat('log.blocked', f.seat, ctx, { line: oneBased(f.line) });
  },
  playedUnder: (e, ctx) => {
    const f = fields(e, ['seat', 'line', 'count']);
    // Only Gravity 0 plays cards under itself.
    return f && ofSeat('log.playedUnder', f.seat, ctx, { line: oneBased(f.line), cards: countLabel(f.count), card: cardName('gravity', 0) });
  },
  landed: (e, ctx) => {
    const f = fields(e, ['side', 'line']);
    if (!f) return undefined;
    const card = faceOf(e);
    const line = oneBased(f.line);
    if (e.up === true) return card && ofSeat('log.landedUp', f.side, ctx, { line, card });
    return ofSeat('log.landedDown', f.side, ctx, { line });
  },
  shifted: (e, ctx) => {
    const f = fields(e, ['side', 'line', 'to']);
    if (!f) return undefined;
    const card = faceOf(e);
    const params = { from: oneBased(f.line), to: oneBased(f.to) };
    if (e.up === true) return card && ofSeat('log.shiftedUp', f.side, ctx, { ...params, card });
    return ofSeat('log.shiftedDown', f.side, ctx, params);
  },
  flipped: (e, ctx) => {
    const f = fields(e, ['side', 'line']);
    const card = faceOf(e);
    if (!f || !card || typeof e.up !== 'boolean') return undefined;
    return ofSeat(e.up ? 'log.flippedUp' : 'log.flippedDown', f.side, ctx, { line: oneBased(f.line), card });
  },
  deleted: (e, ctx) => {
    const f = fields(e, ['side', 'line']);
    const card = faceOf(e);
    return f && card && ofSeat('log.deleted', f.side, ctx, { line: oneBased(f.line), card });
  },
  returned: (e, ctx) => {
    const f = fields(e, ['side', 'line']);
    if (!f) return undefined;
    const card = faceOf(e);
    const line = oneBased(f.line);
    if (e.up === true) return card && ofSeat('log.returnedUp', f.side, ctx, { line, card });
    return card ? ofSeat('log.returnedDownSeen', f.side, ctx, { line, card }) : ofSeat('log.returnedDown', f.side, ctx, { line });
  },
  drew: (e, ctx) => {
    const f = fields(e, ['seat', 'count']);
    if (!f) return undefined;
    const cards = countLabel(f.count);
    const list = e.cards === undefined ? undefined : facesList(e.cards);
    if (e.cards !== undefined && !list) return undefined;
    return list ? ofSeat('log.drewSeen', f.seat, ctx, { cards, list }) : ofSeat('log.drew', f.seat, ctx, { cards });
  },
  reshuffled: (e, ctx) => {
    const f = fields(e, ['seat', 'count']);
    return f && ofSeat('log.reshuffled', f.seat, ctx, { cards: countLabel(f.count) });
  },
  discarded: (e, ctx) => {
    const f = fields(e, ['seat']);
    const list = facesList(e.cards);
    if (!f || !list) return undefined;
    return ofSeat(e.cache === true ? 'log.clearedCache' : 'log.discarded', f.seat, ctx, { list });
  },
  resolving: (e, ctx) => {
    const f = fields(e, ['side', 'line', 'value']);
    const box = BOXES.find((b) => b === e.box);
    const cause = CAUSES.find((c) => c === e.cause);
    if (!f || !box || !cause || !isCard(e.protocol, f.value)) return undefined;
    const text = cardText(e.protocol, f.value, box);
    if (!text) return undefined;
    return ofSeat('log.resolving', f.side, ctx, {
      card: cardName(e.protocol, f.value), line: oneBased(f.line), cause: ct(`cause.${cause}`), text,
    });
  },
  revealed: (e, ctx) => {
    const f = fields(e, ['side', 'line']);
    const card = faceOf(e);
    return f && card && ofSeat('log.revealed', f.side, ctx, { line: oneBased(f.line), card });
  },
  handShown: (e, ctx) => {
    const f = fields(e, ['seat']);
    const list = facesList(e.cards);
    return f && list && ofSeat('log.handShown', f.seat, ctx, { list });
  },
  compiling: (e, ctx) => {
    const f = fields(e, ['seat', 'line']);
    return f && ofSeat('log.compiling', f.seat, ctx, { line: oneBased(f.line) });
  },
  compiled: (e, ctx) => {
    const f = fields(e, ['seat', 'line']);
    return f && isProtocol(e.protocol) ? ofSeat('log.compiled', f.seat, ctx, { line: oneBased(f.line), protocol: protocolName(e.protocol) }) : undefined;
  },
  recompiled: (e, ctx) => {
    const f = fields(e, ['seat']);
    if (!f || typeof e.took !== 'boolean') return undefined;
    if (!e.took) return ofSeat('log.recompiledNothing', f.seat, ctx);
    // The card comes from the top of the other seat's deck.
    const deck = ofSeat('log.deckOf', 1 - f.seat, ctx);
    const card = faceOf(e);
    return card ? ofSeat('log.recompiledSeen', f.seat, ctx, { deck, card }) : ofSeat('log.recompiled', f.seat, ctx, { deck });
  },
  won: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && ofSeat('log.won', f.seat, ctx);
  },
  control: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && ofSeat('log.control', f.seat, ctx);
  },
  controlReturned: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && ofSeat('log.controlReturned', f.seat, ctx);
  },
  rearranged: (e, ctx) => {
    const f = fields(e, ['side']);
    const list = protocolList(e.protocols);
    return f && list && ofSeat('log.rearranged', f.side, ctx, { list });
  },
  refreshed: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && ofSeat('log.refreshed', f.seat, ctx);
  },
  noAction: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && ofSeat('log.noAction', f.seat, ctx);
  },
  compileBarred: (e, ctx) => {
    const f = fields(e, ['seat']);
    // Only Metal 1 bars a compile.
    return f && ofSeat('log.compileBarred', f.seat, ctx, { card: cardName('metal', 1) });
  },
  compileBarredNext: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && ofSeat('log.compileBarredNext', f.seat, ctx);
  },
  engineError: () => ct('log.engineError'),
};

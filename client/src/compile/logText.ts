/**
 * One readable sentence per Compile engine event, for the table log.
 *
 * Events arrive already filtered for this viewer (`eventFor`) and decoded: the face of a
 * face-down card the viewer may not know is simply absent. So every sentence is chosen by
 * which fields are present, never by who the viewer is: "You played Darkness 1 face down in
 * line 2" needs `protocol` and `value`; without them the same event reads "… played a card
 * face down in line 2".
 *
 * Lines are 0-based in the engine and counted from 1 on the table. A card's `side` is the
 * seat whose stack it lies in (its owner); texts do not say who made a card move.
 */
import type { CompileEvent } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { describeBy, type LogTexts } from '../i18n/logTexts';
import { cardName, cardText, countLabel, ct, ofSeat, protocolName, type Protocol } from './text';

export function describeEvent(event: CompileEvent, ctx: LogContext): string {
  return describeBy(TEXTS, event, ctx);
}

function oneBased(index: number): number {
  return index + 1;
}

/** The card an event names by its `protocol` and `value`, when this viewer is told both. */
function faceOf(e: { protocol?: Protocol; value?: number }): string | undefined {
  return e.protocol !== undefined && e.value !== undefined ? cardName(e.protocol, e.value) : undefined;
}

/** A list of faces: "Darkness 1, Fire 3", or that there were none. */
function facesList(cards: readonly { protocol: Protocol; value: number }[]): string {
  return cards.length > 0 ? cards.map((card) => cardName(card.protocol, card.value)).join(', ') : ct('log.noCards');
}

function protocolList(protocols: readonly Protocol[]): string {
  return protocols.map(protocolName).join(', ');
}

/** A sentence said only of its event's seat. */
const bySeat =
  (key: 'log.won' | 'log.control' | 'log.controlReturned' | 'log.refreshed' | 'log.noAction' | 'log.compileBarredNext') =>
  (e: { seat: number }, ctx: LogContext) =>
    ofSeat(key, e.seat, ctx);

const TEXTS: LogTexts<CompileEvent> = {
  drafted: (e, ctx) => ofSeat('log.drafted', e.seat, ctx, { protocol: protocolName(e.protocol) }),
  laidOut: (e, ctx) =>
    ct('log.laidOut', {
      first: ofSeat('log.protocolsOf', 0, ctx, { list: protocolList(e.protocols[0]) }),
      second: ofSeat('log.protocolsOf', 1, ctx, { list: protocolList(e.protocols[1]) }),
    }),
  turn: (e, ctx) => ofSeat('log.turn', e.seat, ctx, { turn: e.turn }),
  played: (e, ctx) => {
    const card = faceOf(e);
    const line = oneBased(e.line);
    if (e.deck) return card ? ofSeat('log.playedTopSeen', e.seat, ctx, { line, card }) : ofSeat('log.playedTop', e.seat, ctx, { line });
    // A face-up card is played in sight of everyone: its face is always told.
    if (e.up) return ofSeat('log.playedUp', e.seat, ctx, { line, card: card ?? '' });
    return card ? ofSeat('log.playedDownSeen', e.seat, ctx, { line, card }) : ofSeat('log.playedDown', e.seat, ctx, { line });
  },
  blocked: (e, ctx) => ofSeat('log.blocked', e.seat, ctx, { line: oneBased(e.line) }),
  // Only Gravity 0 plays cards under itself.
  playedUnder: (e, ctx) =>
    ofSeat('log.playedUnder', e.seat, ctx, { line: oneBased(e.line), cards: countLabel(e.count), card: cardName('gravity', 0) }),
  landed: (e, ctx) => {
    const line = oneBased(e.line);
    return e.up ? ofSeat('log.landedUp', e.side, ctx, { line, card: faceOf(e) ?? '' }) : ofSeat('log.landedDown', e.side, ctx, { line });
  },
  shifted: (e, ctx) => {
    const params = { from: oneBased(e.line), to: oneBased(e.to) };
    return e.up
      ? ofSeat('log.shiftedUp', e.side, ctx, { ...params, card: faceOf(e) ?? '' })
      : ofSeat('log.shiftedDown', e.side, ctx, params);
  },
  flipped: (e, ctx) =>
    ofSeat(e.up ? 'log.flippedUp' : 'log.flippedDown', e.side, ctx, { line: oneBased(e.line), card: cardName(e.protocol, e.value) }),
  deleted: (e, ctx) => ofSeat('log.deleted', e.side, ctx, { line: oneBased(e.line), card: cardName(e.protocol, e.value) }),
  returned: (e, ctx) => {
    const card = faceOf(e);
    const line = oneBased(e.line);
    if (e.up) return ofSeat('log.returnedUp', e.side, ctx, { line, card: card ?? '' });
    return card ? ofSeat('log.returnedDownSeen', e.side, ctx, { line, card }) : ofSeat('log.returnedDown', e.side, ctx, { line });
  },
  drew: (e, ctx) => {
    const cards = countLabel(e.count);
    return e.cards ? ofSeat('log.drewSeen', e.seat, ctx, { cards, list: facesList(e.cards) }) : ofSeat('log.drew', e.seat, ctx, { cards });
  },
  reshuffled: (e, ctx) => ofSeat('log.reshuffled', e.seat, ctx, { cards: countLabel(e.count) }),
  discarded: (e, ctx) => ofSeat(e.cache ? 'log.clearedCache' : 'log.discarded', e.seat, ctx, { list: facesList(e.cards) }),
  resolving: (e, ctx) =>
    ofSeat('log.resolving', e.side, ctx, {
      card: cardName(e.protocol, e.value),
      line: oneBased(e.line),
      cause: ct(`cause.${e.cause}`),
      text: cardText(e.protocol, e.value, e.box),
    }),
  revealed: (e, ctx) => ofSeat('log.revealed', e.side, ctx, { line: oneBased(e.line), card: cardName(e.protocol, e.value) }),
  handShown: (e, ctx) => ofSeat('log.handShown', e.seat, ctx, { list: facesList(e.cards) }),
  compiling: (e, ctx) => ofSeat('log.compiling', e.seat, ctx, { line: oneBased(e.line) }),
  compiled: (e, ctx) => ofSeat('log.compiled', e.seat, ctx, { line: oneBased(e.line), protocol: protocolName(e.protocol) }),
  recompiled: (e, ctx) => {
    if (!e.took) return ofSeat('log.recompiledNothing', e.seat, ctx);
    // The card comes from the top of the other seat's deck.
    const deck = ofSeat('log.deckOf', 1 - e.seat, ctx);
    const card = faceOf(e);
    return card ? ofSeat('log.recompiledSeen', e.seat, ctx, { deck, card }) : ofSeat('log.recompiled', e.seat, ctx, { deck });
  },
  won: bySeat('log.won'),
  control: bySeat('log.control'),
  controlReturned: bySeat('log.controlReturned'),
  rearranged: (e, ctx) => ofSeat('log.rearranged', e.side, ctx, { list: protocolList(e.protocols) }),
  refreshed: bySeat('log.refreshed'),
  noAction: bySeat('log.noAction'),
  // Only Metal 1 bars a compile.
  compileBarred: (e, ctx) => ofSeat('log.compileBarred', e.seat, ctx, { card: cardName('metal', 1) }),
  compileBarredNext: bySeat('log.compileBarredNext'),
  engineError: () => ct('log.engineError'),
};

/**
 * One readable sentence per engine event, for the table log.
 *
 * Events arrive already filtered for this viewer (`eventFor`) and decoded: a card value the
 * viewer may not know is simply absent. So every sentence is chosen by which fields are
 * present, never by who the viewer is: "You placed a face-down card at mission 2: 7" needs the
 * `rank`, without it the same event reads "… at mission 2".
 */
import { kompromatCards, type KompromatEvent } from '@dead-drop/shared';
import { countLabel, kt, ofSeat, rankLabel, totalLabel } from './text';
import { resultLine } from './scoreLines';
import type { LogContext } from '../gameClient';
import { describeBy, type LogTexts } from '../i18n/logTexts';

type ItemKind = kompromatCards.ItemKind;
type ItemEvent = Extract<KompromatEvent, { type: 'item' }>;

const { LIMIT, ROUNDS } = kompromatCards;

export function describeEvent(event: KompromatEvent, ctx: LogContext): string {
  return describeBy(TEXTS, event, ctx);
}

function ranksLabel(values: readonly number[]): string {
  return values.map(rankLabel).join(', ');
}

/** Missions and card places are 0-based in the engine and counted from 1 on the table. */
function oneBased(index: number): number {
  return index + 1;
}

/** Kompromat has two seats; the one an item works against is the other. */
function opponentOf(seat: number): number {
  return 1 - seat;
}

const TEXTS: LogTexts<KompromatEvent> = {
  round: (e, ctx) => ofSeat('log.round', e.startSeat, ctx, { round: e.round, rounds: ROUNDS }),
  turn: (e, ctx) => ofSeat('log.turn', e.seat, ctx),
  drewFirst: (e, ctx) =>
    e.rank === undefined ? ofSeat('log.drewFirst', e.seat, ctx) : ofSeat('log.drewFirstSeen', e.seat, ctx, { rank: rankLabel(e.rank) }),
  drew: (e, ctx) => {
    const params = { mission: oneBased(e.mission) };
    return e.rank === undefined
      ? ofSeat('log.drew', e.seat, ctx, params)
      : ofSeat('log.drewSeen', e.seat, ctx, { ...params, rank: rankLabel(e.rank) });
  },
  placed: (e, ctx) => ofSeat('log.placed', e.seat, ctx, { mission: oneBased(e.mission), rank: rankLabel(e.rank) }),
  stopped: (e, ctx) => ofSeat('log.stopped', e.seat, ctx, { mission: oneBased(e.mission), cards: countLabel('card', e.cards) }),
  reveal: () => kt('log.reveal'),
  revealed: (e, ctx) => ofSeat('log.revealed', e.seat, ctx, { mission: oneBased(e.mission), ranks: ranksLabel(e.ranks) }),
  declared: (e, ctx) => ofSeat('log.declared', e.seat, ctx, { mission: oneBased(e.mission), total: totalLabel(e.total) }),
  failed: (e, ctx) => ofSeat('log.failed', e.seat, ctx, { mission: oneBased(e.mission), limit: LIMIT }),
  perfect: (e, ctx) => ofSeat('log.perfect', e.seat, ctx, { mission: oneBased(e.mission), limit: LIMIT }),
  notoriety: (e, ctx) => ofSeat('log.notoriety', e.seat, ctx, { tokens: countLabel('token', e.gained), total: e.total }),
  took: (e, ctx) => ofSeat('log.took', e.seat, ctx, { mission: oneBased(e.mission) }),
  discarded: (e) => kt('log.discarded', { mission: oneBased(e.mission) }),
  returnedToken: (e, ctx) => ofSeat('log.returnedToken', e.seat, ctx, { total: e.total }),
  item: describeItem,
  gameOver: (e, ctx) => kt('log.gameOver', { result: resultLine({ winners: e.winners, reason: e.reason }, ctx) }),
};

/**
 * "You used the Drone …". A USB Stick event names the item it copies (`copy`), and the
 * effect is that item's, so the sentence is the copied item's with "the USB Stick (as
 * Drone)" as its object. Missing effect fields leave just "You used the Drone."
 */
function describeItem(e: ItemEvent, ctx: LogContext): string {
  const object = e.copy ? kt('log.usbAs', { item: kt(`item.${e.copy}`) }) : kt(`log.itemObject.${e.item}`);
  const effect = ITEM_EFFECTS[e.copy ?? e.item];
  return effect(e, ctx, e.seat, object) ?? ofSeat('log.item', e.seat, ctx, { item: object });
}

/** An effect's sentence, or undefined when the event lacks what the effect tells. */
type ItemEffect = (event: ItemEvent, ctx: LogContext, seat: number, item: string) => string | undefined;

const ITEM_EFFECTS: Record<ItemKind, ItemEffect> = {
  nightVision: (e, ctx, seat, item) => {
    if (e.ranks) return ofSeat('log.item.nightVisionSeen', seat, ctx, { item, ranks: ranksLabel(e.ranks) });
    return e.count === undefined ? undefined : ofSeat('log.item.nightVision', seat, ctx, { item, cards: countLabel('card', e.count) });
  },
  drone: (e, ctx, seat, item) => {
    if (e.mission === undefined || !e.ranks) return undefined;
    const foe = ofSeat('log.foeCards', opponentOf(seat), ctx);
    return ofSeat('log.item.drone', seat, ctx, { item, mission: oneBased(e.mission), foe, ranks: ranksLabel(e.ranks) });
  },
  stunGun: (e, ctx, seat, item) => {
    if (e.mission === undefined || e.index === undefined) return undefined;
    // `index` is the card's place in the opponent's row there, the face-up card first.
    const foe = ofSeat('log.foeCard', opponentOf(seat), ctx, { position: oneBased(e.index) });
    return ofSeat('log.item.stunGun', seat, ctx, { item, mission: oneBased(e.mission), foe });
  },
  gps: (e, ctx, seat, item) =>
    e.mission === undefined ? undefined : ofSeat('log.item.gps', seat, ctx, { item, mission: oneBased(e.mission) }),
  jetpack: (e, ctx, seat, item) =>
    e.from === undefined || e.to === undefined
      ? undefined
      : ofSeat('log.item.jetpack', seat, ctx, { item, from: oneBased(e.from), to: oneBased(e.to) }),
  balaclava: (e, ctx, seat, item) =>
    e.tokens === undefined ? undefined : ofSeat('log.item.balaclava', seat, ctx, { item, tokens: countLabel('token', e.tokens) }),
  newspaper: (e, ctx, seat, item) => {
    if (e.mission === undefined) return undefined;
    const foe = ofSeat('log.foeTotal', opponentOf(seat), ctx);
    return ofSeat('log.item.newspaper', seat, ctx, { item, mission: oneBased(e.mission), foe });
  },
  vesper: (e, ctx, seat, item) => {
    if (e.mission === undefined || e.delta === undefined) return undefined;
    return ofSeat('log.item.vesper', seat, ctx, {
      item,
      mission: oneBased(e.mission),
      delta: e.delta > 0 ? `+${e.delta}` : `−${-e.delta}`,
    });
  },
  chloroform: (_e, ctx, seat, item) => ofSeat('log.item.chloroform', seat, ctx, { item }),
  // A USB Stick has no effect of its own; its event always names a `copy`.
  usb: () => undefined,
};

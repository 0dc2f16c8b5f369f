/**
 * One readable sentence per engine event, for the table log.
 *
 * Events arrive already filtered for this viewer (`eventFor`): a card value the viewer may
 * not know is simply absent. So every sentence is chosen by which fields are present, never
 * by who the viewer is: "You placed a face-down card at mission 2: 7" needs the `rank`,
 * without it the same event reads "… at mission 2". An event that is malformed or unknown
 * gets a generic line rather than an exception, since a log line must never break the table.
 */
import { kompromatCards } from '@dead-drop/shared';
import { countLabel, kt, ofSeat, rankLabel, totalLabel } from './text';
import { resultLine } from './scoreLines';
import type { LogContext } from '../gameClient';
import { describeBy, fields, numberList, type LogEvent } from '../i18n/eventFields';


type ItemKind = kompromatCards.ItemKind;
type Event = LogEvent;
type Describe = (event: Event, ctx: LogContext) => string | undefined;

const { ITEM_KINDS, LIMIT, ROUNDS } = kompromatCards;

export function describeEvent(event: Record<string, unknown>, ctx: LogContext): string {
  return describeBy(DESCRIBE, event, ctx, () => kt('log.unknown'));
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

function itemKind(value: unknown): ItemKind | undefined {
  return ITEM_KINDS.find((kind) => kind === value);
}

const DESCRIBE: Record<string, Describe> = {
  round: (e, ctx) => {
    const f = fields(e, ['round', 'startSeat']);
    return f && ofSeat('log.round', f.startSeat, ctx, { round: f.round, rounds: ROUNDS });
  },
  turn: (e, ctx) => {
    const f = fields(e, ['seat']);
    return f && ofSeat('log.turn', f.seat, ctx);
  },
  drewFirst: (e, ctx) => {
    const f = fields(e, ['seat']);
    const seen = fields(e, ['rank']);
    if (!f) return undefined;
    return seen ? ofSeat('log.drewFirstSeen', f.seat, ctx, { rank: rankLabel(seen.rank) }) : ofSeat('log.drewFirst', f.seat, ctx);
  },
  drew: (e, ctx) => {
    const f = fields(e, ['seat', 'mission']);
    const seen = fields(e, ['rank']);
    if (!f) return undefined;
    const params = { mission: oneBased(f.mission) };
    return seen
      ? ofSeat('log.drewSeen', f.seat, ctx, { ...params, rank: rankLabel(seen.rank) })
      : ofSeat('log.drew', f.seat, ctx, params);
  },
  placed: (e, ctx) => {
    const f = fields(e, ['seat', 'mission', 'rank']);
    return f && ofSeat('log.placed', f.seat, ctx, { mission: oneBased(f.mission), rank: rankLabel(f.rank) });
  },
  stopped: (e, ctx) => {
    const f = fields(e, ['seat', 'mission', 'cards']);
    return f && ofSeat('log.stopped', f.seat, ctx, { mission: oneBased(f.mission), cards: countLabel('card', f.cards) });
  },
  reveal: () => kt('log.reveal'),
  revealed: (e, ctx) => {
    const f = fields(e, ['seat', 'mission']);
    const values = numberList(e, 'ranks');
    return f && values && ofSeat('log.revealed', f.seat, ctx, { mission: oneBased(f.mission), ranks: ranksLabel(values) });
  },
  declared: (e, ctx) => {
    const f = fields(e, ['seat', 'mission', 'total']);
    return f && ofSeat('log.declared', f.seat, ctx, { mission: oneBased(f.mission), total: totalLabel(f.total) });
  },
  failed: (e, ctx) => {
    const f = fields(e, ['seat', 'mission']);
    return f && ofSeat('log.failed', f.seat, ctx, { mission: oneBased(f.mission), limit: LIMIT });
  },
  perfect: (e, ctx) => {
    const f = fields(e, ['seat', 'mission']);
    return f && ofSeat('log.perfect', f.seat, ctx, { mission: oneBased(f.mission), limit: LIMIT });
  },
  notoriety: (e, ctx) => {
    const f = fields(e, ['seat', 'gained', 'total']);
    return f && ofSeat('log.notoriety', f.seat, ctx, { tokens: countLabel('token', f.gained), total: f.total });
  },
  took: (e, ctx) => {
    const f = fields(e, ['seat', 'mission']);
    return f && ofSeat('log.took', f.seat, ctx, { mission: oneBased(f.mission) });
  },
  discarded: (e) => {
    const f = fields(e, ['mission']);
    return f && kt('log.discarded', { mission: oneBased(f.mission) });
  },
  returnedToken: (e, ctx) => {
    const f = fields(e, ['seat', 'total']);
    return f && ofSeat('log.returnedToken', f.seat, ctx, { total: f.total });
  },
  item: describeItem,
  gameOver: (e, ctx) => {
    const winners = numberList(e, 'winners');
    if (!winners || typeof e.reason !== 'string') return undefined;
    return kt('log.gameOver', { result: resultLine({ winners, reason: e.reason }, ctx) });
  },
};

/**
 * "You used the Drone …". A USB Stick event names the item it copies (`copy`), and the
 * effect is that item's, so the sentence is the copied item's with "the USB Stick (as
 * Drone)" as its object. Missing effect fields leave just "You used the Drone."
 */
function describeItem(e: Event, ctx: LogContext): string | undefined {
  const f = fields(e, ['seat']);
  const item = itemKind(e.item);
  const copy = itemKind(e.copy);
  if (!f || !item || (e.copy !== undefined && !copy)) return undefined;
  const object = copy ? kt('log.usbAs', { item: kt(`item.${copy}`) }) : kt(`log.itemObject.${item}`);
  const effect = ITEM_EFFECTS[copy ?? item];
  return effect(e, ctx, f.seat, object) ?? ofSeat('log.item', f.seat, ctx, { item: object });
}

type ItemEffect = (event: Event, ctx: LogContext, seat: number, item: string) => string | undefined;

const ITEM_EFFECTS: Record<ItemKind, ItemEffect> = {
  nightVision: (e, ctx, seat, item) => {
    const seen = numberList(e, 'ranks');
    if (seen) return ofSeat('log.item.nightVisionSeen', seat, ctx, { item, ranks: ranksLabel(seen) });
    const f = fields(e, ['count']);
    return f && ofSeat('log.item.nightVision', seat, ctx, { item, cards: countLabel('card', f.count) });
  },
  drone: (e, ctx, seat, item) => {
    const f = fields(e, ['mission']);
    const values = numberList(e, 'ranks');
    const foe = ofSeat('log.foeCards', opponentOf(seat), ctx);
    return f && values && ofSeat('log.item.drone', seat, ctx, { item, mission: oneBased(f.mission), foe, ranks: ranksLabel(values) });
  },
  stunGun: (e, ctx, seat, item) => {
    const f = fields(e, ['mission', 'index']);
    if (!f) return undefined;
    // `index` is the card's place in the opponent's row there, the face-up card first.
    const foe = ofSeat('log.foeCard', opponentOf(seat), ctx, { position: oneBased(f.index) });
    return ofSeat('log.item.stunGun', seat, ctx, { item, mission: oneBased(f.mission), foe });
  },
  gps: (e, ctx, seat, item) => {
    const f = fields(e, ['mission']);
    return f && ofSeat('log.item.gps', seat, ctx, { item, mission: oneBased(f.mission) });
  },
  jetpack: (e, ctx, seat, item) => {
    const f = fields(e, ['from', 'to']);
    return f && ofSeat('log.item.jetpack', seat, ctx, { item, from: oneBased(f.from), to: oneBased(f.to) });
  },
  balaclava: (e, ctx, seat, item) => {
    const f = fields(e, ['tokens']);
    return f && ofSeat('log.item.balaclava', seat, ctx, { item, tokens: countLabel('token', f.tokens) });
  },
  newspaper: (e, ctx, seat, item) => {
    const f = fields(e, ['mission']);
    const foe = ofSeat('log.foeTotal', opponentOf(seat), ctx);
    return f && ofSeat('log.item.newspaper', seat, ctx, { item, mission: oneBased(f.mission), foe });
  },
  vesper: (e, ctx, seat, item) => {
    const f = fields(e, ['mission', 'delta']);
    return f && ofSeat('log.item.vesper', seat, ctx, { item, mission: oneBased(f.mission), delta: f.delta > 0 ? `+${f.delta}` : `−${-f.delta}` });
  },
  chloroform: (_e, ctx, seat, item) => ofSeat('log.item.chloroform', seat, ctx, { item }),
  // A USB Stick has no effect of its own; its event always names a `copy`.
  usb: () => undefined,
};

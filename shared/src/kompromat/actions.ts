import { ErrorCode, ruleError, type RuleError } from '../core/errors';
import { isPlainObject } from '../core/plain';
import { ITEM_KINDS, type ItemKind } from './cards';

/**
 * Using an item. `copy` is the used item that a USB Stick uses again; the other fields are
 * the target: a mission (Drone, Newspaper), a card at a mission (Stun Gun), two missions
 * (Jetpack) or a change of +1/−1 (Vesper Martini).
 */
export interface ItemUse {
  type: 'item';
  item: ItemKind;
  copy?: ItemKind;
  mission?: number;
  index?: number;
  from?: number;
  to?: number;
  delta?: number;
}

export type Action =
  | { type: 'draw' }
  | { type: 'place'; mission: number }
  | { type: 'stop' }
  /** End your item window, or decline what a prompt offers. */
  | { type: 'pass' }
  | { type: 'declare'; total: number }
  /** After a perfect mission: give one notoriety token back. */
  | { type: 'returnToken' }
  | ItemUse;

const FIELDS: Record<Action['type'], readonly string[]> = {
  draw: [],
  place: ['mission'],
  stop: [],
  pass: [],
  declare: ['total'],
  returnToken: [],
  item: ['item', 'copy', 'mission', 'index', 'from', 'to', 'delta'],
};
const REQUIRED: Partial<Record<Action['type'], readonly string[]>> = {
  place: ['mission'],
  declare: ['total'],
  item: ['item'],
};
const NUMBER_FIELDS = new Set(['mission', 'index', 'from', 'to', 'delta', 'total']);
const ITEM_FIELDS = new Set(['item', 'copy']);

/** Checks the shape only: known type, known fields, numbers where numbers belong. */
export function parseAction(raw: unknown): Action | RuleError {
  if (!isPlainObject(raw) || typeof raw.type !== 'string') {
    return ruleError(ErrorCode.malformed, 'An action is an object with a "type".');
  }
  const allowed = FIELDS[raw.type as Action['type']];
  if (!Object.hasOwn(FIELDS, raw.type) || !allowed) {
    return ruleError(ErrorCode.unknownAction, `There is no action "${raw.type.slice(0, 40)}" in Kompromat.`);
  }
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'type') continue;
    const ok = allowed.includes(key) && (
      (NUMBER_FIELDS.has(key) && typeof value === 'number' && Number.isFinite(value))
      || (ITEM_FIELDS.has(key) && (ITEM_KINDS as readonly unknown[]).includes(value)));
    if (!ok) return ruleError(ErrorCode.malformed, `The field "${key.slice(0, 40)}" is not valid for "${raw.type}".`);
  }
  const missing = (REQUIRED[raw.type as Action['type']] ?? []).find((key) => !(key in raw));
  if (missing) return ruleError(ErrorCode.malformed, `"${raw.type}" needs the field "${missing}".`);
  return raw as unknown as Action;
}

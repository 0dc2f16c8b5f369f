import { ErrorCode, ruleError, type RuleError } from '../core/errors';
import { isPlainObject } from '../core/plain';
import { MAX_OFFER, PARTNERS, type PartnerKind } from './cards';
import {
  isParseError, parseDeclaration, parseDemand, parseRequest, type Demand, type Request, type Statement,
} from './declarations';

/**
 * What a seat may send. Card numbers are indices into that seat's own hand as its view
 * lists it (`view.hand`), or into its offer (`keep`), or into the searched pile as the
 * searcher's view lists it (`view.search`).
 */
export type Action =
  /** Active player: 1 to 3 cards from hand, in the order they lie (statements point at
   *  these positions), an optional declaration and an optional demand or wish. */
  | { type: 'offer'; cards: number[]; declaration?: Statement[]; request?: Request }
  /** Another player: as many cards as the active player offered, optional declaration. */
  | { type: 'counter'; cards: number[]; declaration?: Statement[] }
  | { type: 'pass' }
  /** Counter-espionage: `seat` has a `partner` of this kind in their offer. */
  | { type: 'accuse'; seat: number; partner: PartnerKind }
  /** Active player: swap with `seat`; `assassin` activates an Assassin in the offer, with an
   *  optional demand on that player. */
  | { type: 'accept'; seat: number; assassin?: boolean; demand?: Demand }
  /** Active player: take the offer back, draw 2, take a Compromised cover. */
  | { type: 'reject' }
  /** Active player, nobody counter-offered, a Mata Hari in the offer. */
  | { type: 'mataHari' }
  /** The Assassin's target: the new offer is the kept offer positions, then the hand cards. */
  | { type: 'adjust'; keep: number[]; take: number[] }
  /** The searcher: which cards of the searched pile to take. */
  | { type: 'search'; cards: number[] };

const FIELDS: Record<Action['type'], readonly string[]> = {
  offer: ['cards', 'declaration', 'request'],
  counter: ['cards', 'declaration'],
  pass: [],
  accuse: ['seat', 'partner'],
  accept: ['seat', 'assassin', 'demand'],
  reject: [],
  mataHari: [],
  adjust: ['keep', 'take'],
  search: ['cards'],
};

const malformed = (message: string) => ruleError(ErrorCode.malformed, message);

function indexList(value: unknown, min: number, max: number): number[] | null {
  if (!Array.isArray(value) || value.length < min || value.length > max) return null;
  if (!value.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1000)) return null;
  return new Set(value).size === value.length ? [...(value as number[])] : null;
}

const isSeatNumber = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 100;

/** Checks the shape only and returns a clean copy; says nothing about legality. */
export function parseAction(raw: unknown): Action | RuleError {
  if (!isPlainObject(raw) || typeof raw.type !== 'string') return malformed('An action is an object with a "type".');
  if (!Object.hasOwn(FIELDS, raw.type)) {
    return ruleError(ErrorCode.unknownAction, `There is no action "${raw.type.slice(0, 40)}" in Operation: Mata Hari.`);
  }
  const type = raw.type as Action['type'];
  const extra = Object.keys(raw).find((key) => key !== 'type' && !FIELDS[type].includes(key));
  if (extra !== undefined) return malformed(`The field "${extra.slice(0, 40)}" is not valid for "${type}".`);
  switch (type) {
    case 'pass': case 'reject': case 'mataHari':
      return { type };
    case 'offer': case 'counter': {
      const cards = indexList(raw.cards, 1, MAX_OFFER);
      if (!cards) return malformed(`"cards" lists 1 to ${MAX_OFFER} different hand positions.`);
      const action: { type: 'offer' | 'counter'; cards: number[]; declaration?: Statement[]; request?: Request } = { type, cards };
      if (raw.declaration !== undefined) {
        const declaration = parseDeclaration(raw.declaration);
        if (isParseError(declaration)) return malformed(declaration.error);
        action.declaration = declaration;
      }
      if (raw.request !== undefined) {
        const request = parseRequest(raw.request);
        if (isParseError(request)) return malformed(request.error);
        action.request = request;
      }
      return action as Action;
    }
    case 'accuse':
      if (!isSeatNumber(raw.seat) || !(PARTNERS as readonly unknown[]).includes(raw.partner)) {
        return malformed('"accuse" needs a "seat" and a "partner" kind.');
      }
      return { type, seat: raw.seat, partner: raw.partner as PartnerKind };
    case 'accept': {
      if (!isSeatNumber(raw.seat)) return malformed('"accept" needs a "seat".');
      if (raw.assassin !== undefined && typeof raw.assassin !== 'boolean') return malformed('"assassin" is true or false.');
      const action: Action = { type, seat: raw.seat };
      if (raw.assassin === true) action.assassin = true;
      if (raw.demand !== undefined) {
        const demand = parseDemand(raw.demand);
        if (isParseError(demand)) return malformed(demand.error);
        action.demand = demand;
      }
      return action;
    }
    case 'adjust': {
      const keep = indexList(raw.keep, 0, MAX_OFFER);
      const take = indexList(raw.take, 0, MAX_OFFER);
      if (!keep || !take) return malformed('"adjust" needs "keep" (offer positions) and "take" (hand positions).');
      return { type, keep, take };
    }
    case 'search': {
      const cards = indexList(raw.cards, 0, 2);
      if (!cards) return malformed('"search" lists up to 2 different positions of the searched pile.');
      return { type, cards };
    }
  }
}

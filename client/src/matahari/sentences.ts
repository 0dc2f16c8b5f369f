/**
 * Declarations, demands and wishes as sentences: "At least 2 of these cards are blue and
 * have priority ≥ 5" / "Mindestens 2 dieser Karten sind blau und haben Priorität ≥ 5".
 *
 * A predicate splits into what a card *is* (a colour, a resource, a partner, a resource
 * card) and what it *has* (a priority, an even or odd priority), because German — and
 * English, for priorities — says "ist blau" but "hat Priorität 5". The number of the
 * verb and of the nouns follows the subject: "card 2 is a Gun", "none of these cards is a
 * partner" (singular), "all of these cards are Guns" (plural). Inside a demand the clause
 * is a relative clause, where German puts the verb last ("…, die blau sind").
 */
import type { Atom, Demand, Predicate, Request, Statement } from '@dead-drop/shared';
import { pluralForm } from '../i18n';
import { joinList, mt, resourceComplement } from './text';

type Parts = { is: string[]; has: string[] };

/** One atom as a complement of "is/are" or an object of "has/have". */
function atomPart(atom: Atom, plural: boolean): { is: string } | { has: string } {
  const number = plural ? 'many' : 'one';
  switch (atom.t) {
    case 'colour':
      return { is: mt(`colour.${atom.colour}`) };
    case 'resource':
      return { is: resourceComplement(atom.resource, plural) };
    case 'partner':
      return {
        is: atom.partner ? mt(plural ? `partnerMany.${atom.partner}` : `partnerOne.${atom.partner}`) : mt(`pred.partner.${number}`),
      };
    case 'resourceCard':
      return { is: mt(`pred.resourceCard.${number}`) };
    case 'priority':
      return { has: mt('pred.priority', { value: priorityValue(atom.op, atom.value) }) };
    case 'priorityIn':
      return { has: mt('pred.priority', { value: joinList(atom.values.map(String), 'or') }) };
    case 'parity':
      return { has: mt(`pred.parity.${atom.parity}`) };
  }
}

/** "5", "≥ 5": the engine's ASCII operators as a table would print them. */
function priorityValue(op: Extract<Atom, { t: 'priority' }>['op'], value: number): string {
  const symbol = { '=': '', '<': '< ', '>': '> ', '<=': '≤ ', '>=': '≥ ' }[op];
  return `${symbol}${value}`;
}

function partsOf(predicate: Predicate, plural: boolean): Parts {
  const parts: Parts = { is: [], has: [] };
  for (const atom of predicate) {
    const part = atomPart(atom, plural);
    if ('is' in part) parts.is.push(part.is);
    else parts.has.push(part.has);
  }
  return parts;
}

/** The predicate on its own: "blue and priority ≥ 5", "a Gun", "Guns" (plural). */
export function predicateText(predicate: Predicate, plural: boolean): string {
  const { is, has } = partsOf(predicate, plural);
  return joinList([...is, ...has], 'and');
}

/**
 * The verb phrase: "is blue and has priority ≥ 5". `verbLast` gives the relative clause's
 * order ("blau ist und Priorität ≥ 5 hat"); in English it reads the same.
 */
function verbPhrase(predicate: Predicate, plural: boolean, verbLast = false): string {
  const { is, has } = partsOf(predicate, plural);
  const prefix = verbLast ? 'verbLast' : 'verb';
  const number = plural ? 'many' : 'one';
  const isPhrase = is.length > 0 ? mt(`${prefix}.is.${number}`, { c: joinList(is, 'and') }) : '';
  const hasPhrase = has.length > 0 ? mt(`${prefix}.has.${number}`, { c: joinList(has, 'and') }) : '';
  if (isPhrase && hasPhrase) return mt('verb.both', { is: isPhrase, has: hasPhrase });
  return isPhrase || hasPhrase;
}

/** Whether the statement's verb is plural: "none … is" and "card 2 is" are singular,
 *  as is a count of exactly 1. */
function statementPlural(s: Statement): boolean {
  if (s.about === 'card') return false;
  if ('count' in s) return s.count !== 1;
  return s.quantifier === 'all';
}

/** A statement as it reads inside a sentence (lower case where the language allows). */
function statementClause(s: Statement): string {
  const vp = verbPhrase(s.predicate, statementPlural(s));
  // Cards are counted from 1 on the table, from 0 in the engine.
  if (s.about === 'card') return mt('st.card', { k: s.card + 1, vp });
  return mt(`st.${s.quantifier}`, { n: 'count' in s ? s.count : 0, vp });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "At least 2 of these cards are blue", "Card 2 is a Gun" (no final full stop). */
export function statementText(s: Statement): string {
  return capitalise(statementClause(s));
}

/** Every statement in one sentence, "A, B and C" ('' when nothing was declared). */
export function declarationText(statements: readonly Statement[]): string {
  return capitalise(joinList(statements.map(statementClause), 'and'));
}

/** "at least 2 cards that are red" — what a demand, a wish or the Assassin asks for. */
export function demandText(d: Demand): string {
  const plural = pluralForm(d.count) !== 'one';
  return mt(plural ? 'demand.many' : 'demand.one', { n: d.count, vp: verbPhrase(d.predicate, plural, true) });
}

/** "{who} demands at least 1 card that is red" or "{who} would like …"; `who` is a name,
 *  said in the third person, as everyone else reads it. */
export function requestText(r: Request, who: string): string {
  return mt(r.binding ? 'request.demand.other' : 'request.wish.other', { name: who, demand: demandText(r) });
}

/**
 * Compile's words, in English and German. The German follows the German rule book
 * (Pegasus, seeds/004): Protokoll, Befehlskarte, Reihe, Stapel, Deck, Ablagestapel,
 * Kontrollkarte, Gesamtwert, kompilieren, „Kompiliert“ (its „Laden“ side is „Nicht kompiliert“ here: it read as
 * a page still loading); the verbs of its glossary:
 * Entfernen (delete), Umdrehen (flip), Verschieben (shift), Zurücknehmen (return),
 * Neu anordnen (rearrange), Vorzeigen (reveal), Ziehen (draw), Abwerfen (discard),
 * (Hand) Auffüllen (refresh), Auf Handkartenlimit reduzieren (clear cache); frei / blockiert
 * (uncovered / covered), offen / verdeckt; "die andere Person" for the opponent. The book
 * prints no card texts, so the German card texts are ours, in those words.
 *
 * Key scheme:
 * - `protocol.<protocol>`: a protocol's name.
 * - `card.<protocol>.<value>.<box>`: a box's text, for non-empty boxes only; the English is
 *   exactly the engine's TEXTS (errata applied).
 * - `phase.<phase>`, `box.<box>`, `cause.<cause>`, `label.*`, `button.*`, `option.*`,
 *   `draft.*`, `end.*`, `rules.*`, `count.*`.
 * - `ask.<ask>` (the decider's prompt), `askMay.<ask>` (the same when it may be skipped),
 *   `wait.<ask>` (everyone else); `.line` after shift / delete / return when the choice is a
 *   line rather than a card.
 * - `log.*`: the table log (logText.ts).
 *
 * Lines ending in `.you` / `.other` are one sentence said of the viewer ("Du ziehst") or
 * of another seat ("{name} zieht"): German conjugates the verb, so one line cannot serve both.
 */
import { compileCards, type CompileView, type PromptView } from '@dead-drop/shared';
import { catalog } from '../i18n';
import { de } from './textDe';
import { en, type TextKey } from './textEn';
import { seatSentences, type SeatLineOf } from '../i18n/seats';
import type { LogContext } from '../gameClient';

export type Protocol = compileCards.Protocol;
export type Box = compileCards.Box;
/** A card's three boxes, top to bottom. */
export const BOXES: readonly Box[] = ['top', 'middle', 'bottom'];
export type Ask = PromptView['ask'];
/** The phase a view shows: the draft, one of a turn's six, or the end. */
export type ViewPhase = CompileView['phase'];
/** What a decision picks: a card on the field, or a line (shift, delete and return ask both). */
export type AskTarget = 'card' | 'line';

export type { TextKey } from './textEn';

export const ct = catalog<TextKey>(en, de);

/** Every key, for tests and tools that walk the catalog. */
export const TEXT_KEYS = Object.keys(en) as TextKey[];

/** Keys said of a seat: `<base>.you` of the viewer, `<base>.other` of anyone else. */
export type SeatLine = SeatLineOf<TextKey>;

/** `seatName(seat, ctx)`: a seat's display name, "Player 2" when it has none.
 *  `ofSeat(base, seat, ctx, params)`: "You …" to the viewer, "{name} …" to anyone else. */
export const { seatName, ofSeat } = seatSentences<TextKey>(ct, 'log.seat');

const { PROTOCOLS, cardsOf, printedValue } = compileCards;

export function isProtocol(value: unknown): value is Protocol {
  return PROTOCOLS.some((p) => p === value);
}

/** Whether a protocol has a card of this printed value (Gravity has no 3, Metal no 4). */
export function isCard(protocol: unknown, value: unknown): protocol is Protocol {
  return isProtocol(protocol) && typeof value === 'number' && cardsOf(protocol).some((card) => printedValue(card) === value);
}

/** "Darkness", "Dunkelheit". */
export function protocolName(protocol: Protocol): string {
  return ct(`protocol.${protocol}`);
}

/** A card as the table names it: its protocol and value, "Darkness 1". */
export function cardName(protocol: Protocol, value: number): string {
  return `${protocolName(protocol)} ${value}`;
}

/** A box's text in the viewer's language; '' for an empty box (or a card that does not exist). */
export function cardText(protocol: Protocol, value: number, box: Box): string {
  const key = `card.${protocol}.${value}.${box}`;
  return Object.hasOwn(en, key) ? ct(key as TextKey) : '';
}

/** Lines are 0-based in the engine and counted from 1 on the table: "Line 1". */
export function lineName(line: number): string {
  return ct('label.line', { n: line + 1 });
}

export function phaseName(phase: ViewPhase): string {
  return ct(`phase.${phase}`);
}

/** The asks whose choice may be a line instead of a card. */
const LINE_VARIANTS = ['shift', 'delete', 'return'] as const;
type LineAsk = (typeof LINE_VARIANTS)[number];

function askKey(ask: Ask, target: AskTarget): `${Ask}` | `${LineAsk}.line` {
  return target === 'line' && LINE_VARIANTS.some((a) => a === ask) ? `${ask as LineAsk}.line` : ask;
}

/** Whether an open decision picks a line or a card (shift, delete and return ask both). */
export function askTarget(prompt: Pick<PromptView, 'onLine'>): AskTarget {
  return prompt.onLine ? 'line' : 'card';
}

/** The decider's prompt: "Choose a card to flip"; "You may choose a card to flip" when it may be skipped. */
export function askText(ask: Ask, optional = false, target: AskTarget = 'card'): string {
  const key = askKey(ask, target);
  return optional ? ct(`askMay.${key}`) : ct(`ask.${key}`);
}

/** What everyone else reads meanwhile: "Waiting for Anna to choose a card to flip". */
export function waitingText(ask: Ask, name: string, target: AskTarget = 'card'): string {
  return ct(`wait.${askKey(ask, target)}`, { name });
}

/** A discard from the hand: "Choose 2 cards to discard", or a range ("1 to 3"). */
export function discardText(min: number, max: number): string {
  if (min !== max) return ct('discard.range', { min, max });
  return min === 1 ? ct('discard.one') : ct('discard.many', { n: min });
}

/** "1 card", "3 cards". */
export function countLabel(n: number): string {
  return n === 1 ? ct('count.card.one') : ct('count.card.many', { n });
}

/** The end of the game as the viewer reads it: "You compiled all three protocols". */
export function endText(result: { winners: readonly number[]; reason: string }, ctx: LogContext): string {
  const winner = result.winners[0];
  if (result.reason === 'compiled' && typeof winner === 'number') return ofSeat('end.won', winner, ctx);
  if (result.reason === 'engine_step_limit') return ct('end.engineError');
  return ct('end.unknown');
}

/** The rules in a few lines, for a newcomer at the table. */
export function rulesText(): { title: string; lines: string[] } {
  const lines = ['goal', 'turn', 'action', 'values', 'boxes', 'compile', 'control', 'cache', 'effects'] as const;
  return { title: ct('rules.title'), lines: lines.map((line) => ct(`rules.${line}`)) };
}

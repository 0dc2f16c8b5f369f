/** Compile's reasons for "why not?" (shared/src/compile/whyNot.ts), in English and German,
 *  in the words of text.ts (Reihe, offen / verdeckt, Auffüllen, kompilieren). */
import { compileWhyNotRules, CompileReason, type CompileAction, type CompileView, type Reason } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { catalog } from '../i18n';
import type { TableSnapshot } from '../net/tableSession';
import { numberParam, reasonText, stringParam, tellWhyNot } from '../ui/whyNot';
import type { Choices, Picking } from './choices';
import { cardName, isCard, isProtocol, lineName, protocolName } from './text';

const en = {
  protocolTaken: '{protocol} has been drafted already: pick one of those left.',
  noSuchCard: 'That card is not in your hand.',
  lineNotOffered: 'This play may not go into {line}.',
  faceDownOnly: 'This play must be face down.',
  protocolMismatch: '{card} cannot go face up in {line}: its protocols are {mine} and {theirs}.',
  blockedUp: '{card} of the other player forbids playing face up in {line}.',
  blockedDown: '{card} of the other player forbids playing face down in {line}.',
  blocked: 'You may not play into {line} now.',
  handFull: 'You cannot refresh with {size} cards in hand: refresh draws up to 5.',
  nothingToDraw: 'Your deck and trash are empty: there is nothing to refresh from.',
  discardExactly: 'Discard exactly {min} different cards of your hand.',
  discardRange: 'Discard {min} to {max} different cards of your hand.',
  mustChoose: 'This decision may not be skipped.',
  notAChoice: 'That is not one of the choices: pick a highlighted one.',
  cannotCompile: '{line} cannot compile: it needs a total of 10 or more, and more than the other side.',
};

const de: Record<keyof typeof en, string> = {
  protocolTaken: '{protocol} ist schon gewählt: Nimm eines der übrigen.',
  noSuchCard: 'Diese Karte hast du nicht auf der Hand.',
  lineNotOffered: 'Diese Karte darf nicht in {line}.',
  faceDownOnly: 'Diese Karte muss verdeckt gespielt werden.',
  protocolMismatch: '{card} kann nicht offen in {line}: Ihre Protokolle sind {mine} und {theirs}.',
  blockedUp: '{card} der anderen Person verbietet, offen in {line} zu spielen.',
  blockedDown: '{card} der anderen Person verbietet, verdeckt in {line} zu spielen.',
  blocked: 'In {line} darfst du gerade nicht spielen.',
  handFull: 'Mit {size} Handkarten kannst du nicht auffüllen: Auffüllen zieht bis 5.',
  nothingToDraw: 'Dein Deck und dein Ablagestapel sind leer: Es gibt nichts zum Auffüllen.',
  discardExactly: 'Wirf genau {min} verschiedene Handkarten ab.',
  discardRange: 'Wirf {min} bis {max} verschiedene Handkarten ab.',
  mustChoose: 'Diese Entscheidung darfst du nicht überspringen.',
  notAChoice: 'Das steht nicht zur Wahl: Wähle etwas Hervorgehobenes.',
  cannotCompile: '{line} kann nicht kompilieren: Dafür braucht sie einen Gesamtwert von 10 oder mehr, und mehr als die andere Seite.',
};

const wt = catalog<keyof typeof en>(en, de);

/** Every key of the catalog, for the tests. */
export const WHY_NOT_KEYS = Object.keys(en) as (keyof typeof en)[];

function protocolOf(reason: Reason, name: string): string {
  const protocol = stringParam(reason, name);
  return isProtocol(protocol) ? protocolName(protocol) : protocol;
}

function cardOf(reason: Reason): string {
  const protocol = reason.params?.protocol;
  const value = numberParam(reason, 'value');
  return isCard(protocol, value) ? cardName(protocol, value) : '';
}

function own(reason: Reason): string | null {
  const line = lineName(numberParam(reason, 'line'));
  switch (reason.code) {
    case CompileReason.protocolTaken:
      return wt('protocolTaken', { protocol: protocolOf(reason, 'protocol') });
    case CompileReason.noSuchCard:
      return wt('noSuchCard');
    case CompileReason.lineNotOffered:
      return wt('lineNotOffered', { line });
    case CompileReason.faceDownOnly:
      return wt('faceDownOnly');
    case CompileReason.protocolMismatch:
      return wt('protocolMismatch', { card: cardOf(reason), line, mine: protocolOf(reason, 'mine'), theirs: protocolOf(reason, 'theirs') });
    case CompileReason.blockedBy: {
      const card = cardOf(reason);
      if (!card) return wt('blocked', { line });
      return wt(numberParam(reason, 'up') === 1 ? 'blockedUp' : 'blockedDown', { card, line });
    }
    case CompileReason.handFull:
      return wt('handFull', { size: numberParam(reason, 'size') });
    case CompileReason.nothingToDraw:
      return wt('nothingToDraw');
    case CompileReason.discardCount: {
      const min = numberParam(reason, 'min');
      const max = numberParam(reason, 'max');
      return min === max ? wt('discardExactly', { min }) : wt('discardRange', { min, max });
    }
    case CompileReason.mustChoose:
      return wt('mustChoose');
    case CompileReason.notAChoice:
      return wt('notAChoice');
    case CompileReason.cannotCompile:
      return wt('cannotCompile', { line });
    default:
      return null;
  }
}

/** The sentence for a reason the rules gave for a Compile action. */
export function compileWhyNot(reason: Reason, ctx: LogContext): string {
  return reasonText(reason, ctx, own);
}

type Line = Extract<CompileAction, { type: 'line' }>['line'];
type Side = Extract<CompileAction, { type: 'card' }>['side'];
const LINES: readonly Line[] = [0, 1, 2];
const SIDES: readonly Side[] = [0, 1];

/**
 * What a tap on `line`, which is not offered, asks for: the same kind of line choice as those
 * offered (a compile, a line to pick, the chosen hand card's play), or that play where no line
 * takes it; null when nothing is being chosen by line, and the tap only reads.
 */
export function refusedAtLine(choices: Choices, picking: Picking, line: number): CompileAction | null {
  const at = LINES.find((candidate) => candidate === line);
  if (at === undefined) return null;
  const [offered] = choices.lines.values();
  if (offered && 'line' in offered) return { ...offered, line: at };
  return picking.hand === null ? null : { type: 'play', hand: picking.hand, line: at, up: picking.up };
}

/** What a tap on a field card that is not offered asks for: the kind of card choice offered,
 *  or the card's line (see `refusedAtLine`). */
export function refusedAtCard(choices: Choices, picking: Picking, side: number, line: number, at: number): CompileAction | null {
  const [offered] = choices.cards.values();
  const onSide = SIDES.find((candidate) => candidate === side);
  const inLine = LINES.find((candidate) => candidate === line);
  if (offered && 'at' in offered && onSide !== undefined && inLine !== undefined) return { ...offered, side: onSide, line: inLine, at };
  return refusedAtLine(choices, picking, line);
}

/** Says why the table's viewer may not take `action`: a scene's answer to a tap on something it does not offer. */
export function tellCompileWhyNot(snapshot: TableSnapshot<CompileView> | null, action: CompileAction): void {
  tellWhyNot(compileWhyNotRules, snapshot, action, compileWhyNot);
}

/** Operation: Mata Hari's reasons for "why not?" (shared/src/matahari/whyNot.ts), in English
 *  and German, in the words of text.ts (Gegenangebot, Forderung, beschuldigen, Auftragsmörder). */
import { matahariWhyNotRules, type MatahariAction, type MatahariReason, type MatahariView, type Reason } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { catalog } from '../i18n';
import type { TableSnapshot } from '../net/tableSession';
import { nameOf, reasonText, tellWhyNot } from '../ui/whyNot';

type Code = (typeof MatahariReason)[keyof typeof MatahariReason];

const en: Record<Code, string> = {
  offerCards: 'Offer 1 to {max} different cards of your hand.',
  counterCards: 'A counter-offer has exactly {size} different cards of your hand.',
  adjustCards: 'Your offer keeps {size} cards: some of it, and cards of your hand to make up the rest.',
  searchCards: 'Take up to {max} different cards of those you see.',
  mataHariActiveOnly: 'Only the active player can play Mata Hari: leave it out of this offer.',
  demandNotMet: 'The demand asks for at least {count} matching cards.',
  declarationTooBig: 'A statement points at or counts more cards than the offer has.',
  falseDeclaration: 'Your declaration is not true of these cards; only a Double Agent allows that.',
  requestTooBig: 'Ask for at most {size} cards: that is how many a counter-offer has.',
  cannotCounter: 'Your hand cannot make this counter-offer: you can only pass.',
  accuseSelf: 'You cannot accuse yourself.',
  noOffer: '{name} has no offer on the table to accuse.',
  alreadyAccused: 'You have accused {name} already this turn.',
  noCounterOffer: '{name} made no counter-offer you can accept.',
  noAssassin: 'There is no Assassin in your offer.',
  demandNeedsAssassin: 'Only an Assassin lets you demand at the swap.',
  noMataHari: 'There is no Mata Hari in your offer.',
  mataHariAfterCounter: 'Mata Hari works only if nobody made a counter-offer this turn.',
};

const de: Record<Code, string> = {
  offerCards: 'Biete 1 bis {max} verschiedene Karten deiner Hand an.',
  counterCards: 'Ein Gegenangebot hat genau {size} verschiedene Karten deiner Hand.',
  adjustCards: 'Dein Angebot behält {size} Karten: einen Teil davon, den Rest aus deiner Hand.',
  searchCards: 'Nimm bis zu {max} verschiedene der Karten, die du siehst.',
  mataHariActiveOnly: 'Nur die aktive Person kann Mata Hari spielen: Lass sie aus diesem Angebot heraus.',
  demandNotMet: 'Die Forderung verlangt mindestens {count} passende Karten.',
  declarationTooBig: 'Eine Aussage zeigt auf mehr Karten oder zählt mehr, als das Angebot hat.',
  falseDeclaration: 'Deine Erklärung stimmt für diese Karten nicht; das erlaubt nur ein Doppelagent.',
  requestTooBig: 'Verlange höchstens {size} Karten: So viele hat ein Gegenangebot.',
  cannotCounter: 'Mit deiner Hand geht dieses Gegenangebot nicht: Du kannst nur passen.',
  accuseSelf: 'Dich selbst kannst du nicht beschuldigen.',
  noOffer: '{name} hat kein Angebot auf dem Tisch, das du beschuldigen könntest.',
  alreadyAccused: 'Du hast {name} in diesem Zug schon beschuldigt.',
  noCounterOffer: '{name} hat kein Gegenangebot gemacht, das du annehmen kannst.',
  noAssassin: 'In deinem Angebot ist kein Auftragsmörder.',
  demandNeedsAssassin: 'Nur ein Auftragsmörder erlaubt beim Tausch eine Forderung.',
  noMataHari: 'In deinem Angebot ist keine Mata Hari.',
  mataHariAfterCounter: 'Mata Hari geht nur, wenn in diesem Zug niemand ein Gegenangebot gemacht hat.',
};

const wt = catalog<Code>(en, de);

function isOwn(code: string): code is Code {
  return code in en;
}

function own(reason: Reason, ctx: LogContext): string | null {
  if (!isOwn(reason.code)) return null;
  const params = reason.params ?? {};
  const seat = params.seat;
  return wt(reason.code, typeof seat === 'number' ? { ...params, name: nameOf(seat, ctx) } : params);
}

/** The sentence for a reason the rules gave for a Mata Hari action. */
export function matahariWhyNot(reason: Reason, ctx: LogContext): string {
  return reasonText(reason, ctx, own);
}

/** What a tap on another seat's plate asks for while offers are on the table: to accuse it
 *  (of any partner: what may be accused is the seat). Null at other times, when it only looks. */
export function refusedAtSeat(view: MatahariView, seat: number): MatahariAction | null {
  return view.phase === 'counter' || view.phase === 'resolve' ? { type: 'accuse', seat, partner: 'doubleAgent' } : null;
}

/**
 * What a tap on hand card `index`, which cannot be picked now, asks for: the offer or the
 * counter-offer being put together with it added. A counter-offer is filled up with the hand's
 * other cards to its size, so that the rules judge this card rather than the count.
 */
export function refusedInHand(view: MatahariView, selected: readonly number[], index: number): MatahariAction | null {
  const picking = view.legal.find((legal) => legal.type === 'offer' || legal.type === 'counter' || legal.type === 'adjust');
  const cards = [...selected.filter((i) => i !== index), index];
  if (!picking || picking.type === 'offer') return { type: 'offer', cards: picking ? cards : [index] };
  if (picking.type === 'adjust') return null;
  const others = (view.hand ?? []).map((_, i) => i).filter((i) => !cards.includes(i));
  return { type: 'counter', cards: cards.length >= picking.size ? cards : [...cards, ...others].slice(0, picking.size) };
}

/** Says why the table's viewer may not take `action`: a scene's answer to a tap on something it does not offer. */
export function tellMatahariWhyNot(snapshot: TableSnapshot<MatahariView> | null, action: MatahariAction): void {
  tellWhyNot(matahariWhyNotRules, snapshot, action, matahariWhyNot);
}

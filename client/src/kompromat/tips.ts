/** Kompromat's first-time tips (see `ui/firstTips.ts`): the decisions of a turn, of the reveal
 *  and the prompts that interrupt them, in English and German. */
import type { KompromatView, Seat } from '@dead-drop/shared';
import { gameTips } from '../ui/firstTips';

const en = {
  turn: 'Your turn: draw a card from your deck, then place it face up at a mission you have not attempted this round.',
  place: 'Place the card you drew face up at a mission; the cards you draw after it there lie face down.',
  more: 'Draw another card face down at this mission, or stop. Over 21 fails the mission.',
  window: 'A reveal window: before a mission is revealed, or once both totals are declared, you may use an item, or pass.',
  declare: 'Your 1/11 card counts 1 or 11: declare the total you play for at this mission.',
  perfect: 'Exactly 21, a perfect mission: you may give one notoriety token back.',
  chloroform: 'You are taking a mission with counter-intelligence under it: your Chloroform spares you its notoriety tokens.',
  balaclava: 'You are about to reach 9 notoriety tokens, which loses the game: your Balaclava can give two back.',
};

const de: Record<keyof typeof en, string> = {
  turn: 'Du bist dran: Zieh eine Karte von deinem Stapel und lege sie offen an eine Mission, die du in dieser Runde noch nicht versucht hast.',
  place: 'Lege die gezogene Karte offen an eine Mission; die Karten, die du danach dort ziehst, liegen verdeckt.',
  more: 'Zieh noch eine Karte verdeckt an diese Mission, oder hör auf. Über 21 scheitert die Mission.',
  window:
    'Ein Fenster beim Aufdecken: Bevor eine Mission aufgedeckt wird oder wenn beide Summen angegeben sind, darfst du einen Gegenstand einsetzen oder passen.',
  declare: 'Deine 1/11-Karte zählt 1 oder 11: Gib an, mit welcher Summe du an dieser Mission spielst.',
  perfect: 'Genau 21, eine perfekte Mission: Du darfst ein Spionageabwehrtoken zurückgeben.',
  chloroform: 'Du gewinnst eine Mission mit Spionageabwehrkarte darunter: Dein Chloroform erspart dir ihre Spionageabwehrtokens.',
  balaclava: 'Gleich hättest du 9 Spionageabwehrtokens, und das verliert die Partie: Deine Sturmhaube gibt zwei zurück.',
};

type Kind = keyof typeof en;

function kindOf(view: KompromatView, seat: Seat): Kind | null {
  if (view.prompt) return view.prompt.seat === seat ? view.prompt.kind : null;
  const { turn, reveal } = view;
  if (turn?.seat === seat) return turn.drawn ? 'place' : turn.mission === null ? 'turn' : 'more';
  if (reveal?.seat === seat) return reveal.step === 'declare' ? 'declare' : reveal.step === 'resolve' ? null : 'window';
  return null;
}

export const kompromatTips = gameTips(en, de, kindOf);

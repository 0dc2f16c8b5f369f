/** Compile's first-time tips (see `ui/firstTips.ts`): the draft, the action phase, a compile,
 *  a discard, and a card's effect asking, on one's own turn or on the other player's. */
import type { CompileView, Seat } from '@dead-drop/shared';
import { gameTips } from '../ui/firstTips';

const en = {
  draft: 'The draft: take protocols in turn; each of your three lines gets one.',
  action: 'Your action: play a card face up into a line of its protocol, face down into any line, or refresh your hand.',
  compile: 'A line of yours has 10 or more and more than the other side: it compiles, which clears the line.',
  discard: 'Choose the cards of your hand to discard.',
  effect: 'A card’s effect asks you to choose: the highlighted cards, lines or buttons are the choices.',
  offTurn: 'A decision on the other player’s turn: a card’s effect asks you, not them.',
};

const de: Record<keyof typeof en, string> = {
  draft: 'Die Auswahl: Nehmt abwechselnd Protokolle; jede deiner drei Reihen bekommt eines.',
  action:
    'Deine Aktion: Spiel eine Karte offen in eine Reihe ihres Protokolls, verdeckt in eine beliebige Reihe, oder fülle deine Hand auf.',
  compile: 'Eine deiner Reihen hat 10 oder mehr und mehr als die andere Seite: Sie wird kompiliert, und die Reihe wird geleert.',
  discard: 'Wähle die Handkarten, die du abwirfst.',
  effect: 'Der Effekt einer Karte lässt dich wählen: Zur Wahl steht, was hervorgehoben ist.',
  offTurn: 'Eine Entscheidung im Zug der anderen Person: Der Effekt einer Karte fragt dich, nicht sie.',
};

type Kind = keyof typeof en;

function kindOf(view: CompileView, seat: Seat): Kind | null {
  const { prompt } = view;
  if (prompt?.seat !== seat) return null;
  if (prompt.ask === 'draft') return 'draft';
  if (view.turn && view.turn.seat !== seat) return 'offTurn';
  if (prompt.ask === 'action' || prompt.ask === 'compile' || prompt.ask === 'discard') return prompt.ask;
  return 'effect';
}

export const compileTips = gameTips(en, de, kindOf);

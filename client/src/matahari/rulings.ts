/**
 * Operation: Mata Hari's rulings by card, as the numbered decisions of docs/rules/matahari.md
 * record them for the partners. In German in the words of text.ts (Angebot, Gegenangebot,
 * Erklärung, Forderung, Deckung, Kartenstapel Operation).
 */
import type { Rulings } from '../reference/rulings';

export const MATAHARI_RULINGS: Rulings = {
  doubleAgent: [
    {
      source: 2,
      en: 'A Double Agent frees the whole declaration of the offer it is in; every other declaration is checked and a false one is refused.',
      de: 'Ein Doppelagent macht die ganze Erklärung des Angebots frei, in dem er liegt; jede andere Erklärung wird geprüft, eine falsche abgelehnt.',
    },
    {
      source: 3,
      en: 'In a counter-offer each partner counts as matching a binding demand.',
      de: 'In einem Gegenangebot zählt jeder Partner für eine bindende Forderung als passend.',
    },
  ],
  assassin: [
    {
      source: 8,
      en: 'Activating it is optional, and its demand is made together with the acceptance. In that demand partners do not count as matching. The target must adjust only if their hand and offer together hold enough matching cards and the offer does not already; otherwise the original swap happens at once.',
      de: 'Ihn einzusetzen ist freiwillig, und seine Forderung kommt zusammen mit dem Annehmen. Bei dieser Forderung zählen Partner nicht als passend. Das Ziel muss sein Angebot nur ändern, wenn Hand und Angebot zusammen genug passende Karten haben und das Angebot sie noch nicht erfüllt; sonst wird sofort wie angeboten getauscht.',
    },
  ],
  mataHari: [
    {
      source: 7,
      en: 'It may be used only if nobody made a counter-offer this turn (one withdrawn after an accusation counts as made). Its search takes 0 to 2 cards. Only the active player plays it: a counter-offer, or an offer an Assassin forces to change, may not hold one. Accusing a counter-offer of hiding a Mata Hari stays allowed and is always wrong.',
      de: 'Sie wirkt nur, wenn in diesem Zug niemand ein Gegenangebot gemacht hat (auch ein nach einer Anklage zurückgezogenes zählt). Ihre Suche nimmt 0 bis 2 Karten. Nur der aktive Spieler spielt sie: Ein Gegenangebot oder ein Angebot, das ein Auftragsmörder ändern lässt, darf keine enthalten. Ein Gegenangebot anzuklagen, es verberge eine Mata Hari, bleibt erlaubt und ist immer falsch.',
    },
    {
      source: 9,
      en: 'The searched pile is shown to the searcher sorted (never in pile order), and the pile is shuffled after every search.',
      de: 'Der durchsuchte Stapel wird sortiert gezeigt (nie in Stapelreihenfolge) und nach jeder Suche gemischt.',
    },
  ],
};

/**
 * The coach's lines of Operation: Mata Hari's guided first game (shared/src/matahari/tutorial.ts),
 * in English and German, by the keys the tutorial names. The bots are named as the table seats
 * them (seat 1 is "Bot 2", seat 2 "Bot 3"); card names follow text.ts.
 */
import { catalog } from '../i18n';

const en = {
  welcome:
    'Welcome, agent! You and two bots trade cards face down. Your secret objective, at the foot of the table, says what to collect: every Briefcase scores its priority, every red card (your skull) costs it.',
  offer: 'Tap your Photographs 3 and 4, both red, then "+ statement": it says at least one of your cards is red. Then send the offer.',
  offered: 'Your cards lie face down, and everyone reads your declaration. It must be true, unless a Double Agent hides in the offer.',
  bot1Counters: 'Bot 2 counter-offers two cards and says the first one is a Briefcase.',
  bot2Counters: 'Bot 3 counter-offers two cards as well: both blue, it says. A counter-offer always has as many cards as the offer.',
  accept: "A Briefcase is just what your objective asks for. Accept Bot 2's counter-offer.",
  swapped: "Swapped! Bot 2 has your red cards, and you have its Briefcase 2 and a Gun 2. Bot 3's cards went back to its hand.",
  bot1Demands:
    'Bot 2 offers one card, a Briefcase, and demands at least one green card for it. A demand is binding: every counter-offer must meet it.',
  counter: 'Green is neither your objective nor your skull. Tap your Disguise 1 and counter-offer it.',
  countered: 'Your counter-offer meets the demand. The table refuses one that does not (a partner card would count as well).',
  bot2Passes: 'Bot 3 passes: it offers nothing this turn.',
  bot1Accepts: 'Bot 2 takes your Disguise: the Briefcase 3 is yours.',
  bot2Lies:
    'Bot 3 offers two cards and says the first is the Briefcase 7. Look at your hand: the Briefcase 7 is yours, and each resource card exists only once (only the partners come six times).',
  accuse: 'So Bot 3 is lying, and only a Double Agent lets a declaration lie. Open "Accuse" and accuse Bot 3 of hiding a Double Agent.',
  caught:
    'Right! The Double Agent leaves the game, Bot 3 takes a Compromised cover and its offer is off. A wrong accusation would have cost you that cover.',
  searchOne: 'Your reward: you may take one card of the draw pile, or none. Take the Briefcase 4.',
  searched: 'The pile is shuffled after every search. The turn is over: an active player who is caught trades with nobody.',
  offerAgain: 'Your turn. Offer your Documents 1 and 2, red as well, with the same statement.',
  nobodyAnswers: 'Both bots pass: nobody wants your red cards.',
  reject: 'Nobody counter-offered, so take your offer back: tap "Reject all".',
  compromised:
    'Rejecting draws you 2 cards and gives you a Compromised cover. At the end, whoever has the most Compromised covers is unmasked and scores nothing.',
  bot1OffersRed: "Bot 2 offers one card and says it is red. Red is your skull's colour.",
  pass: 'You do not want it: pass.',
  passed: 'You keep your cards. Bot 2 may still trade with Bot 3.',
  botsSwap: 'Bot 3 counter-offered a green card, and Bot 2 took it. Only the two of them know what changed hands.',
  bot2Wishes: 'Bot 3 offers a Briefcase and would like a Disguise for it. Unlike a demand, a wish binds nobody.',
  counterRed: 'So counter-offer your Documents 6 instead: you drew that red card, and red costs you points.',
  bot2Accepts: 'Bot 3 accepts: the Briefcase 5 is yours.',
  offerMataHari: 'Now the Mata Hari in your hand. Offer it alone, and say nothing.',
  nobodyAnswersMataHari: 'Both bots pass. Nobody counter-offered: that is when Mata Hari works.',
  mataHari: 'Instead of rejecting, use Mata Hari.',
  flipped: 'Your Compromised cover turned to Undercover: 2 points instead of a risk. And you may take up to two cards of the draw pile.',
  searchTwo: 'The other Double Agent is in the pile: take it, to bluff with later. Fewer than two cards are fine.',
  searchedTwo: 'Mata Hari goes back to your hand with the rest of your offer, ready for another turn.',
  farewell:
    'Now you know the game: collect Briefcases, get rid of red. Play on; it ends when the draw pile or the covers run out. The ? button has the rules.',
};

export type CoachKey = keyof typeof en;

export const COACH_KEYS: readonly string[] = Object.keys(en);

export const coachWords = catalog<CoachKey>(en, {
  welcome:
    'Willkommen im Einsatz! Du und zwei Bots tauscht verdeckt Karten. Dein geheimes Ziel unten am Tisch sagt dir, was du sammelst: Jede Aktentasche bringt ihre Priorität als Punkte, jede rote Karte (dein Totenkopf) kostet sie.',
  offer:
    'Tippe deine Fotografien 3 und 4 an, beide rot, dann „+ Aussage“: Sie sagt, dass mindestens eine deiner Karten rot ist. Dann schick das Angebot ab.',
  offered: 'Deine Karten liegen verdeckt, deine Erklärung lesen alle. Sie muss wahr sein, außer im Angebot steckt ein Doppelagent.',
  bot1Counters: 'Bot 2 macht ein Gegenangebot aus zwei Karten und sagt, die erste sei eine Aktentasche.',
  bot2Counters: 'Auch Bot 3 bietet zwei Karten dagegen, laut ihm beide blau. Ein Gegenangebot hat immer so viele Karten wie das Angebot.',
  accept: 'Eine Aktentasche ist genau das, was dein Ziel verlangt. Nimm das Gegenangebot von Bot 2 an.',
  swapped:
    'Getauscht! Bot 2 hat deine roten Karten, du hast seine Aktentasche 2 und eine Pistole 2. Die Karten von Bot 3 sind zurück auf seiner Hand.',
  bot1Demands:
    'Bot 2 bietet eine Karte an, eine Aktentasche, und fordert dafür mindestens eine grüne Karte. Eine Forderung ist bindend: Jedes Gegenangebot muss sie erfüllen.',
  counter: 'Grün ist weder dein Ziel noch dein Totenkopf. Tippe deine Verkleidung 1 an und biete sie als Gegenangebot.',
  countered:
    'Dein Gegenangebot erfüllt die Forderung. Eines, das sie nicht erfüllt, weist der Tisch zurück (eine Partnerkarte würde ebenfalls zählen).',
  bot2Passes: 'Bot 3 passt: Er bietet in diesem Zug nichts an.',
  bot1Accepts: 'Bot 2 nimmt deine Verkleidung: Die Aktentasche 3 gehört dir.',
  bot2Lies:
    'Bot 3 bietet zwei Karten an und behauptet, die erste sei die Aktentasche 7. Sieh auf deine Hand: Die Aktentasche 7 hast du, und jede Ressourcenkarte gibt es nur einmal (nur die Partner gibt es sechsmal).',
  accuse:
    'Bot 3 lügt also, und lügen darf eine Erklärung nur mit einem Doppelagenten. Öffne „Beschuldigen“ und beschuldige Bot 3, einen Doppelagenten zu verstecken.',
  caught:
    'Richtig! Der Doppelagent verlässt das Spiel, Bot 3 nimmt eine Deckung mit „Kompromittiert“ nach oben, und sein Angebot ist weg. Eine falsche Beschuldigung hätte dich diese Deckung gekostet.',
  searchOne: 'Zur Belohnung darfst du eine Karte aus dem Nachziehstapel nehmen, oder keine. Nimm die Aktentasche 4.',
  searched: 'Nach jeder Suche wird der Stapel gemischt. Der Zug ist vorbei: Wer am Zug ist und ertappt wird, tauscht mit niemandem.',
  offerAgain: 'Du bist dran. Biete deine Dokumente 1 und 2 an, ebenfalls rot, mit derselben Aussage.',
  nobodyAnswers: 'Beide Bots passen: Niemand will deine roten Karten.',
  reject: 'Niemand hat ein Gegenangebot gemacht, also nimm dein Angebot zurück: Tippe auf „Alle ablehnen“.',
  compromised:
    'Wer ablehnt, zieht 2 Karten und nimmt eine Deckung mit „Kompromittiert“ nach oben. Wer am Ende die meisten davon hat, wird enttarnt und bekommt keine Punkte.',
  bot1OffersRed: 'Bot 2 bietet eine Karte an und sagt, sie sei rot. Rot ist die Farbe deines Totenkopfs.',
  pass: 'Die willst du nicht: Passe.',
  passed: 'Du behältst deine Karten. Bot 2 kann noch mit Bot 3 tauschen.',
  botsSwap:
    'Bot 3 hat eine grüne Karte dagegen geboten, und Bot 2 hat sie genommen. Was dabei den Besitzer gewechselt hat, wissen nur die beiden.',
  bot2Wishes:
    'Bot 3 bietet eine Aktentasche an und hätte gern eine Verkleidung dafür. Anders als eine Forderung bindet ein Wunsch niemanden.',
  counterRed: 'Biete also stattdessen deine Dokumente 6 an: Diese rote Karte hast du gezogen, und Rot kostet dich Punkte.',
  bot2Accepts: 'Bot 3 nimmt an: Die Aktentasche 5 gehört dir.',
  offerMataHari: 'Jetzt die Mata Hari auf deiner Hand. Biete sie allein an und sag nichts dazu.',
  nobodyAnswersMataHari: 'Beide Bots passen. Niemand hat ein Gegenangebot gemacht: Genau dann wirkt Mata Hari.',
  mataHari: 'Statt abzulehnen, setze Mata Hari ein.',
  flipped:
    'Deine Deckung ist von „Kompromittiert“ auf „Inkognito“ gedreht: 2 Punkte statt eines Risikos. Und du darfst bis zu zwei Karten aus dem Nachziehstapel nehmen.',
  searchTwo:
    'Der andere Doppelagent liegt im Stapel: Nimm ihn, damit kannst du später bluffen. Weniger als zwei Karten sind auch in Ordnung.',
  searchedTwo: 'Mata Hari kehrt mit dem Rest deines Angebots auf deine Hand zurück, bereit für einen weiteren Zug.',
  farewell:
    'Jetzt kennst du das Spiel: Sammle Aktentaschen, werde Rot los. Spiel weiter; es endet, wenn Nachziehstapel oder Deckungen aufgebraucht sind. Der ?-Knopf erklärt die Regeln.',
});

export function isCoachKey(key: string): key is CoachKey {
  return COACH_KEYS.includes(key);
}

/**
 * The coach's words for Compile's guided first game (`shared/src/compile/tutorial.ts`), by the
 * keys its steps name, in English and German (the German in the words of text.ts: Reihe,
 * offen / verdeckt, blockiert, Auffüllen, Kontrollkarte, kompilieren, "die andere Person").
 * The lines name the cards and lines of that one game, whose seed deals them the same every
 * time; the buttons are named as the table labels them.
 */
import { catalog } from '../i18n';

const en = {
  welcome:
    'Welcome to Compile! You and the other player are programs racing to compile three protocols. I will guide your first turns: tap what lights up.',
  draftLife: 'First the draft: you take protocols in turn, and their cards become your deck. Tap Life, then “Take Life”.',
  draftLifeAfter: 'Life is yours. Now the other player takes two protocols.',
  draftSpeed: 'Your turn to take two. Take Speed first.',
  draftMetal: 'And now Metal. The other player gets the last pick.',
  laidOut:
    'Your Metal, Speed and Life lie in lines 1 to 3, facing Plague, Gravity and Water. Both of you drew 5 cards from a deck of your protocols’ 18 cards.',
  playUp:
    'Your turn: play one card. Face up, a card goes only into a line with its protocol. Tap Life 3 in your hand, then line 3, where your Life lies.',
  playUpAfter:
    'Life 3 counts 3 in line 3. A card played face up does its middle box: Life 3’s is empty. Its bottom box waits until something covers it.',
  botDown: 'The other player plays a card face down into line 2. You see only its back.',
  playDown: 'Face down, any card goes into any line and counts 2. Tap Speed 2, tap “Play face down”, then tap line 1.',
  playDownAfter: 'Speed 2 lies face down: worth 2, no effects, and only you know what it is.',
  botPlague: 'The other player plays Plague 1 face up into line 1. Its middle box says: “Your opponent discards 1 card.”',
  discardAsked: 'An effect can ask you to decide on the other player’s turn. Plague 1 makes you discard: tap Metal 1, then “Discard”.',
  controlTaken:
    'For your discard, Plague 1’s top box let them draw a card. Your turn now: you lead in two lines (line 1: 2 to 1, line 3: 3 to 0), so you take the control card.',
  cover:
    'Play Life 4 face up onto Life 3. Life 3 becomes covered: its value still counts, but its bottom box stops working and effects can no longer choose it.',
  coveredText:
    'Before Life 4 lands, Life 3’s bottom box acts: “When this card would be covered: First, play the top card of your deck face down in another line.” Tap line 2.',
  coveredAfter:
    'Your deck’s top card went face down into line 2. Then Life 4 landed and did its middle box: it covers a card, so you drew 1. It is Life 5!',
  botDownLife: 'The other player plays a card face down into line 3, facing your Life cards.',
  refresh: 'Only 2 cards left. Instead of playing, you may refresh: draw until you hold 5. Tap “Refresh”.',
  refreshAfter:
    'You held the control card, so the refresh hands it back first. Whoever hands it back may rearrange either player’s protocols.',
  skipRearrange: 'Rearranging moves the protocols, not the cards in the lines. You need no change now: tap “Skip”.',
  refreshDrawn: 'You drew up to 5 cards.',
  botDownAgain: 'The other player plays another card face down into line 2.',
  controlAgain: 'At the start of your turn you lead in two lines again: the control card is yours once more.',
  playFive: 'Play Life 5 face up into line 3: 3 + 4 + 5 makes 12.',
  discardOwn: 'Every 5 says “You discard 1 card.” Tap Life 1, then “Discard”.',
  twelve: 'Line 3 now totals 12: 10 or more, and more than the other side’s 2.',
  botLast: 'The other player plays face down into line 2 once more.',
  compiling:
    'Your turn begins, and line 3 must compile: it totals 10 or more, and more than the other side. First you hand back the control card.',
  compileSkip: 'You may rearrange protocols again. Tap “Skip” and watch line 3 compile.',
  compiled:
    'Compiled! Every card in line 3 was deleted, on both sides, and your Life protocol turned to its Compiled side. Compile all three to win.',
  farewell: 'Now play on by yourself. Press and hold a card to read it; the rules are under “?”. Good luck!',
};

const de: Record<keyof typeof en, string> = {
  welcome:
    'Willkommen bei Compile! Du und die andere Person seid Programme, die als Erste drei Protokolle kompilieren wollen. Ich begleite deine ersten Züge: Tippe an, was aufleuchtet.',
  draftLife:
    'Zuerst die Auswahl: Ihr nehmt abwechselnd Protokolle, und deren Karten werden dein Deck. Tippe auf Leben, dann auf „Leben nehmen“.',
  draftLifeAfter: 'Leben gehört dir. Jetzt nimmt die andere Person zwei Protokolle.',
  draftSpeed: 'Nun nimmst du zwei. Zuerst Geschwindigkeit.',
  draftMetal: 'Und jetzt Metall. Das letzte Protokoll nimmt die andere Person.',
  laidOut:
    'Deine Protokolle Metall, Geschwindigkeit und Leben liegen in Reihe 1 bis 3, gegenüber von Seuche, Schwerkraft und Wasser. Ihr habt beide 5 Karten aus einem Deck der 18 Karten eurer Protokolle gezogen.',
  playUp:
    'Du bist am Zug: Spiel eine Karte. Offen darf eine Karte nur in eine Reihe mit ihrem Protokoll. Tippe auf Leben 3 auf deiner Hand, dann auf Reihe 3, wo dein Leben liegt.',
  playUpAfter:
    'Leben 3 zählt 3 in Reihe 3. Eine offen gespielte Karte führt ihre mittlere Box aus: Bei Leben 3 ist sie leer. Ihre untere Box wartet, bis etwas sie überdeckt.',
  botDown: 'Die andere Person spielt eine Karte verdeckt in Reihe 2. Du siehst nur ihre Rückseite.',
  playDown: 'Verdeckt darf jede Karte in jede Reihe und zählt 2. Tippe auf Geschwindigkeit 2, auf „Verdeckt spielen“ und dann auf Reihe 1.',
  playDownAfter: 'Geschwindigkeit 2 liegt verdeckt: Sie zählt 2, hat keine Effekte, und nur du weißt, was sie ist.',
  botPlague: 'Die andere Person spielt Seuche 1 offen in Reihe 1. Ihre mittlere Box sagt: „Die andere Person wirft 1 Karte ab.“',
  discardAsked:
    'Ein Effekt kann dich im Zug der anderen Person entscheiden lassen. Seuche 1 lässt dich abwerfen: Tippe auf Metall 1, dann auf „Abwerfen“.',
  controlTaken:
    'Für deine abgeworfene Karte durfte die andere Person dank der oberen Box von Seuche 1 eine Karte ziehen. Jetzt bist du dran: Du liegst in zwei Reihen vorn (Reihe 1: 2 zu 1, Reihe 3: 3 zu 0), also nimmst du dir die Kontrollkarte.',
  cover:
    'Spiel Leben 4 offen auf Leben 3. Leben 3 wird blockiert: Ihr Wert zählt weiter, aber ihre untere Box wirkt nicht mehr, und Effekte können sie nicht mehr wählen.',
  coveredText:
    'Bevor Leben 4 landet, wirkt die untere Box von Leben 3: „Wenn diese Karte überdeckt würde: Spiele zuerst die oberste Karte deines Decks verdeckt in eine andere Reihe.“ Tippe auf Reihe 2.',
  coveredAfter:
    'Die oberste Karte deines Decks liegt jetzt verdeckt in Reihe 2. Dann ist Leben 4 gelandet und hat ihre mittlere Box ausgeführt: Sie überdeckt eine Karte, also hast du 1 Karte gezogen. Es ist Leben 5!',
  botDownLife: 'Die andere Person spielt eine Karte verdeckt in Reihe 3, gegenüber deinen Leben-Karten.',
  refresh: 'Nur noch 2 Karten. Statt zu spielen, darfst du auffüllen: Ziehe, bis du 5 Karten hast. Tippe auf „Auffüllen“.',
  refreshAfter:
    'Du hattest die Kontrollkarte, also gibst du sie vor dem Auffüllen zurück. Wer sie zurückgibt, darf die Protokolle einer Person neu anordnen.',
  skipRearrange:
    'Neu anordnen bewegt die Protokolle, nicht die Karten in den Reihen. Jetzt brauchst du das nicht: Tippe auf „Überspringen“.',
  refreshDrawn: 'Du hast auf 5 Karten aufgefüllt.',
  botDownAgain: 'Die andere Person spielt noch eine Karte verdeckt in Reihe 2.',
  controlAgain: 'Zu Beginn deines Zugs liegst du wieder in zwei Reihen vorn: Die Kontrollkarte gehört wieder dir.',
  playFive: 'Spiel Leben 5 offen in Reihe 3: 3 + 4 + 5 macht 12.',
  discardOwn: 'Jede 5 sagt: „Du wirfst 1 Karte ab.“ Tippe auf Leben 1, dann auf „Abwerfen“.',
  twelve: 'Reihe 3 hat jetzt einen Gesamtwert von 12: 10 oder mehr, und mehr als die 2 der anderen Seite.',
  botLast: 'Die andere Person spielt noch einmal verdeckt in Reihe 2.',
  compiling:
    'Dein Zug beginnt, und Reihe 3 muss kompiliert werden: Sie hat 10 oder mehr und mehr als die andere Seite. Zuerst gibst du die Kontrollkarte zurück.',
  compileSkip: 'Du darfst wieder Protokolle neu anordnen. Tippe auf „Überspringen“ und sieh zu, wie Reihe 3 kompiliert wird.',
  compiled:
    'Kompiliert! Alle Karten in Reihe 3 wurden entfernt, auf beiden Seiten, und dein Protokoll Leben liegt jetzt auf „Kompiliert“. Kompiliere alle drei, und du gewinnst.',
  farewell: 'Jetzt spielst du allein weiter. Halte eine Karte gedrückt, um sie zu lesen; die Regeln findest du unter „?“. Viel Glück!',
};

export type CoachKey = keyof typeof en;
export const COACH_KEYS = Object.keys(en) as CoachKey[];
export const coachLine = catalog(en, de);

export function isCoachKey(key: string): key is CoachKey {
  return key in en;
}

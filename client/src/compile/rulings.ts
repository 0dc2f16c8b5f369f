/**
 * Compile's rulings by card, as docs/rules/compile.md records them ("Rulings on the texts",
 * "Decisions"): a numbered decision of that file, or an official ruling of the Compile Codex
 * (9/2025) it repeats. In German in the words of text.ts (entfernen, umdrehen, verschieben,
 * zurücknehmen, blockiert, Ablagestapel, Auffüllen).
 */
import type { Ruling, Rulings } from '../reference/rulings';

const EACH: Ruling = {
  source: 14,
  en: 'Its lines or cards are noted when it begins and handled one at a time, in the order its owner chooses; a line or card left with nothing to do is passed over.',
  de: 'Ihre Reihen oder Karten werden zu Beginn festgehalten und nacheinander abgehandelt, in der Reihenfolge, die ihr Besitzer wählt; eine Reihe oder Karte, bei der nichts mehr zu tun ist, wird übergangen.',
};

const RESTRICTS: Ruling = {
  source: 6,
  en: 'Its restriction binds every play, plays made by effects included (Gravity 0, Gravity 6, Water 1, Life 0, Life 3, Speed 0, Darkness 3). A play it forbids does not happen; the effect goes on.',
  de: 'Ihr Verbot gilt für jedes Ausspielen, auch durch Effekte (Schwerkraft 0, Schwerkraft 6, Wasser 1, Leben 0, Leben 3, Geschwindigkeit 0, Dunkelheit 3). Was sie verbietet, geschieht nicht; der Effekt geht weiter.',
};

const RESTRICTED_PLAY: Ruling = {
  source: 6,
  en: "Its play obeys the play restrictions (Metal 2, Plague 0's bottom box, Psychic 1's top box). A play they forbid does not happen; the effect goes on.",
  de: 'Sein Ausspielen unterliegt den Verboten (Metall 2, unteres Feld von Seuche 0, oberes Feld von Psyche 1). Was sie verbieten, geschieht nicht; der Effekt geht weiter.',
};

const WHILE_COVERED: Ruling = {
  source: 1,
  en: 'Its top box works while covered, as it says: unlike other texts, it does not stop when its card is covered.',
  de: 'Ihr oberes Feld wirkt auch blockiert, wie es sagt: Anders als andere Texte endet es nicht, wenn die Karte blockiert wird.',
};

const LEFT_FIELD: Ruling = {
  source: 22,
  en: '"That card" that left the field (a Metal 6 that deleted itself when flipped): the rest of the text does nothing with it.',
  de: '„Diese Karte“, die das Spielfeld verlassen hat (ein Metall 6, das sich beim Umdrehen selbst entfernt hat): Der Rest des Textes tut mit ihr nichts mehr.',
};

export const COMPILE_RULINGS: Rulings = {
  'darkness-1': [LEFT_FIELD],
  'darkness-3': [RESTRICTED_PLAY],
  'death-0': [EACH],
  'death-1': [
    WHILE_COVERED,
    {
      source: 'official',
      en: 'Death 1 deletes itself even when covered.',
      de: 'Tod 1 entfernt sich selbst, auch wenn er blockiert ist.',
    },
  ],
  'death-2': [
    {
      source: 16,
      en: "Any of the three lines may be chosen, even one where nothing would be deleted (Death 2's own line included).",
      de: 'Jede der drei Reihen darf gewählt werden, auch eine, in der nichts entfernt würde (auch die Reihe von Tod 2 selbst).',
    },
  ],
  'fire-4': [
    {
      source: 'official',
      en: 'With an empty hand, Fire 4 still draws 1.',
      de: 'Mit leerer Hand zieht Feuer 4 trotzdem 1 Karte.',
    },
  ],
  'gravity-0': [
    {
      source: 20,
      en: 'It plays under itself only where a face-down play is allowed (decision 6). Cards played under it cover nothing, so no "would be covered" text fires.',
      de: 'Es spielt nur dort unter sich, wo verdecktes Ausspielen erlaubt ist (Entscheidung 6). Darunter gespielte Karten überdecken nichts, also löst kein „Wenn diese Karte überdeckt würde“ aus.',
    },
    RESTRICTED_PLAY,
  ],
  'gravity-2': [
    {
      source: 2,
      en: 'Gravity 2 shifts "that card" even if it became covered in the meantime; it lands on top of its own side of Gravity 2\'s line and, face up, resolves its middle box.',
      de: 'Schwerkraft 2 verschiebt „diese Karte“, auch wenn sie inzwischen blockiert ist; sie landet oben auf ihrer eigenen Seite der Reihe von Schwerkraft 2 und handelt, offen, ihr mittleres Feld ab.',
    },
    LEFT_FIELD,
  ],
  'gravity-6': [RESTRICTED_PLAY],
  'life-0': [EACH, RESTRICTED_PLAY],
  'life-3': [
    {
      source: 24,
      en: 'It offers the other lines where a face-down play is allowed; with an empty deck it does nothing.',
      de: 'Es bietet die anderen Reihen an, in denen verdecktes Ausspielen erlaubt ist; mit leerem Deck tut es nichts.',
    },
  ],
  'light-0': [
    {
      source: 8,
      en: "It draws the flipped card's value as it stands now: 2 for a face-down card, 4 under Darkness 2's top box. A card that left the field counts its printed value in a trash (Metal 6 draws 6) and 2 in a hand or a deck, which are private.",
      de: 'Es zieht den Wert der umgedrehten Karte, wie er jetzt ist: 2 für eine verdeckte Karte, 4 unter dem oberen Feld von Dunkelheit 2. Hat die Karte das Spielfeld verlassen, zählt im Ablagestapel ihr aufgedruckter Wert (Metall 6 zieht 6), auf der Hand oder im Deck, die geheim sind, 2.',
    },
  ],
  'light-2': [
    {
      source: 21,
      en: 'Its follow-up is one choice: flip that card, shift it to one of the other lines, or neither. Everyone sees the revealed card until that choice is made.',
      de: 'Danach gibt es eine Wahl: die Karte umdrehen, sie in eine der anderen Reihen verschieben, oder keins von beiden. Alle sehen die vorgezeigte Karte, bis gewählt ist.',
    },
    LEFT_FIELD,
  ],
  'light-3': [
    {
      source: 7,
      en: 'It shifts the face-down cards of both stacks in its line, each to its own side of the chosen line, keeping their order within each stack.',
      de: 'Es verschiebt die verdeckten Karten beider Stapel seiner Reihe, jede auf ihre eigene Seite der gewählten Reihe, in der Reihenfolge innerhalb jedes Stapels.',
    },
    {
      source: 16,
      en: 'Both other lines are offered.',
      de: 'Beide anderen Reihen stehen zur Wahl.',
    },
  ],
  'metal-0': [
    {
      source: 12,
      en: "It reduces the opponent's total in its line by 2, never below 0.",
      de: 'Es senkt den Gesamtwert der anderen Person in seiner Reihe um 2, nie unter 0.',
    },
  ],
  'metal-1': [
    {
      source: 4,
      en: "It bars the opponent's next check-compile phase, and only if Metal 1 is still face up and uncovered at that moment. The opponent may still play or refresh on that turn.",
      de: 'Es sperrt die nächste Kompilier-Prüfung der anderen Person, und nur, wenn Metall 1 dann noch offen und frei liegt. Spielen oder Auffüllen darf die andere Person in diesem Zug weiterhin.',
    },
    {
      source: 17,
      en: '"Next turn" is the opponent\'s next turn that begins after the text resolved; the restriction is used up at that turn\'s check-compile phase, whether or not there was anything to compile.',
      de: '„Nächster Zug“ ist der nächste Zug der anderen Person, der nach dem Text beginnt; das Verbot ist in dessen Kompilier-Prüfung verbraucht, ob es etwas zu kompilieren gab oder nicht.',
    },
  ],
  'metal-2': [RESTRICTS],
  'metal-6': [
    {
      source: 'official',
      en: 'Metal 6 is deleted instead of being covered or flipped; deleting itself uses up the flip.',
      de: 'Metall 6 wird entfernt, statt überdeckt oder umgedreht zu werden; dass es sich selbst entfernt, verbraucht das Umdrehen.',
    },
  ],
  'plague-0': [RESTRICTS],
  'plague-1': [
    {
      source: 9,
      en: '"After your opponent discards cards" fires after a clear-cache phase too: clearing the cache is discarding.',
      de: '„Nachdem die andere Person Karten abgeworfen hat“ löst auch nach dem Handlimit-Abwerfen aus: Auch das ist Abwerfen.',
    },
  ],
  'plague-2': [
    {
      source: 19,
      en: 'With an empty hand it discards nothing, and the opponent discards 1 (as Fire 4 with an empty hand draws 1).',
      de: 'Mit leerer Hand wirft es nichts ab, und die andere Person wirft 1 ab (so wie Feuer 4 mit leerer Hand 1 zieht).',
    },
  ],
  'plague-3': [EACH],
  'psychic-1': [RESTRICTS],
  'speed-0': [RESTRICTED_PLAY],
  'speed-2': [
    WHILE_COVERED,
    {
      source: 15,
      en: 'During a compile the other cards of the line are deleted first, then Speed 2 shifts to a line its owner chooses; the card beneath it is never uncovered to resolve its middle box.',
      de: 'Beim Kompilieren werden zuerst die anderen Karten der Reihe entfernt, dann verschiebt sich Geschwindigkeit 2 in eine Reihe nach Wahl ihres Besitzers; die Karte darunter wird nie frei und handelt ihr mittleres Feld nicht ab.',
    },
  ],
  'spirit-0': [
    {
      source: 'official',
      en: 'Its refresh is a normal refresh, control card included.',
      de: 'Sein Auffüllen ist ein normales Auffüllen, mit der Kontrollkarte.',
    },
  ],
  'spirit-1': [
    {
      source: 11,
      en: "Under its owner's face-up Spirit 1, a card may be played face up into any line.",
      de: 'Unter dem offenen Geist 1 seines Besitzers darf eine Karte offen in jede Reihe gespielt werden.',
    },
    {
      source: 23,
      en: 'Its Start ("Either discard 1 card or flip this card") offers only the flip to an empty hand.',
      de: 'Sein Start („Wirf entweder 1 Karte ab oder drehe diese Karte um“) bietet mit leerer Hand nur das Umdrehen an.',
    },
  ],
  'spirit-3': [
    WHILE_COVERED,
    {
      source: 18,
      en: 'A recompile is a draw, so "After you draw cards" follows it.',
      de: 'Erneutes Kompilieren ist ein Ziehen, also folgt „Nachdem du Karten gezogen hast“ darauf.',
    },
  ],
  'water-1': [EACH, RESTRICTED_PLAY],
  'water-3': [
    {
      source: 16,
      en: 'Any of the three lines may be chosen, even one where nothing would be returned.',
      de: 'Jede der drei Reihen darf gewählt werden, auch eine, in der nichts zurückgenommen würde.',
    },
  ],
  'water-4': [
    {
      source: 'official',
      en: 'Water 4 returns itself when it is the only card of yours to choose.',
      de: 'Wasser 4 nimmt sich selbst zurück, wenn es deine einzige wählbare Karte ist.',
    },
  ],
};

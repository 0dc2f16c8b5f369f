/**
 * Kompromat's rulings by card, as the numbered decisions of docs/rules/kompromat.md record them
 * (the items' own, 12–21, and the equipment deck's). In German in the words of text.ts
 * (Mission, Gegenstand, Spionageabwehrtoken, Zug, Aufdecken).
 */
import type { Rulings } from '../reference/rulings';

export const KOMPROMAT_RULINGS: Rulings = {
  'item-nightVision': [
    {
      source: 12,
      en: "Usable only in its owner's turn, where it can matter (in the reveal the deck is reshuffled before anyone draws from it again). With fewer than 5 cards left it shows what there is; the cards stay shown until its owner's next action.",
      de: 'Nur im eigenen Zug einsetzbar, wo er etwas nützt (beim Aufdecken wird der Stapel gemischt, bevor wieder jemand zieht). Bei weniger als 5 Karten zeigt er, was da ist; die Karten bleiben bis zur nächsten Aktion seines Besitzers sichtbar.',
    },
  ],
  'item-usb': [
    {
      source: 13,
      en: "It repeats an item in its owner's scoring pile, with that item's own timing; it cannot repeat itself.",
      de: 'Er wiederholt einen Gegenstand aus dem Wertungsstapel seines Besitzers, mit dessen eigenem Zeitpunkt; sich selbst kann er nicht wiederholen.',
    },
  ],
  'item-drone': [
    {
      source: 14,
      en: 'Drone, Stun Gun, Newspaper and Jetpack act only on unrevealed missions.',
      de: 'Drohne, Elektroschocker, Zeitung und Jetpack wirken nur auf noch nicht aufgedeckte Missionen.',
    },
  ],
  'item-stunGun': [
    {
      source: 14,
      en: 'Drone, Stun Gun, Newspaper and Jetpack act only on unrevealed missions.',
      de: 'Drohne, Elektroschocker, Zeitung und Jetpack wirken nur auf noch nicht aufgedeckte Missionen.',
    },
    {
      source: 15,
      en: 'It chooses a face-down card by position (a card shown by a Drone included, the face-up first card excluded) and discards it without revealing it.',
      de: 'Er wählt eine verdeckte Karte nach ihrer Lage (auch eine von der Drohne gezeigte, nie die offene erste Karte) und wirft sie ab, ohne sie aufzudecken.',
    },
  ],
  'item-chloroform': [
    {
      source: 20,
      en: 'It is asked for at the moment its owner takes a mission with a counter-intelligence card under it; it is not usable at other moments.',
      de: 'Es wird in dem Moment angeboten, in dem sein Besitzer eine Mission mit Spionageabwehrkarte darunter gewinnt; zu anderen Zeitpunkten ist es nicht einsetzbar.',
    },
  ],
  'item-gps': [
    {
      source: 16,
      en: "Usable only in its owner's turn; it returns only the last face-down card of the mission being played. The face-up first card of a turn cannot be returned.",
      de: 'Nur im eigenen Zug einsetzbar; er legt nur die letzte verdeckte Karte der gerade gespielten Mission zurück. Die offene erste Karte eines Zuges kann nicht zurück.',
    },
  ],
  'item-jetpack': [
    {
      source: 17,
      en: '"A mission that is still empty" means no cards of either player. Both missions then count as attempted by the Jetpack\'s owner, so a second Jetpack cannot bring cards back to the mission the first one left. Used during a turn on the mission being played, the turn continues at the new mission.',
      de: '„Eine Mission, die noch leer ist“ heißt: ohne Karten beider Spieler. Danach gelten beide Missionen als vom Besitzer des Jetpacks versucht; ein zweites Jetpack bringt also keine Karten zu der Mission zurück, die das erste verlassen hat. Im Zug an der gerade gespielten Mission eingesetzt, geht der Zug an der neuen Mission weiter.',
    },
  ],
  'item-balaclava': [
    {
      source: 19,
      en: 'Usable in any window while its owner holds a token, and offered as a reaction before any gain that would bring its owner to 9 or more; it resolves before the gain. With one token it returns one.',
      de: 'Einsetzbar in jedem Fenster, solange ihr Besitzer einen Token hat, und als Reaktion angeboten vor jedem Zuwachs, der ihn auf 9 oder mehr brächte; sie wirkt vor dem Zuwachs. Mit einem Token gibt sie einen zurück.',
    },
  ],
  'item-newspaper': [
    {
      source: 18,
      en: 'Placed only at a mission where the opponent has cards. It adds 3 to their total, counts toward failed and perfect missions, is not a card for tie-breaks, and stays at its mission if those cards are moved away by a Jetpack (where it then counts for nothing).',
      de: 'Nur an eine Mission, an der die andere Person Karten hat. Sie zählt 3 zu deren Summe, zählt für gescheiterte und perfekte Missionen, ist keine Karte für Gleichstände und bleibt an ihrer Mission, wenn ein Jetpack die Karten wegbewegt (dann zählt sie nichts).',
    },
  ],
  'item-vesper': [
    {
      source: 21,
      en: "It changes its owner's total at the current mission only, in the window after the declarations, and only where its owner has a total.",
      de: 'Er ändert die Summe seines Besitzers nur an der aktuellen Mission, im Fenster nach dem Angeben, und nur, wo sein Besitzer eine Summe hat.',
    },
  ],
  'equipment-1': [
    {
      source: 5,
      en: "The choice of 1 or 11 is always the player's, never automatic: every possible total is offered, busting ones included.",
      de: 'Ob 1 oder 11, entscheidet immer die Person selbst, nie der Tisch: Jede mögliche Summe wird angeboten, auch eine über 21.',
    },
  ],
  'equipment-7': [
    {
      source: 1,
      en: 'Each equipment deck has three 7s, as in the German and Czech books and on the printed cards; the English book lists only two.',
      de: 'Jeder Ausrüstungsstapel hat drei 7er, wie im deutschen und tschechischen Regelheft und auf den gedruckten Karten; das englische nennt nur zwei.',
    },
  ],
};

/**
 * Kompromat's words, in English and German. The German follows the German rule book
 * (HELVETIQ): Ausrüstungsstapel, Missionskarte, Zielobjekt, Dokument, Code,
 * Spionageabwehr, Gegenstand, Siegespunkte, and "Spionageabwehrtoken" for a notoriety
 * token. The book names no items or targets (the printed cards are in English), so their
 * German names here are ours.
 *
 * Lines ending in `.you` / `.other` are one sentence said of the viewer ("Du ziehst") or
 * of another seat ("{name} zieht"): German conjugates the verb, so one line cannot serve both.
 */
import type { kompromatCards } from '@dead-drop/shared';
import { catalog } from '../i18n';
import { seatSentences, type SeatLineOf } from '../i18n/seats';

const en = {
  'item.nightVision': 'Night Vision',
  'item.usb': 'USB Stick',
  'item.drone': 'Drone',
  'item.stunGun': 'Stun Gun',
  'item.chloroform': 'Chloroform',
  'item.gps': 'GPS Tracker',
  'item.jetpack': 'Jetpack',
  'item.balaclava': 'Balaclava',
  'item.newspaper': 'Newspaper',
  'item.vesper': 'Vesper Martini',

  'itemHelp.nightVision': 'On your turn: look at the top 5 cards of your equipment deck. Only you see them.',
  'itemHelp.usb': 'Use again an item you have already used this game, when that item could be used.',
  'itemHelp.drone': 'On your turn or in the reveal: show everyone all your opponent’s cards at one mission not yet revealed.',
  'itemHelp.stunGun': 'On your turn or in the reveal: discard one face-down card of your opponent’s at a mission not yet revealed.',
  'itemHelp.chloroform': 'When you take a mission with counter-intelligence under it: take no notoriety tokens for it. Offered when it happens.',
  'itemHelp.gps': 'On your turn: put the face-down card you drew last back on top of your deck, even over 21. Your turn goes on.',
  'itemHelp.jetpack': 'On your turn or in the reveal: move all your cards from a mission to one with no cards at all. Both then count as attempted by you.',
  'itemHelp.balaclava': 'Return two of your notoriety tokens to the supply. Any time you may act, and offered just before you would reach 9.',
  'itemHelp.newspaper': 'On your turn or in the reveal: +3 to your opponent’s total at a mission not yet revealed where they have cards.',
  'itemHelp.vesper': 'After both totals at a mission are declared: change your total there by +1 or −1.',

  'target.The Informant': 'The Informant',
  'target.The Pursuit': 'The Pursuit',
  'target.The Safe House': 'The Safe House',
  'target.The Airport': 'The Airport',
  'target.The Interrogation': 'The Interrogation',
  'target.The Locker': 'The Locker',
  'target.The Barmaid': 'The Barmaid',
  'target.The Hotel': 'The Hotel',

  'card.target': 'Target',
  'card.document': 'Document',
  'card.code': 'Code',
  'card.ci': 'Counter-intelligence {marks}',
  'card.item': 'Item',
  'card.vp': '{vp} VP',
  'card.missionDeck': 'Mission deck',
  'card.equipmentDeck': 'Equipment deck',
  'card.supply': 'Notoriety supply',

  'status.round': 'Round {round} of {rounds}',
  'status.yourTurnDraw': 'Your turn — draw a card',
  'status.yourTurnPlace': 'Place the card face up at a mission you have not attempted this round',
  'status.yourTurnMore': 'Draw another card face down, or stop',
  'status.mustStop': 'Over 21 — you must stop',
  'status.theirTurn': '{name}’s turn',
  'status.outOfCards': 'You have no cards left: no more turns this round',
  'status.reveal': 'Reveal: mission {n}',
  'status.yourItems': 'You may use an item now, or pass',
  'status.theirItems': '{name} may use an item',
  'status.declare': 'Declare your total',
  'status.theirDeclare': '{name} is declaring a total',
  'status.waiting': 'Waiting for {name}',
  'status.spectating': 'You are watching',
  'status.over': 'Game over',

  'prompt.perfect': 'Perfect mission! Return a notoriety token?',
  'prompt.chloroform': 'Use Chloroform to avoid {marks} notoriety?',
  'prompt.balaclava': 'Use Balaclava before taking notoriety?',
  'prompt.theirs': '{name} is deciding',

  'pick.mission': 'Choose a mission',
  'pick.card': 'Choose a face-down card',
  'pick.from': 'Choose the mission to move your cards from',
  'pick.to': 'Choose the mission to move them to',
  'pick.copy': 'Choose the used item to use again',

  'button.draw': 'Draw',
  'button.place': 'Place here',
  'button.stop': 'Stop',
  'button.pass': 'Pass',
  'button.noItemsRound': 'No items this round',
  'summary.title': 'Round {round} of {rounds} is over',
  'summary.none': 'Nobody took a mission.',
  'summary.close': 'Next round',
  'button.done': 'Done',
  'button.declare': 'Declare {total}',
  'button.returnToken': 'Return a token',
  'button.keep': 'Keep it',
  'button.cancel': 'Cancel',
  'button.plus': '+1',
  'button.minus': '−1',
  'button.use': 'Use {item}',

  'result.score.you': 'You win on points',
  'result.score.other': '{name} wins on points',
  'result.notorietyTiebreak.you': 'Tied on points — you win with more notoriety tokens',
  'result.notorietyTiebreak.other': 'Tied on points — {name} wins with more notoriety tokens',
  'result.notoriety.won': 'You win: {loser} reached {limit} notoriety tokens',
  'result.notoriety.lost': '{winner} wins: you reached {limit} notoriety tokens',
  'result.notoriety.watched': '{winner} wins: {loser} reached {limit} notoriety tokens',
  'result.draw': 'A draw: same points and same notoriety',
  'result.unknown': 'The game is over',

  'ref.kind': 'Kind of card',
  'ref.kind.target': 'Targets',
  'ref.kind.set': 'Documents and Codes',
  'ref.kind.ci': 'Counter-intelligence',
  'ref.kind.item': 'Items',
  'ref.kind.equipment': 'Equipment',
  'ref.itemVp': '1 VP, used or not',
  'ref.equipment': 'Each player has the same 14 cards; you draw from your own deck only.',
  'ref.ace': 'Counts 1 or 11: you choose when you declare your total.',
  'score.targets': 'Targets',
  'score.documents': 'Documents',
  'score.codes': 'Codes',
  'score.items': 'Items',
  'score.notoriety': 'Notoriety tokens',
  'score.total': 'Total',

  'card.setVp': 'sets: 2 · 6 · 12 VP',
  'mission.taken': 'taken by {name}',
  'mission.discarded': 'discarded',
  'plate.facts': 'Notoriety {notoriety}/9 · {vp} VP · Discard {discard} · Pile {pile}',
  'plate.peek': 'Next in your deck: {ranks}',
  'pick.delta': 'Choose +1 or −1',
  'rules.goal': 'Score the most victory points (VP) over 6 rounds: Targets, sets of Documents and Codes, Items, and your notoriety tokens. Whoever reaches 9 notoriety tokens loses at once.',
  'rules.turn': 'On your turn, draw a card and place it face up at a mission you have not attempted this round. Then draw more cards face down at that mission, one at a time, or stop. Over 21 (counting 1/11 as 1) you must stop.',
  'rules.secret': 'Only you see your face-down cards, and only during that turn. Your opponent sees how many you placed, never their values.',
  'rules.reveal': 'When both players are done, the missions are revealed from 1 to 4. Each player declares a total; a 1/11 card counts 1 or 11, your choice.',
  'rules.win': 'The highest total up to 21 takes the mission card; a tie goes to the player with more cards there. Over 21 fails: those cards are discarded and you take a notoriety token. Exactly 21 lets you return one.',
  'rules.ci': 'A red counter-intelligence tab (!) under a mission gives its taker one notoriety token per mark.',
  'rules.sets': 'Documents and Codes score by set: 1 card 2 VP, 2 cards 6 VP, 3 cards 12 VP. Each Item is worth 1 VP, used or not.',
  'rules.items': 'Each Item can be used once: on your turn (not between drawing a card and placing it), or in the reveal, before a mission is revealed and after both totals are declared. Point at one (or tap it) to read what it does; usable ones glow.',
  'rules.title': 'How to play Kompromat',
  'count.card.one': '1 card',
  'count.card.many': '{n} cards',
  'count.token.one': '1 notoriety token',
  'count.token.many': '{n} notoriety tokens',

  'log.seat': 'Player {n}',
  'log.round.you': 'Round {round} of {rounds} begins — you start.',
  'log.round.other': 'Round {round} of {rounds} begins — {name} starts.',
  'log.turn.you': 'Your turn.',
  'log.turn.other': '{name}’s turn.',
  'log.drewFirst.you': 'You drew a card.',
  'log.drewFirst.other': '{name} drew a card.',
  'log.drewFirstSeen.you': 'You drew a card: {rank}.',
  'log.drewFirstSeen.other': '{name} drew a card: {rank}.',
  'log.drew.you': 'You placed a face-down card at mission {mission}.',
  'log.drew.other': '{name} placed a face-down card at mission {mission}.',
  'log.drewSeen.you': 'You placed a face-down card at mission {mission}: {rank}.',
  'log.drewSeen.other': '{name} placed a face-down card at mission {mission}: {rank}.',
  'log.placed.you': 'You placed a card face up at mission {mission}: {rank}.',
  'log.placed.other': '{name} placed a card face up at mission {mission}: {rank}.',
  'log.stopped.you': 'You stopped at mission {mission} with {cards}.',
  'log.stopped.other': '{name} stopped at mission {mission} with {cards}.',
  'log.reveal': 'The round is played out — now the missions are revealed, one by one.',
  'log.revealed.you': 'You revealed your cards at mission {mission}: {ranks}.',
  'log.revealed.other': '{name} revealed their cards at mission {mission}: {ranks}.',
  'log.declared.you': 'You declared {total} at mission {mission}.',
  'log.declared.other': '{name} declared {total} at mission {mission}.',
  'log.failed.you': 'You failed mission {mission}: over {limit}, your cards there are discarded.',
  'log.failed.other': '{name} failed mission {mission}: over {limit}, their cards there are discarded.',
  'log.perfect.you': 'Perfect mission! You have exactly {limit} at mission {mission}.',
  'log.perfect.other': 'Perfect mission! {name} has exactly {limit} at mission {mission}.',
  'log.notoriety.you': 'You took {tokens} (now {total}).',
  'log.notoriety.other': '{name} took {tokens} (now {total}).',
  'log.took.you': 'You won mission {mission} and took its card.',
  'log.took.other': '{name} won mission {mission} and took its card.',
  'log.discarded': 'Nobody won mission {mission}: its card is discarded.',
  'log.returnedToken.you': 'You returned a notoriety token to the supply (now {total}).',
  'log.returnedToken.other': '{name} returned a notoriety token to the supply (now {total}).',
  'log.gameOver': 'Game over: {result}.',

  // `{item}` is the item as the object of "used", so a USB Stick can stand in for it.
  'log.itemObject.nightVision': 'Night Vision',
  'log.itemObject.usb': 'the USB Stick',
  'log.itemObject.drone': 'the Drone',
  'log.itemObject.stunGun': 'the Stun Gun',
  'log.itemObject.chloroform': 'Chloroform',
  'log.itemObject.gps': 'the GPS Tracker',
  'log.itemObject.jetpack': 'the Jetpack',
  'log.itemObject.balaclava': 'the Balaclava',
  'log.itemObject.newspaper': 'the Newspaper',
  'log.itemObject.vesper': 'the Vesper Martini',
  'log.usbAs': 'the USB Stick (as {item})',
  'log.foeCards.you': 'your cards',
  'log.foeCards.other': '{name}’s cards',
  'log.foeCard.you': 'your card {position}',
  'log.foeCard.other': '{name}’s card {position}',
  'log.foeTotal.you': 'your total',
  'log.foeTotal.other': '{name}’s total',
  'log.item.you': 'You used {item}.',
  'log.item.other': '{name} used {item}.',
  'log.item.nightVision.you': 'You used {item} to look at {cards} from the top of your deck.',
  'log.item.nightVision.other': '{name} used {item} to look at {cards} from the top of their deck.',
  'log.item.nightVisionSeen.you': 'You used {item}: the top of your deck is {ranks} (top first).',
  'log.item.nightVisionSeen.other': '{name} used {item}: the top of their deck is {ranks} (top first).',
  'log.item.drone.you': 'You used {item} at mission {mission} — {foe} there: {ranks}.',
  'log.item.drone.other': '{name} used {item} at mission {mission} — {foe} there: {ranks}.',
  'log.item.stunGun.you': 'You used {item} at mission {mission}: {foe} is discarded.',
  'log.item.stunGun.other': '{name} used {item} at mission {mission}: {foe} is discarded.',
  'log.item.gps.you': 'You used {item} at mission {mission}: your last face-down card goes back on top of your deck.',
  'log.item.gps.other': '{name} used {item} at mission {mission}: their last face-down card goes back on top of their deck.',
  'log.item.jetpack.you': 'You used {item} to move your cards from mission {from} to mission {to}.',
  'log.item.jetpack.other': '{name} used {item} to move their cards from mission {from} to mission {to}.',
  'log.item.balaclava.you': 'You used {item} and returned {tokens} to the supply.',
  'log.item.balaclava.other': '{name} used {item} and returned {tokens} to the supply.',
  'log.item.newspaper.you': 'You used {item} at mission {mission}: +3 to {foe} there.',
  'log.item.newspaper.other': '{name} used {item} at mission {mission}: +3 to {foe} there.',
  'log.item.vesper.you': 'You used {item} at mission {mission}: {delta} to your total.',
  'log.item.vesper.other': '{name} used {item} at mission {mission}: {delta} to their total.',
  'log.item.chloroform.you': 'You used {item} and escaped the counter-intelligence: no notoriety tokens.',
  'log.item.chloroform.other': '{name} used {item} and escaped the counter-intelligence: no notoriety tokens.',
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof en;

const de: Record<TextKey, string> = {
  'item.nightVision': 'Nachtsichtgerät',
  'item.usb': 'USB-Stick',
  'item.drone': 'Drohne',
  'item.stunGun': 'Elektroschocker',
  'item.chloroform': 'Chloroform',
  'item.gps': 'GPS-Tracker',
  'item.jetpack': 'Jetpack',
  'item.balaclava': 'Sturmhaube',
  'item.newspaper': 'Zeitung',
  'item.vesper': 'Vesper Martini',

  'itemHelp.nightVision': 'In deinem Zug: Sieh dir die obersten 5 Karten deines Ausrüstungsstapels an. Nur du siehst sie.',
  'itemHelp.usb': 'Setze einen Gegenstand, den du in dieser Partie schon benutzt hast, noch einmal ein – wann immer er erlaubt wäre.',
  'itemHelp.drone': 'In deinem Zug oder beim Aufdecken: Deck alle Karten deines Gegners an einer noch nicht aufgedeckten Mission für alle auf.',
  'itemHelp.stunGun': 'In deinem Zug oder beim Aufdecken: Wirf eine verdeckte Karte deines Gegners an einer noch nicht aufgedeckten Mission ab.',
  'itemHelp.chloroform': 'Wenn du eine Mission mit Spionageabwehrkarte darunter gewinnst: Du bekommst dafür keine Spionageabwehrtokens. Wird dir dann angeboten.',
  'itemHelp.gps': 'In deinem Zug: Leg die zuletzt verdeckt gezogene Karte zurück oben auf deinen Stapel, auch über 21. Dein Zug geht weiter.',
  'itemHelp.jetpack': 'In deinem Zug oder beim Aufdecken: Versetz alle deine Karten von einer Mission zu einer ganz ohne Karten. Beide gelten dann als von dir versucht.',
  'itemHelp.balaclava': 'Leg zwei deiner Spionageabwehrtokens ab. Jederzeit, wenn du handeln darfst – und kurz bevor du 9 hättest, wird es dir angeboten.',
  'itemHelp.newspaper': 'In deinem Zug oder beim Aufdecken: +3 auf die Summe deines Gegners an einer noch nicht aufgedeckten Mission mit seinen Karten.',
  'itemHelp.vesper': 'Wenn an einer Mission beide Summen angegeben sind: Ändere deine Summe dort um +1 oder −1.',

  'target.The Informant': 'Der Informant',
  'target.The Pursuit': 'Die Verfolgung',
  'target.The Safe House': 'Der Unterschlupf',
  'target.The Airport': 'Der Flughafen',
  'target.The Interrogation': 'Das Verhör',
  'target.The Locker': 'Das Schließfach',
  'target.The Barmaid': 'Die Barfrau',
  'target.The Hotel': 'Das Hotel',

  'card.target': 'Zielobjekt',
  'card.document': 'Dokument',
  'card.code': 'Code',
  'card.ci': 'Spionageabwehr {marks}',
  'card.item': 'Gegenstand',
  'card.vp': '{vp} SP',
  'card.missionDeck': 'Missionsstapel',
  'card.equipmentDeck': 'Ausrüstungsstapel',
  'card.supply': 'Vorrat an Spionageabwehrtokens',

  'status.round': 'Runde {round} von {rounds}',
  'status.yourTurnDraw': 'Du bist dran – zieh eine Karte',
  'status.yourTurnPlace': 'Leg die Karte offen an eine Mission, die du diese Runde noch nicht versucht hast',
  'status.yourTurnMore': 'Zieh noch eine Karte verdeckt oder hör auf',
  'status.mustStop': 'Über 21 – du musst aufhören',
  'status.theirTurn': '{name} ist am Zug',
  'status.outOfCards': 'Du hast keine Karten mehr: Diese Runde machst du keinen Zug mehr',
  'status.reveal': 'Aufdecken: Mission {n}',
  'status.yourItems': 'Du kannst jetzt einen Gegenstand einsetzen oder passen',
  'status.theirItems': '{name} kann einen Gegenstand einsetzen',
  'status.declare': 'Gib deine Summe an',
  'status.theirDeclare': '{name} gibt die Summe an',
  'status.waiting': 'Warte auf {name}',
  'status.spectating': 'Du schaust zu',
  'status.over': 'Spielende',

  'prompt.perfect': 'Perfekte Mission! Ein Spionageabwehrtoken ablegen?',
  'prompt.chloroform': 'Chloroform einsetzen? Dann bekommst du für diese Mission keine Spionageabwehrtokens (sonst {marks}).',
  'prompt.balaclava': 'Sturmhaube einsetzen, bevor du Spionageabwehrtokens bekommst?',
  'prompt.theirs': '{name} entscheidet gerade',

  'pick.mission': 'Wähl eine Mission',
  'pick.card': 'Wähl eine verdeckte Karte',
  'pick.from': 'Wähl die Mission, von der deine Karten wegsollen',
  'pick.to': 'Wähl die Mission, zu der sie sollen',
  'pick.copy': 'Wähl den benutzten Gegenstand, den du noch einmal einsetzt',

  'button.draw': 'Ziehen',
  'button.place': 'Hierhin legen',
  'button.stop': 'Aufhören',
  'button.pass': 'Passen',
  'button.noItemsRound': 'Keine Gegenstände diese Runde',
  'summary.title': 'Runde {round} von {rounds} ist vorbei',
  'summary.none': 'Niemand hat eine Mission genommen.',
  'summary.close': 'Nächste Runde',
  'button.done': 'Fertig',
  'button.declare': '{total} angeben',
  'button.returnToken': 'Token ablegen',
  'button.keep': 'Behalten',
  'button.cancel': 'Abbrechen',
  'button.plus': '+1',
  'button.minus': '−1',
  'button.use': '{item} einsetzen',

  'result.score.you': 'Du gewinnst nach Punkten',
  'result.score.other': '{name} gewinnt nach Punkten',
  'result.notorietyTiebreak.you': 'Punktgleich – du gewinnst mit mehr Spionageabwehrtokens',
  'result.notorietyTiebreak.other': 'Punktgleich – {name} gewinnt mit mehr Spionageabwehrtokens',
  'result.notoriety.won': 'Du gewinnst: {loser} hat {limit} Spionageabwehrtokens',
  'result.notoriety.lost': '{winner} gewinnt: Du hast {limit} Spionageabwehrtokens',
  'result.notoriety.watched': '{winner} gewinnt: {loser} hat {limit} Spionageabwehrtokens',
  'result.draw': 'Unentschieden: gleich viele Punkte und Spionageabwehrtokens',
  'result.unknown': 'Das Spiel ist vorbei',

  'ref.kind': 'Kartenart',
  'ref.kind.target': 'Zielobjekte',
  'ref.kind.set': 'Dokumente und Codes',
  'ref.kind.ci': 'Spionageabwehr',
  'ref.kind.item': 'Gegenstände',
  'ref.kind.equipment': 'Ausrüstung',
  'ref.itemVp': '1 SP, benutzt oder nicht',
  'ref.equipment': 'Alle haben dieselben 14 Karten; du ziehst nur aus deinem eigenen Stapel.',
  'ref.ace': 'Zählt 1 oder 11: Du wählst, wenn du deine Summe angibst.',
  'score.targets': 'Zielobjekte',
  'score.documents': 'Dokumente',
  'score.codes': 'Codes',
  'score.items': 'Gegenstände',
  'score.notoriety': 'Spionageabwehrtokens',
  'score.total': 'Gesamt',

  'card.setVp': 'Sätze: 2 · 6 · 12 SP',
  'mission.taken': 'gewonnen von {name}',
  'mission.discarded': 'abgelegt',
  'plate.facts': 'Spionageabwehr {notoriety}/9 · {vp} SP · Ablage {discard} · Stapel {pile}',
  'plate.peek': 'Als Nächstes in deinem Stapel: {ranks}',
  'pick.delta': 'Wähle +1 oder −1',
  'rules.goal': 'Sammle in 6 Runden die meisten Siegespunkte (SP): Zielobjekte, Sätze aus Dokumenten und Codes, Gegenstände und deine Spionageabwehrtokens. Wer 9 Spionageabwehrtokens hat, verliert sofort.',
  'rules.turn': 'In deinem Zug ziehst du eine Karte und legst sie offen an eine Mission, an der du in dieser Runde noch nicht warst. Dann ziehst du dort einzeln weitere Karten verdeckt – oder hörst auf. Über 21 (1/11 zählt 1) musst du aufhören.',
  'rules.secret': 'Nur du siehst deine verdeckten Karten, und nur während dieses Zugs. Dein Gegner sieht, wie viele du gelegt hast, nie ihre Werte.',
  'rules.reveal': 'Sind beide fertig, werden die Missionen von 1 bis 4 aufgedeckt. Jeder gibt seine Summe an; eine 1/11-Karte zählt 1 oder 11, wie du willst.',
  'rules.win': 'Die höchste Summe bis 21 gewinnt die Missionskarte; bei Gleichstand, wer dort mehr Karten hat. Über 21 scheitert: Die Karten werden abgelegt und du nimmst ein Spionageabwehrtoken. Genau 21: Du darfst eins zurückgeben.',
  'rules.ci': 'Eine rote Spionageabwehrkarte (!) unter einer Mission bringt dem Gewinner ein Spionageabwehrtoken pro Zeichen.',
  'rules.sets': 'Dokumente und Codes zählen als Satz: 1 Karte 2 SP, 2 Karten 6 SP, 3 Karten 12 SP. Jeder Gegenstand bringt 1 SP, benutzt oder nicht.',
  'rules.items': 'Jeder Gegenstand ist einmal einsetzbar: in deinem Zug (nicht zwischen dem Ziehen einer Karte und dem Anlegen) oder beim Aufdecken, bevor eine Mission aufgedeckt wird und wenn beide Summen angegeben sind. Zeig auf einen (oder tipp ihn an), um zu lesen, was er tut; einsetzbare leuchten.',
  'rules.title': 'So spielst du Kompromat',
  'count.card.one': '1 Karte',
  'count.card.many': '{n} Karten',
  'count.token.one': '1 Spionageabwehrtoken',
  'count.token.many': '{n} Spionageabwehrtokens',

  'log.seat': 'Spieler {n}',
  'log.round.you': 'Runde {round} von {rounds} beginnt – du fängst an.',
  'log.round.other': 'Runde {round} von {rounds} beginnt – {name} fängt an.',
  'log.turn.you': 'Du bist am Zug.',
  'log.turn.other': '{name} ist am Zug.',
  'log.drewFirst.you': 'Du ziehst eine Karte.',
  'log.drewFirst.other': '{name} zieht eine Karte.',
  'log.drewFirstSeen.you': 'Du ziehst eine Karte: {rank}.',
  'log.drewFirstSeen.other': '{name} zieht eine Karte: {rank}.',
  'log.drew.you': 'Du legst eine verdeckte Karte an Mission {mission}.',
  'log.drew.other': '{name} legt eine verdeckte Karte an Mission {mission}.',
  'log.drewSeen.you': 'Du legst eine verdeckte Karte an Mission {mission}: {rank}.',
  'log.drewSeen.other': '{name} legt eine verdeckte Karte an Mission {mission}: {rank}.',
  'log.placed.you': 'Du legst eine Karte offen an Mission {mission}: {rank}.',
  'log.placed.other': '{name} legt eine Karte offen an Mission {mission}: {rank}.',
  'log.stopped.you': 'Du hörst an Mission {mission} mit {cards} auf.',
  'log.stopped.other': '{name} hört an Mission {mission} mit {cards} auf.',
  'log.reveal': 'Die Runde ist ausgespielt – jetzt werden die Missionen der Reihe nach aufgedeckt.',
  'log.revealed.you': 'Du deckst deine Karten an Mission {mission} auf: {ranks}.',
  'log.revealed.other': '{name} deckt die Karten an Mission {mission} auf: {ranks}.',
  'log.declared.you': 'Du gibst an Mission {mission} die Summe {total} an.',
  'log.declared.other': '{name} gibt an Mission {mission} die Summe {total} an.',
  'log.failed.you': 'Deine Mission {mission} ist fehlgeschlagen: über {limit}, deine Karten dort werden abgeworfen.',
  'log.failed.other': 'Mission {mission} ist für {name} fehlgeschlagen: über {limit}, die Karten dort werden abgeworfen.',
  'log.perfect.you': 'Perfekte Mission! Du hast an Mission {mission} genau {limit}.',
  'log.perfect.other': 'Perfekte Mission! {name} hat an Mission {mission} genau {limit}.',
  'log.notoriety.you': 'Du bekommst {tokens} (jetzt {total}).',
  'log.notoriety.other': '{name} bekommt {tokens} (jetzt {total}).',
  'log.took.you': 'Du gewinnst Mission {mission} und nimmst die Missionskarte.',
  'log.took.other': '{name} gewinnt Mission {mission} und nimmt die Missionskarte.',
  'log.discarded': 'Niemand gewinnt Mission {mission}: Die Missionskarte wird abgelegt.',
  'log.returnedToken.you': 'Du legst ein Spionageabwehrtoken ab (jetzt {total}).',
  'log.returnedToken.other': '{name} legt ein Spionageabwehrtoken ab (jetzt {total}).',
  'log.gameOver': 'Spielende: {result}.',

  // Accusative with its article: "Du setzt {item} ein".
  'log.itemObject.nightVision': 'das Nachtsichtgerät',
  'log.itemObject.usb': 'den USB-Stick',
  'log.itemObject.drone': 'die Drohne',
  'log.itemObject.stunGun': 'den Elektroschocker',
  'log.itemObject.chloroform': 'das Chloroform',
  'log.itemObject.gps': 'den GPS-Tracker',
  'log.itemObject.jetpack': 'das Jetpack',
  'log.itemObject.balaclava': 'die Sturmhaube',
  'log.itemObject.newspaper': 'die Zeitung',
  'log.itemObject.vesper': 'den Vesper Martini',
  'log.usbAs': 'den USB-Stick (als {item})',
  'log.foeCards.you': 'deine Karten',
  'log.foeCards.other': 'die Karten von {name}',
  'log.foeCard.you': 'deine Karte {position}',
  'log.foeCard.other': 'Karte {position} von {name}',
  'log.foeTotal.you': 'deine Summe',
  'log.foeTotal.other': 'die Summe von {name}',
  'log.item.you': 'Du setzt {item} ein.',
  'log.item.other': '{name} setzt {item} ein.',
  'log.item.nightVision.you': 'Du setzt {item} ein und siehst dir {cards} oben von deinem Stapel an.',
  'log.item.nightVision.other': '{name} setzt {item} ein und sieht sich {cards} oben vom eigenen Stapel an.',
  'log.item.nightVisionSeen.you': 'Du setzt {item} ein – oben auf deinem Stapel liegen {ranks} (oberste zuerst).',
  'log.item.nightVisionSeen.other': '{name} setzt {item} ein – oben auf dem eigenen Stapel liegen {ranks} (oberste zuerst).',
  'log.item.drone.you': 'Du setzt {item} an Mission {mission} ein – {foe} dort: {ranks}.',
  'log.item.drone.other': '{name} setzt {item} an Mission {mission} ein – {foe} dort: {ranks}.',
  'log.item.stunGun.you': 'Du setzt {item} an Mission {mission} ein: {foe} wird abgeworfen.',
  'log.item.stunGun.other': '{name} setzt {item} an Mission {mission} ein: {foe} wird abgeworfen.',
  'log.item.gps.you': 'Du setzt {item} an Mission {mission} ein: Deine zuletzt gezogene verdeckte Karte kommt zurück oben auf deinen Stapel.',
  'log.item.gps.other': '{name} setzt {item} an Mission {mission} ein: Die zuletzt gezogene verdeckte Karte kommt zurück oben auf den eigenen Stapel.',
  'log.item.jetpack.you': 'Du setzt {item} ein und versetzt deine Karten von Mission {from} zu Mission {to}.',
  'log.item.jetpack.other': '{name} setzt {item} ein und versetzt die eigenen Karten von Mission {from} zu Mission {to}.',
  'log.item.balaclava.you': 'Du setzt {item} ein und legst {tokens} ab.',
  'log.item.balaclava.other': '{name} setzt {item} ein und legt {tokens} ab.',
  'log.item.newspaper.you': 'Du setzt {item} an Mission {mission} ein: +3 auf {foe} dort.',
  'log.item.newspaper.other': '{name} setzt {item} an Mission {mission} ein: +3 auf {foe} dort.',
  'log.item.vesper.you': 'Du setzt {item} an Mission {mission} ein: {delta} auf deine Summe.',
  'log.item.vesper.other': '{name} setzt {item} an Mission {mission} ein: {delta} auf die eigene Summe.',
  'log.item.chloroform.you': 'Du setzt {item} ein und entgehst der Spionageabwehr: keine Spionageabwehrtokens.',
  'log.item.chloroform.other': '{name} setzt {item} ein und entgeht der Spionageabwehr: keine Spionageabwehrtokens.',
};

export const kt = catalog<TextKey>(en, de);

/** Every key, for tests and tools that walk the catalog. */
export const TEXT_KEYS = Object.keys(en) as TextKey[];

/** A card rank as printed: "½" for the half card, "1/11" for the card that counts either. */
export function rankLabel(rank: number): string {
  if (rank === 0.5) return '½';
  if (rank === 1) return '1/11';
  return String(rank);
}

/** A mission card's name and what it is worth, as its face prints them. */
export function missionTexts(card: kompromatCards.MissionCard): [title: string, detail: string] {
  switch (card.kind) {
    case 'target': return [targetName(card.name), kt('card.vp', { vp: card.vp })];
    case 'document': return [kt('card.document'), kt('card.setVp')];
    case 'code': return [kt('card.code'), kt('card.setVp')];
    case 'item': return [kt(`item.${card.item}`), kt('card.item')];
    case 'ci': return [kt('card.ci', { marks: '!'.repeat(card.marks) }), ''];
  }
}

/** A total: only the half card makes fractions, so totals look like 17.5, written "17½". */
export function totalLabel(total: number): string {
  const size = Math.abs(total);
  const whole = Math.floor(size);
  if (size === whole) return String(total);
  return `${total < 0 ? '−' : ''}${whole === 0 ? '' : whole}½`;
}

/** A target's name in the reader's language; the rules name targets in English. */
export function targetName(name: string): string {
  const key = `target.${name}`;
  return isTextKey(key) ? kt(key) : name;
}

function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(en, key);
}

/** Keys said of a seat: `<base>.you` of the viewer, `<base>.other` of anyone else. */
export type SeatLine = SeatLineOf<TextKey>;

/** `seatName(seat, ctx)`: a seat's display name, "Player 2" when it has none.
 *  `ofSeat(base, seat, ctx, params)`: "You …" to the viewer, "{name} …" to anyone else. */
export const { seatName, ofSeat } = seatSentences<TextKey>(kt, 'log.seat');

/** "1 card", "3 cards": the one place where the catalog needs a plural. */
export function countLabel(noun: 'card' | 'token', n: number): string {
  return n === 1 ? kt(`count.${noun}.one`) : kt(`count.${noun}.many`, { n });
}

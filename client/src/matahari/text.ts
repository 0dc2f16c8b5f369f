/**
 * Operation: Mata Hari's words, in English and German. English card names follow the
 * official English edition (the spec); German follows the German rule book (seeds/003):
 * Tonbandgerät, Fotografien, Dokumente, Gift, Pistole, Aktentasche, Mantel, Verkleidung,
 * Handschuhe; Belastende Beweise, Gegenstände, Ausrüstung; Doppelagent, Auftragsmörder,
 * Mata Hari; Deckung with its sides Inkognito and Kompromittiert; Ziel, Totenkopf,
 * Priorität, Kartenstapel Operation, Erklärung, Gegenangebot, Gegenspionage, Visionärer
 * Agent. An unmasked spy is "enttarnt".
 *
 * Lines ending in `.you` / `.other` are one sentence said of the viewer ("Du ziehst") or
 * of another seat ("{name} zieht"): German conjugates the verb, so one line cannot serve both.
 *
 * Keys under `res.`, `pred.`, `verb.`, `st.` and `demand.` are the building blocks of
 * sentences.ts; each language keeps its own word order inside the line, so the code only
 * fills slots.
 */
import type { matahariCards, MatahariFace as Face, MatahariObjective as Objective } from '@dead-drop/shared';
import { catalog, listOf, pluralForm } from '../i18n';
import { seatSentences, type SeatLineOf } from '../i18n/seats';

type Resource = matahariCards.Resource;

const en = {
  'resource.tapeRecorder': 'Tape Recorder',
  'resource.photographs': 'Photographs',
  'resource.documents': 'Documents',
  'resource.poison': 'Poison',
  'resource.gun': 'Gun',
  'resource.briefcase': 'Briefcase',
  'resource.coat': 'Coat',
  'resource.disguise': 'Disguise',
  'resource.gloves': 'Gloves',

  // A resource after "is" / "are": with its article in the singular, as a plural after "are".
  // Names that already are plural or uncountable stay as they are.
  'res.one.tapeRecorder': 'a Tape Recorder',
  'res.one.photographs': 'Photographs',
  'res.one.documents': 'Documents',
  'res.one.poison': 'Poison',
  'res.one.gun': 'a Gun',
  'res.one.briefcase': 'a Briefcase',
  'res.one.coat': 'a Coat',
  'res.one.disguise': 'a Disguise',
  'res.one.gloves': 'Gloves',
  'res.many.tapeRecorder': 'Tape Recorders',
  'res.many.photographs': 'Photographs',
  'res.many.documents': 'Documents',
  'res.many.poison': 'Poison',
  'res.many.gun': 'Guns',
  'res.many.briefcase': 'Briefcases',
  'res.many.coat': 'Coats',
  'res.many.disguise': 'Disguises',
  'res.many.gloves': 'Gloves',

  'colour.red': 'red',
  'colour.blue': 'blue',
  'colour.green': 'green',
  'colourGroup.red': 'Incriminating evidence',
  'colourGroup.blue': 'Objects',
  'colourGroup.green': 'Equipment',

  'partner.doubleAgent': 'Double Agent',
  'partner.assassin': 'Assassin',
  'partner.mataHari': 'Mata Hari',
  'partnerHelp.doubleAgent': 'Anyone may use it: while it is in your offer, your declaration may be false. It is never revealed and changes hands with the swap.',
  'partnerHelp.assassin': 'Only the active player: revealed at the swap, the chosen counter-offerer takes a Compromised cover and must meet your demand if they can. It changes hands.',
  'partnerHelp.mataHari': 'Only the active player can play it: in their own offer, never in a counter-offer. If nobody counter-offered: turn all your Compromised covers to Undercover and take up to 2 cards of your choice from the draw pile.',
  // A partner after "is" / "are", and as the object of "accused … of hiding".
  'partnerOne.doubleAgent': 'a Double Agent',
  'partnerOne.assassin': 'an Assassin',
  'partnerOne.mataHari': 'Mata Hari',
  'partnerMany.doubleAgent': 'Double Agents',
  'partnerMany.assassin': 'Assassins',
  'partnerMany.mataHari': 'Mata Hari cards',
  'partnerObject.doubleAgent': 'a Double Agent',
  'partnerObject.assassin': 'an Assassin',
  'partnerObject.mataHari': 'a Mata Hari',

  'ref.kind': 'Kind of card',
  'ref.kind.resource': 'Resources',
  'ref.kind.partner': 'Partners',
  'ref.kind.cover': 'Covers',
  'ref.colour': 'Colour',
  'ref.priorities': 'priorities 1 to {n}, one card each',
  'ref.cover': 'They lie in the middle. Whoever must take one (rejecting every counter-offer, a wrong accusation, a right one against them, the Assassin) takes it Compromised side up; Mata Hari turns all of one’s Compromised covers to Undercover. At the end each Undercover cover scores 2, and the most Compromised covers unmask a spy. The game ends when the last one is taken.',
  'cover.name': 'Cover',
  'cover.undercover': 'Undercover',
  'cover.compromised': 'Compromised',
  'word.objective': 'Objective',
  'word.skull': 'Skull',
  'word.priority': 'Priority',
  'word.drawPile': 'Draw pile',
  'word.partner': 'Partner',
  'word.yes': 'yes',
  'face.resource': '{resource} {priority}',
  'objective.label': '{resource} (skull: {colour})',

  'pred.partner.one': 'a partner',
  'pred.partner.many': 'partners',
  'pred.resourceCard.one': 'a resource card',
  'pred.resourceCard.many': 'resource cards',
  'pred.priority': 'priority {value}',
  'pred.parity.even': 'an even priority',
  'pred.parity.odd': 'an odd priority',
  // `{c}` is what the card is ("blue and a Gun") or has ("priority ≥ 5"). `verbLast` is the
  // same inside a relative clause, where German puts the verb last.
  'verb.is.one': 'is {c}',
  'verb.is.many': 'are {c}',
  'verb.has.one': 'has {c}',
  'verb.has.many': 'have {c}',
  'verbLast.is.one': 'is {c}',
  'verbLast.is.many': 'are {c}',
  'verbLast.has.one': 'has {c}',
  'verbLast.has.many': 'have {c}',
  'verb.both': '{is} and {has}',
  // A statement starts lower case: sentences.ts capitalises the first one of a declaration.
  'st.exactly': 'exactly {n} of these cards {vp}',
  'st.atLeast': 'at least {n} of these cards {vp}',
  'st.atMost': 'at most {n} of these cards {vp}',
  'st.all': 'all of these cards {vp}',
  'st.none': 'none of these cards {vp}',
  'st.card': 'card {k} {vp}',
  'demand.one': 'at least {n} card that {vp}',
  'demand.many': 'at least {n} cards that {vp}',
  'request.demand.you': 'You demand {demand}',
  'request.demand.other': '{name} demands {demand}',
  'request.wish.you': 'You would like {demand}',
  'request.wish.other': '{name} would like {demand}',
  'quote': '“{text}”',

  'count.card.none': 'no cards',
  'count.card.one': '1 card',
  'count.card.many': '{n} cards',
  'count.compromised.none': 'no Compromised covers',
  'count.compromised.one': '1 Compromised cover',
  'count.compromised.many': '{n} Compromised covers',
  'count.matching.none': 'no matching cards',
  'count.matching.one': '{n} matching card',
  'count.matching.many': '{n} matching cards',

  'rules.title': 'How to play Operation: Mata Hari',
  'rules.goal': 'Your secret objective names one resource and a skull colour. At the end you score the priority of every card of your resource in hand, +2 per Undercover cover, minus the priority of every card of your skull’s colour.',
  'rules.turn': 'On your turn, offer 1 to 3 cards from your hand face down. Your declaration about them must be true — unless a Double Agent is among them.',
  'rules.declare': 'Declarations are structured: “at least 2 of these cards are blue”, “card 1 is a Gun”, “none of these cards is a partner”. Saying nothing is allowed.',
  'rules.request': 'You may ask for something in return: a demand (“I demand …”) binds every counter-offer; a wish (“I would like …”) is only a hint.',
  'rules.counter': 'Everyone else answers at once: a counter-offer of as many cards, with its own true declaration, or a pass. A Mata Hari never goes into a counter-offer. In the chat anyone may lie.',
  'rules.resolve': 'Accept one counter-offer and swap, or reject them all: then you take your offer back, draw 2 cards and take a Compromised cover.',
  'rules.partners': 'Partners: a Double Agent allows a false declaration. An Assassin in your accepted offer gives your partner in the swap a Compromised cover and lets you demand cards. Mata Hari, which only the active player can play, clears your covers when nobody counter-offers and lets you search the draw pile.',
  'rules.accuse': 'Counter-espionage: until the active player accepts, rejects or uses Mata Hari, anyone — even after answering — may accuse a player with an offer on the table of hiding a partner. Right: the partner leaves the game, they take a Compromised cover and withdraw their offer, and you may take a card of your choice from the draw pile. Wrong: you see their offer and take a Compromised cover.',
  'rules.end': 'The game ends at once when someone holds every card of one priority (Visionary Agent, who wins outright), when the draw pile runs out, or when the last cover is taken.',
  'rules.score': 'Scoring: whoever has the most Compromised covers is unmasked as a spy and excluded (ties exclude all of them). Highest score wins; ties share the win.',

  'log.seat': 'Player {n}',
  // Objects inside a sentence: German declines "you" (dich, dir), English does not.
  'log.obj.you': 'you',
  'log.obj.other': '{name}',
  'log.with.you': 'you',
  'log.with.other': '{name}',
  'log.counterOf.you': 'your counter-offer',
  'log.counterOf.other': '{name}’s counter-offer',
  'log.turn.you': 'Turn {number}: your turn.',
  'log.turn.other': 'Turn {number}: {name}’s turn.',
  'log.offered.you': 'You offered {cards}.',
  'log.offered.other': '{name} offered {cards}.',
  'log.offeredSaying.you': 'You offered {cards}: {declaration}.',
  'log.offeredSaying.other': '{name} offered {cards}: {declaration}.',
  'log.countered.you': 'You made a counter-offer of {cards}.',
  'log.countered.other': '{name} made a counter-offer of {cards}.',
  'log.counteredSaying.you': 'You made a counter-offer of {cards}: {declaration}.',
  'log.counteredSaying.other': '{name} made a counter-offer of {cards}: {declaration}.',
  'log.passed.you': 'You passed.',
  'log.passed.other': '{name} passed.',
  'log.accusedRight.you': 'You accused {accused} of hiding {partner} — rightly: it leaves the game and the offer is withdrawn.',
  'log.accusedRight.other': '{name} accused {accused} of hiding {partner} — rightly: it leaves the game and the offer is withdrawn.',
  'log.accusedWrong.you': 'You accused {accused} of hiding {partner} — wrongly.',
  'log.accusedWrong.other': '{name} accused {accused} of hiding {partner} — wrongly.',
  'log.accusedWrongSeen.you': 'You accused {accused} of hiding {partner} — wrongly: the offer holds {cards}.',
  'log.accusedWrongSeen.other': '{name} accused {accused} of hiding {partner} — wrongly: the offer holds {cards}.',
  'log.accepted.you': 'You accepted {offer}.',
  'log.accepted.other': '{name} accepted {offer}.',
  'log.assassin.you': 'You revealed an Assassin against {target}.',
  'log.assassin.other': '{name} revealed an Assassin against {target}.',
  'log.assassinDemand.you': 'You revealed an Assassin against {target} and demand {demand}.',
  'log.assassinDemand.other': '{name} revealed an Assassin against {target} and demands {demand}.',
  'log.adjusted.you': 'You changed your counter-offer to meet the Assassin’s demand.',
  'log.adjusted.other': '{name} changed their counter-offer to meet the Assassin’s demand.',
  'log.swapped.you': 'You swapped {cards} with {target}.',
  'log.swapped.other': '{name} swapped {cards} with {target}.',
  'log.received.you': 'You took the swapped cards into your hand.',
  'log.received.other': '{name} took the swapped cards into their hand.',
  'log.receivedSeen.you': 'You received from {from}: {cards}.',
  'log.receivedSeen.other': '{name} received from {from}: {cards}.',
  'log.rejected.you': 'No exchange: you took your offer back.',
  'log.rejected.other': 'No exchange: {name} took their offer back.',
  'log.mataHari.you': 'You used Mata Hari and turned {covers} to Undercover.',
  'log.mataHari.other': '{name} used Mata Hari and turned {covers} to Undercover.',
  'log.searched.you': 'You searched the draw pile and took {cards}.',
  'log.searched.other': '{name} searched the draw pile and took {cards}.',
  'log.cover.you': 'You took a Compromised cover ({left} left in the middle).',
  'log.cover.other': '{name} took a Compromised cover ({left} left in the middle).',
  'log.drew.you': 'You drew {cards}.',
  'log.drew.other': '{name} drew {cards}.',
  'log.gameOver': 'Game over: {result}.',

  'result.win.you': 'You win',
  'result.win.other': '{name} wins',
  'result.shared.you': 'You share the win with {names}',
  'result.shared.other': '{names} share the win',
  'result.nobody': 'Nobody wins: every agent was unmasked',
  'result.unknown': 'The game is over',
  'result.line': '{winners} — {why}',
  'result.why.drawPile': 'the draw pile ran out',
  'result.why.covers': 'the last cover was taken from the middle',
  'result.why.visionary': 'Visionary Agent: {holders}',
  'result.holds.you': 'you hold every card of priority {priority}',
  'result.holds.other': '{name} holds every card of priority {priority}',

  'score.objective': 'Objective',
  'score.compromised': 'Compromised covers',
  'score.undercover': 'Undercover covers',
  'score.excluded': 'Unmasked as a spy',
  'score.objectivePoints': 'Objective cards',
  'score.undercoverPoints': 'Undercover (+2 each)',
  'score.skullPenalty': 'Skull colour cards',
  'score.total': 'Total',
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof en;

const de: Record<TextKey, string> = {
  'resource.tapeRecorder': 'Tonbandgerät',
  'resource.photographs': 'Fotografien',
  'resource.documents': 'Dokumente',
  'resource.poison': 'Gift',
  'resource.gun': 'Pistole',
  'resource.briefcase': 'Aktentasche',
  'resource.coat': 'Mantel',
  'resource.disguise': 'Verkleidung',
  'resource.gloves': 'Handschuhe',

  // Genders: das Tonbandgerät, das Gift (the book: "ein Gift"), die Pistole, die
  // Aktentasche, der Mantel, die Verkleidung; Fotografien, Dokumente, Handschuhe are plural.
  'res.one.tapeRecorder': 'ein Tonbandgerät',
  'res.one.photographs': 'Fotografien',
  'res.one.documents': 'Dokumente',
  'res.one.poison': 'ein Gift',
  'res.one.gun': 'eine Pistole',
  'res.one.briefcase': 'eine Aktentasche',
  'res.one.coat': 'ein Mantel',
  'res.one.disguise': 'eine Verkleidung',
  'res.one.gloves': 'Handschuhe',
  'res.many.tapeRecorder': 'Tonbandgeräte',
  'res.many.photographs': 'Fotografien',
  'res.many.documents': 'Dokumente',
  'res.many.poison': 'Gift',
  'res.many.gun': 'Pistolen',
  'res.many.briefcase': 'Aktentaschen',
  'res.many.coat': 'Mäntel',
  'res.many.disguise': 'Verkleidungen',
  'res.many.gloves': 'Handschuhe',

  'colour.red': 'rot',
  'colour.blue': 'blau',
  'colour.green': 'grün',
  'colourGroup.red': 'Belastende Beweise',
  'colourGroup.blue': 'Gegenstände',
  'colourGroup.green': 'Ausrüstung',

  'partner.doubleAgent': 'Doppelagent',
  'partner.assassin': 'Auftragsmörder',
  'partner.mataHari': 'Mata Hari',
  'partnerHelp.doubleAgent': 'Kann von allen genutzt werden: Liegt er in deinem Angebot, darf deine Erklärung gelogen sein. Er wird nie aufgedeckt und wird mit dem Tausch weitergegeben.',
  'partnerHelp.assassin': 'Nur der aktive Spieler: Beim Tausch aufgedeckt, nimmt der Tauschpartner eine kompromittierte Deckung und muss deine Forderung erfüllen, wenn er kann. Er wird weitergegeben.',
  'partnerHelp.mataHari': 'Kann nur vom aktiven Spieler gespielt werden: in seinem Angebot, nie in einem Gegenangebot. Macht niemand ein Gegenangebot, drehe alle deine kompromittierten Deckungen auf Inkognito und nimm bis zu 2 Karten deiner Wahl aus dem Kartenstapel Operation.',
  'partnerOne.doubleAgent': 'ein Doppelagent',
  'partnerOne.assassin': 'ein Auftragsmörder',
  'partnerOne.mataHari': 'Mata Hari',
  'partnerMany.doubleAgent': 'Doppelagenten',
  'partnerMany.assassin': 'Auftragsmörder',
  'partnerMany.mataHari': 'Mata-Hari-Karten',
  // Accusative: "beschuldigt Bob, einen Doppelagenten zu verstecken".
  'partnerObject.doubleAgent': 'einen Doppelagenten',
  'partnerObject.assassin': 'einen Auftragsmörder',
  'partnerObject.mataHari': 'eine Mata Hari',

  'ref.kind': 'Kartenart',
  'ref.kind.resource': 'Ressourcen',
  'ref.kind.partner': 'Partner',
  'ref.kind.cover': 'Deckungen',
  'ref.colour': 'Farbe',
  'ref.priorities': 'Prioritäten 1 bis {n}, je eine Karte',
  'ref.cover': 'Sie liegen in der Mitte. Wer eine nehmen muss (alle Gegenangebote abgelehnt, eine falsche Anklage, eine richtige gegen einen selbst, der Auftragsmörder), nimmt sie mit der Seite Kompromittiert nach oben; Mata Hari dreht alle eigenen kompromittierten Deckungen auf Inkognito. Am Ende zählt jede Deckung auf Inkognito 2 Punkte, und wer die meisten kompromittierten hat, ist als Spion enttarnt. Die Partie endet, wenn die letzte genommen ist.',
  'cover.name': 'Deckung',
  'cover.undercover': 'Inkognito',
  'cover.compromised': 'Kompromittiert',
  'word.objective': 'Ziel',
  'word.skull': 'Totenkopf',
  'word.priority': 'Priorität',
  'word.drawPile': 'Kartenstapel Operation',
  'word.partner': 'Partner',
  'word.yes': 'ja',
  'face.resource': '{resource} {priority}',
  'objective.label': '{resource} (Totenkopf: {colour})',

  'pred.partner.one': 'ein Partner',
  'pred.partner.many': 'Partner',
  'pred.resourceCard.one': 'eine Ressourcenkarte',
  'pred.resourceCard.many': 'Ressourcenkarten',
  'pred.priority': 'Priorität {value}',
  'pred.parity.even': 'eine gerade Priorität',
  'pred.parity.odd': 'eine ungerade Priorität',
  'verb.is.one': 'ist {c}',
  'verb.is.many': 'sind {c}',
  'verb.has.one': 'hat {c}',
  'verb.has.many': 'haben {c}',
  'verbLast.is.one': '{c} ist',
  'verbLast.is.many': '{c} sind',
  'verbLast.has.one': '{c} hat',
  'verbLast.has.many': '{c} haben',
  'verb.both': '{is} und {has}',
  'st.exactly': 'genau {n} dieser Karten {vp}',
  'st.atLeast': 'mindestens {n} dieser Karten {vp}',
  'st.atMost': 'höchstens {n} dieser Karten {vp}',
  'st.all': 'alle diese Karten {vp}',
  'st.none': 'keine dieser Karten {vp}',
  'st.card': 'Karte {k} {vp}',
  'demand.one': 'mindestens {n} Karte, die {vp}',
  'demand.many': 'mindestens {n} Karten, die {vp}',
  'request.demand.you': 'Du verlangst {demand}',
  'request.demand.other': '{name} verlangt {demand}',
  'request.wish.you': 'Du hättest gerne {demand}',
  'request.wish.other': '{name} hätte gerne {demand}',
  'quote': '„{text}“',

  'count.card.none': 'keine Karten',
  'count.card.one': '1 Karte',
  'count.card.many': '{n} Karten',
  'count.compromised.none': 'keine kompromittierten Deckungen',
  'count.compromised.one': '1 kompromittierte Deckung',
  'count.compromised.many': '{n} kompromittierte Deckungen',
  'count.matching.none': 'keine passenden Karten',
  'count.matching.one': '{n} passende Karte',
  'count.matching.many': '{n} passende Karten',

  'rules.title': 'So spielt man Operation: Mata Hari',
  'rules.goal': 'Dein geheimes Ziel nennt eine Ressource und eine Totenkopf-Farbe. Am Ende zählt jede Karte deiner Ressource auf der Hand ihre Priorität, jede Deckung auf Inkognito 2 Punkte; jede Karte in der Farbe deines Totenkopfs zieht ihre Priorität ab.',
  'rules.turn': 'In deinem Zug bietest du 1 bis 3 Karten aus deiner Hand verdeckt an. Deine Erklärung dazu muss wahr sein – außer ein Doppelagent ist darunter.',
  'rules.declare': 'Erklärungen folgen festen Mustern: „mindestens 2 dieser Karten sind blau“, „Karte 1 ist eine Pistole“, „keine dieser Karten ist ein Partner“. Du darfst auch nichts sagen.',
  'rules.request': 'Du darfst eine Gegenleistung verlangen: Eine Forderung („Ich verlange …“) bindet jedes Gegenangebot; ein Wunsch („Ich hätte gerne …“) ist nur ein Hinweis.',
  'rules.counter': 'Alle anderen antworten gleichzeitig: ein Gegenangebot mit gleich vielen Karten und eigener wahrer Erklärung, oder sie passen. Eine Mata Hari darf nie in ein Gegenangebot. Im Chat darf jeder lügen.',
  'rules.resolve': 'Nimm ein Gegenangebot an und tausche, oder lehne alle ab: Dann nimmst du dein Angebot zurück, ziehst 2 Karten und nimmst eine kompromittierte Deckung.',
  'rules.partners': 'Partner: Ein Doppelagent erlaubt eine falsche Erklärung. Ein Auftragsmörder in deinem angenommenen Angebot gibt deinem Tauschpartner eine kompromittierte Deckung und erlaubt dir eine Forderung. Mata Hari, die nur der aktive Spieler spielen kann, dreht, wenn niemand ein Gegenangebot macht, deine Deckungen auf Inkognito und lässt dich den Kartenstapel Operation durchsuchen.',
  'rules.accuse': 'Gegenspionage: Bis der aktive Spieler annimmt, ablehnt oder Mata Hari einsetzt, darf jeder – auch wer schon geantwortet hat – einen Spieler mit einem Angebot auf dem Tisch beschuldigen, einen Partner darin zu verstecken. Begründet: Der Partner verlässt das Spiel, der Beschuldigte nimmt eine kompromittierte Deckung und zieht sein Angebot zurück, und du darfst eine Karte deiner Wahl aus dem Kartenstapel Operation nehmen. Unbegründet: Du siehst sein Angebot und nimmst eine kompromittierte Deckung.',
  'rules.end': 'Das Spiel endet sofort, wenn jemand alle Karten eines Prioritätswerts hält (Visionärer Agent, gewinnt sofort), wenn der Kartenstapel Operation leer ist oder wenn die letzte Deckung genommen wird.',
  'rules.score': 'Wertung: Wer die meisten kompromittierten Deckungen hat, ist als Spion enttarnt und scheidet aus (bei Gleichstand alle). Die höchste Punktzahl gewinnt; bei Gleichstand teilt man sich den Sieg.',

  'log.seat': 'Spieler {n}',
  'log.obj.you': 'dich',
  'log.obj.other': '{name}',
  'log.with.you': 'dir',
  'log.with.other': '{name}',
  'log.counterOf.you': 'dein Gegenangebot',
  'log.counterOf.other': 'das Gegenangebot von {name}',
  'log.turn.you': 'Zug {number}: Du bist am Zug.',
  'log.turn.other': 'Zug {number}: {name} ist am Zug.',
  'log.offered.you': 'Du bietest {cards} an.',
  'log.offered.other': '{name} bietet {cards} an.',
  'log.offeredSaying.you': 'Du bietest {cards} an: {declaration}.',
  'log.offeredSaying.other': '{name} bietet {cards} an: {declaration}.',
  'log.countered.you': 'Du machst ein Gegenangebot mit {cards}.',
  'log.countered.other': '{name} macht ein Gegenangebot mit {cards}.',
  'log.counteredSaying.you': 'Du machst ein Gegenangebot mit {cards}: {declaration}.',
  'log.counteredSaying.other': '{name} macht ein Gegenangebot mit {cards}: {declaration}.',
  'log.passed.you': 'Du passt.',
  'log.passed.other': '{name} passt.',
  'log.accusedRight.you': 'Du beschuldigst {accused}, {partner} zu verstecken – zu Recht: Die Karte verlässt das Spiel, das Angebot wird zurückgezogen.',
  'log.accusedRight.other': '{name} beschuldigt {accused}, {partner} zu verstecken – zu Recht: Die Karte verlässt das Spiel, das Angebot wird zurückgezogen.',
  'log.accusedWrong.you': 'Du beschuldigst {accused}, {partner} zu verstecken – zu Unrecht.',
  'log.accusedWrong.other': '{name} beschuldigt {accused}, {partner} zu verstecken – zu Unrecht.',
  'log.accusedWrongSeen.you': 'Du beschuldigst {accused}, {partner} zu verstecken – zu Unrecht: Im Angebot liegen {cards}.',
  'log.accusedWrongSeen.other': '{name} beschuldigt {accused}, {partner} zu verstecken – zu Unrecht: Im Angebot liegen {cards}.',
  'log.accepted.you': 'Du nimmst {offer} an.',
  'log.accepted.other': '{name} nimmt {offer} an.',
  'log.assassin.you': 'Du deckst einen Auftragsmörder gegen {target} auf.',
  'log.assassin.other': '{name} deckt einen Auftragsmörder gegen {target} auf.',
  'log.assassinDemand.you': 'Du deckst einen Auftragsmörder gegen {target} auf und verlangst {demand}.',
  'log.assassinDemand.other': '{name} deckt einen Auftragsmörder gegen {target} auf und verlangt {demand}.',
  'log.adjusted.you': 'Du passt dein Gegenangebot an die Forderung des Auftragsmörders an.',
  'log.adjusted.other': '{name} passt das eigene Gegenangebot an die Forderung des Auftragsmörders an.',
  'log.swapped.you': 'Du tauschst {cards} mit {target}.',
  'log.swapped.other': '{name} tauscht {cards} mit {target}.',
  'log.received.you': 'Du nimmst die getauschten Karten auf die Hand.',
  'log.received.other': '{name} nimmt die getauschten Karten auf die Hand.',
  'log.receivedSeen.you': 'Du erhältst von {from}: {cards}.',
  'log.receivedSeen.other': '{name} erhält von {from}: {cards}.',
  'log.rejected.you': 'Kein Tausch: Du nimmst dein Angebot zurück.',
  'log.rejected.other': 'Kein Tausch: {name} nimmt das eigene Angebot zurück.',
  'log.mataHari.you': 'Du setzt Mata Hari ein und drehst {covers} auf Inkognito.',
  'log.mataHari.other': '{name} setzt Mata Hari ein und dreht {covers} auf Inkognito.',
  'log.searched.you': 'Du durchsuchst den Kartenstapel Operation und nimmst {cards}.',
  'log.searched.other': '{name} durchsucht den Kartenstapel Operation und nimmt {cards}.',
  'log.cover.you': 'Du nimmst eine kompromittierte Deckung (in der Tischmitte: {left}).',
  'log.cover.other': '{name} nimmt eine kompromittierte Deckung (in der Tischmitte: {left}).',
  'log.drew.you': 'Du ziehst {cards}.',
  'log.drew.other': '{name} zieht {cards}.',
  'log.gameOver': 'Spielende: {result}.',

  'result.win.you': 'Du gewinnst',
  'result.win.other': '{name} gewinnt',
  'result.shared.you': 'Du teilst dir den Sieg mit {names}',
  'result.shared.other': '{names} teilen sich den Sieg',
  'result.nobody': 'Niemand gewinnt: Alle Agenten wurden enttarnt',
  'result.unknown': 'Das Spiel ist vorbei',
  'result.line': '{winners} – {why}',
  'result.why.drawPile': 'der Kartenstapel Operation ist aufgebraucht',
  'result.why.covers': 'die letzte Deckung wurde aus der Tischmitte genommen',
  'result.why.visionary': 'Visionärer Agent: {holders}',
  'result.holds.you': 'du hältst alle Karten mit Priorität {priority}',
  'result.holds.other': '{name} hält alle Karten mit Priorität {priority}',

  'score.objective': 'Ziel',
  'score.compromised': 'Deckungen kompromittiert',
  'score.undercover': 'Deckungen inkognito',
  'score.excluded': 'Als Spion enttarnt',
  'score.objectivePoints': 'Zielkarten',
  'score.undercoverPoints': 'Inkognito (je +2)',
  'score.skullPenalty': 'Karten in Totenkopf-Farbe',
  'score.total': 'Gesamt',
};

export const mt = catalog<TextKey>(en, de);

/** Every key, for tests and tools that walk the catalog. */
export const TEXT_KEYS = Object.keys(en) as TextKey[];

/** Keys said of a seat: `<base>.you` of the viewer, `<base>.other` of anyone else. */
export type SeatLine = SeatLineOf<TextKey>;

/** `seatName(seat, ctx)`: a seat's display name, "Player 2" when it has none.
 *  `ofSeat(base, seat, ctx, params)`: "You …" to the viewer, "{name} …" to anyone else. */
export const { seatName, ofSeat } = seatSentences<TextKey>(mt, 'log.seat');

/** A card as printed: "Gun 5", or the partner's name. */
export function faceLabel(face: Face): string {
  if ('partner' in face) return mt(`partner.${face.partner}`);
  return mt('face.resource', { resource: mt(`resource.${face.resource}`), priority: face.priority });
}

/** "Gun (skull: green)": the resource that scores and the colour that costs. */
export function objectiveLabel(o: Objective): string {
  return mt('objective.label', { resource: mt(`resource.${o.resource}`), colour: mt(`colour.${o.skull}`) });
}

/** "Gun 5, Coat 2": cards a viewer may see, in the order given. */
export function facesLabel(faces: readonly Face[]): string {
  return faces.map(faceLabel).join(', ');
}

/** "no cards", "1 card", "3 cards" (and the same for Compromised covers). */
export function countLabel(noun: 'card' | 'compromised' | 'matching', n: number): string {
  if (n === 0) return mt(`count.${noun}.none`);
  return pluralForm(n) === 'one' ? mt(`count.${noun}.one`, { n }) : mt(`count.${noun}.many`, { n });
}

/** "a, b and c" in the current language; `word` is the joining "and" or "or". */
export function joinList(items: readonly string[], word: 'and' | 'or'): string {
  return listOf(items, word === 'and' ? 'conjunction' : 'disjunction');
}

/** The resource with its article, after "is" (one) or "are" (many). */
export function resourceComplement(resource: Resource, plural: boolean): string {
  return mt(`res.${plural ? 'many' : 'one'}.${resource}`);
}

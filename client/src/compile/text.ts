/**
 * Compile's words, in English and German. The German follows the German rule book
 * (Pegasus, seeds/004): Protokoll, Befehlskarte, Reihe, Stapel, Deck, Ablagestapel,
 * Kontrollkarte, Gesamtwert, kompilieren, „Laden“ / „Kompiliert“; the verbs of its glossary:
 * Entfernen (delete), Umdrehen (flip), Verschieben (shift), Zurücknehmen (return),
 * Neu anordnen (rearrange), Vorzeigen (reveal), Ziehen (draw), Abwerfen (discard),
 * (Hand) Auffüllen (refresh), Auf Handkartenlimit reduzieren (clear cache); frei / blockiert
 * (uncovered / covered), offen / verdeckt; "die andere Person" for the opponent. The book
 * prints no card texts, so the German card texts are ours, in those words.
 *
 * Key scheme:
 * - `protocol.<protocol>`: a protocol's name.
 * - `card.<protocol>.<value>.<box>`: a box's text, for non-empty boxes only; the English is
 *   exactly the engine's TEXTS (errata applied).
 * - `phase.<phase>`, `box.<box>`, `cause.<cause>`, `label.*`, `button.*`, `option.*`,
 *   `draft.*`, `end.*`, `rules.*`, `count.*`.
 * - `ask.<ask>` (the decider's prompt), `askMay.<ask>` (the same when it may be skipped),
 *   `wait.<ask>` (everyone else); `.line` after shift / delete / return when the choice is a
 *   line rather than a card.
 * - `log.*`: the table log (logText.ts).
 *
 * Lines ending in `.you` / `.other` are one sentence said of the viewer ("Du ziehst") or
 * of another seat ("{name} zieht"): German conjugates the verb, so one line cannot serve both.
 */
import { compileCards, type CompileView, type PromptView } from '@dead-drop/shared';
import { catalog } from '../i18n';
import { seatSentences, type SeatLineOf } from '../i18n/seats';
import type { LogContext } from '../gameClient';

export type Protocol = compileCards.Protocol;
export type Box = compileCards.Box;
export type Ask = PromptView['ask'];
/** The phase a view shows: the draft, one of a turn's six, or the end. */
export type ViewPhase = CompileView['phase'];
/** What a decision picks: a card on the field, or a line (shift, delete and return ask both). */
export type AskTarget = 'card' | 'line';

const en = {
  'protocol.darkness': 'Darkness',
  'protocol.death': 'Death',
  'protocol.fire': 'Fire',
  'protocol.gravity': 'Gravity',
  'protocol.life': 'Life',
  'protocol.light': 'Light',
  'protocol.metal': 'Metal',
  'protocol.plague': 'Plague',
  'protocol.psychic': 'Psychic',
  'protocol.speed': 'Speed',
  'protocol.spirit': 'Spirit',
  'protocol.water': 'Water',

  // The engine's TEXTS, word for word (the test compares them).
  'card.darkness.0.middle': 'Draw 3 cards. Shift 1 of your opponent\'s covered cards.',
  'card.darkness.1.middle': 'Flip 1 of your opponent\'s cards. You may shift that card.',
  'card.darkness.2.top': 'All face-down cards in this stack have a value of 4.',
  'card.darkness.2.middle': 'You may flip 1 covered card in this line.',
  'card.darkness.3.middle': 'Play 1 card face down in another line.',
  'card.darkness.4.middle': 'Shift 1 face-down card.',
  'card.darkness.5.middle': 'You discard 1 card.',
  'card.death.0.middle': 'Delete 1 card from each other line.',
  'card.death.1.top': 'Start: You may draw 1 card. If you do, delete 1 other card, then delete this card.',
  'card.death.2.middle': 'Delete all cards in 1 line with values of 1 or 2.',
  'card.death.3.middle': 'Delete 1 face-down card.',
  'card.death.4.middle': 'Delete a card with a value of 0 or 1.',
  'card.death.5.middle': 'You discard 1 card.',
  'card.fire.0.middle': 'Flip 1 other card. Draw 2 cards.',
  'card.fire.0.bottom': 'When this card would be covered: First, draw 1 card. Then, flip 1 other card.',
  'card.fire.1.middle': 'Discard 1 card. If you do, delete 1 card.',
  'card.fire.2.middle': 'Discard 1 card. If you do, return 1 card.',
  'card.fire.3.bottom': 'End: You may discard 1 card. If you do, flip 1 card.',
  'card.fire.4.middle': 'Discard 1 or more cards. Draw the amount discarded plus 1.',
  'card.fire.5.middle': 'You discard 1 card.',
  'card.gravity.0.middle': 'For every 2 cards in this line, play the top card of your deck face down under this card.',
  'card.gravity.1.middle': 'Draw 2 cards. Shift 1 card either to or from this line.',
  'card.gravity.2.middle': 'Flip 1 card. Shift that card to this line.',
  'card.gravity.4.middle': 'Shift 1 face-down card to this line.',
  'card.gravity.5.middle': 'You discard 1 card.',
  'card.gravity.6.middle': 'Your opponent plays the top card of their deck face down in this line.',
  'card.life.0.top': 'End: If this card is covered, delete this card.',
  'card.life.0.middle': 'Play the top card of your deck face down in each line where you have a card.',
  'card.life.1.middle': 'Flip 1 card. Flip 1 card.',
  'card.life.2.middle': 'Draw 1 card. You may flip 1 face-down card.',
  'card.life.3.bottom': 'When this card would be covered: First, play the top card of your deck face down in another line.',
  'card.life.4.middle': 'If this card is covering a card, draw 1 card.',
  'card.life.5.middle': 'You discard 1 card.',
  'card.light.0.middle': 'Flip 1 card. Draw cards equal to that card\'s value.',
  'card.light.1.bottom': 'End: Draw 1 card.',
  'card.light.2.middle': 'Draw 2 cards. Reveal 1 face-down card. You may shift or flip that card.',
  'card.light.3.middle': 'Shift all face-down cards in this line to another line.',
  'card.light.4.middle': 'Your opponent reveals their hand.',
  'card.light.5.middle': 'You discard 1 card.',
  'card.metal.0.top': 'Your opponent\'s total value in this line is reduced by 2.',
  'card.metal.0.middle': 'Flip 1 card.',
  'card.metal.1.middle': 'Draw 2 cards. Your opponent cannot compile on their next turn.',
  'card.metal.2.top': 'Your opponent cannot play cards face down in this line.',
  'card.metal.3.middle': 'Draw 1 card. Delete all cards in 1 other line with 8 or more cards.',
  'card.metal.5.middle': 'You discard 1 card.',
  'card.metal.6.top': 'When this card would be covered or flipped: First, delete this card.',
  'card.plague.0.middle': 'Your opponent discards 1 card.',
  'card.plague.0.bottom': 'Your opponent cannot play cards in this line.',
  'card.plague.1.top': 'After your opponent discards cards: Draw 1 card.',
  'card.plague.1.middle': 'Your opponent discards 1 card.',
  'card.plague.2.middle': 'Discard 1 or more cards. Your opponent discards the amount discarded plus 1.',
  'card.plague.3.middle': 'Flip each other uncovered face-up card.',
  'card.plague.4.bottom': 'End: Your opponent deletes 1 of their face-down cards. You may flip this card.',
  'card.plague.5.middle': 'You discard 1 card.',
  'card.psychic.0.middle': 'Draw 2 cards. Your opponent discards 2 cards, then reveals their hand.',
  'card.psychic.1.top': 'Your opponent can only play cards face down.',
  'card.psychic.1.bottom': 'Start: Flip this card.',
  'card.psychic.2.middle': 'Your opponent discards 2 cards. Rearrange their protocols.',
  'card.psychic.3.middle': 'Your opponent discards 1 card. Shift 1 of their cards.',
  'card.psychic.4.bottom': 'End: You may return 1 of your opponent\'s cards. If you do, flip this card.',
  'card.psychic.5.middle': 'You discard 1 card.',
  'card.speed.0.middle': 'Play 1 card.',
  'card.speed.1.top': 'After you clear cache: Draw 1 card.',
  'card.speed.1.middle': 'Draw 2 cards.',
  'card.speed.2.top': 'When this card would be deleted by compiling: Shift this card instead, even if this card is covered.',
  'card.speed.3.middle': 'Shift 1 of your other cards.',
  'card.speed.3.bottom': 'End: You may shift 1 of your cards. If you do, flip this card.',
  'card.speed.4.middle': 'Shift 1 of your opponent\'s face-down cards.',
  'card.speed.5.middle': 'You discard 1 card.',
  'card.spirit.0.middle': 'Refresh. Draw 1 card.',
  'card.spirit.0.bottom': 'Skip your check cache phase.',
  'card.spirit.1.top': 'When you play cards face up, they may be played without matching protocols.',
  'card.spirit.1.middle': 'Draw 2 cards.',
  'card.spirit.1.bottom': 'Start: Either discard 1 card or flip this card.',
  'card.spirit.2.middle': 'You may flip 1 card.',
  'card.spirit.3.top': 'After you draw cards: You may shift this card, even if this card is covered.',
  'card.spirit.4.middle': 'Swap the positions of 2 of your protocols.',
  'card.spirit.5.middle': 'You discard 1 card.',
  'card.water.0.middle': 'Flip 1 other card. Flip this card.',
  'card.water.1.middle': 'Play the top card of your deck face down in each other line.',
  'card.water.2.middle': 'Draw 2 cards. Rearrange your protocols.',
  'card.water.3.middle': 'Return all cards with a value of 2 in 1 line.',
  'card.water.4.middle': 'Return 1 of your cards.',
  'card.water.5.middle': 'You discard 1 card.',

  'phase.draft': 'Draft',
  'phase.start': 'Start',
  'phase.control': 'Check control',
  'phase.compile': 'Check compile',
  'phase.action': 'Action',
  'phase.cache': 'Check cache',
  'phase.end': 'End',
  'phase.over': 'Game over',

  'box.top': 'Top box',
  'box.middle': 'Middle box',
  'box.bottom': 'Bottom box',

  // Why a text resolves, in brackets after the card in the log.
  'cause.play': 'played',
  'cause.flip': 'flipped face up',
  'cause.uncover': 'uncovered',
  'cause.land': 'landed uncovered',
  'cause.start': 'start of turn',
  'cause.end': 'end of turn',
  'cause.covered': 'about to be covered',
  'cause.after': 'triggered',
  'cause.compile': 'compiling',

  'ask.draft': 'Choose a protocol',
  'ask.action': 'Play a card or refresh',
  'ask.play': 'Play a card',
  'ask.compile': 'Choose a protocol to compile',
  'ask.discard': 'Choose cards to discard',
  'ask.flip': 'Choose a card to flip',
  'ask.shift': 'Choose a card to shift',
  'ask.shift.line': 'Choose the line to shift the card to',
  'ask.delete': 'Choose a card to delete',
  'ask.delete.line': 'Choose the line to delete cards from',
  'ask.return': 'Choose a card to return',
  'ask.return.line': 'Choose the line to return cards from',
  'ask.reveal': 'Choose a face-down card to reveal',
  'ask.line': 'Choose a line',
  'ask.draw': 'Draw a card',
  'ask.choice': 'Choose what to do',
  'ask.first': 'Choose the effect that resolves first',
  'ask.rearrange': 'Choose a new order for the protocols',
  'ask.swap': 'Choose 2 of your protocols to swap',

  'askMay.draft': 'You may choose a protocol',
  'askMay.action': 'You may play a card or refresh',
  'askMay.play': 'You may play a card',
  'askMay.compile': 'You may choose a protocol to compile',
  'askMay.discard': 'You may discard cards',
  'askMay.flip': 'You may choose a card to flip',
  'askMay.shift': 'You may choose a card to shift',
  'askMay.shift.line': 'You may choose a line to shift the card to',
  'askMay.delete': 'You may choose a card to delete',
  'askMay.delete.line': 'You may choose a line to delete cards from',
  'askMay.return': 'You may choose a card to return',
  'askMay.return.line': 'You may choose a line to return cards from',
  'askMay.reveal': 'You may choose a face-down card to reveal',
  'askMay.line': 'You may choose a line',
  'askMay.draw': 'You may draw a card',
  'askMay.choice': 'Choose what to do, or skip',
  'askMay.first': 'You may choose the effect that resolves first',
  'askMay.rearrange': 'You may rearrange one player’s protocols',
  'askMay.swap': 'You may swap 2 of your protocols',

  'wait.draft': 'Waiting for {name} to choose a protocol',
  'wait.action': 'Waiting for {name} to play a card or refresh',
  'wait.play': 'Waiting for {name} to play a card',
  'wait.compile': 'Waiting for {name} to choose a protocol to compile',
  'wait.discard': 'Waiting for {name} to discard',
  'wait.flip': 'Waiting for {name} to choose a card to flip',
  'wait.shift': 'Waiting for {name} to choose a card to shift',
  'wait.shift.line': 'Waiting for {name} to choose the line to shift to',
  'wait.delete': 'Waiting for {name} to choose a card to delete',
  'wait.delete.line': 'Waiting for {name} to choose the line to delete from',
  'wait.return': 'Waiting for {name} to choose a card to return',
  'wait.return.line': 'Waiting for {name} to choose the line to return from',
  'wait.reveal': 'Waiting for {name} to choose a face-down card to reveal',
  'wait.line': 'Waiting for {name} to choose a line',
  'wait.draw': 'Waiting for {name} to decide whether to draw',
  'wait.choice': 'Waiting for {name} to decide',
  'wait.first': 'Waiting for {name} to choose the effect that resolves first',
  'wait.rearrange': 'Waiting for {name} to rearrange protocols',
  'wait.swap': 'Waiting for {name} to swap 2 protocols',

  'discard.one': 'Choose 1 card to discard',
  'discard.many': 'Choose {n} cards to discard',
  'discard.range': 'Choose {min} to {max} cards to discard',

  'option.flip': 'Flip it',
  'option.discard': 'Discard 1 card',
  'option.draw': 'Draw 1 card',
  'option.shiftTo': 'Shift to line {line}',
  'option.compile': 'Compile {protocol}',
  'option.swap': 'Swap {a} and {b}',
  'option.rearrange.you': 'Your protocols: {list}',
  'option.rearrange.other': '{name}’s protocols: {list}',

  'button.skip': 'Skip',
  'button.refresh': 'Refresh',
  'button.faceUp': 'Play face up',
  'button.faceDown': 'Play face down',
  'button.discard': 'Discard',
  'button.done': 'Done',

  'label.loading': 'Loading',
  'label.compiled': 'Compiled',
  'label.control': 'Control card',
  'label.controlHeld.you': 'You hold the control card',
  'label.controlHeld.other': '{name} holds the control card',
  'label.controlFree': 'The control card lies beside the field',
  'label.deck': 'Deck',
  'label.trash': 'Trash',
  'label.hand': 'Hand',
  'label.you': 'you',
  'button.pick': 'Take {protocol}',
  'reveal.hand': '{name}’s hand, shown to everyone',
  'reveal.card': 'A face-down card, revealed to everyone',
  'label.yourHand': 'Your hand',
  'label.faceDown': 'face down',
  'label.faceUp': 'face up',
  'label.covered': 'covered',
  'label.stack': 'Stack',
  'label.total': 'Total {n}',
  'label.line': 'Line {n}',
  'label.chain': 'Resolving',
  'label.turn': 'Turn {n}',
  'label.noCompile.you': 'You cannot compile on your next turn',
  'label.noCompile.other': '{name} cannot compile on their next turn',
  'status.turn.you': 'Your turn — {phase}',
  'status.turn.other': '{name}’s turn — {phase}',
  'status.spectating': 'You are watching',

  'draft.title': 'Draft the protocols',
  'draft.order': 'Pick order: 1 – 2 – 2 – 1',
  'draft.pick': 'Pick {n} of {total}',
  'draft.pool': 'Protocols left',
  'draft.picks.you': 'Your pick',
  'draft.picks.other': '{name} picks',
  'draft.picked.you': 'Your protocols',
  'draft.picked.other': '{name}’s protocols',

  'end.won.you': 'You compiled all three protocols',
  'end.won.other': '{name} compiled all three protocols',
  'end.engineError': 'The game was stopped by an error in the rules engine',
  'end.unknown': 'The game is over',

  'rules.title': 'How to play Compile',
  'rules.goal': 'Be the first to compile all three of your protocols. Your protocols face your opponent’s across the middle; two facing protocols and their stacks form a line.',
  'rules.turn': 'A turn has six phases: Start, Check control, Check compile, Action, Check cache, End. “Start:” and “End:” texts of your visible cards resolve in their phases.',
  'rules.action': 'Action: play 1 card from your hand, or refresh (draw until you have 5; not with 5 or more in hand). Face up, a card goes into the line of its protocol; face down, into any line. It lands on top of your stack there.',
  'rules.values': 'A stack’s total is the sum of its cards’ values. A face-down card is worth 2.',
  'rules.boxes': 'A face-up card’s top box works while it is face up. Its middle box resolves when it is played face up, flipped face up or uncovered. Its bottom box works only while it is uncovered, on top of its stack.',
  'rules.compile': 'Check compile: if your stack in a line totals 10 or more and beats your opponent’s there, you must compile: every card in that line is deleted and your protocol turns to Compiled; then you skip your action. Compiling it again takes the top card of your opponent’s deck instead.',
  'rules.control': 'Control card: lead in at least 2 lines in your check-control phase to take it. Before you compile or refresh, you put it back and may rearrange one player’s protocols.',
  'rules.cache': 'Check cache: with more than 5 cards in hand, discard down to 5.',
  'rules.effects': 'Effects resolve at once, a newly triggered one first. Unless a text says otherwise, only uncovered cards can be flipped, shifted, deleted or returned, on either side.',

  'count.card.one': '1 card',
  'count.card.many': '{n} cards',

  'log.seat': 'Player {n}',
  'log.unknown': 'Something happened at the table.',
  'log.noCards': 'no cards',
  'log.drafted.you': 'You drafted {protocol}.',
  'log.drafted.other': '{name} drafted {protocol}.',
  'log.laidOut': 'The protocols are laid out, lines 1 to 3 — {first}; {second}.',
  'log.protocolsOf.you': 'yours: {list}',
  'log.protocolsOf.other': '{name}’s: {list}',
  'log.turn.you': 'Turn {turn}: your turn.',
  'log.turn.other': 'Turn {turn}: {name}’s turn.',
  'log.playedUp.you': 'You played {card} face up in line {line}.',
  'log.playedUp.other': '{name} played {card} face up in line {line}.',
  'log.playedDownSeen.you': 'You played {card} face down in line {line}.',
  'log.playedDownSeen.other': '{name} played {card} face down in line {line}.',
  'log.playedDown.you': 'You played a card face down in line {line}.',
  'log.playedDown.other': '{name} played a card face down in line {line}.',
  'log.playedTopSeen.you': 'You played the top card of your deck face down in line {line}: {card}.',
  'log.playedTopSeen.other': '{name} played the top card of their deck face down in line {line}: {card}.',
  'log.playedTop.you': 'You played the top card of your deck face down in line {line}.',
  'log.playedTop.other': '{name} played the top card of their deck face down in line {line}.',
  'log.blocked.you': 'You may not play a card face down in line {line}: the top card of your deck stays there.',
  'log.blocked.other': '{name} may not play a card face down in line {line}: the top card of their deck stays there.',
  'log.playedUnder.you': 'You played {cards} from your deck face down under {card} in line {line}.',
  'log.playedUnder.other': '{name} played {cards} from their deck face down under {card} in line {line}.',
  'log.landedUp.you': '{card} landed on your stack in line {line}.',
  'log.landedUp.other': '{card} landed on {name}’s stack in line {line}.',
  'log.landedDown.you': 'A face-down card landed on your stack in line {line}.',
  'log.landedDown.other': 'A face-down card landed on {name}’s stack in line {line}.',
  'log.shiftedUp.you': 'Your {card} was shifted from line {from} to line {to}.',
  'log.shiftedUp.other': '{name}’s {card} was shifted from line {from} to line {to}.',
  'log.shiftedDown.you': 'Your face-down card was shifted from line {from} to line {to}.',
  'log.shiftedDown.other': '{name}’s face-down card was shifted from line {from} to line {to}.',
  'log.flippedUp.you': 'Your {card} in line {line} was flipped face up.',
  'log.flippedUp.other': '{name}’s {card} in line {line} was flipped face up.',
  'log.flippedDown.you': 'Your {card} in line {line} was flipped face down.',
  'log.flippedDown.other': '{name}’s {card} in line {line} was flipped face down.',
  'log.deleted.you': 'Your {card} in line {line} was deleted.',
  'log.deleted.other': '{name}’s {card} in line {line} was deleted.',
  'log.returnedUp.you': 'Your {card} in line {line} was returned to your hand.',
  'log.returnedUp.other': '{name}’s {card} in line {line} was returned to their hand.',
  'log.returnedDownSeen.you': 'Your face-down {card} in line {line} was returned to your hand.',
  'log.returnedDownSeen.other': '{name}’s face-down {card} in line {line} was returned to their hand.',
  'log.returnedDown.you': 'Your face-down card in line {line} was returned to your hand.',
  'log.returnedDown.other': '{name}’s face-down card in line {line} was returned to their hand.',
  'log.drewSeen.you': 'You drew {cards}: {list}.',
  'log.drewSeen.other': '{name} drew {cards}: {list}.',
  'log.drew.you': 'You drew {cards}.',
  'log.drew.other': '{name} drew {cards}.',
  'log.reshuffled.you': 'You shuffled your trash into a new deck of {cards}.',
  'log.reshuffled.other': '{name} shuffled their trash into a new deck of {cards}.',
  'log.discarded.you': 'You discarded {list}.',
  'log.discarded.other': '{name} discarded {list}.',
  'log.clearedCache.you': 'You cleared cache, discarding {list}.',
  'log.clearedCache.other': '{name} cleared cache, discarding {list}.',
  'log.resolving.you': 'Your {card} in line {line} resolves ({cause}): “{text}”',
  'log.resolving.other': '{name}’s {card} in line {line} resolves ({cause}): “{text}”',
  'log.revealed.you': 'Your face-down card in line {line} is revealed: {card}.',
  'log.revealed.other': '{name}’s face-down card in line {line} is revealed: {card}.',
  'log.handShown.you': 'You revealed your hand: {list}.',
  'log.handShown.other': '{name} revealed their hand: {list}.',
  'log.compiling.you': 'You compile line {line}: every card in it is deleted.',
  'log.compiling.other': '{name} compiles line {line}: every card in it is deleted.',
  'log.compiled.you': 'Your protocol {protocol} in line {line} is now Compiled.',
  'log.compiled.other': '{name}’s protocol {protocol} in line {line} is now Compiled.',
  'log.recompiledSeen.you': 'You compiled a protocol again and took the top card of {deck}: {card}.',
  'log.recompiledSeen.other': '{name} compiled a protocol again and took the top card of {deck}: {card}.',
  'log.recompiled.you': 'You compiled a protocol again and took the top card of {deck}.',
  'log.recompiled.other': '{name} compiled a protocol again and took the top card of {deck}.',
  'log.recompiledNothing.you': 'You compiled a protocol again, but there was no card to take.',
  'log.recompiledNothing.other': '{name} compiled a protocol again, but there was no card to take.',
  'log.deckOf.you': 'your deck',
  'log.deckOf.other': '{name}’s deck',
  'log.won.you': 'You compiled all three protocols and win!',
  'log.won.other': '{name} compiled all three protocols and wins!',
  'log.control.you': 'You lead in at least 2 lines and take the control card.',
  'log.control.other': '{name} leads in at least 2 lines and takes the control card.',
  'log.controlReturned.you': 'You put the control card back beside the field.',
  'log.controlReturned.other': '{name} put the control card back beside the field.',
  'log.rearranged.you': 'Your protocols were rearranged: {list}.',
  'log.rearranged.other': '{name}’s protocols were rearranged: {list}.',
  'log.refreshed.you': 'You refreshed your hand.',
  'log.refreshed.other': '{name} refreshed their hand.',
  'log.noAction.you': 'You can neither play a card nor refresh: no action this turn.',
  'log.noAction.other': '{name} can neither play a card nor refresh: no action this turn.',
  'log.compileBarred.you': 'You may not compile this turn: {card} forbids it.',
  'log.compileBarred.other': '{name} may not compile this turn: {card} forbids it.',
  'log.compileBarredNext.you': 'You cannot compile on your next turn.',
  'log.compileBarredNext.other': '{name} cannot compile on their next turn.',
  'log.engineError': 'The game stopped: the rules engine ran into an error.',
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof en;

const de: Record<TextKey, string> = {
  'protocol.darkness': 'Dunkelheit',
  'protocol.death': 'Tod',
  'protocol.fire': 'Feuer',
  'protocol.gravity': 'Schwerkraft',
  'protocol.life': 'Leben',
  'protocol.light': 'Licht',
  'protocol.metal': 'Metall',
  'protocol.plague': 'Seuche',
  'protocol.psychic': 'Psyche',
  'protocol.speed': 'Geschwindigkeit',
  'protocol.spirit': 'Geist',
  'protocol.water': 'Wasser',

  'card.darkness.0.middle': 'Ziehe 3 Karten. Verschiebe 1 blockierte Karte der anderen Person.',
  'card.darkness.1.middle': 'Drehe 1 Karte der anderen Person um. Du darfst diese Karte verschieben.',
  'card.darkness.2.top': 'Alle verdeckten Karten in diesem Stapel haben den Wert 4.',
  'card.darkness.2.middle': 'Du darfst 1 blockierte Karte in dieser Reihe umdrehen.',
  'card.darkness.3.middle': 'Spiele 1 Karte verdeckt in eine andere Reihe.',
  'card.darkness.4.middle': 'Verschiebe 1 verdeckte Karte.',
  'card.darkness.5.middle': 'Du wirfst 1 Karte ab.',
  'card.death.0.middle': 'Entferne aus jeder anderen Reihe 1 Karte.',
  'card.death.1.top': 'Start: Du darfst 1 Karte ziehen. Wenn du das tust, entferne 1 andere Karte und danach diese Karte.',
  'card.death.2.middle': 'Entferne in 1 Reihe alle Karten mit dem Wert 1 oder 2.',
  'card.death.3.middle': 'Entferne 1 verdeckte Karte.',
  'card.death.4.middle': 'Entferne 1 Karte mit dem Wert 0 oder 1.',
  'card.death.5.middle': 'Du wirfst 1 Karte ab.',
  'card.fire.0.middle': 'Drehe 1 andere Karte um. Ziehe 2 Karten.',
  'card.fire.0.bottom': 'Wenn diese Karte überdeckt würde: Ziehe zuerst 1 Karte. Drehe danach 1 andere Karte um.',
  'card.fire.1.middle': 'Wirf 1 Karte ab. Wenn du das tust, entferne 1 Karte.',
  'card.fire.2.middle': 'Wirf 1 Karte ab. Wenn du das tust, nimm 1 Karte zurück.',
  'card.fire.3.bottom': 'Ende: Du darfst 1 Karte abwerfen. Wenn du das tust, drehe 1 Karte um.',
  'card.fire.4.middle': 'Wirf 1 oder mehr Karten ab. Ziehe so viele Karten, wie du abgeworfen hast, plus 1.',
  'card.fire.5.middle': 'Du wirfst 1 Karte ab.',
  'card.gravity.0.middle': 'Spiele für je 2 Karten in dieser Reihe die oberste Karte deines Decks verdeckt unter diese Karte.',
  'card.gravity.1.middle': 'Ziehe 2 Karten. Verschiebe 1 Karte in diese Reihe oder aus dieser Reihe heraus.',
  'card.gravity.2.middle': 'Drehe 1 Karte um. Verschiebe sie in diese Reihe.',
  'card.gravity.4.middle': 'Verschiebe 1 verdeckte Karte in diese Reihe.',
  'card.gravity.5.middle': 'Du wirfst 1 Karte ab.',
  'card.gravity.6.middle': 'Die andere Person spielt die oberste Karte ihres Decks verdeckt in diese Reihe.',
  'card.life.0.top': 'Ende: Wenn diese Karte blockiert ist, entferne diese Karte.',
  'card.life.0.middle': 'Spiele die oberste Karte deines Decks verdeckt in jede Reihe, in der du eine Karte hast.',
  'card.life.1.middle': 'Drehe 1 Karte um. Drehe 1 Karte um.',
  'card.life.2.middle': 'Ziehe 1 Karte. Du darfst 1 verdeckte Karte umdrehen.',
  'card.life.3.bottom': 'Wenn diese Karte überdeckt würde: Spiele zuerst die oberste Karte deines Decks verdeckt in eine andere Reihe.',
  'card.life.4.middle': 'Wenn diese Karte eine Karte überdeckt, ziehe 1 Karte.',
  'card.life.5.middle': 'Du wirfst 1 Karte ab.',
  'card.light.0.middle': 'Drehe 1 Karte um. Ziehe so viele Karten, wie ihr Wert beträgt.',
  'card.light.1.bottom': 'Ende: Ziehe 1 Karte.',
  'card.light.2.middle': 'Ziehe 2 Karten. Zeige 1 verdeckte Karte vor. Du darfst sie verschieben oder umdrehen.',
  'card.light.3.middle': 'Verschiebe alle verdeckten Karten in dieser Reihe in eine andere Reihe.',
  'card.light.4.middle': 'Die andere Person zeigt ihre Handkarten vor.',
  'card.light.5.middle': 'Du wirfst 1 Karte ab.',
  'card.metal.0.top': 'Der Gesamtwert der anderen Person in dieser Reihe sinkt um 2.',
  'card.metal.0.middle': 'Drehe 1 Karte um.',
  'card.metal.1.middle': 'Ziehe 2 Karten. Die andere Person kann in ihrem nächsten Zug nicht kompilieren.',
  'card.metal.2.top': 'Die andere Person kann in dieser Reihe keine Karten verdeckt spielen.',
  'card.metal.3.middle': 'Ziehe 1 Karte. Entferne alle Karten in 1 anderen Reihe mit 8 oder mehr Karten.',
  'card.metal.5.middle': 'Du wirfst 1 Karte ab.',
  'card.metal.6.top': 'Wenn diese Karte überdeckt oder umgedreht würde: Entferne zuerst diese Karte.',
  'card.plague.0.middle': 'Die andere Person wirft 1 Karte ab.',
  'card.plague.0.bottom': 'Die andere Person kann in dieser Reihe keine Karten spielen.',
  'card.plague.1.top': 'Nachdem die andere Person Karten abgeworfen hat: Ziehe 1 Karte.',
  'card.plague.1.middle': 'Die andere Person wirft 1 Karte ab.',
  'card.plague.2.middle': 'Wirf 1 oder mehr Karten ab. Die andere Person wirft so viele Karten ab, wie du abgeworfen hast, plus 1.',
  'card.plague.3.middle': 'Drehe jede andere freie, offene Karte um.',
  'card.plague.4.bottom': 'Ende: Die andere Person entfernt 1 ihrer verdeckten Karten. Du darfst diese Karte umdrehen.',
  'card.plague.5.middle': 'Du wirfst 1 Karte ab.',
  'card.psychic.0.middle': 'Ziehe 2 Karten. Die andere Person wirft 2 Karten ab und zeigt dann ihre Handkarten vor.',
  'card.psychic.1.top': 'Die andere Person kann Karten nur verdeckt spielen.',
  'card.psychic.1.bottom': 'Start: Drehe diese Karte um.',
  'card.psychic.2.middle': 'Die andere Person wirft 2 Karten ab. Ordne ihre Protokolle neu an.',
  'card.psychic.3.middle': 'Die andere Person wirft 1 Karte ab. Verschiebe 1 ihrer Karten.',
  'card.psychic.4.bottom': 'Ende: Du darfst 1 Karte der anderen Person zurücknehmen. Wenn du das tust, drehe diese Karte um.',
  'card.psychic.5.middle': 'Du wirfst 1 Karte ab.',
  'card.speed.0.middle': 'Spiele 1 Karte.',
  'card.speed.1.top': 'Nachdem du auf dein Handkartenlimit reduziert hast: Ziehe 1 Karte.',
  'card.speed.1.middle': 'Ziehe 2 Karten.',
  'card.speed.2.top': 'Wenn diese Karte durch Kompilieren entfernt würde: Verschiebe sie stattdessen, auch wenn sie blockiert ist.',
  'card.speed.3.middle': 'Verschiebe 1 deiner anderen Karten.',
  'card.speed.3.bottom': 'Ende: Du darfst 1 deiner Karten verschieben. Wenn du das tust, drehe diese Karte um.',
  'card.speed.4.middle': 'Verschiebe 1 verdeckte Karte der anderen Person.',
  'card.speed.5.middle': 'Du wirfst 1 Karte ab.',
  'card.spirit.0.middle': 'Fülle deine Hand auf. Ziehe 1 Karte.',
  'card.spirit.0.bottom': 'Überspringe deine Phase „Handkartenlimit prüfen“.',
  'card.spirit.1.top': 'Wenn du Karten offen spielst, darfst du sie auch ohne passendes Protokoll spielen.',
  'card.spirit.1.middle': 'Ziehe 2 Karten.',
  'card.spirit.1.bottom': 'Start: Wirf entweder 1 Karte ab oder drehe diese Karte um.',
  'card.spirit.2.middle': 'Du darfst 1 Karte umdrehen.',
  'card.spirit.3.top': 'Nachdem du Karten gezogen hast: Du darfst diese Karte verschieben, auch wenn sie blockiert ist.',
  'card.spirit.4.middle': 'Vertausche die Positionen von 2 deiner Protokolle.',
  'card.spirit.5.middle': 'Du wirfst 1 Karte ab.',
  'card.water.0.middle': 'Drehe 1 andere Karte um. Drehe diese Karte um.',
  'card.water.1.middle': 'Spiele die oberste Karte deines Decks verdeckt in jede andere Reihe.',
  'card.water.2.middle': 'Ziehe 2 Karten. Ordne deine Protokolle neu an.',
  'card.water.3.middle': 'Nimm in 1 Reihe alle Karten mit dem Wert 2 zurück.',
  'card.water.4.middle': 'Nimm 1 deiner Karten zurück.',
  'card.water.5.middle': 'Du wirfst 1 Karte ab.',

  // The book's names of the six phases.
  'phase.draft': 'Protokolle wählen',
  'phase.start': 'Start',
  'phase.control': 'Kontrolle prüfen',
  'phase.compile': 'Kompilieren prüfen',
  'phase.action': 'Aktion ausführen',
  'phase.cache': 'Handkartenlimit prüfen',
  'phase.end': 'Ende',
  'phase.over': 'Spielende',

  'box.top': 'Obere Box',
  'box.middle': 'Mittlere Box',
  'box.bottom': 'Untere Box',

  'cause.play': 'gespielt',
  'cause.flip': 'offen umgedreht',
  'cause.uncover': 'freigelegt',
  'cause.land': 'frei gelandet',
  'cause.start': 'Zugbeginn',
  'cause.end': 'Zugende',
  'cause.covered': 'wird gleich überdeckt',
  'cause.after': 'ausgelöst',
  'cause.compile': 'beim Kompilieren',

  'ask.draft': 'Wähle ein Protokoll',
  'ask.action': 'Spiele eine Karte oder fülle deine Hand auf',
  'ask.play': 'Spiele eine Karte',
  'ask.compile': 'Wähle ein Protokoll zum Kompilieren',
  'ask.discard': 'Wähle Karten zum Abwerfen',
  'ask.flip': 'Wähle eine Karte zum Umdrehen',
  'ask.shift': 'Wähle eine Karte zum Verschieben',
  'ask.shift.line': 'Wähle die Reihe, in die du die Karte verschiebst',
  'ask.delete': 'Wähle eine Karte zum Entfernen',
  'ask.delete.line': 'Wähle die Reihe, aus der Karten entfernt werden',
  'ask.return': 'Wähle eine Karte zum Zurücknehmen',
  'ask.return.line': 'Wähle die Reihe, aus der Karten zurückgenommen werden',
  'ask.reveal': 'Wähle eine verdeckte Karte zum Vorzeigen',
  'ask.line': 'Wähle eine Reihe',
  'ask.draw': 'Ziehe eine Karte',
  'ask.choice': 'Wähle, was du tust',
  'ask.first': 'Wähle den Effekt, der zuerst abgehandelt wird',
  'ask.rearrange': 'Wähle eine neue Anordnung der Protokolle',
  'ask.swap': 'Wähle 2 deiner Protokolle zum Vertauschen',

  'askMay.draft': 'Du darfst ein Protokoll wählen',
  'askMay.action': 'Du darfst eine Karte spielen oder deine Hand auffüllen',
  'askMay.play': 'Du darfst eine Karte spielen',
  'askMay.compile': 'Du darfst ein Protokoll zum Kompilieren wählen',
  'askMay.discard': 'Du darfst Karten abwerfen',
  'askMay.flip': 'Du darfst eine Karte zum Umdrehen wählen',
  'askMay.shift': 'Du darfst eine Karte zum Verschieben wählen',
  'askMay.shift.line': 'Du darfst die Reihe wählen, in die du die Karte verschiebst',
  'askMay.delete': 'Du darfst eine Karte zum Entfernen wählen',
  'askMay.delete.line': 'Du darfst die Reihe wählen, aus der Karten entfernt werden',
  'askMay.return': 'Du darfst eine Karte zum Zurücknehmen wählen',
  'askMay.return.line': 'Du darfst die Reihe wählen, aus der Karten zurückgenommen werden',
  'askMay.reveal': 'Du darfst eine verdeckte Karte zum Vorzeigen wählen',
  'askMay.line': 'Du darfst eine Reihe wählen',
  'askMay.draw': 'Du darfst eine Karte ziehen',
  'askMay.choice': 'Wähle, was du tust, oder überspringe',
  'askMay.first': 'Du darfst den Effekt wählen, der zuerst abgehandelt wird',
  'askMay.rearrange': 'Du darfst die Protokolle von 1 Person neu anordnen',
  'askMay.swap': 'Du darfst 2 deiner Protokolle vertauschen',

  'wait.draft': '{name} wählt ein Protokoll …',
  'wait.action': '{name} spielt eine Karte oder füllt die Hand auf …',
  'wait.play': '{name} spielt eine Karte …',
  'wait.compile': '{name} wählt ein Protokoll zum Kompilieren …',
  'wait.discard': '{name} wirft Karten ab …',
  'wait.flip': '{name} wählt eine Karte zum Umdrehen …',
  'wait.shift': '{name} wählt eine Karte zum Verschieben …',
  'wait.shift.line': '{name} wählt die Reihe, in die verschoben wird …',
  'wait.delete': '{name} wählt eine Karte zum Entfernen …',
  'wait.delete.line': '{name} wählt die Reihe, aus der Karten entfernt werden …',
  'wait.return': '{name} wählt eine Karte zum Zurücknehmen …',
  'wait.return.line': '{name} wählt die Reihe, aus der Karten zurückgenommen werden …',
  'wait.reveal': '{name} wählt eine verdeckte Karte zum Vorzeigen …',
  'wait.line': '{name} wählt eine Reihe …',
  'wait.draw': '{name} entscheidet, ob gezogen wird …',
  'wait.choice': '{name} entscheidet sich …',
  'wait.first': '{name} wählt den Effekt, der zuerst abgehandelt wird …',
  'wait.rearrange': '{name} ordnet Protokolle neu an …',
  'wait.swap': '{name} vertauscht 2 Protokolle …',

  'discard.one': 'Wähle 1 Karte zum Abwerfen',
  'discard.many': 'Wähle {n} Karten zum Abwerfen',
  'discard.range': 'Wähle {min} bis {max} Karten zum Abwerfen',

  'option.flip': 'Umdrehen',
  'option.discard': '1 Karte abwerfen',
  'option.draw': '1 Karte ziehen',
  'option.shiftTo': 'In Reihe {line} verschieben',
  'option.compile': '{protocol} kompilieren',
  'option.swap': '{a} und {b} vertauschen',
  'option.rearrange.you': 'Deine Protokolle: {list}',
  'option.rearrange.other': 'Protokolle von {name}: {list}',

  'button.skip': 'Überspringen',
  'button.refresh': 'Auffüllen',
  'button.faceUp': 'Offen spielen',
  'button.faceDown': 'Verdeckt spielen',
  'button.discard': 'Abwerfen',
  'button.done': 'Fertig',

  'label.loading': 'Laden',
  'label.compiled': 'Kompiliert',
  'label.control': 'Kontrollkarte',
  'label.controlHeld.you': 'Du hast die Kontrollkarte',
  'label.controlHeld.other': '{name} hat die Kontrollkarte',
  'label.controlFree': 'Die Kontrollkarte liegt neben dem Spielfeld',
  'label.deck': 'Deck',
  'label.trash': 'Ablagestapel',
  'label.hand': 'Handkarten',
  'label.you': 'du',
  'button.pick': '{protocol} nehmen',
  'reveal.hand': 'Die Handkarten von {name}, allen gezeigt',
  'reveal.card': 'Eine verdeckte Karte, allen gezeigt',
  'label.yourHand': 'Deine Handkarten',
  'label.faceDown': 'verdeckt',
  'label.faceUp': 'offen',
  'label.covered': 'blockiert',
  'label.stack': 'Stapel',
  'label.total': 'Gesamtwert {n}',
  'label.line': 'Reihe {n}',
  'label.chain': 'Wird abgehandelt',
  'label.turn': 'Zug {n}',
  'label.noCompile.you': 'Du kannst in deinem nächsten Zug nicht kompilieren',
  'label.noCompile.other': '{name} kann im nächsten Zug nicht kompilieren',
  'status.turn.you': 'Du bist am Zug – {phase}',
  'status.turn.other': '{name} ist am Zug – {phase}',
  'status.spectating': 'Du schaust zu',

  'draft.title': 'Protokolle wählen',
  'draft.order': 'Reihenfolge der Wahl: 1 – 2 – 2 – 1',
  'draft.pick': 'Wahl {n} von {total}',
  'draft.pool': 'Übrige Protokolle',
  'draft.picks.you': 'Du wählst',
  'draft.picks.other': '{name} wählt',
  'draft.picked.you': 'Deine Protokolle',
  'draft.picked.other': 'Protokolle von {name}',

  'end.won.you': 'Du hast alle drei Protokolle kompiliert',
  'end.won.other': '{name} hat alle drei Protokolle kompiliert',
  'end.engineError': 'Die Partie wurde wegen eines Fehlers der Regel-Engine abgebrochen',
  'end.unknown': 'Die Partie ist vorbei',

  'rules.title': 'So spielt man Compile',
  'rules.goal': 'Kompiliere als Erste oder Erster alle 3 eigenen Protokolle. Deine Protokolle liegen denen der anderen Person gegenüber; 2 gegenüberliegende Protokolle und ihre Stapel bilden eine Reihe.',
  'rules.turn': 'Ein Zug hat 6 Phasen: Start, Kontrolle prüfen, Kompilieren prüfen, Aktion ausführen, Handkartenlimit prüfen, Ende. „Start“- und „Ende“-Effekte deiner sichtbaren Karten werden in ihrer Phase abgehandelt.',
  'rules.action': 'Aktion: Spiele 1 Karte von deiner Hand oder fülle deine Hand auf (ziehe, bis du 5 Karten hast; nicht mit 5 oder mehr Handkarten). Offen kommt eine Karte in die Reihe ihres Protokolls, verdeckt in eine beliebige Reihe – dort oben auf deinen Stapel.',
  'rules.values': 'Der Gesamtwert eines Stapels ist die Summe der Werte seiner Karten. Eine verdeckte Karte hat den Wert 2.',
  'rules.boxes': 'Die obere Box einer offenen Karte gilt, solange sie offen liegt. Ihre mittlere Box wird abgehandelt, wenn sie offen gespielt, offen umgedreht oder freigelegt wird. Ihre untere Box gilt nur, solange die Karte frei ist, also oben auf ihrem Stapel liegt.',
  'rules.compile': 'Kompilieren prüfen: Hat dein Stapel in einer Reihe einen Gesamtwert von 10 oder mehr und mehr als der Stapel der anderen Person dort, musst du kompilieren: Alle Karten dieser Reihe werden entfernt, dein Protokoll dreht sich auf „Kompiliert“ und deine Aktion entfällt. Kompilierst du es erneut, ziehst du stattdessen die oberste Karte vom Deck der anderen Person.',
  'rules.control': 'Kontrollkarte: Liegst du beim Prüfen der Kontrolle in mindestens 2 Reihen vorn, nimmst du sie dir. Bevor du kompilierst oder auffüllst, legst du sie zurück und darfst die Protokolle von 1 Person neu anordnen.',
  'rules.cache': 'Handkartenlimit prüfen: Hast du mehr als 5 Handkarten, wirf ab, bis du nur noch 5 hast.',
  'rules.effects': 'Effekte werden sofort abgehandelt, ein neu ausgelöster zuerst. Wenn nicht anders angegeben, können nur freie Karten umgedreht, verschoben, entfernt oder zurückgenommen werden – auf beiden Seiten.',

  'count.card.one': '1 Karte',
  'count.card.many': '{n} Karten',

  'log.seat': 'Spieler {n}',
  'log.unknown': 'Am Tisch ist etwas passiert.',
  'log.noCards': 'keine Karten',
  'log.drafted.you': 'Du wählst {protocol}.',
  'log.drafted.other': '{name} wählt {protocol}.',
  'log.laidOut': 'Die Protokolle liegen aus, Reihe 1 bis 3 – {first}; {second}.',
  'log.protocolsOf.you': 'deine: {list}',
  'log.protocolsOf.other': 'die von {name}: {list}',
  'log.turn.you': 'Zug {turn}: Du bist am Zug.',
  'log.turn.other': 'Zug {turn}: {name} ist am Zug.',
  'log.playedUp.you': 'Du spielst {card} offen in Reihe {line}.',
  'log.playedUp.other': '{name} spielt {card} offen in Reihe {line}.',
  'log.playedDownSeen.you': 'Du spielst {card} verdeckt in Reihe {line}.',
  'log.playedDownSeen.other': '{name} spielt {card} verdeckt in Reihe {line}.',
  'log.playedDown.you': 'Du spielst eine Karte verdeckt in Reihe {line}.',
  'log.playedDown.other': '{name} spielt eine Karte verdeckt in Reihe {line}.',
  'log.playedTopSeen.you': 'Du spielst die oberste Karte deines Decks verdeckt in Reihe {line}: {card}.',
  'log.playedTopSeen.other': '{name} spielt die oberste Karte des eigenen Decks verdeckt in Reihe {line}: {card}.',
  'log.playedTop.you': 'Du spielst die oberste Karte deines Decks verdeckt in Reihe {line}.',
  'log.playedTop.other': '{name} spielt die oberste Karte des eigenen Decks verdeckt in Reihe {line}.',
  'log.blocked.you': 'Du darfst in Reihe {line} keine Karte verdeckt spielen: Die oberste Karte deines Decks bleibt liegen.',
  'log.blocked.other': '{name} darf in Reihe {line} keine Karte verdeckt spielen: Die oberste Karte des eigenen Decks bleibt liegen.',
  'log.playedUnder.you': 'Du spielst {cards} von deinem Deck verdeckt unter {card} in Reihe {line}.',
  'log.playedUnder.other': '{name} spielt {cards} vom eigenen Deck verdeckt unter {card} in Reihe {line}.',
  'log.landedUp.you': '{card} landet auf deinem Stapel in Reihe {line}.',
  'log.landedUp.other': '{card} landet auf dem Stapel von {name} in Reihe {line}.',
  'log.landedDown.you': 'Eine verdeckte Karte landet auf deinem Stapel in Reihe {line}.',
  'log.landedDown.other': 'Eine verdeckte Karte landet auf dem Stapel von {name} in Reihe {line}.',
  'log.shiftedUp.you': 'Deine Karte {card} wird von Reihe {from} in Reihe {to} verschoben.',
  'log.shiftedUp.other': '{card} von {name} wird von Reihe {from} in Reihe {to} verschoben.',
  'log.shiftedDown.you': 'Deine verdeckte Karte wird von Reihe {from} in Reihe {to} verschoben.',
  'log.shiftedDown.other': 'Eine verdeckte Karte von {name} wird von Reihe {from} in Reihe {to} verschoben.',
  'log.flippedUp.you': 'Deine Karte {card} in Reihe {line} wird umgedreht und liegt jetzt offen.',
  'log.flippedUp.other': '{card} von {name} in Reihe {line} wird umgedreht und liegt jetzt offen.',
  'log.flippedDown.you': 'Deine Karte {card} in Reihe {line} wird umgedreht und liegt jetzt verdeckt.',
  'log.flippedDown.other': '{card} von {name} in Reihe {line} wird umgedreht und liegt jetzt verdeckt.',
  'log.deleted.you': 'Deine Karte {card} in Reihe {line} wird entfernt.',
  'log.deleted.other': '{card} von {name} in Reihe {line} wird entfernt.',
  'log.returnedUp.you': 'Deine Karte {card} in Reihe {line} wird auf deine Hand zurückgenommen.',
  'log.returnedUp.other': '{card} von {name} in Reihe {line} wird auf die eigene Hand zurückgenommen.',
  'log.returnedDownSeen.you': 'Deine verdeckte Karte {card} in Reihe {line} wird auf deine Hand zurückgenommen.',
  'log.returnedDownSeen.other': 'Die verdeckte Karte {card} von {name} in Reihe {line} wird auf die eigene Hand zurückgenommen.',
  'log.returnedDown.you': 'Deine verdeckte Karte in Reihe {line} wird auf deine Hand zurückgenommen.',
  'log.returnedDown.other': 'Eine verdeckte Karte von {name} in Reihe {line} wird auf die eigene Hand zurückgenommen.',
  'log.drewSeen.you': 'Du ziehst {cards}: {list}.',
  'log.drewSeen.other': '{name} zieht {cards}: {list}.',
  'log.drew.you': 'Du ziehst {cards}.',
  'log.drew.other': '{name} zieht {cards}.',
  'log.reshuffled.you': 'Du mischst deinen Ablagestapel zu einem neuen Deck mit {cards}.',
  'log.reshuffled.other': '{name} mischt den eigenen Ablagestapel zu einem neuen Deck mit {cards}.',
  'log.discarded.you': 'Du wirfst {list} ab.',
  'log.discarded.other': '{name} wirft {list} ab.',
  'log.clearedCache.you': 'Du reduzierst auf dein Handkartenlimit und wirfst {list} ab.',
  'log.clearedCache.other': '{name} reduziert auf das Handkartenlimit und wirft {list} ab.',
  'log.resolving.you': 'Deine Karte {card} in Reihe {line} wird abgehandelt ({cause}): „{text}“',
  'log.resolving.other': '{card} von {name} in Reihe {line} wird abgehandelt ({cause}): „{text}“',
  'log.revealed.you': 'Deine verdeckte Karte in Reihe {line} wird vorgezeigt: {card}.',
  'log.revealed.other': 'Eine verdeckte Karte von {name} in Reihe {line} wird vorgezeigt: {card}.',
  'log.handShown.you': 'Du zeigst deine Handkarten vor: {list}.',
  'log.handShown.other': '{name} zeigt die eigenen Handkarten vor: {list}.',
  'log.compiling.you': 'Du kompilierst Reihe {line}: Alle Karten dieser Reihe werden entfernt.',
  'log.compiling.other': '{name} kompiliert Reihe {line}: Alle Karten dieser Reihe werden entfernt.',
  'log.compiled.you': 'Dein Protokoll {protocol} in Reihe {line} ist jetzt kompiliert.',
  'log.compiled.other': 'Das Protokoll {protocol} von {name} in Reihe {line} ist jetzt kompiliert.',
  'log.recompiledSeen.you': 'Du kompilierst ein Protokoll erneut und ziehst die oberste Karte aus {deck}: {card}.',
  'log.recompiledSeen.other': '{name} kompiliert ein Protokoll erneut und zieht die oberste Karte aus {deck}: {card}.',
  'log.recompiled.you': 'Du kompilierst ein Protokoll erneut und ziehst die oberste Karte aus {deck}.',
  'log.recompiled.other': '{name} kompiliert ein Protokoll erneut und zieht die oberste Karte aus {deck}.',
  'log.recompiledNothing.you': 'Du kompilierst ein Protokoll erneut, aber es gibt keine Karte zu ziehen.',
  'log.recompiledNothing.other': '{name} kompiliert ein Protokoll erneut, aber es gibt keine Karte zu ziehen.',
  // Dative, after "aus": "aus deinem Deck", "aus dem Deck von Anna".
  'log.deckOf.you': 'deinem Deck',
  'log.deckOf.other': 'dem Deck von {name}',
  'log.won.you': 'Du hast alle drei Protokolle kompiliert und gewinnst!',
  'log.won.other': '{name} hat alle drei Protokolle kompiliert und gewinnt!',
  'log.control.you': 'Du liegst in mindestens 2 Reihen vorn und nimmst dir die Kontrollkarte.',
  'log.control.other': '{name} liegt in mindestens 2 Reihen vorn und nimmt sich die Kontrollkarte.',
  'log.controlReturned.you': 'Du legst die Kontrollkarte zurück neben das Spielfeld.',
  'log.controlReturned.other': '{name} legt die Kontrollkarte zurück neben das Spielfeld.',
  'log.rearranged.you': 'Deine Protokolle werden neu angeordnet: {list}.',
  'log.rearranged.other': 'Die Protokolle von {name} werden neu angeordnet: {list}.',
  'log.refreshed.you': 'Du füllst deine Hand auf.',
  'log.refreshed.other': '{name} füllt die eigene Hand auf.',
  'log.noAction.you': 'Du kannst weder eine Karte spielen noch deine Hand auffüllen: keine Aktion in diesem Zug.',
  'log.noAction.other': '{name} kann weder eine Karte spielen noch die Hand auffüllen: keine Aktion in diesem Zug.',
  'log.compileBarred.you': 'Du darfst in diesem Zug nicht kompilieren: {card} verbietet es.',
  'log.compileBarred.other': '{name} darf in diesem Zug nicht kompilieren: {card} verbietet es.',
  'log.compileBarredNext.you': 'Du kannst in deinem nächsten Zug nicht kompilieren.',
  'log.compileBarredNext.other': '{name} kann im nächsten Zug nicht kompilieren.',
  'log.engineError': 'Die Partie wurde abgebrochen: Die Regel-Engine ist auf einen Fehler gestoßen.',
};

export const ct = catalog<TextKey>(en, de);

/** Every key, for tests and tools that walk the catalog. */
export const TEXT_KEYS = Object.keys(en) as TextKey[];

/** Keys said of a seat: `<base>.you` of the viewer, `<base>.other` of anyone else. */
export type SeatLine = SeatLineOf<TextKey>;

/** `seatName(seat, ctx)`: a seat's display name, "Player 2" when it has none.
 *  `ofSeat(base, seat, ctx, params)`: "You …" to the viewer, "{name} …" to anyone else. */
export const { seatName, ofSeat } = seatSentences<TextKey>(ct, 'log.seat');

const { PROTOCOLS, cardsOf, printedValue } = compileCards;

export function isProtocol(value: unknown): value is Protocol {
  return PROTOCOLS.some((p) => p === value);
}

/** Whether a protocol has a card of this printed value (Gravity has no 3, Metal no 4). */
export function isCard(protocol: unknown, value: unknown): protocol is Protocol {
  return isProtocol(protocol) && typeof value === 'number' && cardsOf(protocol).some((card) => printedValue(card) === value);
}

/** "Darkness", "Dunkelheit". */
export function protocolName(protocol: Protocol): string {
  return ct(`protocol.${protocol}`);
}

/** A card as the table names it: its protocol and value, "Darkness 1". */
export function cardName(protocol: Protocol, value: number): string {
  return `${protocolName(protocol)} ${value}`;
}

/** A box's text in the viewer's language; '' for an empty box (or a card that does not exist). */
export function cardText(protocol: Protocol, value: number, box: Box): string {
  const key = `card.${protocol}.${value}.${box}`;
  return Object.hasOwn(en, key) ? ct(key as TextKey) : '';
}

/** Lines are 0-based in the engine and counted from 1 on the table: "Line 1". */
export function lineName(line: number): string {
  return ct('label.line', { n: line + 1 });
}

export function phaseName(phase: ViewPhase): string {
  return ct(`phase.${phase}`);
}

/** The asks whose choice may be a line instead of a card. */
const LINE_VARIANTS = ['shift', 'delete', 'return'] as const;
type LineAsk = (typeof LINE_VARIANTS)[number];

function askKey(ask: Ask, target: AskTarget): `${Ask}` | `${LineAsk}.line` {
  return target === 'line' && LINE_VARIANTS.some((a) => a === ask) ? `${ask as LineAsk}.line` : ask;
}

/** Whether an open decision picks a line or a card (shift, delete and return ask both). */
export function askTarget(prompt: Pick<PromptView, 'onLine'>): AskTarget {
  return prompt.onLine ? 'line' : 'card';
}

/** The decider's prompt: "Choose a card to flip"; "You may choose a card to flip" when it may be skipped. */
export function askText(ask: Ask, optional = false, target: AskTarget = 'card'): string {
  const key = askKey(ask, target);
  return optional ? ct(`askMay.${key}`) : ct(`ask.${key}`);
}

/** What everyone else reads meanwhile: "Waiting for Anna to choose a card to flip". */
export function waitingText(ask: Ask, name: string, target: AskTarget = 'card'): string {
  return ct(`wait.${askKey(ask, target)}`, { name });
}

/** A discard from the hand: "Choose 2 cards to discard", or a range ("1 to 3"). */
export function discardText(min: number, max: number): string {
  if (min !== max) return ct('discard.range', { min, max });
  return min === 1 ? ct('discard.one') : ct('discard.many', { n: min });
}

/** "1 card", "3 cards". */
export function countLabel(n: number): string {
  return n === 1 ? ct('count.card.one') : ct('count.card.many', { n });
}

/** The end of the game as the viewer reads it: "You compiled all three protocols". */
export function endText(result: { winners: readonly number[]; reason: string }, ctx: LogContext): string {
  const winner = result.winners[0];
  if (result.reason === 'compiled' && typeof winner === 'number') return ofSeat('end.won', winner, ctx);
  if (result.reason === 'engine_step_limit') return ct('end.engineError');
  return ct('end.unknown');
}

/** The rules in a few lines, for a newcomer at the table. */
export function rulesText(): { title: string; lines: string[] } {
  const lines = ['goal', 'turn', 'action', 'values', 'boxes', 'compile', 'control', 'cache', 'effects'] as const;
  return { title: ct('rules.title'), lines: lines.map((line) => ct(`rules.${line}`)) };
}

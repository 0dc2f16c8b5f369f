/**
 * Compile's 12 protocols and 72 command cards (spec docs/rules/compile.md, "Command
 * cards", with the current errata). A card is numbered protocol × 6 + slot; the number lives
 * only in the state, never in a view, an action or an event.
 */
export const SEATS = 2;
export const LINES = 3;
export const HAND_SIZE = 5;
export const COMPILE_AT = 10;
/** A face-down card's value, and under Darkness 2's top box. */
export const FACE_DOWN_VALUE = 2;
export const DARKNESS_2_VALUE = 4;

export const PROTOCOLS = [
  'darkness',
  'death',
  'fire',
  'gravity',
  'life',
  'light',
  'metal',
  'plague',
  'psychic',
  'speed',
  'spirit',
  'water',
] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export const CARDS_PER_PROTOCOL = 6;
export const CARD_COUNT = PROTOCOLS.length * CARDS_PER_PROTOCOL;

/** The values of each protocol's six cards; Gravity has no 3 and Metal no 4. */
const VALUES: Partial<Record<Protocol, readonly number[]>> = { gravity: [0, 1, 2, 4, 5, 6], metal: [0, 1, 2, 3, 5, 6] };
const USUAL_VALUES = [0, 1, 2, 3, 4, 5] as const;

export type CardNo = number;
export interface Face {
  readonly protocol: Protocol;
  readonly value: number;
}

export function protocolOf(card: CardNo): Protocol {
  return PROTOCOLS[Math.floor(card / CARDS_PER_PROTOCOL)]!;
}

export function printedValue(card: CardNo): number {
  return (VALUES[protocolOf(card)] ?? USUAL_VALUES)[card % CARDS_PER_PROTOCOL]!;
}

/** The card of a protocol with a printed value (there is exactly one). */
export function cardOf(protocol: Protocol, value: number): CardNo {
  const slot = (VALUES[protocol] ?? USUAL_VALUES).indexOf(value);
  if (slot < 0) throw new Error(`${protocol} has no ${value}`);
  return PROTOCOLS.indexOf(protocol) * CARDS_PER_PROTOCOL + slot;
}

/** Whether a protocol has a card of this printed value (Gravity has no 3, Metal no 4). */
export function hasCard(protocol: Protocol, value: number): boolean {
  return (VALUES[protocol] ?? USUAL_VALUES).some((printed) => printed === value);
}

/** A protocol's six cards. */
export function cardsOf(protocol: Protocol): CardNo[] {
  const first = PROTOCOLS.indexOf(protocol) * CARDS_PER_PROTOCOL;
  return Array.from({ length: CARDS_PER_PROTOCOL }, (_, slot) => first + slot);
}

/** Each face, made once and frozen: views share them rather than allocate cards. */
const FACES: readonly Face[] = Array.from({ length: CARD_COUNT }, (_, card) =>
  Object.freeze({ protocol: protocolOf(card), value: printedValue(card) }),
);

export function faceOf(card: CardNo): Face {
  return FACES[card]!;
}

export type Box = 'top' | 'middle' | 'bottom';

/** The text of each box as printed (errata applied), for logs and the table. */
export const TEXTS: Readonly<Record<Protocol, readonly (readonly [string, string, string])[]>> = {
  darkness: [
    ['', "Draw 3 cards. Shift 1 of your opponent's covered cards.", ''],
    ['', "Flip 1 of your opponent's cards. You may shift that card.", ''],
    ['All face-down cards in this stack have a value of 4.', 'You may flip 1 covered card in this line.', ''],
    ['', 'Play 1 card face down in another line.', ''],
    ['', 'Shift 1 face-down card.', ''],
    ['', 'You discard 1 card.', ''],
  ],
  death: [
    ['', 'Delete 1 card from each other line.', ''],
    ['Start: You may draw 1 card. If you do, delete 1 other card, then delete this card.', '', ''],
    ['', 'Delete all cards in 1 line with values of 1 or 2.', ''],
    ['', 'Delete 1 face-down card.', ''],
    ['', 'Delete a card with a value of 0 or 1.', ''],
    ['', 'You discard 1 card.', ''],
  ],
  fire: [
    ['', 'Flip 1 other card. Draw 2 cards.', 'When this card would be covered: First, draw 1 card. Then, flip 1 other card.'],
    ['', 'Discard 1 card. If you do, delete 1 card.', ''],
    ['', 'Discard 1 card. If you do, return 1 card.', ''],
    ['', '', 'End: You may discard 1 card. If you do, flip 1 card.'],
    ['', 'Discard 1 or more cards. Draw the amount discarded plus 1.', ''],
    ['', 'You discard 1 card.', ''],
  ],
  gravity: [
    ['', 'For every 2 cards in this line, play the top card of your deck face down under this card.', ''],
    ['', 'Draw 2 cards. Shift 1 card either to or from this line.', ''],
    ['', 'Flip 1 card. Shift that card to this line.', ''],
    ['', 'Shift 1 face-down card to this line.', ''],
    ['', 'You discard 1 card.', ''],
    ['', 'Your opponent plays the top card of their deck face down in this line.', ''],
  ],
  life: [
    ['End: If this card is covered, delete this card.', 'Play the top card of your deck face down in each line where you have a card.', ''],
    ['', 'Flip 1 card. Flip 1 card.', ''],
    ['', 'Draw 1 card. You may flip 1 face-down card.', ''],
    ['', '', 'When this card would be covered: First, play the top card of your deck face down in another line.'],
    ['', 'If this card is covering a card, draw 1 card.', ''],
    ['', 'You discard 1 card.', ''],
  ],
  light: [
    ['', "Flip 1 card. Draw cards equal to that card's value.", ''],
    ['', '', 'End: Draw 1 card.'],
    ['', 'Draw 2 cards. Reveal 1 face-down card. You may shift or flip that card.', ''],
    ['', 'Shift all face-down cards in this line to another line.', ''],
    ['', 'Your opponent reveals their hand.', ''],
    ['', 'You discard 1 card.', ''],
  ],
  metal: [
    ["Your opponent's total value in this line is reduced by 2.", 'Flip 1 card.', ''],
    ['', 'Draw 2 cards. Your opponent cannot compile on their next turn.', ''],
    ['Your opponent cannot play cards face down in this line.', '', ''],
    ['', 'Draw 1 card. Delete all cards in 1 other line with 8 or more cards.', ''],
    ['', 'You discard 1 card.', ''],
    ['When this card would be covered or flipped: First, delete this card.', '', ''],
  ],
  plague: [
    ['', 'Your opponent discards 1 card.', 'Your opponent cannot play cards in this line.'],
    ['After your opponent discards cards: Draw 1 card.', 'Your opponent discards 1 card.', ''],
    ['', 'Discard 1 or more cards. Your opponent discards the amount discarded plus 1.', ''],
    ['', 'Flip each other uncovered face-up card.', ''],
    ['', '', 'End: Your opponent deletes 1 of their face-down cards. You may flip this card.'],
    ['', 'You discard 1 card.', ''],
  ],
  psychic: [
    ['', 'Draw 2 cards. Your opponent discards 2 cards, then reveals their hand.', ''],
    ['Your opponent can only play cards face down.', '', 'Start: Flip this card.'],
    ['', 'Your opponent discards 2 cards. Rearrange their protocols.', ''],
    ['', 'Your opponent discards 1 card. Shift 1 of their cards.', ''],
    ['', '', "End: You may return 1 of your opponent's cards. If you do, flip this card."],
    ['', 'You discard 1 card.', ''],
  ],
  speed: [
    ['', 'Play 1 card.', ''],
    ['After you clear cache: Draw 1 card.', 'Draw 2 cards.', ''],
    ['When this card would be deleted by compiling: Shift this card instead, even if this card is covered.', '', ''],
    ['', 'Shift 1 of your other cards.', 'End: You may shift 1 of your cards. If you do, flip this card.'],
    ['', "Shift 1 of your opponent's face-down cards.", ''],
    ['', 'You discard 1 card.', ''],
  ],
  spirit: [
    ['', 'Refresh. Draw 1 card.', 'Skip your check cache phase.'],
    [
      'When you play cards face up, they may be played without matching protocols.',
      'Draw 2 cards.',
      'Start: Either discard 1 card or flip this card.',
    ],
    ['', 'You may flip 1 card.', ''],
    ['After you draw cards: You may shift this card, even if this card is covered.', '', ''],
    ['', 'Swap the positions of 2 of your protocols.', ''],
    ['', 'You discard 1 card.', ''],
  ],
  water: [
    ['', 'Flip 1 other card. Flip this card.', ''],
    ['', 'Play the top card of your deck face down in each other line.', ''],
    ['', 'Draw 2 cards. Rearrange your protocols.', ''],
    ['', 'Return all cards with a value of 2 in 1 line.', ''],
    ['', 'Return 1 of your cards.', ''],
    ['', 'You discard 1 card.', ''],
  ],
};

export function textOf(card: CardNo, box: Box): string {
  return TEXTS[protocolOf(card)][card % CARDS_PER_PROTOCOL]![box === 'top' ? 0 : box === 'middle' ? 1 : 2];
}

/** Every box whose text begins with `prefix` ("Start:", "End:"), with its card. */
export function textsStarting(prefix: string): [CardNo, Box][] {
  const found: [CardNo, Box][] = [];
  for (let card = 0; card < CARD_COUNT; card++) {
    for (const box of ['top', 'middle', 'bottom'] as const) if (textOf(card, box).startsWith(prefix)) found.push([card, box]);
  }
  return found;
}

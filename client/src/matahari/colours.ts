/**
 * The colours of Mata Hari's cards: each resource's kind (red, blue, green) and the partners'.
 * Kept apart from the drawing (art.ts) so that pages without a canvas, the card reference
 * among them, use them without Pixi.
 */
export const CARD_COLOURS = { red: 0xc0392b, blue: 0x2e6fbf, green: 0x2f8f57, partner: 0x5b2c6f } as const;

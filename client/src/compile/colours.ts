/**
 * Each protocol's colour: the band of its command cards (white words on it), the border of a
 * protocol card on the felt and the fill of a Compiled one (white words on it). So each stands
 * out from the felt at 3:1 and carries white words at 3:1 (WCAG's contrast for large text and
 * for parts of the interface), and no two look alike.
 */
import type { compileCards } from '@dead-drop/shared';

export const PROTOCOL_COLOURS: Record<compileCards.Protocol, number> = {
  darkness: 0x7a5cc0,
  death: 0x9c5a78,
  fire: 0xc2452d,
  gravity: 0x967645,
  life: 0x3f8f4f,
  light: 0x9c7c1c,
  metal: 0x7d8a96,
  plague: 0x7a9a2e,
  psychic: 0xa24d9e,
  speed: 0x2f8fb0,
  spirit: 0x4a8f8c,
  water: 0x4d6ee0,
};

/**
 * Which game-icons.net icon (CC BY 3.0, see art/LICENSES.md) stands for each Compile protocol, on
 * its cards' band and its protocol card. `scripts/icons.ts` runs this file with Node as it is to
 * write `art/icons/compile.ts`, the only icons a Compile table downloads (#41): imports here are types only.
 */
import type { compileCards } from '@dead-drop/shared';
import type { ICONS } from '../art/icons/compile';

export const PROTOCOL_ICONS = {
  darkness: 'evil-moon',
  death: 'death-skull',
  fire: 'flame',
  gravity: 'falling-boulder',
  life: 'sprout',
  light: 'sun',
  metal: 'anvil',
  plague: 'biohazard',
  psychic: 'psychic-waves',
  speed: 'speedometer',
  spirit: 'ghost',
  water: 'water-drop',
} as const satisfies Record<compileCards.Protocol, keyof typeof ICONS>;

/** Every icon chosen, each once, sorted: what `art/icons/compile.ts` holds. */
export const chosenIcons: readonly string[] = [...new Set(Object.values(PROTOCOL_ICONS))].sort();

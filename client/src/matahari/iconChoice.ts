/**
 * Which game-icons.net icon (CC BY 3.0, see art/LICENSES.md) stands for each Mata Hari resource,
 * partner and cover. `scripts/icons.ts` runs this file with Node as it is to write
 * `art/icons/matahari.ts`, the only icons a Mata Hari table downloads (#41): imports here are types only.
 */
import type { matahariCards } from '@dead-drop/shared';
import type { ICONS } from '../art/icons/matahari';

export const OPERATION_ICONS = {
  tapeRecorder: 'audio-cassette',
  photographs: 'photo-camera',
  documents: 'tied-scroll',
  poison: 'poison-bottle',
  gun: 'pistol-gun',
  briefcase: 'briefcase',
  coat: 'lab-coat',
  disguise: 'domino-mask',
  gloves: 'gloves',
  doubleAgent: 'duality-mask',
  assassin: 'hooded-assassin',
  mataHari: 'lips',
} as const satisfies Record<matahariCards.Resource | matahariCards.PartnerKind, keyof typeof ICONS>;

/** The covers: the side a player hides behind, and the side that gives them away. */
export const COVER_ICONS = { undercover: 'fedora', compromised: 'handcuffs' } as const satisfies Record<string, keyof typeof ICONS>;

/** Every icon chosen, each once, sorted: what `art/icons/matahari.ts` holds. */
export const chosenIcons: readonly string[] = [...new Set([...Object.values(OPERATION_ICONS), ...Object.values(COVER_ICONS)])].sort();

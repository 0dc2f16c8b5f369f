/**
 * Which game-icons.net icon (CC BY 3.0, see LICENSES.md) stands for each card kind of each
 * game. `scripts/icons.ts` reads this file to write `icons/<game>.ts`, the only icons the
 * bundle ships, each game's apart: a table downloads its own game's art alone (#41). A unit
 * test checks that every kind has its icon there and that no icon there is unused. Imports
 * here are types only: the script runs this file with Node as it is.
 */
import type { compileCards, kompromatCards, matahariCards } from '@dead-drop/shared';
import type { ICONS as CompileIcons } from './icons/compile';
import type { ICONS as KompromatIcons } from './icons/kompromat';
import type { ICONS as MatahariIcons } from './icons/matahari';

/** Compile: one per protocol, on its cards' band and its protocol card. */
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
} as const satisfies Record<compileCards.Protocol, keyof typeof CompileIcons>;

/** Kompromat: a mission card's kind, or the item it is. */
export type MissionArt = Exclude<kompromatCards.MissionCard['kind'], 'item'> | kompromatCards.ItemKind;

export const MISSION_ICONS = {
  target: 'human-target',
  document: 'files',
  code: 'dial-padlock',
  ci: 'spy',
  nightVision: 'night-vision',
  usb: 'usb-key',
  drone: 'delivery-drone',
  stunGun: 'electric',
  chloroform: 'chemical-drop',
  gps: 'gps',
  jetpack: 'jetpack',
  balaclava: 'balaclava',
  newspaper: 'newspaper',
  vesper: 'martini',
} as const satisfies Record<MissionArt, keyof typeof KompromatIcons>;

/** What a mission card's icon shows: its kind, or for an item card the item. */
export function missionArt(card: kompromatCards.MissionCard): MissionArt {
  return card.kind === 'item' ? card.item : card.kind;
}

/** Kompromat's notoriety token. */
export const NOTORIETY_ICON = 'siren' satisfies keyof typeof KompromatIcons;

/** Mata Hari: each resource and partner. */
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
} as const satisfies Record<matahariCards.Resource | matahariCards.PartnerKind, keyof typeof MatahariIcons>;

/** Mata Hari's covers: the side a player hides behind, and the side that gives them away. */
export const COVER_ICONS = { undercover: 'fedora', compromised: 'handcuffs' } as const satisfies Record<string, keyof typeof MatahariIcons>;

/** Each game's icons chosen, each once: what `icons/<game>.ts` holds. */
export function chosenIcons(): Record<'compile' | 'kompromat' | 'matahari', string[]> {
  const once = (...names: string[]) => [...new Set(names)].sort();
  return {
    compile: once(...Object.values(PROTOCOL_ICONS)),
    kompromat: once(...Object.values(MISSION_ICONS), NOTORIETY_ICON),
    matahari: once(...Object.values(OPERATION_ICONS), ...Object.values(COVER_ICONS)),
  };
}

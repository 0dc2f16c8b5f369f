/**
 * Which game-icons.net icon (CC BY 3.0, see art/LICENSES.md) stands for each Kompromat card kind.
 * `scripts/icons.ts` runs this file with Node as it is to write `art/icons/kompromat.ts`, the only
 * icons a Kompromat table downloads (#41): imports here are types only.
 */
import type { kompromatCards } from '@dead-drop/shared';
import type { ICONS } from '../art/icons/kompromat';

/** A mission card's kind, or the item it is. */
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
} as const satisfies Record<MissionArt, keyof typeof ICONS>;

/** What a mission card's icon shows: its kind, or for an item card the item. */
export function missionArt(card: kompromatCards.MissionCard): MissionArt {
  return card.kind === 'item' ? card.item : card.kind;
}

/** The notoriety token. */
export const NOTORIETY_ICON = 'siren' satisfies keyof typeof ICONS;

/** Every icon chosen, each once, sorted: what `art/icons/kompromat.ts` holds. */
export const chosenIcons: readonly string[] = [...new Set([...Object.values(MISSION_ICONS), NOTORIETY_ICON])].sort();

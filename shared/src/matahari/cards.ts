/**
 * Operation: Mata Hari's components (docs/rules/matahari.md, "Components").
 * Operation cards are numbered 0..80: resource r (0..8) with priority p (1..7) is
 * r * 7 + p - 1; partners are 63..80, six of each kind in PARTNERS order. Ids live only in
 * the server's state; views and events carry faces, never ids.
 */

export const COLOURS = ['red', 'blue', 'green'] as const;
export type Colour = (typeof COLOURS)[number];

/** Three per colour, in colour order: red evidence, blue objects, green equipment. */
export const RESOURCES = ['tapeRecorder', 'photographs', 'documents', 'poison', 'gun', 'briefcase', 'coat', 'disguise', 'gloves'] as const;
export type Resource = (typeof RESOURCES)[number];

export const PARTNERS = ['doubleAgent', 'assassin', 'mataHari'] as const;
export type PartnerKind = (typeof PARTNERS)[number];

export const PRIORITIES = 7;
export const PER_PARTNER = 6;
export const RESOURCE_CARDS = RESOURCES.length * PRIORITIES;
export const OPERATION_CARDS = RESOURCE_CARDS + PARTNERS.length * PER_PARTNER;
export const COVERS = 10;
export const MIN_SEATS = 3;
export const MAX_SEATS = 7;
export const MAX_OFFER = 3;

/** What a card shows. A resource's colour follows from its resource; it is there for the UI. */
export type Face = { readonly resource: Resource; readonly colour: Colour; readonly priority: number } | { readonly partner: PartnerKind };

/** Mata Hari "can only be played by the active player" (spec, "Partners"): it may lie in the
 *  active player's offer, never in a counter-offer (nor in one the Assassin forces to change). */
export function mayCounterOffer(face: Face): boolean {
  return !('partner' in face && face.partner === 'mataHari');
}

export function colourOf(resource: Resource): Colour {
  return COLOURS[Math.floor(RESOURCES.indexOf(resource) / 3)]!;
}

const FACES: readonly Face[] = Array.from({ length: OPERATION_CARDS }, (_, id): Face => {
  if (id >= RESOURCE_CARDS) return Object.freeze({ partner: PARTNERS[Math.floor((id - RESOURCE_CARDS) / PER_PARTNER)]! });
  const resource = RESOURCES[Math.floor(id / PRIORITIES)]!;
  return Object.freeze({ resource, colour: colourOf(resource), priority: (id % PRIORITIES) + 1 });
});

export function faceOf(id: number): Face {
  return FACES[id]!;
}

export function facesOf(ids: readonly number[]): Face[] {
  return ids.map(faceOf);
}

export function resourceId(resource: Resource, priority: number): number {
  return RESOURCES.indexOf(resource) * PRIORITIES + priority - 1;
}

export function partnerIds(kind: PartnerKind): number[] {
  const first = RESOURCE_CARDS + PARTNERS.indexOf(kind) * PER_PARTNER;
  return Array.from({ length: PER_PARTNER }, (_, i) => first + i);
}

export function partnerOf(id: number): PartnerKind | null {
  const face = faceOf(id);
  return 'partner' in face ? face.partner : null;
}

export function priorityOf(id: number): number | null {
  const face = faceOf(id);
  return 'priority' in face ? face.priority : null;
}

/** Objectives are one per resource; the skull is the colour the agent must avoid. */
export const SKULLS: Readonly<Record<Resource, Colour>> = {
  tapeRecorder: 'blue',
  photographs: 'green',
  documents: 'green',
  poison: 'red',
  gun: 'green',
  briefcase: 'red',
  coat: 'red',
  disguise: 'blue',
  gloves: 'blue',
};

export interface Objective {
  readonly resource: Resource;
  readonly colour: Colour;
  readonly skull: Colour;
}

/** An objective by resource index. */
export function objectiveOf(resource: number): Objective {
  const name = RESOURCES[resource]!;
  return { resource: name, colour: colourOf(name), skull: SKULLS[name] };
}

export interface SeatPlan {
  /** Resources removed with all seven of their cards, and their objectives. */
  readonly removedResources: readonly Resource[];
  /** Partners of each kind removed. */
  readonly partnersRemoved: number;
  /** Cards dealt to each player. */
  readonly hand: number;
}

const SMALL: readonly Resource[] = ['tapeRecorder', 'poison', 'coat'];

/** Set-up by player count (spec, "Set-up by player count"). */
export const SEAT_PLANS: Readonly<Record<number, SeatPlan>> = {
  3: { removedResources: SMALL, partnersRemoved: 4, hand: 13 },
  4: { removedResources: SMALL, partnersRemoved: 2, hand: 11 },
  5: { removedResources: [], partnersRemoved: 2, hand: 9 },
  6: { removedResources: [], partnersRemoved: 2, hand: 11 },
  7: { removedResources: [], partnersRemoved: 0, hand: 10 },
};

/** The cards a player count takes out of the operation deck: whole resources, and the
 *  last copies of each partner kind (copies of a kind are alike). */
export function removedCards(plan: SeatPlan): number[] {
  const resources = plan.removedResources.flatMap((resource) => Array.from({ length: PRIORITIES }, (_, p) => resourceId(resource, p + 1)));
  const partners = PARTNERS.flatMap((kind) => partnerIds(kind).slice(PER_PARTNER - plan.partnersRemoved));
  return [...resources, ...partners];
}

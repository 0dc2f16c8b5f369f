import { kompromatCards } from '@dead-drop/shared';
import type { CardRef } from '../pixi/stage';
import type { ReferenceBook, ReferenceCard } from '../reference/book';
import { kt, rankLabel, targetName } from './text';

type Kind = 'target' | 'set' | 'ci' | 'item' | 'equipment';

/** The same card `copies` times in the deck, once in the list. */
function counted<T>(values: readonly T[]): [T, number][] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts];
}

const card = (kind: Kind, entry: Omit<ReferenceCard, 'tags'>): ReferenceCard => ({ ...entry, tags: { kind: [kind] } });

/** A mission card on the table (they all lie face up), as the reference has it. */
export function missionCardRef(mission: kompromatCards.MissionCard): CardRef {
  switch (mission.kind) {
    case 'target':
      return { id: `target-${mission.name}`, name: targetName(mission.name) };
    case 'item':
      return itemRef(mission.item);
    case 'ci':
      return { id: `ci-${mission.marks}`, name: kt('card.ci', { marks: mission.marks }) };
    default:
      return { id: mission.kind, name: kt(`card.${mission.kind}`) };
  }
}

/** An item, held or offered by a mission, as the reference has it. */
export function itemRef(item: kompromatCards.ItemKind): CardRef {
  return { id: `item-${item}`, name: kt(`item.${item}`) };
}

/**
 * Kompromat's cards: the 29 mission cards (targets, documents and codes, counter-intelligence,
 * the ten items with what each does) and each player's equipment deck.
 */
export function kompromatReference(): ReferenceBook {
  const missions = kompromatCards.MISSION_CARDS;
  const targets = missions.flatMap((m) => (m.kind === 'target' ? [m] : []));
  const marks = counted(missions.flatMap((m) => (m.kind === 'ci' ? [m.marks] : [])));
  const sets = (['document', 'code'] as const).map((kind) =>
    card('set', {
      id: kind,
      name: kt(`card.${kind}`),
      copies: missions.filter((m) => m.kind === kind).length,
      facts: [],
      lines: [{ text: kt('rules.sets') }],
    }),
  );
  return {
    filters: [
      {
        id: 'kind',
        label: kt('ref.kind'),
        options: (['target', 'set', 'ci', 'item', 'equipment'] as const).map((kind) => ({ value: kind, label: kt(`ref.kind.${kind}`) })),
      },
    ],
    sections: [
      {
        id: 'targets',
        title: kt('score.targets'),
        intro: kt('rules.win'),
        cards: targets.map((t) =>
          card('target', { id: `target-${t.name}`, name: targetName(t.name), facts: [kt('card.vp', { vp: t.vp })], lines: [] }),
        ),
      },
      { id: 'sets', title: kt('ref.kind.set'), cards: sets },
      {
        id: 'ci',
        title: kt('ref.kind.ci'),
        intro: kt('rules.ci'),
        cards: marks.map(([n, copies]) => card('ci', { id: `ci-${n}`, name: kt('card.ci', { marks: n }), copies, facts: [], lines: [] })),
      },
      {
        id: 'items',
        title: kt('score.items'),
        intro: kt('rules.items'),
        cards: kompromatCards.ITEM_KINDS.map((item) =>
          card('item', { ...itemRef(item), facts: [kt('ref.itemVp')], lines: [{ text: kt(`itemHelp.${item}`) }] }),
        ),
      },
      {
        id: 'equipment',
        title: kt('card.equipmentDeck'),
        intro: kt('ref.equipment'),
        cards: counted(kompromatCards.EQUIPMENT_RANKS).map(([rank, copies]) =>
          card('equipment', {
            id: `equipment-${rank}`,
            name: rankLabel(rank),
            copies,
            facts: [],
            lines: rank === kompromatCards.ACE ? [{ text: kt('ref.ace') }] : [],
          }),
        ),
      },
    ],
  };
}

import { matahariCards } from '@dead-drop/shared';
import type { CardRef } from '../pixi/stage';
import type { ReferenceBook } from '../reference/book';
import { cssColour } from '../ui/theme';
import { CARD_COLOURS } from './colours';
import { mt } from './text';

/** A face the viewer sees, as the reference has it: its resource, or its partner. */
export function matahariFaceRef(face: matahariCards.Face): CardRef {
  return 'partner' in face
    ? { id: face.partner, name: mt(`partner.${face.partner}`) }
    : { id: face.resource, name: mt(`resource.${face.resource}`) };
}

/**
 * Operation: Mata Hari's cards: the nine resources by colour (seven priorities each), the
 * three partners (six each) with what each does, and the covers.
 */
export function matahariReference(): ReferenceBook {
  const { RESOURCES, PARTNERS, PRIORITIES, PER_PARTNER, COVERS, COLOURS, colourOf } = matahariCards;
  return {
    filters: [
      {
        id: 'kind',
        label: mt('ref.kind'),
        options: (['resource', 'partner', 'cover'] as const).map((kind) => ({ value: kind, label: mt(`ref.kind.${kind}`) })),
      },
      { id: 'colour', label: mt('ref.colour'), options: COLOURS.map((colour) => ({ value: colour, label: mt(`colour.${colour}`) })) },
    ],
    sections: [
      {
        id: 'resources',
        title: mt('ref.kind.resource'),
        intro: mt('rules.goal'),
        cards: RESOURCES.map((resource) => {
          const colour = colourOf(resource);
          return {
            id: resource,
            name: mt(`resource.${resource}`),
            copies: PRIORITIES,
            facts: [mt(`colour.${colour}`), mt('ref.priorities', { n: PRIORITIES })],
            lines: [],
            tags: { kind: ['resource'], colour: [colour] },
            accent: cssColour(CARD_COLOURS[colour]),
          };
        }),
      },
      {
        id: 'partners',
        title: mt('ref.kind.partner'),
        intro: mt('rules.partners'),
        cards: PARTNERS.map((partner) => ({
          id: partner,
          name: mt(`partner.${partner}`),
          copies: PER_PARTNER,
          facts: [],
          lines: [{ text: mt(`partnerHelp.${partner}`) }],
          tags: { kind: ['partner'] },
          accent: cssColour(CARD_COLOURS.partner),
        })),
      },
      {
        id: 'covers',
        title: mt('ref.kind.cover'),
        cards: [
          {
            id: 'cover',
            name: mt('cover.name'),
            copies: COVERS,
            facts: [`${mt('cover.undercover')} / ${mt('cover.compromised')}`],
            lines: [{ text: mt('ref.cover') }],
            tags: { kind: ['cover'] },
          },
        ],
      },
    ],
  };
}

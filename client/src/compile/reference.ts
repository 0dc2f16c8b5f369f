import { compileCards } from '@dead-drop/shared';
import type { CardRef } from '../pixi/stage';
import type { ReferenceBook } from '../reference/book';
import { cssColour } from '../ui/theme';
import { PROTOCOL_COLOURS } from './colours';
import { BOXES, cardName, cardText, ct, protocolName } from './text';

/** A card whose face the viewer sees, as the reference has it (its id there is `fire-3`). */
export function compileCardRef(face: { protocol: compileCards.Protocol; value: number }): CardRef {
  return { id: `${face.protocol}-${face.value}`, name: cardName(face.protocol, face.value) };
}

/**
 * Compile's 72 command cards, by protocol, each with its three boxes as printed (errata
 * applied): filterable by protocol and by the box that holds text.
 */
export function compileReference(): ReferenceBook {
  return {
    filters: [
      {
        id: 'protocol',
        label: ct('ref.protocol'),
        options: compileCards.PROTOCOLS.map((protocol) => ({ value: protocol, label: protocolName(protocol) })),
      },
      { id: 'box', label: ct('ref.box'), options: BOXES.map((box) => ({ value: box, label: ct(`box.${box}`) })) },
    ],
    sections: compileCards.PROTOCOLS.map((protocol) => ({
      id: protocol,
      title: protocolName(protocol),
      intro: ct(`about.${protocol}`),
      cards: compileCards.cardsOf(protocol).map((card) => {
        const { value } = compileCards.faceOf(card);
        const boxes = BOXES.filter((box) => cardText(protocol, value, box) !== '');
        const { id, name } = compileCardRef({ protocol, value });
        return {
          id,
          name,
          facts: [ct('ref.value', { n: value })],
          lines: boxes.map((box) => ({ label: ct(`box.${box}`), text: cardText(protocol, value, box) })),
          tags: { protocol: [protocol], box: boxes },
          accent: cssColour(PROTOCOL_COLOURS[protocol]),
        };
      }),
    })),
  };
}

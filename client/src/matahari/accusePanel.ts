import { matahariCards, type MatahariAction, type MatahariLegal } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { h, select } from '../ui/dom';
import { mt, seatName } from './text';
import { mu } from './uiText';

/**
 * The accusation panel as the player left it: open or closed, and the partner picked for each
 * seat. The panel is built again at every update and every pick of a card, so it would snap
 * shut without this.
 */
export interface Accusing {
  open: boolean;
  partners: Map<number, matahariCards.PartnerKind>;
}

/** One row per accusable seat: "Bob has [partner] [Accuse]". */
export function accuseSection(
  legal: Extract<MatahariLegal, { type: 'accuse' }>,
  ctx: LogContext,
  accusing: Accusing,
  send: (action: MatahariAction) => void,
  redraw: () => void,
): HTMLElement {
  const details = h(
    'details',
    { class: 'compose-block accuse', testid: 'accuse', attrs: accusing.open ? { open: '' } : {} },
    // Noted at the click, which comes before the panel opens: its `toggle` event comes a task
    // later, when an update may already have built the panel again, and it would then
    // carry the old panel's state into the new one. The table is drawn again at once, open
    // as noted, so that a coach sees the panel open (`composing.ts`).
    h(
      'summary',
      {
        on: {
          click: () => {
            accusing.open = !details.open;
            redraw();
          },
        },
      },
      mu('compose.accuse'),
    ),
    ...legal.seats.map((seat) => {
      const partner = select(
        `accuse-partner-${seat}`,
        matahariCards.PARTNERS,
        accusing.partners.get(seat) ?? matahariCards.PARTNERS[0],
        (kind) => mt(`partner.${kind}`),
        (kind) => {
          accusing.partners.set(seat, kind);
        },
      );
      return h(
        'div',
        { class: 'accuse-row' },
        mu('compose.accuseSeat', { name: seatName(seat, ctx) }),
        ' ',
        partner,
        ' ',
        h(
          'button',
          {
            testid: `accuse-${seat}`,
            attrs: { type: 'button' },
            on: { click: () => send({ type: 'accuse', seat, partner: matahariCards.PARTNERS[partner.selectedIndex]! }) },
          },
          mu('compose.accuse'),
        ),
      );
    }),
  );
  return details;
}

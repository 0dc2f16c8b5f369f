import type { CompileCardView } from '@dead-drop/shared';
import { KeptSprites, type KeptSprite } from '../pixi/keptSprites';
import { commandCard } from './art';

export type Spot = { x: number; y: number };

/**
 * Compile's command cards on the table, each kept by place while it looks the same (see
 * `KeptSprites`): a new one starts where the last events said it came from.
 */
export class CardSprites extends KeptSprites {
  /** Where each drawn card was at the last layout, by sprite key; new sprites start at a hint. */
  readonly spots = new Map<string, Spot>();
  /** Where the last events moved cards from: used by the next layout's new sprites only. */
  readonly origins = new Map<string, Spot>();

  /** The sprite of a place: kept while its card looks the same, drawn again if not. */
  sprite(key: string, card: CompileCardView, owner: number, size: { w: number; h: number; font: number }, at: Spot): KeptSprite {
    const { w, h, font } = size;
    const from = this.has(key) ? at : (this.origins.get(key) ?? at);
    this.origins.delete(key);
    return this.keep(
      key,
      JSON.stringify([card, owner, Math.round(w), Math.round(h), font]),
      () => commandCard(card, owner, w, h, font),
      { w, h },
      { ...from, alpha: from === at ? 0.2 : 1 },
    );
  }
}

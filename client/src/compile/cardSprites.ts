import { Container } from 'pixi.js';
import type { CompileCardView } from '@dead-drop/shared';
import type { Tweens } from '../pixi/tween';
import { clickable, glow } from '../pixi/widgets';
import { commandCard } from './art';

export interface Sprite {
  display: Container;
  signature: string;
}
export type Spot = { x: number; y: number };

/**
 * Compile's command cards on the table, each kept by place while it looks the same, so that a
 * card moves rather than appears: a new one starts where the last events said it came from.
 */
export class CardSprites {
  readonly layer = new Container();
  /** Where each drawn card was at the last layout, by sprite key; new sprites start at a hint. */
  readonly spots = new Map<string, Spot>();
  /** Where the last events moved cards from: used by the next layout's new sprites only. */
  readonly origins = new Map<string, Spot>();
  private readonly sprites = new Map<string, Sprite>();

  constructor(private readonly tweens: Tweens) {
    this.layer.sortableChildren = true;
  }

  has(key: string): boolean {
    return this.sprites.has(key);
  }

  /** The sprite of a place: kept while its card looks the same, drawn again if not. */
  sprite(key: string, card: CompileCardView, owner: number, w: number, h: number, at: Spot): Sprite {
    const signature = JSON.stringify([card, owner, Math.round(w)]);
    const existing = this.sprites.get(key);
    if (existing?.signature === signature) return existing;
    const display = existing?.display ?? new Container();
    if (!existing) {
      const from = this.origins.get(key) ?? at;
      this.origins.delete(key);
      display.position.set(from.x, from.y);
      display.alpha = from === at ? 0.2 : 1;
      this.layer.addChild(display);
    }
    for (const child of display.removeChildren()) child.destroy({ children: true });
    display.addChild(commandCard(card, owner, w, h));
    const outline = glow(w, h, 6);
    outline.label = 'outline';
    display.addChild(outline);
    const sprite = { display, signature };
    this.sprites.set(key, sprite);
    return sprite;
  }

  /** Cards no longer drawn fade where they are. */
  dropUnseen(seen: Set<string>): void {
    for (const [key, sprite] of this.sprites) {
      if (seen.has(key)) continue;
      this.sprites.delete(key);
      clickable(sprite.display, null);
      this.tweens.to(sprite.display, { x: sprite.display.x, y: sprite.display.y, alpha: 0 }, 200, () => sprite.display.destroy({ children: true }));
    }
  }
}

/** Shows a card's outline while it is on offer (or chosen). */
export function decorate(sprite: Sprite, offered: boolean): void {
  const outline = sprite.display.getChildByLabel('outline');
  if (outline) outline.visible = offered;
}

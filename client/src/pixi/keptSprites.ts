import { Container } from 'pixi.js';
import type { Tweens } from './tween';
import { clickable, glow } from './widgets';

export interface KeptSprite {
  display: Container;
  signature: string;
}

/** Where a new sprite first appears, and how faint: it then moves to its place. */
export interface Start {
  x: number;
  y: number;
  alpha: number;
}

/**
 * Cards on the table kept by place between updates while they look the same, so that a card
 * moves rather than appears. Each holds its art and an outline shown while it is on offer
 * (`decorate`); a card no longer drawn fades where it is.
 */
export class KeptSprites {
  readonly layer = new Container();
  private readonly sprites = new Map<string, KeptSprite>();

  constructor(private readonly tweens: Tweens) {
    this.layer.sortableChildren = true;
  }

  has(key: string): boolean {
    return this.sprites.has(key);
  }

  /** The sprite of a place: kept while its `signature` is the same, its `art` (w×h) drawn again if not. */
  keep(key: string, signature: string, art: () => Container, size: { w: number; h: number }, start: Start): KeptSprite {
    const existing = this.sprites.get(key);
    if (existing?.signature === signature) return existing;
    const display = existing?.display ?? new Container();
    if (!existing) {
      display.position.set(start.x, start.y);
      display.alpha = start.alpha;
      this.layer.addChild(display);
    }
    for (const child of display.removeChildren()) child.destroy({ children: true });
    const outline = glow(size.w, size.h, 6);
    outline.label = 'outline';
    display.addChild(art(), outline);
    const sprite = { display, signature };
    this.sprites.set(key, sprite);
    return sprite;
  }

  /** Cards no longer drawn fade where they are, and take no more taps. */
  dropUnseen(seen: ReadonlySet<string>): void {
    for (const [key, sprite] of this.sprites) {
      if (seen.has(key)) continue;
      this.sprites.delete(key);
      clickable(sprite.display, null);
      this.tweens.to(sprite.display, { x: sprite.display.x, y: sprite.display.y, alpha: 0 }, 200, () =>
        sprite.display.destroy({ children: true }),
      );
    }
  }
}

/** Shows a card's outline while it is on offer (or chosen). */
export function decorate(sprite: KeptSprite, offered: boolean): void {
  const outline = sprite.display.getChildByLabel('outline');
  if (outline) outline.visible = offered;
}

import type { Container } from 'pixi.js';
import type { CardView, KompromatView } from '@dead-drop/shared';
import type { Registered } from '../pixi/stage';
import type { Tweens } from '../pixi/tween';
import { decorate, KeptSprites, type KeptSprite } from '../pixi/keptSprites';
import { clickable } from '../pixi/widgets';
import { cardKey, type Affordances, type Choice } from './affordances';
import { equipmentCard } from './art';
import { stackSpots, type Layout } from './layout';
import { rankLabel } from './text';

/**
 * The equipment cards on Kompromat's missions, each side's stack. A card keeps its sprite
 * between updates by place, so a new card flies in from its owner's deck and a discarded
 * one fades.
 */
export class Stacks {
  private readonly cards: KeptSprites;
  /** Where each seat's deck is drawn: new cards start there. */
  private readonly decks = new Map<number, { x: number; y: number }>();

  constructor(private readonly tweens: Tweens) {
    this.cards = new KeptSprites(tweens);
  }

  get layer(): Container {
    return this.cards.layer;
  }

  deckAt(seat: number, at: { x: number; y: number }): void {
    this.decks.set(seat, at);
  }

  /** Every stack as the view has it; `tap` makes what a click on a card does. */
  draw(
    view: KompromatView,
    layout: Layout,
    seats: [number, number],
    offered: Affordances,
    registered: Registered[],
    tap: (choice: Choice | undefined) => (() => void) | null,
  ): void {
    const seen = new Set<string>();
    const { w, h } = layout.card;
    view.missions.forEach((mission, m) => {
      seats.forEach((seat, place) => {
        const cards = mission.sides[seat]!.cards;
        const spots = stackSpots(layout, layout.columns[m]!, place, cards.length).cards;
        cards.forEach((card, index) => {
          const key = cardKey(m, seat, index);
          seen.add(key);
          const { x, y } = spots[index]!;
          const sprite = this.sprite(key, card, seat, w, h, layout.font);
          sprite.display.zIndex = index;
          this.tweens.to(sprite.display, { x, y, alpha: 1 });
          const choice = offered.cards.get(key);
          decorate(sprite, !!choice);
          clickable(sprite.display, tap(choice));
          registered.push({
            id: `card:${key}`,
            kind: 'card',
            label: cardLabel(card),
            enabled: !!choice,
            display: sprite.display,
            card: sceneCard(card, m, seat, index),
          });
        });
      });
    });
    this.cards.dropUnseen(seen);
  }

  /** The sprite at a place: kept if its card looks the same, redrawn in place if not; a new one comes from its owner's deck. */
  private sprite(key: string, card: CardView, seat: number, w: number, h: number, font: number): KeptSprite {
    const deck = this.decks.get(seat) ?? { x: 0, y: 0 };
    return this.cards.keep(
      key,
      JSON.stringify([card, seat, w, font]),
      () => equipmentCard(card, seat, w, h, font),
      { w, h },
      { ...deck, alpha: 0.4 },
    );
  }
}

/** The words drawn on a card: its value as printed, nothing on a back. */
export function cardLabel(card: CardView): string {
  return card.rank === undefined ? '' : rankLabel(card.rank);
}

export function sceneCard(card: CardView, mission: number, seat: number, index: number) {
  return {
    mission,
    seat,
    index,
    up: card.up,
    ...(card.rank !== undefined ? { rank: card.rank } : {}),
    ...(card.shown ? { shown: true } : {}),
  };
}

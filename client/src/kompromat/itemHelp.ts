import type { Container, FederatedPointerEvent } from 'pixi.js';
import type { KompromatView } from '@dead-drop/shared';
import { palette } from '../pixi/palette';
import type { Registered } from '../pixi/stage';
import { label } from '../pixi/widgets';
import type { Box } from './layout';
import { kt } from './text';

type ItemKind = KompromatView['players'][number]['items'][number];

/**
 * A line or two of help over Kompromat's buttons: what the item under the pointer (or last
 * tapped) does, or else the one being used. An item explains itself where it lies, held or
 * offered by a mission.
 */
export class ItemHelp {
  readonly hint = label('', { fontSize: 13, fill: palette.text, align: 'center' });
  /** The hint as the hook and the action bar list it, its words set by `show`. */
  readonly entry: Registered = { id: 'hint', kind: 'label', label: '', enabled: false, display: this.hint };
  /** The item (held, or offered by a mission) the pointer is on, or a finger last tapped. */
  private pointed: ItemKind | null = null;

  /** `changed` redraws the line (calling `show`) once the pointer comes to an item or leaves it. */
  constructor(private readonly changed: () => void) {
    this.hint.anchor.set(0.5);
  }

  /** Centres the line in `box`, its words a pixel over the table's `font`. */
  place(box: Box, font: number): void {
    this.hint.position.set(box.x + box.w / 2, box.y + box.h / 2);
    this.hint.style.wordWrapWidth = box.w;
    this.hint.style.fontSize = font + 1;
  }

  /** Shows the text of the pointed item, or else of `using`, the one being used. */
  show(using: ItemKind | undefined): void {
    const shown = this.pointed ?? using;
    this.hint.text = shown ? `${kt(`item.${shown}`)}: ${kt(`itemHelp.${shown}`)}` : '';
    this.hint.style.wordWrap = true;
    this.entry.label = this.hint.text;
  }

  /**
   * Makes `display` explain `item`: under a mouse while the mouse is on it, and after a tap
   * until another (a finger has no "over"; a tap on a usable one also starts its use).
   */
  explains(display: Container, item: ItemKind): void {
    display.eventMode = 'static';
    const point = (on: boolean) => (event: FederatedPointerEvent) => {
      if (!on && event.pointerType === 'touch') return;
      this.pointed = on ? item : null;
      this.changed();
    };
    display.on('pointerover', point(true)).on('pointerout', point(false)).on('pointertap', point(true));
  }
}

/**
 * A simple player that finishes a game of Kompromat by clicking only what its screen
 * offers (enabled hook objects). It draws a face-down card in most turns, so the secrecy
 * checks have something to look at, and tries each item now and then to exercise the
 * client's target picking.
 */
import { randomSource } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { enabled } from './people';

/** Targets an item may ask for, in the order this player picks them. */
const TARGETS = ['button:copy:', 'button:delta:', 'card:', 'mission:'];
/** How often one item kind is tried in a game: it may be offered where it achieves nothing. */
const ITEM_TRIES = 2;

export interface Move {
  object: SceneObject;
  /** A face-down draw: the card will show its value on this screen only. */
  drawsFaceDown?: boolean;
  /** The first draw of a turn, which must then be placed at a mission. */
  placesNext?: boolean;
}

/** Whether this screen is choosing an item's target: the client offers a cancel then. */
export function isTargeting(scene: SceneObject[]): boolean {
  return scene.some((object) => object.id === 'button:cancel' && object.enabled);
}

export class Strategy {
  private faceDownThisTurn = 0;
  private wantedFaceDown = 1;
  private readonly tries = new Map<string, number>();
  private readonly random: () => number;

  /** A seeded player clicks the same way in every run. */
  constructor(seed: number) {
    this.random = randomSource(seed);
  }

  /** The next click, or null when this screen offers nothing to do now. */
  next(scene: SceneObject[]): Move | null {
    const first = (prefix: string) => enabled(scene, prefix)[0];
    const pick = (objects: SceneObject[]) => objects[Math.floor(this.random() * objects.length)];
    if (isTargeting(scene)) {
      const target = TARGETS.map((prefix) => enabled(scene, prefix)).find((objects) => objects.length > 0);
      return { object: target ? pick(target)! : first('button:cancel')! };
    }
    const declare = first('button:declare:');
    if (declare) return { object: declare };
    const giveBack = first('button:returnToken');
    if (giveBack) return { object: giveBack };

    const deck = first('deck');
    const stop = first('button:stop');
    const missions = enabled(scene, 'mission:');
    // The first card drawn this turn waits to be placed: only missions are offered.
    if (missions.length > 0 && !deck && !stop) return { object: pick(missions)! };

    const item = this.itemToTry(scene);
    if (item && (stop || first('button:pass'))) return { object: item };
    if (deck && !stop) {
      this.faceDownThisTurn = 0;
      this.wantedFaceDown = this.random() < 0.2 ? 0 : this.random() < 0.7 ? 1 : 2;
      return { object: deck, placesNext: true };
    }
    if (stop) {
      if (deck && this.faceDownThisTurn < this.wantedFaceDown) {
        this.faceDownThisTurn++;
        return { object: deck, drawsFaceDown: true };
      }
      return { object: stop };
    }
    const pass = first('button:pass');
    if (pass) return { object: pass };
    // Anything else the client offers (a prompt's item, a button this player does not know).
    const other = enabled(scene).filter((object) => object.kind === 'button' || object.kind === 'item');
    return other.length > 0 ? { object: other[0]! } : null;
  }

  /** An enabled item not tried too often yet, about one time in three. */
  private itemToTry(scene: SceneObject[]): SceneObject | undefined {
    const items = enabled(scene, 'item:').filter((object) => (this.tries.get(object.id) ?? 0) < ITEM_TRIES);
    if (items.length === 0 || this.random() > 0.35) return undefined;
    const item = items[0]!;
    this.tries.set(item.id, (this.tries.get(item.id) ?? 0) + 1);
    return item;
  }
}

import type { CoachState } from './coachPanel';
import type { MotionRecord } from '../pixi/motionSteps';
import type { SceneObject } from '../pixi/sceneObjects';

/**
 * What a table or replay page shows, published as `window.deadDrop` for whatever drives the page
 * from outside (the browser tests): the scene as `SceneObject`s, and counters to wait on. It
 * reads what the page already has; nothing in the page reads it back.
 */
export interface PageProbe {
  /** Everything drawn that a test may click or read. */
  scene(): SceneObject[];
  /** How many server updates have been drawn: a test waits for it to grow after acting. */
  renders: number;
  /** Tweens still running; rects in `scene()` are where objects are now, so a test that
   *  clicks a moving card waits for this to reach 0. Nothing else waits on animations. */
  animations(): number;
  /** The sounds the table played so far, muted ones left out (see `Sounds`); a replay has none. */
  sounds?(): string[];
  /** The motions the table started so far, one per step of an event (see `pixi/motions.ts`). */
  motions?(): MotionRecord[];
  /** The kinds of the events handed to the scene as they happened (not the history on joining). */
  heard?(): string[];
  /** At a tutorial table, what its coach says and rings (see `pages/coachPanel.ts`); null elsewhere. */
  coach?(): CoachState | null;
}

declare global {
  interface Window {
    deadDrop?: PageProbe;
    /** Set by browser tests that do not look at motion: see `pixi/tween.ts`. */
    deadDropNoMotion?: boolean;
    /** Set by browser tests that take no pictures: see `pixi/stage.ts`. */
    deadDropCheapFrames?: boolean;
  }
}

export function publishProbe(probe: PageProbe): void {
  window.deadDrop = probe;
}

import type { MotionRecord } from './pixi/motionSteps';
import type { CoachState } from './pages/coachPanel';

/**
 * Where the scene's objects are on screen, for browser tests that click them like a
 * person would. It lists only what is drawn for this viewer, so it can tell nothing the
 * screen does not already show.
 */
export interface HookCard {
  mission: number;
  seat: number;
  index: number;
  up: boolean;
  /** Present only when the value is drawn on this screen. */
  rank?: number;
  shown?: boolean;
}

/**
 * A Compile card on screen: on the field (`side`, `line`, `at` from the bottom), in one's hand,
 * or laid out to be read (`enlarged`: the card pointed at or held; `revealed`: Light 2's card
 * beside its decision).
 */
export interface CompileHookCard {
  place: 'field' | 'hand' | 'moving' | 'enlarged' | 'revealed';
  side: number;
  line: number | null;
  at: number;
  up: boolean;
  /** Present only when this screen draws the face. */
  protocol?: string;
  value?: number;
  /** A hand card the viewer has picked (to play, or among cards to discard). */
  chosen?: true;
  /** A face-down card whose face everyone sees for now (Light 2's reveal). */
  shown?: true;
  /** The smallest size, in CSS pixels, of the words drawn on it. */
  textPx?: number;
}

export interface HookObject {
  /** Stable per place on the table: `deck`, `mission:2`, `card:2:1:0`, `item:drone`, `button:stop`, `line:1`, … */
  id: string;
  /** `label`: words on the table that offer nothing (a status line), listed for layout checks. */
  kind: 'card' | 'mission' | 'item' | 'deck' | 'button' | 'seat' | 'line' | 'protocol' | 'label';
  /** The words drawn on it, in the current language. */
  label: string;
  /** What it does, when the table explains it (an item's text): the action bar says it too. */
  detail?: string;
  /** Offers an action or a choice when clicked. */
  enabled: boolean;
  /** The smallest size, in CSS pixels, of the words drawn in it (none when it draws no words). */
  textPx?: number;
  /** Top-left corner and size in CSS pixels of the page. */
  x: number;
  y: number;
  w: number;
  h: number;
  card?: HookCard;
  compileCard?: CompileHookCard;
}

export interface TestHook {
  /** Everything drawn that a test may click or read. */
  scene(): HookObject[];
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
    deadDrop?: TestHook;
    /** Set by browser tests that do not look at motion: see `pixi/tween.ts`. */
    deadDropNoMotion?: boolean;
    /** Set by browser tests that take no pictures: see `pixi/stage.ts`. */
    deadDropCheapFrames?: boolean;
  }
}

export function installHook(hook: TestHook): void {
  window.deadDrop = hook;
}

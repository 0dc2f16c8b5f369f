import type { Container } from 'pixi.js';
import { motion } from '../ui/theme';

/** What a tween moves: position, and optionally transparency, scale (a flip squeezes x alone) and turn. */
export interface Pose {
  x: number;
  y: number;
  alpha?: number;
  scaleX?: number;
  scaleY?: number;
  rotation?: number;
}

interface Running {
  target: Container;
  from: Required<Pose>;
  to: Required<Pose>;
  elapsed: number;
  duration: number;
  done?: () => void;
}

interface Timer {
  left: number;
  done: () => void;
}

const ease = (t: number) => 1 - (1 - t) ** 3;

let reducedQuery: MediaQueryList | null | undefined;

/** Whether the player asked for less motion (`prefers-reduced-motion: reduce`): then nothing
 *  slides, turns or grows; things only fade. Read at each move, so a change applies at once. */
export function reducedMotion(): boolean {
  if (reducedQuery === undefined) reducedQuery = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
  return reducedQuery?.matches ?? false;
}

/** The browser tests' switch (test/browser/people.ts sets it before the page loads): every tween
 *  and step ends on the frame after it starts, so a test that does not look at motion never
 *  waits one out. Each step of a chain still takes its own frame, in its order. */
function motionOff(): boolean {
  return typeof window !== 'undefined' && window.deadDropNoMotion === true;
}

function poseOf(target: Container): Required<Pose> {
  return { x: target.x, y: target.y, alpha: target.alpha, scaleX: target.scale.x, scaleY: target.scale.y, rotation: target.rotation };
}

function apply(target: Container, pose: Required<Pose>, alpha: boolean): void {
  target.position.set(pose.x, pose.y);
  target.scale.set(pose.scaleX, pose.scaleY);
  target.rotation = pose.rotation;
  if (alpha) target.alpha = pose.alpha;
}

/**
 * Short moves of objects already in their final state: the table has changed before the
 * tween starts, so nothing ever waits on an animation. A new tween of an object replaces
 * the running one from wherever it is now. With reduced motion an object jumps to its place
 * and only its transparency changes over time.
 */
export class Tweens {
  private readonly running = new Map<Container, Running>();
  private readonly timers = new Set<Timer>();
  /** Objects kept out of sight (while a card flies to them), with the transparency they
   *  get back: tweens change that, not what is drawn. */
  private readonly hidden = new Map<Container, number>();

  /** `started` asks for frames: the stage draws only while something moves. */
  constructor(private readonly started: () => void) {}

  /** Tweens and timers still running. */
  get count(): number {
    return this.running.size + this.timers.size;
  }

  to(target: Container, to: Pose, duration: number = motion.move, done?: () => void): void {
    const from = { ...poseOf(target), alpha: this.hidden.get(target) ?? target.alpha };
    const goal = {
      x: to.x,
      y: to.y,
      alpha: to.alpha ?? from.alpha,
      scaleX: to.scaleX ?? from.scaleX,
      scaleY: to.scaleY ?? from.scaleY,
      rotation: to.rotation ?? from.rotation,
    };
    if (reducedMotion()) {
      apply(target, { ...goal, alpha: from.alpha }, false);
      Object.assign(from, { x: goal.x, y: goal.y, scaleX: goal.scaleX, scaleY: goal.scaleY, rotation: goal.rotation });
    }
    if (this.hidden.has(target)) this.hidden.set(target, goal.alpha);
    if ((Object.keys(goal) as (keyof Pose)[]).every((key) => from[key] === goal[key])) {
      this.running.delete(target);
      done?.();
      return;
    }
    this.running.set(target, { target, from, to: goal, elapsed: 0, duration, ...(done ? { done } : {}) });
    this.started();
  }

  /** Calls `done` after `ms` of the stage's time, for steps that follow one another. */
  after(ms: number, done: () => void): void {
    this.timers.add({ left: ms, done });
    this.started();
  }

  /** Where a running tween takes `target`, or null when it is not moving. */
  goal(target: Container): Required<Pose> | null {
    return this.running.get(target)?.to ?? null;
  }

  /** Stops a tween where it is, for an object that is being destroyed. */
  stop(target: Container): void {
    this.running.delete(target);
  }

  /** Keeps `target` out of sight until `show`; its tweens go on (and still take taps). */
  hide(target: Container): void {
    if (this.hidden.has(target)) return;
    this.hidden.set(target, this.running.get(target)?.to.alpha ?? target.alpha);
    target.alpha = 0;
  }

  show(target: Container): void {
    const alpha = this.hidden.get(target);
    if (alpha === undefined) return;
    this.hidden.delete(target);
    if (target.destroyed) return;
    // A running tween sets it again from the next frame.
    target.alpha = alpha;
    this.started();
  }

  /** Advances every tween and timer by `ms`; true while some are still running. */
  step(frame: number): boolean {
    const ms = motionOff() ? Infinity : frame;
    for (const tween of this.running.values()) {
      tween.elapsed += ms;
      const t = Math.min(1, tween.elapsed / tween.duration);
      const k = ease(t);
      const { target, from, to } = tween;
      const at = (key: keyof Pose) => from[key] + (to[key] - from[key]) * k;
      if (target.destroyed) {
        this.running.delete(target);
        continue;
      }
      apply(
        target,
        { x: at('x'), y: at('y'), alpha: at('alpha'), scaleX: at('scaleX'), scaleY: at('scaleY'), rotation: at('rotation') },
        !this.hidden.has(target),
      );
      if (t === 1) {
        this.running.delete(target);
        tween.done?.();
      }
    }
    for (const timer of [...this.timers]) {
      timer.left -= ms;
      if (timer.left > 0) continue;
      this.timers.delete(timer);
      timer.done();
    }
    for (const target of this.hidden.keys()) if (target.destroyed) this.hidden.delete(target);
    return this.count > 0;
  }
}

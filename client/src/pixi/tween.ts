import type { Container } from 'pixi.js';
import { motion } from '../ui/theme';

/** What a tween moves: position, scale and transparency. */
export interface Pose {
  x: number;
  y: number;
  alpha?: number;
}

interface Running {
  target: Container;
  from: Required<Pose>;
  to: Required<Pose>;
  elapsed: number;
  duration: number;
  done?: () => void;
}

const ease = (t: number) => 1 - (1 - t) ** 3;

/**
 * Short moves of objects already in their final state: the table has changed before the
 * tween starts, so nothing ever waits on an animation. A new tween of an object replaces
 * the running one from wherever it is now.
 */
export class Tweens {
  private readonly running = new Map<Container, Running>();

  /** `started` asks for frames: the stage draws only while something moves. */
  constructor(private readonly started: () => void) {}

  get count(): number {
    return this.running.size;
  }

  to(target: Container, to: Pose, duration: number = motion.move, done?: () => void): void {
    const from = { x: target.x, y: target.y, alpha: target.alpha };
    const goal = { x: to.x, y: to.y, alpha: to.alpha ?? target.alpha };
    if (from.x === goal.x && from.y === goal.y && from.alpha === goal.alpha) {
      this.running.delete(target);
      done?.();
      return;
    }
    this.running.set(target, { target, from, to: goal, elapsed: 0, duration, ...(done ? { done } : {}) });
    this.started();
  }

  /** Stops a tween where it is, for an object that is being destroyed. */
  stop(target: Container): void {
    this.running.delete(target);
  }

  /** Advances every tween by `ms`; true while some are still running. */
  step(ms: number): boolean {
    for (const tween of this.running.values()) {
      tween.elapsed += ms;
      const t = Math.min(1, tween.elapsed / tween.duration);
      const k = ease(t);
      const { target, from, to } = tween;
      target.position.set(from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k);
      target.alpha = from.alpha + (to.alpha - from.alpha) * k;
      if (t === 1) {
        this.running.delete(target);
        tween.done?.();
      }
    }
    return this.running.size > 0;
  }
}

import { Container, Graphics } from 'pixi.js';
import { motion as timing } from '../ui/theme';
import { palette } from './palette';
import type { Registered } from './stage';
import { artBox, CARD_SHAPED, centre, findIn, pick, type Found, type Rect } from './motionPlaces';
import {
  stepsOf,
  type Flight,
  type Flip,
  type GameMotion,
  type MotionContext,
  type MotionRecord,
  type Places,
  type Step,
} from './motionSteps';
import { reducedMotion, type Tweens } from './tween';

/** What flies, drawn at a size: the game's art bound to it. */
type Paint = (w: number, h: number) => Container;

interface Queued {
  game: string;
  event: string;
  step: Step<Paint>;
  /** The layout before its events, measured when they came: where things were. */
  from: readonly Found[];
}

/** How far apart in time the things of one step leave, as a share of the step. */
const STAGGER = 0.15;
/** The most steps waiting: what a chain plays at its shortest steps. */
const BACKLOG = Math.floor(timing.chain / timing.stepMin);

/**
 * Plays what events move, over the scene: the scene has already drawn the new state (the player
 * answers at once), and this layer shows each change as a short step, in order. Each step's
 * places come from the scene's registered objects: where a thing was from the layout before
 * the events, where it goes from the layout after. A card on its way is kept out of sight at
 * its new place until it lands. A new batch of events joins the chain, whose steps get shorter
 * while it is long, and which never falls more than a chain behind; nothing ever waits for a
 * motion. With reduced motion every step is a fade
 * in place.
 */
export class Motions {
  readonly layer = new Container();
  readonly started: MotionRecord[] = [];
  /** The layout the latest events start from, measured when they came. */
  private before: Found[] | null = null;
  private pending: Omit<Queued, 'from'>[] = [];
  /** The layout before the step playing now. */
  private from: readonly Found[] = [];
  private queue: Queued[] = [];
  private playing = false;
  private readonly hidden = new Map<Queued, Container[]>();
  /** Bumped when the chain is dropped: the steps it had scheduled do nothing. */
  private generation = 0;

  constructor(
    private readonly tweens: Tweens,
    private readonly registered: () => readonly Registered[],
    private readonly size: () => { width: number; height: number },
  ) {
    this.layer.eventMode = 'none';
  }

  /** Events just in, before the scene draws the state they led to (which starts their steps). */
  play<Event extends { readonly type: string }, View, Art>(
    motion: GameMotion<Event, View, Art>,
    events: readonly Event[],
    ctx: MotionContext<View>,
  ): void {
    this.before ??= this.registered().flatMap((object) => this.measure(object));
    for (const event of events) {
      for (const step of stepsOf(motion, event, ctx)) {
        this.pending.push({ game: motion.game, event: event.type, step: painted(step, (art) => (w, h) => motion.draw(art, w, h)) });
      }
    }
  }

  /** The scene has laid out a new state: the steps of the events that led to it start. */
  laidOut(): void {
    if (!this.before) return;
    const from = this.before;
    const steps = merged(this.pending).map((queued) => ({ ...queued, from }));
    this.before = null;
    this.pending = [];
    this.queue.push(...steps);
    // Cards on their way stay out of sight where they land until they get there.
    for (const queued of steps) {
      if (queued.step.mode !== 'move') continue;
      const hidden = queued.step.flights.flatMap((flight) => {
        const found = this.now(flight.to);
        return found?.object.kind === 'card' ? [found.object.display] : [];
      });
      for (const display of hidden) this.tweens.hide(display);
      this.hidden.set(queued, hidden);
    }
    if (!this.playing) this.next(this.generation);
  }

  /** Drops every step still playing or waiting, and shows what they kept out of sight. */
  finish(): void {
    this.generation += 1;
    this.playing = false;
    for (const displays of this.hidden.values()) for (const display of displays) this.tweens.show(display);
    this.hidden.clear();
    this.queue = [];
    this.pending = [];
    this.before = null;
    for (const child of this.layer.removeChildren()) child.destroy({ children: true });
  }

  private next(generation: number): void {
    if (generation !== this.generation) return;
    // Far behind (updates coming faster than their steps, as from bots that do not wait): the
    // oldest steps all start at once, so the motion is never more than a chain behind the table.
    const behind = this.queue.length - BACKLOG;
    if (behind > 0) for (const queued of this.queue.splice(0, behind)) this.start(queued, timing.stepMin);
    const ms = stepTime(this.queue.length);
    const queued = this.queue.shift();
    this.playing = queued !== undefined;
    if (!queued) return;
    this.tweens.after(this.start(queued, ms), () => this.next(generation));
  }

  /** Starts a step of `ms`; returns how long the next one waits for it. */
  private start(queued: Queued, ms: number): number {
    this.from = queued.from;
    const reduced = reducedMotion();
    const { step } = queued;
    this.started.push({ game: queued.game, event: queued.event, mode: reduced ? 'fade' : step.mode });
    const land = () => this.land(queued);
    if (reduced) this.fade(step, ms, land);
    else if (step.mode === 'move') this.move(step.flights, ms, land);
    else if (step.mode === 'flip') this.flip(step.flips, ms, land);
    else if (step.mode === 'pulse') {
      this.pulse(step.at, step.tone, land);
      return Math.min(ms, timing.stepMin);
    } else {
      this.celebrate(step.at);
      return 0;
    }
    return ms;
  }

  private land(queued: Queued): void {
    for (const display of this.hidden.get(queued) ?? []) this.tweens.show(display);
    this.hidden.delete(queued);
  }

  private move(flights: readonly Flight<Paint>[], ms: number, done: () => void): void {
    let left = flights.length;
    const landed = () => {
      if (--left === 0) done();
    };
    flights.forEach((flight, i) => {
      const from = this.earlier(flight.from);
      const to = this.after(flight.to);
      const box = artBox(to, from);
      const art = this.art(flight.art, box);
      const start = from?.rect ?? to?.rect;
      const end = to?.rect ?? from?.rect;
      if (!start || !end) {
        art.destroy({ children: true });
        landed();
        return;
      }
      const scaleAt = (found: Found | undefined) => (found && CARD_SHAPED.has(found.object.kind) ? found.rect.h / box.h : 0.6);
      const startScale = scaleAt(from ?? to);
      art.position.set(centre(start).x, centre(start).y);
      art.scale.set(startScale);
      // Nothing to fly between (a card leaving, or one that comes from nowhere drawn): it lifts and fades.
      const still = !from || !to || (Math.abs(centre(start).x - centre(end).x) < 2 && Math.abs(centre(start).y - centre(end).y) < 2);
      art.alpha = still && !from ? 0 : 1;
      const duration = ms * (1 - STAGGER * (flights.length > 1 ? 1 : 0));
      const fly = () => {
        const endScale = still ? startScale * 1.15 : scaleAt(to);
        this.tweens.to(art, { ...centre(end), scaleX: endScale, scaleY: endScale, alpha: still && from ? 0 : 1 }, duration, () => {
          art.destroy({ children: true });
          landed();
        });
      };
      const delay = flights.length > 1 ? (ms * STAGGER * i) / (flights.length - 1) : 0;
      if (delay > 0) this.tweens.after(delay, fly);
      else fly();
    });
    if (flights.length === 0) done();
  }

  private flip(flips: readonly Flip<Paint>[], ms: number, done: () => void): void {
    let left = flips.length;
    const turned = () => {
      if (--left === 0) done();
    };
    for (const flip of flips) {
      const at = this.after(flip.at) ?? this.earlier(flip.at);
      if (!at) {
        turned();
        continue;
      }
      const box = artBox(at, undefined);
      const real = at.object.kind === 'card' && !at.object.display.destroyed ? at.object.display : null;
      if (real) this.tweens.hide(real);
      const { x, y } = centre(at.rect);
      const half = (art: Paint, from: number, to: number, then: () => void) => {
        const shown = this.art(art, box);
        shown.position.set(x, y);
        shown.scale.set(from, 1);
        this.tweens.to(shown, { x, y, scaleX: to }, ms / 2, () => {
          shown.destroy({ children: true });
          then();
        });
      };
      half(flip.before, 1, 0, () =>
        half(flip.after, 0, 1, () => {
          if (real) this.tweens.show(real);
          turned();
        }),
      );
    }
    if (flips.length === 0) done();
  }

  private pulse(at: Places, tone: 'good' | 'bad' | undefined, done: () => void): void {
    const found = this.after(at) ?? this.earlier(at);
    if (!found) return done();
    const colour = tone === 'good' ? palette.ok : tone === 'bad' ? palette.danger : palette.highlight;
    const ring = this.ring(found.rect, colour);
    this.tweens.to(ring, { x: ring.x, y: ring.y, scaleX: 1.12, scaleY: 1.12, alpha: 0 }, timing.pulse, () => {
      ring.destroy();
      done();
    });
  }

  /** A ring and a burst of sparks from the place, fading: over in `celebrate` ms, waited for by nothing. */
  private celebrate(at: Places): void {
    const found = this.after(at) ?? this.earlier(at);
    const { width, height } = this.size();
    const rect = found?.rect ?? { x: width / 2 - 40, y: height / 2 - 40, w: 80, h: 80 };
    const ring = this.ring(rect, palette.highlight);
    this.tweens.to(ring, { x: ring.x, y: ring.y, scaleX: 1.5, scaleY: 1.5, alpha: 0 }, timing.celebrate, () => ring.destroy());
    const { x, y } = centre(rect);
    const reach = Math.max(rect.w, rect.h) * 0.6 + 40;
    const sparks = 14;
    for (let i = 0; i < sparks; i++) {
      const angle = (i / sparks) * Math.PI * 2;
      const spark = new Graphics().star(0, 0, 5, 6, 3).fill(i % 2 ? palette.highlight : palette.seats[i % palette.seats.length]!);
      spark.position.set(x, y);
      this.layer.addChild(spark);
      this.tweens.to(
        spark,
        { x: x + Math.cos(angle) * reach, y: y + Math.sin(angle) * reach, alpha: 0, rotation: Math.PI, scaleX: 1.6, scaleY: 1.6 },
        timing.celebrate * (0.7 + (0.3 * ((i * 7) % 5)) / 4),
        () => spark.destroy(),
      );
    }
  }

  /** With reduced motion: what the step brings fades in where it ends, and a pulse or a celebration is a glow fading out. */
  private fade(step: Step<Paint>, ms: number, done: () => void): void {
    const shows =
      step.mode === 'move'
        ? step.flights.map((flight) => ({ art: flight.art, at: this.after(flight.to) ?? this.earlier(flight.from) }))
        : step.mode === 'flip'
          ? step.flips.map((flip) => ({ art: flip.after, at: this.after(flip.at) ?? this.earlier(flip.at) }))
          : [{ art: null, at: this.after(step.at) ?? this.earlier(step.at) }];
    let left = shows.length;
    const faded = () => {
      if (--left === 0) done();
    };
    for (const { art, at } of shows) {
      if (!at) {
        faded();
        continue;
      }
      const shown = art ? this.art(art, artBox(at, undefined)) : this.ring(at.rect, palette.highlight);
      const { x, y } = art ? centre(at.rect) : shown.position;
      shown.position.set(x, y);
      shown.alpha = art ? 0 : 1;
      this.tweens.to(shown, { x, y, alpha: art ? 1 : 0 }, art ? ms : timing.pulse, () => {
        shown.destroy({ children: true });
        faded();
      });
    }
    if (shows.length === 0) done();
  }

  /** `paint` drawn `box`-sized and centred on its position. */
  private art(paint: Paint, box: { w: number; h: number }): Container {
    const holder = new Container();
    const art = paint(box.w, box.h);
    art.position.set(-box.w / 2, -box.h / 2);
    holder.addChild(art);
    this.layer.addChild(holder);
    return holder;
  }

  /** An outline around `rect`, centred on its middle so that it grows from there. */
  private ring(rect: Rect, colour: number): Graphics {
    const ring = new Graphics().roundRect(-rect.w / 2 - 4, -rect.h / 2 - 4, rect.w + 8, rect.h + 8, 10).stroke({ color: colour, width: 4 });
    ring.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
    this.layer.addChild(ring);
    return ring;
  }

  /** Where a thing was: in the layout before the events, else in the one drawn now. */
  private earlier(places: Places): Found | undefined {
    return findIn(this.from, places) ?? this.after(places);
  }

  /** Where a thing goes: in the layout drawn now, else where it was. */
  private after(places: Places): Found | undefined {
    return this.now(places) ?? findIn(this.from, places);
  }

  /** The first of `places` in the layout drawn now, measured now (at its tweens' ends). */
  private now(places: Places): Found | undefined {
    const objects = this.registered().filter((object) => !object.display.destroyed && object.display.visible);
    for (const place of places) {
      const object = pick(objects, place);
      const found = object && this.measure(object)[0];
      if (found) return found;
    }
    return undefined;
  }

  /** An object's rectangle on the canvas where its running tween takes it. */
  private measure(object: Registered): Found[] {
    const { display } = object;
    if (display.destroyed || !display.visible) return [];
    const bounds = display.getBounds();
    let { x, y } = bounds;
    const goal = this.tweens.goal(display);
    if (goal && display.parent) {
      const now = display.parent.toGlobal({ x: display.x, y: display.y });
      const then = display.parent.toGlobal({ x: goal.x, y: goal.y });
      x += then.x - now.x;
      y += then.y - now.y;
    }
    return bounds.width > 0 && bounds.height > 0 ? [{ object, rect: { x, y, w: bounds.width, h: bounds.height } }] : [];
  }
}

/** A step's time: at most `step`, shorter where a long chain would outlast `chain`. */
function stepTime(steps: number): number {
  return Math.max(timing.stepMin, Math.min(timing.step, timing.chain / Math.max(1, steps)));
}

/** The chain with each run of one event kind's moves or flips made one step: six cards deleted fly together. */
function merged<Q extends Omit<Queued, 'from'>>(queue: readonly Q[]): Q[] {
  const out: Q[] = [];
  for (const queued of queue) {
    const last = out.at(-1);
    if (last && last.game === queued.game && last.event === queued.event) {
      const [a, b] = [last.step, queued.step];
      if (a.mode === 'move' && b.mode === 'move') {
        out[out.length - 1] = { ...last, step: { mode: 'move', flights: [...a.flights, ...b.flights] } };
        continue;
      }
      if (a.mode === 'flip' && b.mode === 'flip') {
        out[out.length - 1] = { ...last, step: { mode: 'flip', flips: [...a.flips, ...b.flips] } };
        continue;
      }
    }
    out.push(queued);
  }
  return out;
}

/** `step` with each art bound to how it is drawn. */
function painted<Art>(step: Step<Art>, paint: (art: Art) => Paint): Step<Paint> {
  switch (step.mode) {
    case 'move':
      return { mode: 'move', flights: step.flights.map((flight) => ({ ...flight, art: paint(flight.art) })) };
    case 'flip':
      return { mode: 'flip', flips: step.flips.map((flip) => ({ at: flip.at, before: paint(flip.before), after: paint(flip.after) })) };
    default:
      return step;
  }
}

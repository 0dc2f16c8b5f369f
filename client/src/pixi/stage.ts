// Pixi compiles shaders with `new Function` unless this is loaded; with it the page runs under a
// Content-Security-Policy without 'unsafe-eval'. Here, with the canvas, so that only pages that
// draw one download Pixi.
import 'pixi.js/unsafe-eval';
import { Application, Container, type FederatedPointerEvent } from 'pixi.js';
import { tableSurface } from '../art/surface';
import type { SceneObject } from './sceneObjects';
import { fontReady } from '../ui/font';
import { cssColour } from '../ui/theme';
import { Motions } from './motions';
import { palette } from './palette';
import { Tweens } from './tween';
import { drawnFontPx, tapOn, tappable } from './widgets';

/** How far a coach's ring stands off the object it rings, in CSS pixels. */
const RING_GAP = 4;
/** A sixteenth of a 1x screen's pixels, for browser tests (`deadDropCheapFrames`): what they
 *  check is where things lie and what they say, in CSS pixels, never a pixel's colour. Pixi
 *  rounds the canvas to whole pixels of this resolution: it may be 2 CSS px off its room's size. */
const CHEAP_RESOLUTION = 0.25;

/** A scene object that tests and players can find: where it is and what it offers. */
export interface Registered {
  id: string;
  kind: SceneObject['kind'];
  label: string;
  detail?: string;
  enabled: boolean;
  card?: SceneObject['card'];
  compileCard?: SceneObject['compileCard'];
  /** The card the card reference has for it, when this viewer sees its face (never a back). */
  refCard?: CardRef;
  display: Container;
}

/** A card as the card reference names it: its id there, and its name in the reader's language. */
export interface CardRef {
  id: string;
  name: string;
}

/**
 * The Pixi canvas of a table: one application sized to its host element, a root that
 * the game's scene lays out in, tweens, and the list of objects a test may click.
 * It draws on demand, after a change and while tweens run, never at an idle 60 Hz: a
 * waiting table costs a phone's battery (or a software renderer) nothing.
 */
export class Stage {
  readonly app = new Application();
  readonly root = new Container();
  /** The table's cloth under the scene, redrawn at each size (see art/surface.ts). */
  private readonly surface = new Container();
  /** Page controls laid over the canvas (forms that are better as HTML than as pixels). */
  readonly overlay = document.createElement('div');
  readonly tweens = new Tweens(() => this.invalidate());
  /** What each event moves, played over the scene (see `pixi/motions.ts`). */
  readonly motions = new Motions(
    this.tweens,
    () => this.registered,
    () => ({ width: this.width, height: this.height }),
  );
  private readonly frame = document.createElement('div');
  /** Inside the frame: what pans under a finger when the table is taller than its room. */
  private readonly pan = document.createElement('div');
  /** The canvas's own box, as tall as the frame or as the scene needs (`needHeight`). */
  private readonly sheet = document.createElement('div');
  private registered: Registered[] = [];
  private readonly registering = new Set<() => void>();
  /** The card last pointed at, pressed or focused whose face this viewer sees (see `read`). */
  private reading: CardRef | null = null;
  private readonly readers = new Set<(card: CardRef | null) => void>();
  /** Displays that tell `read` when they are pointed at: a kept sprite is told once. */
  private readonly pointing = new WeakSet<Container>();
  private mounted = false;
  private resizing: ResizeObserver | null = null;
  private pending: number | null = null;
  private lastFrame = 0;
  /** Rings over the objects a coach points at (see `highlight`): page elements over the canvas,
   *  so that their pulse costs the canvas no frames. */
  private readonly rings = document.createElement('div');
  private ringed: { strong: readonly string[]; soft: readonly string[] } = { strong: [], soft: [] };

  async mount(host: HTMLElement): Promise<void> {
    const { frame, pan, sheet } = this;
    frame.className = 'stage-canvas';
    pan.className = 'stage-pan';
    sheet.className = 'stage-sheet';
    pan.append(sheet);
    frame.append(pan);
    this.overlay.className = 'stage-overlay';
    // The room the table and the panel over it share: what the panel may take of it (style.css,
    // `keepFoot`) is of this room, not of the clocks, tip and coach the page puts above it.
    const room = document.createElement('div');
    room.className = 'stage-room';
    room.append(frame, this.overlay);
    host.append(room);
    // No text is measured or drawn before the bundled font can be (see ui/font.ts).
    await fontReady;
    await this.app.init({
      resizeTo: sheet,
      background: cssColour(palette.felt),
      // Browser tests draw on SwiftShader, in software, where a frame costs by its pixels and
      // multisampling about doubles it (docs/testing.md); nothing they check is a pixel.
      antialias: window.deadDropCheapFrames !== true,
      autoDensity: true,
      autoStart: false,
      sharedTicker: false,
      resolution: window.deadDropCheapFrames === true ? CHEAP_RESOLUTION : Math.min(window.devicePixelRatio || 1, 2),
    });
    this.app.canvas.dataset.testid = 'table-canvas';
    this.rings.className = 'stage-rings';
    sheet.append(this.app.canvas, this.rings);
    // The panel under the canvas grows and shrinks with what it offers; the canvas follows.
    this.resizing = new ResizeObserver((entries) => {
      this.app.resize();
      // A panel over the stage that came or grew (a decision's sheet on a phone) shrinks the room
      // but not the table: its foot, one's own hand, would slide under the panel.
      if (entries.some((entry) => entry.target === pan)) this.toFoot();
    });
    this.resizing.observe(sheet);
    this.resizing.observe(pan);
    this.app.stage.addChild(this.surface, this.root, this.motions.layer);
    this.drawSurface();
    this.app.renderer.on('resize', () => {
      this.drawSurface();
      this.invalidate();
    });
    this.mounted = true;
  }

  /** Lays a page control over the canvas, where style.css puts it: clear of what the page puts
   *  above the canvas (the clocks, a tip) and of the panel under it (a phone's decision sheet). */
  float(control: HTMLElement): void {
    this.frame.append(control);
  }

  /** Gives back the canvas and its WebGL context (a browser holds only a few): the page
   *  that held it was replaced, as when a table is entered again after a lost connection. */
  destroy(): void {
    if (!this.mounted) return;
    this.mounted = false;
    this.motions.finish();
    if (this.pending !== null) cancelAnimationFrame(this.pending);
    this.pending = null;
    this.resizing?.disconnect();
    this.registered = [];
    this.app.destroy({ removeView: true }, { children: true });
  }

  private drawSurface(): void {
    for (const old of this.surface.removeChildren()) old.destroy({ children: true });
    this.surface.addChild(tableSurface(this.width, this.height));
  }

  /** Draws on the next animation frame, and on every frame after while tweens run. */
  invalidate(): void {
    if (this.pending !== null || !this.mounted) return;
    this.lastFrame ||= performance.now();
    this.pending = requestAnimationFrame((now) => {
      this.pending = null;
      const moving = this.tweens.step(Math.min(100, now - this.lastFrame));
      this.lastFrame = moving ? now : 0;
      this.app.render();
      this.placeRings();
      if (moving) this.invalidate();
    });
  }

  get width(): number {
    return this.app.screen.width;
  }

  get height(): number {
    return this.app.screen.height;
  }

  /**
   * The height the scene needs at the canvas's width, where it may be more than the screen
   * leaves it (a phone, see style.css): the canvas is at least that tall, and the board pans
   * under a finger. Null gives the canvas back the room the page leaves it.
   */
  needHeight(px: number | null): void {
    const value = px === null ? '' : `${Math.ceil(px)}px`;
    if (this.sheet.style.minHeight === value) return;
    this.sheet.style.minHeight = value;
    // A finger pans a table taller than its room; elsewhere a drag on the canvas is the game's.
    const pans = this.pan.scrollHeight > this.pan.clientHeight;
    this.app.canvas.style.touchAction = pans ? 'pan-y' : 'none';
    this.toFoot();
  }

  /** One's own hand and status lie at the table's bottom: in sight first, where the table pans. */
  private toFoot(): void {
    if (this.pan.scrollHeight > this.pan.clientHeight) this.pan.scrollTop = this.pan.scrollHeight;
  }

  /**
   * On a phone, how much of the table's foot (one's own status and hand, in Mata Hari) must stay
   * in sight beside the panel over the stage: the panel gives way to it, down to a quarter of the
   * room, and scrolls inside (style.css, `--kept`). Null: the panel takes its usual share.
   */
  keepFoot(px: number | null): void {
    this.overlay.style.setProperty('--kept', px === null ? '0px' : `${Math.ceil(px)}px`);
  }

  /** Whether the table is on an upright phone (style.css's phone block says so in `--phone`):
   *  it is laid out for the room the page leaves it, which is all of the screen but a row. */
  phone(): boolean {
    return getComputedStyle(document.documentElement).getPropertyValue('--phone').trim() === '1';
  }

  onResize(listener: () => void): void {
    this.app.renderer.on('resize', listener);
  }

  /** The height of the room the page leaves the table, whatever the scene needs (`needHeight`). */
  get roomHeight(): number {
    return this.pan.clientHeight;
  }

  /** Hears the table pan under its frame: a finger, or its foot brought into sight (`toFoot`). */
  onPan(listener: () => void): void {
    this.pan.addEventListener('scroll', listener, { passive: true });
  }

  /**
   * Rings over the objects by these ids, where they are drawn: a pulsing one over each of
   * `strong` (what a coach asks to tap), a quiet one over each of `soft` (what it speaks of).
   * Empty lists take them away. They follow the objects at every frame and every layout.
   */
  highlight(strong: readonly string[], soft: readonly string[] = []): void {
    this.ringed = { strong, soft };
    this.placeRings();
  }

  /** Each ring where its object is now; a ring stays the same element while it is wanted, so its pulse runs on. */
  private placeRings(): void {
    const { strong, soft } = this.ringed;
    // Every frame comes here: a table with nothing ringed (all but a tutorial's) stops at once.
    if (!this.mounted || (strong.length === 0 && soft.length === 0 && this.rings.childElementCount === 0)) return;
    const wanted = new Map([...soft.map((id) => [id, 'soft'] as const), ...strong.map((id) => [id, 'strong'] as const)]);
    for (const ring of [...this.rings.children]) {
      if (!(ring instanceof HTMLElement) || wanted.get(ring.dataset.ring ?? '') === undefined) ring.remove();
    }
    for (const [id, kind] of wanted) {
      const object = this.registered.find((candidate) => candidate.id === id && !candidate.display.destroyed && candidate.display.visible);
      let ring = [...this.rings.children].find((child): child is HTMLElement => child instanceof HTMLElement && child.dataset.ring === id);
      if (!object) {
        ring?.remove();
        continue;
      }
      if (!ring) {
        ring = document.createElement('div');
        ring.dataset.ring = id;
        this.rings.append(ring);
      }
      ring.className = `stage-ring ${kind}`;
      const { x, y, width, height } = object.display.getBounds();
      Object.assign(ring.style, {
        left: `${x - RING_GAP}px`,
        top: `${y - RING_GAP}px`,
        width: `${width + 2 * RING_GAP}px`,
        height: `${height + 2 * RING_GAP}px`,
      });
    }
  }

  /** Replaces the registered objects: called once per full layout of the scene. */
  register(objects: Registered[]): void {
    this.registered = objects;
    // A new layout: the steps of the events that led to it start from the one before.
    this.motions.laidOut();
    for (const object of objects) if (object.refCard) this.pointable(object.display);
    // A card no longer drawn face up for this viewer is no longer one to read about; one still
    // drawn is named anew (in another language, say).
    const reading = this.reading;
    if (reading) this.read(objects.find((object) => object.refCard?.id === reading.id)?.refCard ?? null);
    this.placeRings();
    for (const listener of this.registering) listener();
  }

  /** Hears every new list of objects (see `register`): what the canvas offers changed. */
  onRegister(listener: () => void): void {
    this.registering.add(listener);
  }

  /**
   * The card a player is reading now: the last one pointed at, pressed or focused (in the
   * action bar) whose face they see. It stays until another is, or until it is no longer
   * drawn, so the pointer can leave the card for the link that tells more about it.
   */
  read(card: CardRef | null): void {
    if (card?.id === this.reading?.id && card?.name === this.reading?.name) return;
    this.reading = card;
    for (const listener of this.readers) listener(card);
  }

  /** Reads the registered object `id`'s card, if it has one: its action bar entry has focus. */
  readObject(id: string): void {
    const card = this.registered.find((object) => object.id === id)?.refCard;
    if (card) this.read(card);
  }

  /** Hears the card being read change (see `read`). */
  onRead(listener: (card: CardRef | null) => void): void {
    this.readers.add(listener);
  }

  /**
   * Makes `display` read its card when a mouse comes over it or a finger presses it. The
   * listeners are on events the scenes do not reset (they set their taps and presses anew at
   * every layout), and look up the card when they fire: a kept sprite may show another card.
   */
  private pointable(display: Container): void {
    if (display.eventMode !== 'static' && display.eventMode !== 'dynamic') display.eventMode = 'static';
    if (this.pointing.has(display)) return;
    this.pointing.add(display);
    const read = () => {
      const card = this.registered.find((object) => object.display === display)?.refCard;
      if (card) this.read(card);
    };
    display.on('pointerenter', (event: FederatedPointerEvent) => {
      if (event.pointerType === 'mouse') read();
    });
    display.on('touchstart', read);
  }

  /**
   * Does what a tap on the offered object does (the action bar's buttons are these taps for
   * a keyboard or a screen reader). False when nothing by that id is offered now.
   */
  activate(id: string): boolean {
    const object = this.registered.find((candidate) => candidate.id === id && candidate.enabled && !candidate.display.destroyed);
    return object ? tapOn(object.display) : false;
  }

  /** What the scene offers now: the enabled objects on screen, without measuring where they are. */
  offered(): Pick<SceneObject, 'id' | 'kind' | 'label' | 'detail'>[] {
    return this.listed(true);
  }

  /**
   * What the scene draws but does not offer now, where a tap on it still does something: says
   * why not (or, for a card, reads it). The action bar lists these too, for a keyboard to ask.
   */
  notOffered(): Pick<SceneObject, 'id' | 'kind' | 'label' | 'detail'>[] {
    return this.listed(false);
  }

  /** Does what a tap on the drawn object `id` that is not offered does (see `notOffered`). */
  ask(id: string): boolean {
    const object = this.registered.find((candidate) => candidate.id === id && !candidate.enabled && !candidate.display.destroyed);
    return object ? tapOn(object.display) : false;
  }

  private listed(enabled: boolean): Pick<SceneObject, 'id' | 'kind' | 'label' | 'detail'>[] {
    if (!this.mounted) return [];
    return this.registered
      .filter((object) => object.enabled === enabled && !object.display.destroyed && object.display.visible)
      .filter((object) => enabled || (object.kind !== 'label' && tappable(object.display)))
      .map(({ id, kind, label, detail }) => ({ id, kind, label, ...(detail ? { detail } : {}) }));
  }

  /** Where the names at the table and the "what to do now" line are, in CSS pixels of the page:
   *  what a passing sentence must not cover (`ui/whyNot.ts`). */
  mustStayInSight(): DOMRect[] {
    return this.sceneObjects()
      .filter((object) => object.kind === 'seat' || object.id === 'status')
      .map((object) => new DOMRect(object.x, object.y, object.w, object.h));
  }

  /** The registered objects that are on screen, in CSS pixels of the page. */
  sceneObjects(): SceneObject[] {
    if (!this.mounted) return [];
    const canvas = this.app.canvas.getBoundingClientRect();
    return this.registered
      .filter((object) => !object.display.destroyed && object.display.visible)
      .map((object) => {
        const bounds = object.display.getBounds();
        const textPx = drawnFontPx(object.display);
        return {
          id: object.id,
          kind: object.kind,
          label: object.label,
          ...(object.detail ? { detail: object.detail } : {}),
          enabled: object.enabled,
          ...(Number.isFinite(textPx) ? { textPx: Math.round(textPx * 10) / 10 } : {}),
          x: canvas.left + bounds.x,
          y: canvas.top + bounds.y,
          w: bounds.width,
          h: bounds.height,
          ...(object.card ? { card: object.card } : {}),
          ...(object.compileCard ? { compileCard: object.compileCard } : {}),
        };
      });
  }
}

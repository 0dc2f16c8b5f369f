import type { GameClient, GameScene } from '../gameClient';
import type { TableSnapshot } from '../net/tableSession';
import type { WireEvent, WireView } from '../net/wire';
import type { MotionRecord } from '../pixi/motionSteps';
import type { SceneObject } from '../pixi/sceneObjects';
import { Stage } from '../pixi/stage';
import { keepInSight } from '../ui/whyNot';
import { ActionBar } from './actionBar';
import type { CardLink } from './cardLink';
import type { CoachSlot } from './coachSlot';
import type { UndoButton } from './undoButton';

/** The canvas once mounted, with what lies under it and the game's scene drawn on it. */
interface Mounted<View extends WireView, Event extends WireEvent> {
  stage: Stage;
  bar: ActionBar;
  scene: GameScene<View, Event>;
  /** What stops its listeners elsewhere. */
  off: () => void;
}

/** What floats on the canvas or speaks over it: the card's link, Undo and its note, a tutorial's coach. */
export interface CanvasParts<View extends WireView, Event extends WireEvent, Action> {
  cardLink: CardLink;
  undoButton: UndoButton;
  coach: CoachSlot<View, Event, Action>;
}

/**
 * The game's canvas on the table page, mounted with the first snapshot of a game under way:
 * the game's scene on it, and under it what it offers as buttons, for a keyboard or a screen
 * reader, and what it does not offer now, to ask why not.
 */
export class TableCanvas<View extends WireView, Event extends WireEvent, Action> {
  /** How many snapshots were drawn: the page probe's `renders`. */
  renders = 0;
  /** The kinds of the events handed to the scene as they happened: the page probe's `heard`. */
  readonly heard: string[] = [];
  private mounted: Mounted<View, Event> | null = null;

  /**
   * `act`: what the scene's moves go to. `signal` aborts when the page goes; `ready`, once the
   * canvas is mounted, draws what waited for it.
   */
  constructor(
    private readonly host: HTMLElement,
    private readonly game: GameClient<View, Event, Action>,
    private readonly act: (action: Action) => void,
    private readonly parts: CanvasParts<View, Event, Action>,
    private readonly signal: AbortSignal,
    private readonly ready: () => void,
  ) {}

  /**
   * Draws the latest snapshot, mounting the canvas first if it is not (the snapshot is read once
   * it is: it may have changed meanwhile); false when the page went meanwhile.
   */
  async render(latest: () => TableSnapshot<View>): Promise<boolean> {
    const mounted = this.mounted ?? (await this.mount());
    if (!mounted) return false;
    mounted.scene.render(latest());
    this.parts.coach.show(mounted.stage, mounted.bar.element);
    this.renders += 1;
    if (this.renders === 1) requestAnimationFrame(() => performance.mark('table-first-frame'));
    return true;
  }

  /** Events heard (`replace`: the whole history, on joining), before the snapshot they led to. */
  events(more: Event[], replace: boolean): void {
    const scene = this.mounted?.scene;
    scene?.events?.(more, replace);
    if (scene && !replace) this.heard.push(...more.map((event) => event.type));
  }

  sceneObjects(): SceneObject[] {
    return this.mounted?.stage.sceneObjects() ?? [];
  }

  animations(): number {
    return this.mounted?.stage.tweens.count ?? 0;
  }

  motions(): MotionRecord[] {
    return [...(this.mounted?.stage.motions.started ?? [])];
  }

  destroy(): void {
    this.mounted?.off();
    this.mounted?.stage.destroy();
    this.mounted = null;
  }

  private async mount(): Promise<Mounted<View, Event> | null> {
    const { cardLink, undoButton } = this.parts;
    const stage = new Stage();
    await stage.mount(this.host);
    if (this.signal.aborted) {
      stage.destroy();
      return null;
    }
    const bar = new ActionBar(stage);
    this.host.append(bar.element, bar.refusals);
    const outOfSight = keepInSight(() => stage.mustStayInSight());
    stage.float(cardLink.element);
    // Undo and its note lie at the foot of the table itself: at the page's foot, on a phone,
    // they covered the decision's sheet under the table and its Counter-offer button (#42).
    stage.float(undoButton.element);
    stage.float(undoButton.noteElement);
    stage.onRead((card) => cardLink.show(card, stage.sceneObjects()));
    const off = () => {
      bar.dispose();
      outOfSight();
    };
    this.mounted = { stage, bar, scene: this.game.scene(stage, this.act), off };
    this.ready();
    return this.mounted;
  }
}

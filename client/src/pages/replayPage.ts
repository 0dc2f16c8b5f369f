import { ALL_CARDS, SPECTATOR, type ReplayData, type ReplayViewer } from '@dead-drop/shared';
import type { GameClient, GameScene, ReplayMarks } from '../gameClient';
import { lang } from '../i18n';
import type { WireEvent, WireView } from '../net/wire';
import { Stage } from '../pixi/stage';
import { logContext } from '../seatNames';
import { publishProbe } from './pageProbe';
import { header } from '../ui/chrome';
import { h, options, replaceChildren } from '../ui/dom';
import { ui, type UiKey } from '../ui/text';
import { decodeReplay, replayEvents, replayLog, replaySnapshot, replayViewers, type Replay } from './replaySnapshot';

/** One step every second while it plays: time to see a move land. */
const PLAY_MS = 1000;

/** A replay page as the page that opened it holds it, whatever its game. */
export interface ReplayHandle {
  /** Draws the replay at its last step. */
  start(): Promise<void>;
  redraw(): void;
  destroy(): void;
}

/**
 * The replay of a finished game of `game`, drawn into `root`: `data` decoded by the game's wire
 * (null when it does not decode), and the replay as another viewer saw it fetched on demand.
 */
export function openReplay<View extends WireView, Event extends WireEvent, Action>(
  root: HTMLElement,
  game: GameClient<View, Event, Action>,
  data: ReplayData,
  fetchFor: (viewer: ReplayViewer) => Promise<ReplayData | null>,
): ReplayHandle | null {
  const decoded = decodeReplay(game.wire, data);
  if (!decoded) return null;
  const page = new ReplayPage(root, game, async (viewer) => {
    const other = await fetchFor(viewer);
    return other && decodeReplay(game.wire, other);
  });
  return {
    start: () => page.show(decoded, decoded.views.length - 1),
    redraw: () => page.redraw(),
    destroy: () => page.destroy(),
  };
}

/**
 * The replay of a finished game: each step drawn by the game's own scene from the view the
 * server worked out for it with the same `viewFor` (a seat sees what that seat saw then, a
 * spectator the public table), or with every card face up (`openView`). It steps forwards
 * and backwards, or plays on its own.
 */
class ReplayPage<View extends WireView, Event extends WireEvent, Action> {
  private step = 0;
  private data!: Replay<View, Event>;
  private readonly stage = new Stage();
  private scene: GameScene<View, Event> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private renders = 0;
  /** The viewer last asked for: an answer for an earlier choice, arriving late, is dropped. */
  private wanted: ReplayViewer | null = null;
  /** Another page replaced this one: nothing more is drawn. */
  private gone = false;
  private readonly onKey = (event: KeyboardEvent) => this.key(event);
  private readonly canvasHost = h('div', { class: 'canvas-host' });
  private readonly log = h('ol', { class: 'log-lines', testid: 'game-log' });
  private readonly title = h('h1', {});
  private readonly viewerLabel = h('span', {});
  private readonly select = h('select', { testid: 'replay-viewer', on: { change: () => void this.chooseViewer() } });
  private readonly counter = h('span', { class: 'replay-step', testid: 'replay-step', attrs: { 'aria-live': 'polite' } });
  // The buttons stay while the page lives, so the one a keyboard is on keeps its focus.
  private readonly first = this.button('replay-first', () => this.go(0));
  private readonly back = this.button('replay-back', () => this.go(this.step - 1));
  private readonly play = this.button('replay-play', () => this.toggle());
  private readonly forward = this.button('replay-forward', () => this.go(this.step + 1));
  private readonly last = this.button('replay-last', () => this.go(this.lastStep));
  // Jumps over a game's hundreds of steps: to the turn or round before or after this step.
  private readonly prevRound = this.button('replay-prev-round', () => this.jump('rounds', -1));
  private readonly prevTurn = this.button('replay-prev-turn', () => this.jump('turns', -1));
  private readonly nextTurn = this.button('replay-next-turn', () => this.jump('turns', 1));
  private readonly nextRound = this.button('replay-next-round', () => this.jump('rounds', 1));
  /** Where turns and rounds begin in this replay (the same for every viewer). */
  private marks: ReplayMarks | null = null;

  constructor(
    root: HTMLElement,
    private readonly game: GameClient<View, Event, Action>,
    private readonly fetchFor: (viewer: ReplayViewer) => Promise<Replay<View, Event> | null>,
  ) {
    const aside = h('aside', { class: 'log' }, this.log);
    // On a phone the log is a strip under the table, opened with a tap, as at the table.
    this.log.addEventListener('click', () => aside.classList.toggle('open'));
    replaceChildren(
      root,
      header(),
      h(
        'main',
        { class: 'table-page replay' },
        h(
          'div',
          { class: 'replay-head' },
          this.title,
          h(
            'div',
            { class: 'replay-controls', attrs: { role: 'toolbar' } },
            h('label', {}, this.viewerLabel, ' ', this.select),
            this.first,
            this.prevRound,
            this.prevTurn,
            this.back,
            this.play,
            this.forward,
            this.nextTurn,
            this.nextRound,
            this.last,
            this.counter,
          ),
        ),
        h('div', { class: 'board' }, this.canvasHost, aside),
      ),
    );
    document.addEventListener('keydown', this.onKey);
    const page = this;
    publishProbe({
      scene: () => page.stage.sceneObjects(),
      get renders() {
        return page.renders;
      },
      animations: () => page.stage.tweens.count,
      motions: () => [...page.stage.motions.started],
    });
  }

  /** The replay as `data` tells it (a viewer's), at `step`. */
  async show(data: Replay<View, Event>, step: number): Promise<void> {
    this.data = data;
    this.marks ??= this.game.replayMarks?.((at) => replaySnapshot(data, at), data.views.length - 1) ?? null;
    if (!this.scene) {
      await this.stage.mount(this.canvasHost);
      // Taken down while the canvas was being made: it goes with the page.
      if (this.gone) return this.stage.destroy();
      // A replay offers no actions: its views carry none, and a click reaches nothing.
      this.scene = this.game.scene(this.stage, () => undefined);
    }
    this.drawViewers();
    this.go(step, true);
  }

  redraw(): void {
    this.drawViewers();
    this.go(this.step, true);
  }

  /** Another page replaces this one: its keys, its timer and its canvas go. */
  destroy(): void {
    this.gone = true;
    document.removeEventListener('keydown', this.onKey);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stage.destroy();
  }

  private get lastStep(): number {
    return this.data.views.length - 1;
  }

  /** Shows `step`: one step forward animates its events, any other move redraws from the history.
   *  `afresh`: the scene starts over even at the same step (a new viewer, another language). */
  private go(step: number, afresh = false): void {
    const target = Math.max(0, Math.min(step, this.lastStep));
    if (target === this.step && !afresh) return;
    const { events, replace } = replayEvents(this.data, afresh ? null : this.step, target);
    this.step = target;
    this.scene!.events?.(events, replace);
    const snapshot = replaySnapshot(this.data, target);
    this.scene!.render(snapshot);
    this.renders += 1;
    const ctx = logContext(snapshot);
    const ending = this.game.ending(snapshot, ctx);
    replaceChildren(
      this.log,
      ...replayLog(this.data, target).map((event) => h('li', {}, this.game.describe(event, ctx))),
      ending ? h('li', { class: 'note', testid: 'replay-result' }, ending.headline) : null,
    );
    this.log.scrollTop = this.log.scrollHeight;
    if (target === this.lastStep) this.pause();
    this.drawControls();
  }

  private drawViewers(): void {
    const { data } = this;
    this.title.textContent = ui('replay.title', { game: this.game.meta.title[lang()] });
    this.viewerLabel.textContent = ui('replay.viewer');
    replaceChildren(this.select, ...options(replayViewers(data.names), data.viewer, (viewer) => viewerName(viewer, data.names), true));
  }

  private drawControls(): void {
    const atStart = this.step === 0;
    const atEnd = this.step === this.lastStep;
    const label = (button: HTMLButtonElement, key: UiKey, disabled: boolean) => {
      button.textContent = ui(key);
      button.disabled = disabled;
    };
    label(this.first, 'replay.first', atStart);
    label(this.back, 'replay.back', atStart);
    label(this.play, this.timer ? 'replay.pause' : 'replay.play', atEnd);
    label(this.forward, 'replay.forward', atEnd);
    label(this.last, 'replay.last', atEnd);
    const jumps: [HTMLButtonElement, UiKey, keyof ReplayMarks, -1 | 1][] = [
      [this.prevRound, 'replay.prevRound', 'rounds', -1],
      [this.prevTurn, 'replay.prevTurn', 'turns', -1],
      [this.nextTurn, 'replay.nextTurn', 'turns', 1],
      [this.nextRound, 'replay.nextRound', 'rounds', 1],
    ];
    for (const [button, key, kind, direction] of jumps) {
      button.hidden = !this.marks;
      label(button, key, this.target(kind, direction) === null);
    }
    this.counter.textContent = ui('replay.step', { step: this.step, steps: this.lastStep });
  }

  /** The step where the next (1) or previous (-1) turn or round begins, or null: there is none. */
  private target(kind: keyof ReplayMarks, direction: -1 | 1): number | null {
    const steps = this.marks?.[kind] ?? [];
    const found = direction > 0 ? steps.find((step) => step > this.step) : steps.findLast((step) => step < this.step);
    // Before the first round's end, the previous round is the game's start.
    return found ?? (direction < 0 && kind === 'rounds' && this.step > 0 && this.marks ? 0 : null);
  }

  private jump(kind: keyof ReplayMarks, direction: -1 | 1): void {
    const step = this.target(kind, direction);
    if (step !== null) this.go(step);
  }

  private button(testid: string, click: () => void): HTMLButtonElement {
    return h('button', { testid, attrs: { type: 'button' }, on: { click } });
  }

  /** The same step, as another seat (or a spectator) saw it, or with every card face up. */
  private async chooseViewer(): Promise<void> {
    const viewer = replayViewers(this.data.names)[this.select.selectedIndex] ?? SPECTATOR;
    this.wanted = viewer;
    const data = await this.fetchFor(viewer);
    if (!data || this.wanted !== viewer || this.gone) return;
    await this.show(data, this.step);
  }

  private toggle(): void {
    if (this.timer) return this.pause();
    this.timer = setInterval(() => this.go(this.step + 1), PLAY_MS);
    this.drawControls();
  }

  private pause(): void {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    this.drawControls();
  }

  private key(event: KeyboardEvent): void {
    const { target } = event;
    // Fields keep their own keys; a modifier means another shortcut.
    if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
    // Space on a button or a link presses it, as anywhere else.
    if (event.key === ' ' && (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement)) return;
    // Shift with an arrow jumps a turn; Page Up and Down a round.
    const moves: Record<string, () => void> = event.shiftKey
      ? {
          ArrowLeft: () => this.jump('turns', -1),
          ArrowRight: () => this.jump('turns', 1),
        }
      : {
          ArrowLeft: () => this.go(this.step - 1),
          ArrowRight: () => this.go(this.step + 1),
          PageUp: () => this.jump('rounds', -1),
          PageDown: () => this.jump('rounds', 1),
          Home: () => this.go(0),
          End: () => this.go(this.lastStep),
          ' ': () => this.toggle(),
        };
    const move = moves[event.key];
    if (!move) return;
    // Not also a scroll of the page.
    event.preventDefault();
    move();
  }
}

/** How the viewer list names a way of seeing the replay. */
function viewerName(viewer: ReplayViewer, names: readonly string[]): string {
  if (viewer === SPECTATOR) return ui('replay.spectator');
  if (viewer === ALL_CARDS) return ui('replay.allCards');
  return names[viewer] ?? '';
}

import { SPECTATOR, type ReplayData, type Viewer } from '@dead-drop/shared';
import { gameClients } from '../games';
import type { GameClient, GameScene, LogContext } from '../gameClient';
import { catalog, onLangChange } from '../i18n';
import type { LogEvent } from '../i18n/eventFields';
import type { TableSnapshot } from '../net/tableSession';
import { savedSeat } from '../net/savedSeats';
import { Stage } from '../pixi/stage';
import { installHook } from '../testHook';
import { header } from '../ui/chrome';
import { h, replaceChildren } from '../ui/dom';
import { ui, type UiKey } from '../ui/text';
import { replaySnapshot } from './replaySnapshot';

const words = catalog({
  'replay.title': 'Replay: {game}',
  'replay.viewer': 'Seen by',
  'replay.spectator': 'a spectator',
  'replay.first': 'First',
  'replay.back': 'Back',
  'replay.forward': 'Forward',
  'replay.last': 'Last',
  'replay.play': 'Play',
  'replay.pause': 'Pause',
  'replay.step': 'Step {step} of {steps}',
  'replay.missing': 'There is no finished game to replay at this link: the game may still run, or the link is not this table\'s.',
  'replay.home': 'Back to the start page',
}, {
  'replay.title': 'Wiederholung: {game}',
  'replay.viewer': 'Gesehen von',
  'replay.spectator': 'einer Zuschauerin / einem Zuschauer',
  'replay.first': 'Anfang',
  'replay.back': 'Zurück',
  'replay.forward': 'Vor',
  'replay.last': 'Ende',
  'replay.play': 'Abspielen',
  'replay.pause': 'Anhalten',
  'replay.step': 'Schritt {step} von {steps}',
  'replay.missing': 'Unter diesem Link gibt es kein beendetes Spiel: Vielleicht läuft es noch, oder der Link gehört nicht zu diesem Tisch.',
  'replay.home': 'Zur Startseite',
});

/** One step every second while it plays: time to see a move land. */
const PLAY_MS = 1000;

/** A finished game's replay id names its table (`replayId`): `<roomId>-g<round>`. */
function roomOf(id: string): string {
  return id.replace(/-g\d+$/, '');
}

async function fetchReplay(id: string, watch: string, viewer: Viewer): Promise<ReplayData | null> {
  const response = await fetch(`/api/replay/${encodeURIComponent(id)}?watch=${encodeURIComponent(watch)}&viewer=${viewer}`).catch(() => null);
  return response?.ok ? response.json() as Promise<ReplayData> : null;
}

/**
 * The replay of a finished game: each step drawn by the game's own scene from the view the
 * server worked out for it with the same `viewFor` (a seat sees what that seat saw then, a
 * spectator the public table). It steps forwards and backwards, or plays on its own.
 */
export async function renderReplay(root: HTMLElement, id: string, watch: string | undefined): Promise<void> {
  const own = savedSeat(roomOf(id));
  const secret = watch ?? own.watch;
  let viewer: Viewer = own.seat ?? SPECTATOR;
  let data = secret ? await fetchReplay(id, secret, viewer) : null;
  const game = data ? gameClients[data.game] : undefined;
  if (!data || !game || !secret) {
    replaceChildren(root, header(), h('main', { class: 'page' }, h('section', { class: 'card problem', testid: 'replay-missing' },
      h('p', {}, words('replay.missing')), h('a', { attrs: { href: '/' } }, words('replay.home')))));
    return;
  }
  const replay = new ReplayPage(root, game);
  await replay.show(data, data.views.length - 1);
  onLangChange(() => replay.redraw());
  replay.onViewer = async (next) => {
    viewer = next;
    data = await fetchReplay(id, secret, viewer);
    if (data) await replay.show(data, replay.step);
  };
}

class ReplayPage {
  step = 0;
  onViewer: (viewer: Viewer) => void = () => undefined;
  private data!: ReplayData;
  private readonly stage = new Stage();
  private scene: GameScene | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private renders = 0;
  private readonly canvasHost = h('div', { class: 'canvas-host' });
  private readonly controls = h('div', { class: 'replay-controls', attrs: { role: 'toolbar' } });
  private readonly log = h('ol', { class: 'log-lines', testid: 'game-log' });
  private readonly title = h('h1', {});

  constructor(root: HTMLElement, private readonly game: GameClient) {
    replaceChildren(root, header(), h('main', { class: 'table-page replay' },
      h('div', { class: 'replay-head' }, this.title, this.controls),
      h('div', { class: 'board' }, this.canvasHost, h('aside', { class: 'log' }, this.log))));
    document.addEventListener('keydown', (event) => this.key(event));
    const page = this;
    installHook({
      scene: () => page.stage.hookObjects(),
      get renders() { return page.renders; },
      animations: () => page.stage.tweens.count,
    });
  }

  /** The replay as `data` tells it (a viewer's), at `step`. */
  async show(data: ReplayData, step: number): Promise<void> {
    this.data = data;
    if (!this.scene) {
      await this.stage.mount(this.canvasHost);
      this.scene = this.game.scene(this.stage, () => undefined);
    }
    this.go(step, true);
  }

  redraw(): void {
    this.go(this.step, true);
  }

  /** Shows `step`; one step forward animates its events, any other jump redraws from the history. */
  private go(step: number, jump = false): void {
    const data = this.data;
    const target = Math.max(0, Math.min(step, data.views.length - 1));
    const forward = !jump && target === this.step + 1;
    this.step = target;
    const events = data.events as LogEvent[][];
    if (forward) this.scene!.events?.(events[target - 1] ?? [], false);
    else this.scene!.events?.(events.slice(0, target).flat(), true);
    const snapshot = replaySnapshot(data, target);
    this.scene!.render(snapshot);
    this.renders += 1;
    this.drawLog(snapshot, events.slice(0, target));
    this.drawControls();
    if (target === data.views.length - 1) this.pause();
  }

  private drawLog(snapshot: TableSnapshot, steps: LogEvent[][]): void {
    const ctx: LogContext = { viewer: snapshot.viewer, names: this.data.names };
    const lines = steps.flat().map((event) => h('li', {}, this.game.describe(event, ctx)));
    const ending = this.game.ending(snapshot, ctx);
    replaceChildren(this.log, ...lines, ending ? h('li', { class: 'note', testid: 'replay-result' }, ending.headline) : null);
    this.log.scrollTop = this.log.scrollHeight;
  }

  private drawControls(): void {
    const { data } = this;
    this.title.textContent = words('replay.title', { game: ui(`game.${data.game}.title` as UiKey) });
    const last = data.views.length - 1;
    const viewers: Viewer[] = [...data.names.map((_, seat) => seat), SPECTATOR];
    const select = h('select', {
      testid: 'replay-viewer', attrs: { 'aria-label': words('replay.viewer') },
      on: { change: () => this.onViewer(viewers[select.selectedIndex]!) },
    }, ...viewers.map((viewer) => h('option', { attrs: viewer === data.viewer ? { selected: '' } : {} },
      viewer === SPECTATOR ? words('replay.spectator') : data.names[viewer] ?? '')));
    const button = (testid: string, caption: string, go: () => void, disabled: boolean) => h('button', {
      testid, attrs: { type: 'button', ...(disabled ? { disabled: '' } : {}) }, on: { click: go },
    }, caption);
    replaceChildren(this.controls,
      h('label', {}, `${words('replay.viewer')} `, select),
      button('replay-first', words('replay.first'), () => this.go(0, true), this.step === 0),
      button('replay-back', words('replay.back'), () => this.go(this.step - 1, true), this.step === 0),
      button('replay-play', words(this.timer ? 'replay.pause' : 'replay.play'), () => this.toggle(), this.step === last),
      button('replay-forward', words('replay.forward'), () => this.go(this.step + 1), this.step === last),
      button('replay-last', words('replay.last'), () => this.go(last, true), this.step === last),
      h('span', { testid: 'replay-step', attrs: { 'aria-live': 'polite' } }, words('replay.step', { step: this.step, steps: last })));
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
    if (event.target instanceof HTMLSelectElement) return;
    const last = this.data.views.length - 1;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => this.go(this.step - 1, true),
      ArrowRight: () => this.go(this.step + 1),
      Home: () => this.go(0, true),
      End: () => this.go(last, true),
      ' ': () => this.toggle(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }
}

import { matahariMeta, matahariWire, type MatahariAction, type MatahariEvent, type MatahariView } from '@dead-drop/shared';
import { ICONS } from '../art/icons/matahari';
import type { ClientModule } from '../gameModule';
import type { GameClient, GameScene } from '../gameClient';
import { cueOf } from '../ui/sounds';
import type { TableSnapshot } from '../net/tableSession';
import type { Stage } from '../pixi/stage';
import { logContext } from '../seatNames';
import { Composer } from './composer';
import { composingAt } from './composing';
import { matahariEnding } from './ending';
import { describeEvent } from './logText';
import { matahariReference } from './reference';
import { MataHariScene } from './scene';
import { Selection } from './selection';
import { mt } from './text';
import { matahariError } from './uiText';
import { ownWrongAccusation } from './verdict';
import { matahariTips } from './tips';
import { matahariMotion, type MatahariArt } from './motion';
import { matahariWhyNot } from './whyNot';
import { chosenIcons } from './iconChoice';

/** The canvas table and the action panel under it, drawn from the same snapshot. */
class MataHariTable implements GameScene<MatahariView, MatahariEvent> {
  private readonly selection = new Selection();
  private readonly scene: MataHariScene;
  private readonly composer: Composer;
  private last: TableSnapshot<MatahariView> | null = null;

  constructor(
    private readonly stage: Stage,
    act: (action: MatahariAction) => void,
  ) {
    this.scene = new MataHariScene(stage, this.selection, () => this.redraw(true));
    this.composer = new Composer(stage.overlay, this.selection, act, () => this.redraw(true));
    composingAt(() => ({ selection: this.selection, ...this.composer.drafted() }));
    // The panel does not read the canvas's size, and building it again at every resize (its
    // own growth resizes the canvas) would only lose what it holds: the canvas alone follows.
    stage.onResize(() => this.redraw(false));
  }

  events(events: readonly MatahariEvent[], replace: boolean): void {
    // The whole history on joining is the log's to tell: only a new accusation is put in sight.
    const viewer = this.last?.viewer;
    const wrong = replace || viewer === undefined ? null : ownWrongAccusation(events, viewer);
    if (wrong) this.composer.showVerdict(wrong);
    if (!replace)
      this.stage.motions.play(matahariMotion, events, {
        viewer: typeof viewer === 'number' ? viewer : null,
        view: this.last?.view ?? null,
      });
  }

  render(snapshot: TableSnapshot<MatahariView>): void {
    this.last = snapshot;
    const { view } = snapshot;
    if (view) this.selection.follow(`${view.turn}:${view.phase}`);
    this.redraw(true);
  }

  /** The canvas, and with `panel` the action panel under it (after an update or a pick). */
  private redraw(panel: boolean): void {
    const snapshot = this.last;
    const view = snapshot?.view;
    if (!snapshot || !view) return;
    const ctx = logContext(snapshot);
    this.scene.draw(view, snapshot, ctx);
    if (panel) this.composer.draw(view, ctx);
  }
}

export const matahariClient: GameClient<MatahariView, MatahariEvent, MatahariAction> = {
  tips: matahariTips,
  coach: () => import('./coach').then((m) => m.matahariCoach),
  wire: matahariWire,
  scene: (stage, act) => new MataHariTable(stage, act),
  meta: matahariMeta,
  reference: matahariReference,
  rulings: () => import('./rulings').then((module) => module.MATAHARI_RULINGS),
  describe: describeEvent,
  cue: cueOf<MatahariEvent['type']>({
    offered: 'card',
    countered: 'card',
    swapped: 'card',
    received: 'card',
    drew: 'card',
    searched: 'card',
    rejected: 'card',
    accused: 'flip',
    mataHari: 'flip',
    assassin: 'flip',
    cover: 'flip',
  }),
  ending(snapshot, ctx) {
    const { view } = snapshot;
    return view?.final ? matahariEnding(view, ctx) : null;
  },
  errorText: matahariError,
  rules: () => ({
    title: mt('rules.title'),
    lines: RULE_LINES.map((line) => mt(line)),
  }),
};

const RULE_LINES = [
  'rules.goal',
  'rules.turn',
  'rules.declare',
  'rules.request',
  'rules.counter',
  'rules.resolve',
  'rules.partners',
  'rules.accuse',
  'rules.end',
  'rules.score',
] as const;

/** The client as the registry holds it (`ClientModule`): one line in client/src/games.ts. */
export const matahariModule: ClientModule<MatahariView, MatahariEvent, MatahariArt> = {
  client: matahariClient,
  motion: matahariMotion,
  whyNot: matahariWhyNot,
  icons: { chosen: chosenIcons, shipped: ICONS },
  samples: {
    motion: {
      seeds: [1, 2, 3],
      hidden: (e) =>
        // An offer and the exchange are always face down; what is drawn or received is shown to its taker only.
        e.type === 'offered' ||
        e.type === 'countered' ||
        e.type === 'swapped' ||
        e.type === 'rejected' ||
        ((e.type === 'drew' || e.type === 'searched' || e.type === 'received') && e.cards === undefined),
      isBack: (art) => 'back' in art,
      events: [
        { type: 'adjusted', seat: 1 },
        { type: 'mataHari', seat: 0, flipped: 2 },
        { type: 'searched', seat: 2, count: 2 },
        { type: 'searched', seat: 2, count: 1, cards: [{ partner: 'doubleAgent' }] },
      ],
    },
    unmetTips: ['adjust'],
  },
};

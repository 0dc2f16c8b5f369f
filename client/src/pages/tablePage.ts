import type { GameClient, GameScene, LogContext } from '../gameClient';
import { lang, onLangChange } from '../i18n';
import type { TableSession, TableSnapshot } from '../net/tableSession';
import type { WireEvent, WireView } from '../net/wire';
import { onPublicOrigin } from '../routes';
import { logContext, seatNames } from '../seatNames';
import { publishProbe } from './pageProbe';
import { h, replaceChildren } from '../ui/dom';
import { AwayTools } from '../pwa/awayTools';
import { toast } from '../ui/chrome';
import { uiError } from '../ui/errorText';
import type { MotionRecord } from '../pixi/motionSteps';
import type { SceneObject } from '../pixi/sceneObjects';
import { Stage } from '../pixi/stage';
import { keepInSight } from '../ui/whyNot';
import { ActionBar } from './actionBar';
import { keepClear } from './tableSpot';
import { CardLink } from './cardLink';
import { ClockStrip } from './clockStrip';
import { escapeCloses } from './escapeCloses';
import { leaveButton } from './leaveDialog';
import { drawLobbyInto, watchField } from './lobbyView';
import { LogPanel } from './logPanel';
import { InvitationBar, PlayAgainForm, type GroupExits } from './playAgain';
import { RulesBox } from './rulesBox';
import { TableArrival } from './tableArrival';
import { ConnectionBanner, PausedBanner } from './tableBanners';
import { TableHeader } from './tableHeader';
import { TableLeaving } from './tableLeaving';
import { TableMenu } from './tableMenu';
import { TurnNotice } from './turnNotice';
import { FirstTips } from '../ui/firstTips';
import { UndoButton } from './undoButton';
import { FinalConfirm, tableAct } from './finalMoves';
import { CoachSlot } from './coachSlot';
import { Sounds, strongestCue } from '../ui/sounds';

/** Where a table page goes from its table. */
export interface TableExits {
  /** Leaves the table for the landing page, where a new one is made: the header's "Leave
   *  table" and the end screen's "New table" both go there. */
  leave(): void;
  /**
   * After the connection was lost for good: enters the table again as a reload would, for a
   * while. Resolves true once this page was replaced (by the table entered again, or by the
   * page a refusal gets), false when the time ran out. `signal` aborts when this page goes.
   */
  comeBack(signal: AbortSignal): Promise<boolean>;
  /** After a game: on to a new table with the same people (see `PlayAgainForm`). */
  readonly group: GroupExits;
  /** "Learn to play" from the `?` box: on to a tutorial table of `game` (see `learnToPlay`). */
  learn(game: string): void;
}

/**
 * A table page: the lobby until the game starts, then the canvas, the game log and, at
 * the end, the score. Everything comes from the session's snapshots, decoded into `game`'s own
 * view and events; the page decides nothing about the game. Returns what takes the page down
 * (its canvas, timers and listeners) before another page replaces it.
 */
export function mountTable<View extends WireView, Event extends WireEvent, Action>(
  root: HTMLElement,
  session: TableSession<View, Event>,
  game: GameClient<View, Event, Action>,
  exits: TableExits,
): () => void {
  const roomId = session.room.roomId;
  const { leave } = exits;
  /** Whatever outlives the page's elements (listeners elsewhere), undone when the page goes. */
  const undo: (() => void)[] = [];
  const going = new AbortController();
  let snapshot = session.snapshot();
  const latest = () => snapshot;
  const context = (): LogContext => logContext(snapshot);
  const banner = new ConnectionBanner(() => snapshot.storeFailing);
  const lobby = h('section', { class: 'card lobby', testid: 'lobby' });
  const clocks = new ClockStrip(session);
  const sounds = new Sounds();
  const turn = new TurnNotice(sounds, () => game.meta.title[lang()]);
  const away = new AwayTools(roomId, session);
  const tips = new FirstTips(game.meta.id, game.tips);
  const undoButton = new UndoButton(() => void session.undo());
  const finalConfirm = new FinalConfirm();
  const cardLink = new CardLink(game.meta.id);
  const coach = new CoachSlot(game, () => redraw());
  // The clocks, a first-time tip and a tutorial's coach sit above the canvas, which takes the room they leave.
  const canvasHost = h('div', { class: 'canvas-host' }, clocks.element, tips.element, coach.element, finalConfirm.element);
  const log = new LogPanel(session, game, context);
  const act = tableAct(session, latest, finalConfirm, (reason) => undoButton.moved(reason));
  const canvas = new TableCanvas(canvasHost, game, act, { cardLink, undoButton, coach }, going.signal, () => log.draw());
  const board = h('div', { class: 'board', attrs: { hidden: '' } }, canvasHost, log.element);
  const leaving = new TableLeaving(session, roomId, leave, new PlayAgainForm(exits.group, game.meta.id), latest);
  const rules = new RulesBox(game, () => exits.learn(game.meta.id));
  // The switches and ways out are items of the Game menu, in words (#42): the header, one row
  // on a phone, has room for no more than the menus.
  const menu = new TableMenu(session, leave, (now) => [
    ...(session.seat ? [turn.toggle, ...away.buttons] : []),
    watchField(session, now, roomId),
    session.seat ? leaveButton(now.phase, () => leaving.ask()) : null,
  ]);
  const top = new TableHeader(session, menu, () => rules.show());
  undo.push(top.closesMenus());
  const invitation = new InvitationBar(exits.group);
  const paused = new PausedBanner();
  // The table's news above the header: the Game and Host menus drop from the header over the
  // table, never over "Paused" or the vote to abandon that they act on.
  replaceChildren(
    root,
    banner.element,
    paused.element,
    menu.votes,
    top.element,
    invitation.element,
    h('main', { class: 'table-page' }, lobby, board),
    leaving.end.overlay,
  );

  const drawTop = () => top.draw(snapshot);
  const drawTable = async () => {
    if (going.signal.aborted) return;
    const playing = snapshot.phase !== 'lobby' && snapshot.view !== null;
    lobby.hidden = playing;
    board.hidden = !playing;
    if (!playing) return drawLobbyInto(lobby, snapshot, session, game.meta.title[lang()], roomId);
    if (await canvas.render(latest)) leaving.end.show(game.ending(snapshot, context()), snapshot);
  };
  // Updates arrive faster than a first mount: draw them in order, one at a time.
  const redraw = oneAtATime(drawTable);

  publishProbe({
    scene: () => canvas.sceneObjects(),
    get renders() {
      return canvas.renders;
    },
    animations: () => canvas.animations(),
    sounds: () => [...sounds.played],
    motions: () => canvas.motions(),
    heard: () => [...canvas.heard],
    coach: () => coach.state(),
  });

  const on: TableSession<View, Event>['on'] = (kind, listener) => {
    const off = session.on(kind, listener);
    undo.push(off);
    return off;
  };
  const arrival = new TableArrival(roomId);
  const changed = (next: TableSnapshot<View>) => {
    // The header's leave button says what leaving does, which the start and the end change;
    // the invite link goes once only bots sit in the other seats.
    const topChanged = next.phase !== snapshot.phase || next.locked !== snapshot.locked;
    const storeChanged = next.storeFailing !== snapshot.storeFailing;
    // A game won at this table just now (not one found over on joining) gets its fanfare.
    if (wonBy(next) && !snapshot.view?.result) sounds.play('win');
    snapshot = next;
    if (storeChanged) banner.draw();
    if (topChanged) drawTop();
    arrival.follow(snapshot, session.seat !== null);
    paused.show(snapshot.paused);
    menu.show(snapshot);
    clocks.show(snapshot);
    undoButton.show(snapshot);
    finalConfirm.update(snapshot.view);
    turn.update(snapshot);
    // At a tutorial table the coach speaks, not the first-time tips.
    if (!CoachSlot.atTutorial(snapshot)) tips.update(snapshot);
    coach.update(snapshot);
    redraw();
  };
  on('change', changed);
  on('identity', drawTop);
  // The links in the top bar are made on the address the server names, which may come after them.
  undo.push(onPublicOrigin(drawTop));
  on('log', (more, replace) => {
    // One sound an update, the strongest of its events': a chain of moves is not a din.
    const cue = replace ? null : strongestCue(more.map((event) => game.cue(event)));
    if (cue) sounds.play(cue);
    canvas.events(more, replace);
    log.addEvents(more, replace);
  });
  on('chat', (lines, replace) => log.addChats(lines, replace));
  on('error', (error) => toast(uiError(error.code, error.message, game.errorText)));
  on('invitation', (invited) => {
    const names = seatNames(snapshot);
    const own = session.seat ? snapshot.seats[session.seat.seat]?.name : undefined;
    if (own) invitation.show(invited, names[invited.from] ?? '', own);
  });
  banner.draw(); // for one who comes to a table that cannot store itself
  on('saving', (now) => banner.showSaving(now));
  on('connection', (connection) => {
    if (!banner.follow(connection, session.closeCode)) return;
    // Replaced by the table entered again or by a problem page, or the time ran out: then
    // the way back is the Reload button, as before.
    void exits.comeBack(going.signal).then((replaced) => {
      if (!replaced && !going.signal.aborted) banner.gaveUp();
    });
  });
  undo.push(
    onLangChange(() => {
      banner.draw();
      paused.show(snapshot.paused);
      menu.show(snapshot);
      invitation.redraw();
      clocks.show(snapshot);
      undoButton.show(snapshot);
      finalConfirm.draw();
      turn.drawToggle();
      away.draw();
      turn.update(snapshot);
      drawTop();
      log.draw();
      redraw();
    }),
  );
  // Esc closes what lies over the table: the rules first, then the end screen.
  undo.push(escapeCloses([leaving.dialog, rules, leaving.end]));
  root.append(rules.element, leaving.dialog.element, leaving.end.scores, cardLink.overlay);
  drawTop();
  // The table's state is there before the page (the session is opened for its game): the page
  // takes it in as it does every change after it.
  changed(session.snapshot());
  return () => {
    going.abort();
    undo.splice(0).forEach((step) => step());
    clocks.stop();
    undoButton.dispose();
    cardLink.dispose();
    turn.dispose();
    away.dispose();
    sounds.dispose();
    canvas.destroy();
  };
}

/** Whether this snapshot's game is over and its viewer among the winners. */
function wonBy(snapshot: TableSnapshot): boolean {
  const { view, viewer } = snapshot;
  return !!view?.result && typeof viewer === 'number' && view.result.winners.includes(viewer);
}

/** `draw` as a step that starts once every earlier one has ended. */
function oneAtATime(draw: () => Promise<void>): () => void {
  let drawing = Promise.resolve();
  return () => {
    drawing = drawing.then(draw);
  };
}

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
    // Undo and its note lie on the table itself, where they cover least of it, from its foot: at
    // the page's foot, on a phone, they covered the decision's sheet and its Counter-offer button
    // (#42); at the table's corner, a hand's card or one's own name.
    const undoClear = keepClear(stage, [undoButton.element, undoButton.noteElement]);
    stage.onRead((card) => cardLink.show(card, stage.sceneObjects()));
    const off = () => {
      bar.dispose();
      outOfSight();
      undoClear();
    };
    this.mounted = { stage, bar, scene: this.game.scene(stage, this.act), off };
    this.ready();
    return this.mounted;
  }
}

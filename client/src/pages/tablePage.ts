import type { GameClient, GameScene, LogContext } from '../gameClient';
import { lang, onLangChange } from '../i18n';
import { comesBackAfter } from '../net/comeBack';
import type { Connection, TableSession, TableSnapshot } from '../net/tableSession';
import { forgetSpentOf, type WireEvent, type WireView } from '../net/wire';
import { isSlowClock, Msg, TableCloseCode, type ChatLine } from '@dead-drop/shared';
import { saveSeat } from '../net/savedSeats';
import { Stage } from '../pixi/stage';
import { onPublicOrigin } from '../routes';
import { logContext, seatNames } from '../seatNames';
import { publishProbe } from './pageProbe';
import { h, replaceChildren } from '../ui/dom';
import { AwayTools } from '../pwa/awayTools';
import { header, notice, toast } from '../ui/chrome';
import { ui, uiError } from '../ui/text';
import { ActionBar } from './actionBar';
import { CardLink } from './cardLink';
import { ClockStrip } from './clockStrip';
import { EndScreen } from './endScreen';
import { LeaveDialog, leaveButton } from './leaveDialog';
import { drawLobbyInto, watchField } from './lobbyView';
import { InvitationBar, PlayAgainForm, type GroupExits } from './playAgain';
import { TableMenu } from './tableMenu';
import { TurnNotice } from './turnNotice';
import { FirstTips } from '../ui/firstTips';
import { UndoButton } from './undoButton';
import { confirmsFinalMoves, FinalConfirm } from './finalMoves';
import { CoachSlot } from './coachSlot';
import { learnButton } from './learnButton';
import { Sounds, strongestCue } from '../ui/sounds';
import { keepInSight } from '../ui/whyNot';

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

/** What the banner over the table says: the connection's state, that the page is coming back, that the table cannot be stored now, or that a move is being saved. */
type BannerState = Connection | 'comingBack' | 'storeFailing' | 'saving' | 'removed' | 'moved' | 'lobbyExpired';

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
  let gone = false;
  const top = h('div', { class: 'top' });
  const banner = h('div', { class: 'banner', testid: 'banner-disconnected', attrs: { role: 'status', hidden: '' } });
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
  const log = h('ol', { class: 'log-lines', testid: 'game-log', attrs: { 'aria-live': 'polite' } });
  const logTitle = h('h2', {});
  const talk = h('input', { testid: 'chat-input', attrs: { maxlength: '280', enterkeyhint: 'send' } });
  const talkForm = h(
    'form',
    {
      class: 'chat-form',
      on: {
        submit: (event) => {
          event.preventDefault();
          const text = talk.value.trim();
          if (!text) return;
          void session.request(Msg.chat, { text }).then((reply) => {
            if (reply.ok) talk.value = '';
          });
        },
      },
    },
    talk,
    h('button', { testid: 'chat-send', attrs: { type: 'submit' } }, '➤'),
  );
  const aside = h('aside', { class: 'log' }, logTitle, log, talkForm);
  log.addEventListener('click', () => aside.classList.toggle('open'));
  const board = h('div', { class: 'board', attrs: { hidden: '' } }, canvasHost, aside);
  const leaveNow = () => {
    // The landing page's history says that a bot plays the seat meanwhile.
    // Not at a slow table, where the seat waits for its player and only its clock calls a bot.
    if (snapshot.phase === 'playing' && !isSlowClock(snapshot.clock)) saveSeat(roomId, { botPlays: true });
    leave();
  };
  const end = new EndScreen(session, roomId, leaveNow, new PlayAgainForm(exits.group, game.meta.id));
  const confirmLeave = new LeaveDialog(leaveNow);
  const askLeave = () => confirmLeave.ask(snapshot.phase);
  // The switches and ways out are items of the Game menu, in words (#42): the header, one row
  // on a phone, has room for no more than the menus.
  const menu = new TableMenu(session, leave, (now) => [
    ...(session.seat ? [turn.toggle, ...away.buttons] : []),
    watchField(session, now, roomId),
    session.seat ? leaveButton(now.phase, askLeave) : null,
  ]);
  const closeMenus = (event: PointerEvent) => menu.closeOutside(event.target);
  document.addEventListener('pointerdown', closeMenus);
  undo.push(() => document.removeEventListener('pointerdown', closeMenus));
  const invitation = new InvitationBar(exits.group);
  // Everyone reads that the host paused the game: the clocks stand still, nobody moves.
  const paused = h('div', { class: 'banner paused', testid: 'paused-banner', attrs: { role: 'status', hidden: '' } });
  // The table's news above the header: the Game and Host menus drop from the header over the
  // table, never over "Paused" or the vote to abandon that they act on.
  replaceChildren(root, banner, paused, menu.votes, top, invitation.element, h('main', { class: 'table-page' }, lobby, board), end.overlay);

  let snapshot = session.snapshot();
  let events: Event[] = [];
  let chats: ChatLine[] = [];
  let scene: GameScene<View, Event> | null = null;
  let stage: Stage | null = null;
  let bar: ActionBar | null = null;
  let renders = 0;

  const context = (): LogContext => logContext(snapshot);

  const rules = h('div', {
    class: 'end-overlay',
    testid: 'rules',
    attrs: { hidden: '' },
    on: {
      click: () => {
        rules.hidden = true;
      },
    },
  });
  const showRules = () => {
    const summary = game.rules();
    replaceChildren(
      rules,
      h(
        'section',
        { class: 'card rules' },
        h('h1', {}, summary.title),
        h('ul', {}, ...summary.lines.map((line) => h('li', {}, line))),
        h(
          'div',
          { class: 'buttons' },
          // A game with a guided first game offers it here too, in one click.
          game.coach ? learnButton(game.meta.id, async () => exits.learn(game.meta.id)) : null,
          h('button', { class: 'primary', attrs: { type: 'button' } }, ui('rules.close')),
        ),
      ),
    );
    rules.hidden = false;
  };
  const drawTop = () => {
    // The menus' items hold the links, which may come after the page (see `onPublicOrigin`).
    menu.show(snapshot);
    replaceChildren(
      top,
      header(
        session.seat ? null : h('span', { class: 'watching' }, ui('table.watching')),
        menu.element,
        h('button', { class: 'help', testid: 'show-rules', attrs: { type: 'button' }, on: { click: showRules } }, ui('rules.open')),
      ),
    );
  };
  const drawLobby = () => drawLobbyInto(lobby, snapshot, session, game.meta.title[lang()], roomId);
  const drawLog = () => {
    logTitle.textContent = ui('table.log');
    talk.placeholder = ui(session.seat ? 'chat.placeholder' : 'chat.spectator');
    talk.disabled = !session.seat;
    const ctx = context();
    // Talk goes where it was said: after the game events that had happened by then.
    const said = (after: number) => chats.filter((line) => line.after === after).map(chatItem);
    replaceChildren(
      log,
      // What this seat has forgotten since (its face-down cards, once the turn is over) is read without it.
      ...forgetSpentOf(game.wire, events).flatMap((event, index) => [...said(index), h('li', {}, game.describe(event, ctx))]),
      ...chats.filter((line) => line.after >= events.length).map(chatItem),
    );
    log.scrollTop = log.scrollHeight;
  };
  const drawEnding = () => end.show(game.ending(snapshot, context()), snapshot);

  const drawTable = async () => {
    if (gone) return;
    const playing = snapshot.phase !== 'lobby' && snapshot.view !== null;
    lobby.hidden = playing;
    board.hidden = !playing;
    if (!playing) return drawLobby();
    if (!stage) {
      const mounting = new Stage();
      await mounting.mount(canvasHost);
      if (gone) return mounting.destroy();
      stage = mounting;
      // Under the canvas, what it offers as buttons, for a keyboard or a screen reader, and what
      // it does not offer now, to ask why not.
      bar = new ActionBar(stage);
      canvasHost.append(bar.element, bar.refusals);
      undo.push(
        bar.dispose,
        keepInSight(() => mounting.mustStayInSight()),
      );
      stage.float(cardLink.element);
      // Undo and its note lie at the foot of the table itself: at the page's foot, on a phone,
      // they covered the decision's sheet under the table and its Counter-offer button (#42).
      stage.float(undoButton.element);
      stage.float(undoButton.noteElement);
      stage.onRead((card) => cardLink.show(card, mounting.sceneObjects()));
      // Every move of every game passes here: one that cannot be taken back is asked about
      // first where the player wants that, except in a lesson, whose coach leads each move.
      scene = game.scene(stage, (action) =>
        finalConfirm.take(
          snapshot.view,
          action,
          confirmsFinalMoves() && snapshot.tutorial < 0,
          (reason) =>
            void session.act(action).then((reply) => {
              if (reply.ok) undoButton.moved(reason);
            }),
        ),
      );
      drawLog();
    }
    scene!.render(snapshot);
    coach.show(stage, bar!.element);
    renders += 1;
    if (renders === 1) requestAnimationFrame(() => performance.mark('table-first-frame'));
    drawEnding();
  };

  // Updates arrive faster than a first mount: draw them in order, one at a time.
  let drawing = Promise.resolve();
  const redraw = () => {
    drawing = drawing.then(drawTable);
  };
  /** What the page probe's `heard` lists. */
  const heard: string[] = [];

  publishProbe({
    scene: () => stage?.sceneObjects() ?? [],
    get renders() {
      return renders;
    },
    animations: () => stage?.tweens.count ?? 0,
    sounds: () => [...sounds.played],
    motions: () => [...(stage?.motions.started ?? [])],
    heard: () => [...heard],
    coach: () => coach.state(),
  });

  // Said once per page: a table the server rebuilt after a restart is the same table.
  let restoredSaid = false;
  const sayRestored = () => {
    if (!snapshot.restored || restoredSaid) return;
    restoredSaid = true;
    notice(ui('table.restored'));
  };
  const on: TableSession<View, Event>['on'] = (kind, listener) => {
    const off = session.on(kind, listener);
    undo.push(off);
    return off;
  };
  let backSaid = false;
  const changed = (next: TableSnapshot<View>) => {
    // The header's leave button says what leaving does, which the start and the end change;
    // the invite link goes once only bots sit in the other seats.
    const topChanged = next.phase !== snapshot.phase || next.locked !== snapshot.locked;
    const storeChanged = next.storeFailing !== snapshot.storeFailing;
    // A game won at this table just now (not one found over on joining) gets its fanfare.
    if (wonBy(next) && !snapshot.view?.result) sounds.play('win');
    snapshot = next;
    if (storeChanged) drawBanner();
    if (topChanged) drawTop();
    // Back in the seat: no bot plays it now.
    if (session.seat && !backSaid) {
      backSaid = true;
      saveSeat(roomId, { botPlays: undefined });
    }
    sayRestored();
    drawPaused();
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
    scene?.events?.(more, replace);
    if (scene && !replace) heard.push(...more.map((event) => event.type));
    events = replace ? more : [...events, ...more];
    drawLog();
  });
  on('chat', (lines, replace) => {
    chats = replace ? lines : [...chats, ...lines];
    drawLog();
  });
  on('error', (error) => toast(uiError(error.code, error.message, game.errorText)));
  on('invitation', (invited) => {
    const names = seatNames(snapshot);
    const own = session.seat ? snapshot.seats[session.seat.seat]?.name : undefined;
    if (own) invitation.show(invited, names[invited.from] ?? '', own);
  });
  function drawPaused(): void {
    paused.hidden = !snapshot.paused;
    paused.textContent = ui('table.paused');
  }
  let bannerState: BannerState = 'connected';
  /** A move of this page waits for a slow store: it says so rather than seem stuck. */
  let saving = false;
  function drawBanner(): void {
    // Connected to a table that cannot store itself: everyone reads why nothing moves.
    const shown = bannerState !== 'connected' ? bannerState : snapshot.storeFailing ? 'storeFailing' : saving ? 'saving' : bannerState;
    // A seat that moved to another device: the dialog saying so is all there is to read.
    banner.hidden = shown === 'connected' || shown === 'moved';
    banner.dataset.state = shown;
    replaceChildren(banner, bannerFor(shown));
  }
  drawBanner(); // for one who comes to a table that cannot store itself
  on('saving', (now) => {
    saving = now;
    drawBanner();
  });
  on('connection', (connection) => {
    const comesBack = connection === 'lost' && session.closeCode !== null && comesBackAfter(session.closeCode);
    const closedFor = connection === 'lost' ? session.closeCode : null;
    const expired = connection === 'closed' && session.closeCode === TableCloseCode.lobbyExpired;
    bannerState = comesBack
      ? 'comingBack'
      : closedFor === TableCloseCode.removed
        ? 'removed'
        : closedFor === TableCloseCode.moved
          ? 'moved'
          : expired
            ? 'lobbyExpired'
            : connection;
    drawBanner();
    if (!comesBack) return;
    // Replaced by the table entered again or by a problem page, or the time ran out: then
    // the way back is the Reload button, as before.
    void exits.comeBack(going.signal).then((replaced) => {
      if (replaced || gone) return;
      bannerState = 'lost';
      drawBanner();
    });
  });
  undo.push(
    onLangChange(() => {
      drawBanner();
      drawPaused();
      menu.show(snapshot);
      invitation.redraw();
      clocks.show(snapshot);
      undoButton.show(snapshot);
      finalConfirm.draw();
      turn.drawToggle();
      away.draw();
      turn.update(snapshot);
      drawTop();
      drawLog();
      redraw();
    }),
  );
  // Esc closes what lies over the table: the rules first, then the end screen.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (confirmLeave.open) {
      confirmLeave.close();
    } else if (!rules.hidden) {
      rules.hidden = true;
    } else if (end.open) {
      end.close();
    }
  };
  document.addEventListener('keydown', onKey);
  undo.push(() => document.removeEventListener('keydown', onKey));
  root.append(rules, confirmLeave.element, end.scores, cardLink.overlay);
  drawTop();
  // The table's state is there before the page (the session is opened for its game): the page
  // takes it in as it does every change after it.
  changed(session.snapshot());
  return () => {
    gone = true;
    going.abort();
    undo.splice(0).forEach((step) => step());
    clocks.stop();
    undoButton.dispose();
    cardLink.dispose();
    turn.dispose();
    away.dispose();
    sounds.dispose();
    stage?.destroy();
    stage = null;
  };
}

/** Whether this snapshot's game is over and its viewer among the winners. */
function wonBy(snapshot: TableSnapshot): boolean {
  const { view, viewer } = snapshot;
  return !!view?.result && typeof viewer === 'number' && view.result.winners.includes(viewer);
}

function bannerFor(connection: BannerState): Node | string {
  if (connection === 'comingBack') return ui('table.comingBack');
  if (connection === 'storeFailing') return ui('table.storeFailing');
  if (connection === 'saving') return ui('table.saving');
  if (connection === 'removed') {
    return h('span', {}, ui('table.removed'), ' ', h('a', { attrs: { href: '/' } }, ui('table.newTable')));
  }
  if (connection === 'closed' || connection === 'lobbyExpired') {
    const why = connection === 'closed' ? ui('table.closedIdle') : ui('table.closedUnstarted');
    return h('span', {}, why, ' ', h('a', { attrs: { href: '/' } }, ui('table.newTable')));
  }
  if (connection === 'lost') {
    return h(
      'span',
      {},
      ui('table.leftTable'),
      ' ',
      h('button', { attrs: { type: 'button' }, on: { click: () => location.reload() } }, ui('table.reload')),
    );
  }
  return ui('table.disconnected');
}

/** A chat line: its words reach the page as text only, never as markup. A note is the table
 *  speaking of a seat (a bot took it over, its person came back, its time ran out), in its words. */
function chatItem(line: ChatLine): HTMLElement {
  if (line.note) return h('li', { class: 'note', testid: 'table-note' }, ui(`note.${line.note}`, { name: line.name }));
  return h('li', { class: 'chat', testid: 'chat-line' }, h('strong', {}, `${line.name}: `), line.text);
}

import './style.css';
import { lang, onLangChange } from './i18n';
import { comeBack } from './net/comeBack';
import { checkInvite, followInvitation, joinTable, openForGroup, returnToTable } from './net/enterTable';
import { TableProblem } from './net/tableProblem';
import type { TableControls } from './net/tableSession';
import { gameClients, gameIds, gameTitle, type OpenTable } from './games';
import { renderJoinForm } from './pages/joinForm';
import { renderLanding } from './pages/landing';
import { renderNotFound, renderProblem } from './pages/problem';
import { registerServiceWorker } from './pwa/register';
import { takeSeat } from './pwa/seatMove';
import { cardsPath, loadPublicOrigin, routeOf, tablePath, type Route } from './routes';
import { toast } from './ui/chrome';
import { fontReady } from './ui/font';
import { learnToPlay } from './pages/learnToPlay';

const root = document.querySelector<HTMLElement>('#app')!;
document.documentElement.lang = lang();

/** The page now on screen, drawn again when the language changes (the table page redraws itself). */
let redrawPage: (() => void) | null = null;
onLangChange(() => redrawPage?.());

/** Takes down the table or replay page on screen, if one is: its canvas, timers and listeners outlive its elements. */
let takeDown: (() => void) | null = null;

/**
 * Counts what replaced the page: a route still awaiting the server when a newer page came (a
 * table entered, another route) draws nothing. A same-address link to an invitation fires
 * `popstate` without reloading, and its route must not replace the lobby the join led to.
 */
let pageCount = 0;
/** The address the page on screen was drawn for: a link to it again (an invitation opened twice)
 *  fires `popstate` without a reload, and must not draw it again over what was typed. */
let drawnFor = '';

function clearPage(): void {
  pageCount++;
  takeDown?.();
  takeDown = null;
  redrawPage = null;
}

function show(draw: () => void): void {
  clearPage();
  redrawPage = draw;
  draw();
}

function goHome(): void {
  history.pushState(null, '', '/');
  void route({ page: 'landing' });
}

function enter(roomId: string, table: OpenTable): void {
  clearPage();
  // The secret has done its work: keep it out of the address bar, bookmarks and screenshots.
  history.replaceState(null, '', tablePath(roomId));
  drawnFor = location.href;
  const { session } = table;
  takeDown = table.mount(root, {
    // Leaving a table, for a new one or for now: a fresh page, so nothing of the old table
    // lingers. The saved seat stays: the landing page's history leads back to it.
    leave: () => void session.leave().then(() => location.assign('/')),
    comeBack: (signal) => comeBackTo(roomId, signal),
    group: {
      games: gameIds,
      title: gameTitle,
      seats: (game) => gameClients[game]!.meta.seats,
      open: (game, name) => moveOn(session, openForGroup(session, game, name)),
      follow: (invitation, name) => moveOn(session, followInvitation(invitation, name)),
    },
    learn: (game) => moveOn(session, learnToPlay(game)),
  });
}

/** From the table on screen to the one `next` opens, once it is open: the old one is left then. */
function moveOn(from: TableControls, next: Promise<OpenTable>): void {
  next.then(
    async (table) => {
      await from.leave();
      enter(table.session.room.roomId, table);
    },
    (error: unknown) => toast(error instanceof Error ? error.message : String(error)),
  );
}

/**
 * After the connection to a table was lost for good (a restart, a failover): back the way a
 * reload comes back (`returnToTable`), tried again and again for a while (comeBack.ts). True
 * once this page is replaced: by the table, or by the page a reload would show for a refusal.
 */
async function comeBackTo(roomId: string, signal: AbortSignal): Promise<boolean> {
  const outcome = await comeBack(async () => {
    const back = await returnToTable(roomId);
    // Nothing saved works any more, and no link is in hand: what a reload would show too.
    if (!back) throw new TableProblem('bad_link', '');
    return back;
  }, signal);
  if (outcome.kind === 'timedOut') return false;
  if (signal.aborted) {
    // The person went to another page meanwhile: as if they had closed the tab.
    if (outcome.kind === 'back') void outcome.value.session.room.leave(false);
    return true;
  }
  if (outcome.kind === 'back') enter(roomId, outcome.value);
  else if (outcome.kind === 'refused') problem(outcome.failure, undefined, roomId);
  return true;
}

function problem(error: unknown, watchSecret: string | undefined, roomId: string): void {
  const { problem: reason, message } = error instanceof TableProblem ? error : new TableProblem('other', String(error));
  show(() =>
    renderProblem(root, reason, message, {
      ...(watchSecret ? { watch: () => void attempt(roomId, () => joinTable(roomId, { watch: watchSecret }), undefined) } : {}),
      create: goHome,
    }),
  );
}

async function attempt(roomId: string, join: () => Promise<OpenTable>, watchSecret: string | undefined): Promise<void> {
  try {
    enter(roomId, await join());
  } catch (error) {
    problem(error, watchSecret, roomId);
  }
}

async function route(target: Route): Promise<void> {
  const mine = ++pageCount;
  drawnFor = location.href;
  const overtaken = () => mine !== pageCount;
  if (target.page === 'landing') {
    show(() => renderLanding(root, enter));
    return;
  }
  if (target.page === 'cards') {
    // Loaded when first opened: a table page never downloads it.
    const { renderCardReference } = await import('./pages/cardReference');
    if (overtaken()) return;
    show(
      () =>
        void renderCardReference(root, {
          game: target.game,
          card: target.card,
          pick: (game) => {
            history.pushState(null, '', cardsPath(game));
            void route(routeOf(location));
          },
        }),
    );
    return;
  }
  if (target.page === 'take') {
    clearPage();
    // The token has done its work once read: keep it out of the address bar and the history.
    history.replaceState(null, '', '/');
    return takeSeat(root, target.token);
  }
  if (target.page === 'notFound') {
    show(() => renderNotFound(root, goHome));
    return;
  }
  if (target.page === 'replay') {
    // Loaded when first opened, as the card reference is: a table page never downloads it.
    const { renderReplay } = await import('./pages/replayRoute');
    if (overtaken()) return;
    clearPage();
    takeDown = renderReplay(root, target.id, target.watch);
    return;
  }
  const { roomId, invite, watch } = target;
  // Every table needs the table page and Pixi, whatever its game: downloaded during the join, which
  // names the game. A failure here is met again, and told, when the table opens.
  import('./gameEntry').catch(() => undefined);
  try {
    const back = await returnToTable(roomId, invite !== undefined);
    // As if that tab had been closed: the seat stays with whoever holds it now.
    if (back && overtaken()) return void back.session.room.leave(false);
    if (back) return enter(roomId, back);
  } catch (error) {
    return overtaken() ? undefined : problem(error, undefined, roomId);
  }
  if (overtaken()) return;
  if (watch) return attempt(roomId, () => joinTable(roomId, { watch }), undefined);
  if (invite) {
    // Refused before anyone types a name; an invited player finding the table full or
    // started may watch with the same secret.
    const checked = await checkInvite(roomId, invite);
    if (overtaken()) return;
    if (checked instanceof TableProblem) return problem(checked, invite, roomId);
    show(() => renderJoinForm(root, checked.game, (name) => attempt(roomId, () => joinTable(roomId, { invite, name }), invite)));
    return;
  }
  problem(new TableProblem('bad_link', ''), undefined, roomId);
}

window.addEventListener('popstate', () => {
  if (location.href !== drawnFor) void route(routeOf(location));
});
window.addEventListener('unhandledrejection', (event) => toast(String((event.reason as Error)?.message ?? event.reason)));
// Links are made on the address friends reach (`PUBLIC_URL`), which the server tells beside
// the first page rather than before it: a table page draws its links again if it changes them.
void loadPublicOrigin();
registerServiceWorker();
// The first page is drawn in the bundled font, never first in a fallback that then jumps.
void fontReady.then(() => route(routeOf(location)));

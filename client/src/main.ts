// Pixi compiles shaders with `new Function` unless this is loaded; with it the page runs under a
// Content-Security-Policy without 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import './style.css';
import { lang, onLangChange } from './i18n';
import { checkInvite, joinTable, returnToTable, TableProblem } from './net/enterTable';
import type { TableSession } from './net/tableSession';
import { renderJoinForm } from './pages/joinForm';
import { renderLanding } from './pages/landing';
import { renderNotFound, renderProblem } from './pages/problem';
import { renderReplay } from './pages/replayPage';
import { mountTable } from './pages/tablePage';
import { loadPublicOrigin, routeOf, tablePath, type Route } from './routes';
import { toast } from './ui/chrome';

const root = document.querySelector<HTMLElement>('#app')!;
document.documentElement.lang = lang();

/** The page now on screen, drawn again when the language changes (the table page redraws itself). */
let redrawPage: (() => void) | null = null;
onLangChange(() => redrawPage?.());

function show(draw: () => void): void {
  redrawPage = draw;
  draw();
}

function goHome(): void {
  history.pushState(null, '', '/');
  void route({ page: 'landing' });
}

function enter(roomId: string, session: TableSession): void {
  redrawPage = null;
  // The secret has done its work: keep it out of the address bar, bookmarks and screenshots.
  history.replaceState(null, '', tablePath(roomId));
  // Leaving a table, for a new one or for now: a fresh page, so nothing of the old table
  // lingers. The saved seat stays: the landing page's history leads back to it.
  void mountTable(root, session, () => void session.leave().then(() => location.assign('/')));
}

function problem(error: unknown, watchSecret: string | undefined, roomId: string): void {
  const { problem: reason, message } = error instanceof TableProblem ? error : new TableProblem('other', String(error));
  show(() => renderProblem(root, reason, message, {
    ...(watchSecret ? { watch: () => void attempt(roomId, () => joinTable(roomId, { watch: watchSecret }), undefined) } : {}),
    create: goHome,
  }));
}

async function attempt(roomId: string, join: () => Promise<TableSession>, watchSecret: string | undefined): Promise<void> {
  try {
    enter(roomId, await join());
  } catch (error) {
    problem(error, watchSecret, roomId);
  }
}

async function route(target: Route): Promise<void> {
  if (target.page === 'landing') {
    show(() => renderLanding(root, enter));
    return;
  }
  if (target.page === 'notFound') {
    show(() => renderNotFound(root, goHome));
    return;
  }
  if (target.page === 'replay') {
    redrawPage = null;
    void renderReplay(root, target.id, target.watch);
    return;
  }
  const { roomId, invite, watch } = target;
  try {
    const back = await returnToTable(roomId);
    if (back) return enter(roomId, back);
  } catch (error) {
    return problem(error, undefined, roomId);
  }
  if (watch) return attempt(roomId, () => joinTable(roomId, { watch }), undefined);
  if (invite) {
    // Refused before anyone types a name; an invited player finding the table full or
    // started may watch with the same secret.
    const checked = await checkInvite(roomId, invite);
    if (checked instanceof TableProblem) return problem(checked, invite, roomId);
    show(() => renderJoinForm(root, checked.game, (name) => attempt(roomId, () => joinTable(roomId, { invite, name }), invite)));
    return;
  }
  problem(new TableProblem('bad_link', ''), undefined, roomId);
}

window.addEventListener('popstate', () => void route(routeOf(location)));
window.addEventListener('unhandledrejection', (event) => toast(String((event.reason as Error)?.message ?? event.reason)));
// Links are made on the address friends reach (`PUBLIC_URL`), which the server tells first.
void loadPublicOrigin().then(() => route(routeOf(location)));

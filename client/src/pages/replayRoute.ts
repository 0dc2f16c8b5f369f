import { replayTable, SPECTATOR, type ReplayData, type ReplayViewer } from '@dead-drop/shared';
import { loadEntry } from '../gameEntries';
import { gameClients } from '../games';
import { onLangChange } from '../i18n';
import { savedSeat } from '../net/savedSeats';
import { postJson } from '../pwa/postJson';
import { h } from '../ui/dom';
import { ui } from '../ui/text';
import { renderMessage } from './problem';
import type { ReplayHandle } from './replayPage';

async function fetchReplay(id: string, watch: string, viewer: ReplayViewer): Promise<ReplayData | null> {
  const answer = await postJson(`/api/replay/${encodeURIComponent(id)}`, { watch, viewer });
  // The frame is the server's, made with the same shared type; its views and events are decoded
  // by the game's wire (`openReplay`).
  return answer?.ok ? (answer.body as ReplayData) : null;
}

/**
 * The replay page of the game `id` names: fetched with the spectator secret (of the link, or
 * saved here) and drawn by its game's client (see `openReplay`). Returns what takes the page
 * down (its canvas, timer and listeners) before another page replaces it, even while the
 * replay is still being fetched.
 */
export function renderReplay(root: HTMLElement, id: string, watch: string | undefined): () => void {
  let gone = false;
  let page: ReplayHandle | null = null;
  let offLang: (() => void) | null = null;
  const open = async () => {
    // Whoever sat at the table sees the game as they saw it; anyone else as a spectator did.
    const own = savedSeat(replayTable(id));
    const secret = watch ?? own.watch;
    const data = secret ? await fetchReplay(id, secret, own.seat ?? SPECTATOR) : null;
    if (gone) return;
    const listing = data ? gameClients[data.game] : undefined;
    const game = listing ? await loadEntry(listing) : undefined;
    const replay = data && game && secret ? await game.replay(root, data, (viewer) => fetchReplay(id, secret, viewer)) : null;
    if (gone) {
      replay?.destroy();
      return;
    }
    if (!replay) {
      const drawMissing = () =>
        renderMessage(
          root,
          { testid: 'replay-missing', title: ui('replay.missingTitle'), text: ui('replay.missing') },
          h('a', { class: 'button', testid: 'replay-home', attrs: { href: '/' } }, ui('replay.home')),
        );
      drawMissing();
      offLang = onLangChange(drawMissing);
      return;
    }
    page = replay;
    await replay.start();
    if (!gone) offLang = onLangChange(() => replay.redraw());
  };
  void open();
  return () => {
    gone = true;
    offLang?.();
    page?.destroy();
  };
}

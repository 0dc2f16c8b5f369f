import { isPlainObject } from '@dead-drop/shared';
import { gameIds, gameTitle } from '../games';
import { savedTables } from '../net/savedSeats';
import { postJson } from '../pwa/postJson';
import { waited, words } from '../pwa/words';
import { tablePath } from '../routes';
import { h, replaceChildren } from '../ui/dom';

/** How often the list asks again while the landing page is open. */
const POLL_MS = 20_000;

/** One table as the server tells its own seat (`TableSummary` on the server). */
interface YourTable {
  readonly roomId: string;
  readonly game: string;
  readonly yourMove: boolean;
  readonly waitingSince: number;
  readonly waitingFor: readonly string[];
  readonly ended: boolean;
}

function yourTable(value: unknown): YourTable | null {
  if (!isPlainObject(value)) return null;
  const { roomId, game, yourMove, waitingSince, waitingFor, ended } = value;
  if (
    typeof roomId !== 'string' ||
    typeof game !== 'string' ||
    typeof yourMove !== 'boolean' ||
    typeof waitingSince !== 'number' ||
    !Array.isArray(waitingFor) ||
    !waitingFor.every((name) => typeof name === 'string') ||
    typeof ended !== 'boolean'
  )
    return null;
  return { roomId, game, yourMove, waitingSince, waitingFor, ended };
}

/**
 * "Your tables": the running games this browser holds a seat at, those waiting for this player
 * first (the longest wait first), each with how long it has waited and whose move it is. The
 * server is asked with the seat keys this browser holds, and answers each key for its own
 * table only. Kept up to date while the page is open; empty, it shows nothing. `listed` hears
 * which tables it lists after each answer.
 */
export function yourTables(listed: (rooms: ReadonlySet<string>) => void): HTMLElement {
  const section = h('section', { class: 'card history playing', testid: 'your-tables', attrs: { hidden: '' } });
  const refresh = async () => {
    const seats = savedTables(20).flatMap(({ roomId, seat }) => (seat.seatKey ? [{ roomId, seatKey: seat.seatKey }] : []));
    if (seats.length === 0) return;
    const answer = await postJson('/api/tables/mine', { seats });
    const body = answer?.body;
    if (!answer?.ok || !isPlainObject(body) || !Array.isArray(body.tables) || typeof body.now !== 'number') return;
    const now = body.now;
    const tables = body.tables
      .flatMap((value) => yourTable(value) ?? [])
      .filter((table) => !table.ended && gameIds.includes(table.game))
      .sort((a, b) => Number(b.yourMove) - Number(a.yourMove) || a.waitingSince - b.waitingSince);
    section.hidden = tables.length === 0;
    listed(new Set(tables.map((table) => table.roomId)));
    replaceChildren(
      section,
      h('h2', {}, words('yours.title')),
      h(
        'ul',
        {},
        ...tables.map((table) =>
          h(
            'li',
            {
              testid: 'your-table',
              class: table.yourMove ? 'your-move' : '',
              attrs: { 'data-room': table.roomId },
            },
            h('a', { attrs: { href: tablePath(table.roomId) } }, gameTitle(table.game)),
            ' — ',
            h('strong', {}, table.yourMove ? words('yours.yourMove') : words('yours.waitingFor', { names: table.waitingFor.join(', ') })),
            ` · ${words('yours.since', { time: waited(now - table.waitingSince) })}`,
          ),
        ),
      ),
    );
  };
  const poll = () => {
    // The landing page is gone (another page replaced it): so is the list.
    if (!section.isConnected && started) return;
    started = true;
    void refresh().finally(() => window.setTimeout(poll, POLL_MS));
  };
  let started = false;
  poll();
  return section;
}

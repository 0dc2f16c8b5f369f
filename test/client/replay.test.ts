/** A finished game's replay: its address, and each step as the table's scene is given it (#16). */
import { ALL_CARDS, replayId, replayTable, SPECTATOR, type ReplayData } from '@dead-drop/shared';
import { replayUrl, routeOf } from '../../client/src/routes';
import { replayEvents, replayLog, replaySnapshot, replayViewers } from '../../client/src/pages/replaySnapshot';

const at = (pathname: string, hash = '') => routeOf({ pathname, hash });

/** Three steps of a two-seat game: a draw, then a face-down card forgotten once the turn is over. */
function sample(): ReplayData {
  return {
    game: 'kompromat',
    names: ['Ada', 'Bob'],
    viewer: 0,
    views: [
      { legal: [{ type: 'draw' }], step: 0, result: null },
      { legal: [{ type: 'stop' }], step: 1, result: null },
      { legal: [], step: 2, result: { winner: 0 } },
    ],
    events: [
      [{ type: 'drew', seat: 0 }, { type: 'placed', seat: 0, rank: 7, forgets: { at: ['stopped'], fields: ['rank'] } }],
      [{ type: 'stopped', seat: 0 }],
    ],
  };
}

describe('addresses', () => {
  test('a replay link is its own route, its secret in the fragment', () => {
    const id = replayId('abc_D-9', 3);
    const url = new URL(replayUrl(id, 'w/+ 1'), 'http://table.example');
    expect(url.pathname).toBe('/r/abc_D-9-g3');
    expect(at(url.pathname, url.hash)).toEqual({ page: 'replay', id: 'abc_D-9-g3', watch: 'w/+ 1' });
    expect(at('/r/abc-g1/')).toEqual({ page: 'replay', id: 'abc-g1' });
    expect(at('/r/abc-g1', '#invite=x')).toEqual({ page: 'replay', id: 'abc-g1' });
  });

  test('anything but the start page, a table or a replay is not found', () => {
    expect(at('')).toEqual({ page: 'landing' });
    expect(at('/', '#watch=w')).toEqual({ page: 'landing' });
    for (const path of ['/r/', '/r', '/r/a/b', '/r/a%20b', '/t', '/t/a/b', '/replay/abc', '/index.html', '/x']) {
      expect(at(path)).toEqual({ page: 'notFound' });
    }
  });

  test('a replay id names its table, whose saved seat says who saw it', () => {
    expect(replayTable(replayId('abc', 1))).toBe('abc');
    expect(replayTable(replayId('a-g2b', 12))).toBe('a-g2b');
  });
});

describe('a step as the scene sees it', () => {
  test('a table of the game’s players with nothing to do, over at the last step', () => {
    const data = sample();
    const first = replaySnapshot(data, 0);
    expect(first).toEqual({
      game: 'kompromat', phase: 'playing', minSeats: 2, maxSeats: 2, clock: 0, viewer: 0, restored: false, round: 1, step: 0, storeFailing: false,
      view: { legal: [], step: 0, result: null },
      seats: ['Ada', 'Bob'].map((name) => ({
        name, occupied: true, connected: true, host: false, bot: '', deadline: 0, reserve: 0, awayUntil: 0, rematch: false,
      })),
    });
    expect(replaySnapshot(data, 1).phase).toBe('playing');
    expect(replaySnapshot(data, 2)).toMatchObject({ phase: 'ended', view: { step: 2, result: { winner: 0 } } });
    // The replay's own data keeps its moves: another step, or another viewer, reads them again.
    expect(data.views[0]).toEqual({ legal: [{ type: 'draw' }], step: 0, result: null });
  });

  test('seen as each seat, as a spectator, or with every card face up: a spectator\'s table whose views show the faces', () => {
    expect(replayViewers(['Ada', 'Bob', 'Cy'])).toEqual([0, 1, 2, SPECTATOR, ALL_CARDS]);
    expect(replaySnapshot({ ...sample(), viewer: SPECTATOR }, 0).viewer).toBe(SPECTATOR);
    const open = { ...sample(), viewer: ALL_CARDS, views: [{ open: true, legal: [], step: 0, result: null }] };
    expect(replaySnapshot(open, 0)).toMatchObject({ viewer: SPECTATOR, view: { open: true, step: 0 } });
  });

  test('one step forward animates that step; back, jumps and fresh starts replace the history', () => {
    const data = sample();
    const [drew, placed] = data.events[0]!;
    const [stopped] = data.events[1]!;
    expect(replayEvents(data, 0, 1)).toEqual({ events: [drew, placed], replace: false });
    expect(replayEvents(data, 1, 2)).toEqual({ events: [stopped], replace: false });
    expect(replayEvents(data, 2, 1)).toEqual({ events: [drew, placed], replace: true });
    expect(replayEvents(data, 0, 2)).toEqual({ events: [drew, placed, stopped], replace: true });
    expect(replayEvents(data, 2, 0)).toEqual({ events: [], replace: true });
    expect(replayEvents(data, null, 1)).toEqual({ events: [drew, placed], replace: true });
    expect(replayEvents(data, null, 0)).toEqual({ events: [], replace: true });
  });

  test('the log says what its viewer knew at that step: a face-down value until the turn is over', () => {
    const data = sample();
    expect(replayLog(data, 0)).toEqual([]);
    expect(replayLog(data, 1)).toEqual([{ type: 'drew', seat: 0 }, { type: 'placed', seat: 0, rank: 7, forgets: { at: ['stopped'], fields: ['rank'] } }]);
    expect(replayLog(data, 2)).toEqual([{ type: 'drew', seat: 0 }, { type: 'placed', seat: 0 }, { type: 'stopped', seat: 0 }]);
  });
});

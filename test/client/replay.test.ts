/** A finished game's replay: its address, and each step as the table's scene is given it (#16). */
import * as z from 'zod/mini';
import { ALL_CARDS, replayId, replayTable, SPECTATOR, type ReplayData } from '@dead-drop/shared';
import { replayUrl, routeOf } from '../../client/src/routes';
import { decodeReplay, replayEvents, replayLog, replaySnapshot, replayViewers } from '../../client/src/pages/replaySnapshot';

const at = (pathname: string, hash = '') => routeOf({ pathname, hash });

/** A game's wire, reduced to what the sample below holds. */
const wire = {
  view: z.object({
    viewer: z.union([z.int(), z.literal(SPECTATOR)]),
    legal: z.array(z.object({ type: z.string() })),
    result: z.nullable(z.object({ winners: z.array(z.int()), reason: z.string() })),
    waitingFor: z.array(z.int()),
    step: z.int(),
    open: z.optional(z.literal(true)),
  }),
  event: z.object({
    type: z.string(),
    seat: z.int(),
    rank: z.optional(z.number()),
    forgets: z.optional(z.object({ at: z.array(z.string()), fields: z.array(z.string()) })),
  }),
};

/** Three steps of a two-seat game: a draw, then a face-down card forgotten once the turn is over. */
function raw(): ReplayData {
  return {
    game: 'kompromat',
    names: ['Ada', 'Bob'],
    viewer: 0,
    views: [
      { viewer: 0, legal: [{ type: 'draw' }], step: 0, result: null, waitingFor: [0] },
      { viewer: 0, legal: [{ type: 'stop' }], step: 1, result: null, waitingFor: [0] },
      { viewer: 0, legal: [], step: 2, result: { winners: [0], reason: 'won' }, waitingFor: [] },
    ],
    events: [
      [
        { type: 'drew', seat: 0 },
        { type: 'placed', seat: 0, rank: 7, forgets: { at: ['stopped'], fields: ['rank'] } },
      ],
      [{ type: 'stopped', seat: 0 }],
    ],
  };
}

/** `data` as the replay page has it: decoded by the game's wire. */
function decoded(data: ReplayData) {
  const replay = decodeReplay(wire, data);
  if (!replay) throw new Error('the sample does not decode');
  return replay;
}

const sample = () => decoded(raw());

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
      game: 'kompromat',
      phase: 'playing',
      minSeats: 2,
      maxSeats: 2,
      clock: 0,
      viewer: 0,
      restored: false,
      round: 1,
      step: 0,
      storeFailing: false,
      locked: false,
      paused: false,
      undoSeat: -1,
      tutorial: -1,
      keptOut: [],
      view: { viewer: 0, legal: [], step: 0, result: null, waitingFor: [0] },
      seats: ['Ada', 'Bob'].map((name) => ({
        name,
        occupied: true,
        connected: true,
        host: false,
        bot: '',
        deadline: 0,
        reserve: 0,
        awayUntil: 0,
        rematch: false,
        abandon: false,
      })),
    });
    expect(replaySnapshot(data, 1).phase).toBe('playing');
    expect(replaySnapshot(data, 2)).toMatchObject({ phase: 'ended', view: { step: 2, result: { winners: [0] } } });
    // The replay's own data keeps its moves: another step, or another viewer, reads them again.
    expect(data.views[0]).toEqual({ viewer: 0, legal: [{ type: 'draw' }], step: 0, result: null, waitingFor: [0] });
  });

  test("seen as each seat, as a spectator, or with every card face up: a spectator's table whose views show the faces", () => {
    expect(replayViewers(['Ada', 'Bob', 'Cy'])).toEqual([0, 1, 2, SPECTATOR, ALL_CARDS]);
    expect(replaySnapshot(decoded({ ...raw(), viewer: SPECTATOR }), 0).viewer).toBe(SPECTATOR);
    const open = decoded({
      ...raw(),
      viewer: ALL_CARDS,
      views: [{ viewer: SPECTATOR, open: true, legal: [], step: 0, result: null, waitingFor: [] }],
    });
    expect(replaySnapshot(open, 0)).toMatchObject({ viewer: SPECTATOR, view: { open: true, step: 0 } });
  });

  test('a replay whose view does not decode is refused whole; an event that does not is left out', () => {
    const data = raw();
    expect(decodeReplay(wire, { ...data, views: [...data.views, { legal: 'all' }] })).toBeNull();
    expect(decodeReplay(wire, { ...data, events: [[{ type: 'drew', seat: 'Ada' }], [{ type: 'stopped', seat: 0 }]] })?.events).toEqual([
      [],
      [{ type: 'stopped', seat: 0 }],
    ]);
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
    expect(replayLog(data, 1)).toEqual([
      { type: 'drew', seat: 0 },
      { type: 'placed', seat: 0, rank: 7, forgets: { at: ['stopped'], fields: ['rank'] } },
    ]);
    expect(replayLog(data, 2)).toEqual([
      { type: 'drew', seat: 0 },
      { type: 'placed', seat: 0 },
      { type: 'stopped', seat: 0 },
    ]);
  });
});

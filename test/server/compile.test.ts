/**
 * Compile over the table: two real clients and a spectator play whole games. A decision in
 * the middle of a turn may belong to the seat whose turn it is not; only that seat may act
 * then. Neither seat's bytes ever hold the other seat's hand or face-down faces.
 */
import { compile, games, randomSource, type CompileView } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { expectRefused, leaveAll, type Player, settleAll, startServer, startedTable } from './harness';

const MAX_ACTIONS = 3000;
/** Games to play until the non-active seat has had to decide mid-turn a few times. */
const MAX_GAMES = 5;
const REFUSALS_WANTED = 3;

let server: RunningServer;
let everyone: Player[] = [];

// The bots act as fast as the server answers, far above the rate limit for people.
beforeAll(async () => {
  server = await startServer({ games, rate: { perSecond: 100_000, burst: 100_000 } });
});
afterEach(async () => {
  await leaveAll(everyone);
});
afterAll(async () => {
  await server.close();
});

/** A face-down card sent with its face: `"up":false,"protocol":"fire","value":3`. */
const FACE_DOWN_FACE = /"up":false,"protocol":"(\w+)","value":(\d+)/g;

/** The faces of `seat`'s own face-down cards in its view, on the field and on their way. */
function ownFaceDown(view: CompileView, seat: number): string[] {
  const cards = [...view.sides[seat]!.stacks.flatMap((stack) => stack.cards), ...view.transit.filter((t) => t.side === seat)];
  return cards.flatMap((card) => (!card.up && card.protocol ? [`${card.protocol} ${card.value}`] : []));
}

/**
 * Decoded views: the other side's face-down cards are backs, a hand is a count to everyone
 * but its owner. Bytes since `marks`: no client gets another seat's view entry, and a face
 * sent face down is one of the receiving seat's own face-down cards (`own`, all the seat's
 * face-down cards so far: the schema sends a known path by its index, so the bytes do not
 * always name whose card it is), or named in an event of its own seat, or one everybody saw
 * turned face down; the spectator gets only the last. Returns how often a seat was sent its own, so that the test can see it bite.
 */
function checkSecrecy(seats: Player[], watcher: Player, marks: number[], own: Set<string>[]): number {
  let sent = 0;
  const viewers = [...seats, watcher];
  viewers.forEach((player, v) => {
    const view = player.view() as CompileView;
    const spectator = v === 2;
    if (!spectator) for (const face of ownFaceDown(view, v)) own[v]!.add(face);
    expect(spectator ? view.hand : Array.isArray(view.hand)).toBe(spectator ? undefined : true);
    view.sides.forEach((side, s) => {
      expect(typeof side.hand).toBe('number');
      if (s === v) return;
      for (const stack of side.stacks) for (const card of stack.cards) if (!card.up) expect(card).toEqual({ up: false });
    });
    const text = player.bytes(marks[v]).toString('latin1');
    for (const other of [0, 1]) if (other !== v) expect(text.includes(`seat:${other}`)).toBe(false);
    for (const match of text.matchAll(FACE_DOWN_FACE)) {
      const face = `${match[1]} ${match[2]}`;
      const before = text.slice(Math.max(0, match.index - 60), match.index);
      // A face-up card turned face down: its face was public.
      if (/"type":"flipped",[^{}]*$/.test(before)) continue;
      // An event of the seat's own (a face-down play or return), which names its seat.
      const event = /"(?:side|seat)":(\d),"line":\d,(?:"at":\d+,)?$/.exec(before);
      const mine = (own[v]?.has(face) ?? false) || (event !== null && Number(event[1]) === v);
      expect({ viewer: v, sentFaceDown: face, own: mine }).toEqual({ viewer: v, sentFaceDown: face, own: !spectator });
      sent++;
    }
  });
  return sent;
}

test("whole games of Compile: only the deciding seat acts mid-turn, and no bytes carry the other seat's secrets", async () => {
  const random = randomSource(20_261_125);
  let ownFaces = 0;
  let refusals = 0;
  let games = 0;
  while (games < MAX_GAMES && (refusals < REFUSALS_WANTED || games === 0)) {
    const table = await startedTable(server, 'compile');
    const { host, guest, watcher } = table;
    everyone = table.everyone;
    const seats = [host, guest];
    const own = [new Set<string>(), new Set<string>(), new Set<string>()];
    let actions = 0;
    while ((watcher.view() as CompileView).result === null) {
      expect(actions).toBeLessThan(MAX_ACTIONS);
      const shown = watcher.view() as CompileView;
      const [deciding] = shown.waitingFor;
      if (deciding === undefined) throw new Error(`nobody can act after ${actions} actions`);
      const actor = seats[deciding]!;
      const idle = seats[1 - deciding]!;
      expect((idle.view() as CompileView).legal).toEqual([]);

      // The other seat's turn, this seat's decision: the player whose turn it is may not act.
      if (shown.turn !== null && shown.turn.seat !== deciding && refusals < REFUSALS_WANTED) {
        for (const player of everyone) expect((player.view() as CompileView).waitingFor).toEqual([deciding]);
        await expectRefused(everyone, idle, () => idle.act({ type: 'skip' }), 'not_your_turn');
        refusals++;
      }

      const marks = everyone.map((player) => player.room.frames.length);
      const action = compile.sampleAction(actor.view() as CompileView, random);
      expect(await actor.act(action)).toEqual({ ok: true });
      await settleAll(everyone);
      ownFaces += checkSecrecy(seats, watcher, marks, own);
      actions++;
    }
    const result = (watcher.view() as CompileView).result;
    expect(result).toEqual({ winners: [expect.any(Number)], reason: 'compiled' });
    expect((host.view() as CompileView).result).toEqual(result);
    expect(await guest.act({ type: 'refresh' })).toMatchObject({ ok: false, error: { code: 'game_over' } });
    for (const player of [guest, watcher]) {
      for (const events of player.events()) for (const event of events) expect(event).not.toHaveProperty('secret');
    }
    await leaveAll(everyone);
    games++;
  }
  // The checks above can fail: the non-active seat did decide mid-turn, and owners were sent
  // their own face-down faces.
  expect(refusals).toBe(REFUSALS_WANTED);
  expect(ownFaces).toBeGreaterThan(0);
}, 180_000);

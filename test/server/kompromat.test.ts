import { games, kompromat, randomSource, type KompromatView } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { leaveAll, type Player, settleAll, startServer, startedTable } from './harness';

const MAX_ACTIONS = 3000;
let server: RunningServer;
let everyone: Player[] = [];

// The bots act as fast as the server answers, far above the rate limit for people.
beforeAll(async () => {
  server = await startServer({ games, rate: { perSecond: 100_000, burst: 100_000 } });
});
afterAll(async () => {
  await leaveAll(everyone);
  await server.close();
});

/** How a face-down card with a known value travels: one leaf holding the card as JSON. */
const FACE_DOWN_WITH_RANK = '{"up":false,"rank":';

/**
 * A face-down card's owner may know its value only while attempting its mission in their
 * own turn; the opponent and spectators never. Checked on the decoded views, and on the
 * bytes each client received since `marks`: outside its own turn a player is sent no
 * face-down value at all, a spectator never. Returns how often an owner held one, so that
 * the test can see the check bite.
 */
function checkSecrecy(viewers: Player[], marks: number[]): { seen: number; sent: number } {
  const truth = viewers[2]!.view() as KompromatView;
  const views = viewers.map((viewer) => viewer.view() as KompromatView);
  let seen = 0;
  truth.missions.forEach((mission, m) =>
    mission.sides.forEach((side, s) =>
      side.cards.forEach((card, k) => {
        if (card.up || card.shown) return;
        const ownTurnHere = truth.turn?.seat === s && truth.turn.mission === m;
        views.forEach((view, v) => {
          const allowed = v === s && ownTurnHere;
          const known = view.missions[m]!.sides[s]!.cards[k]!.rank !== undefined;
          expect({ card: `${m}.${s}.${k}`, viewer: v, known }).toEqual({ card: `${m}.${s}.${k}`, viewer: v, known: allowed });
          if (known) seen++;
        });
      }),
    ),
  );
  let sent = 0;
  viewers.forEach((viewer, v) => {
    const fresh = viewer.bytes(marks[v]);
    if (truth.turn?.seat === v) {
      if (fresh.includes(FACE_DOWN_WITH_RANK)) sent++;
    } else {
      expect({ viewer: v, sent: fresh.includes(FACE_DOWN_WITH_RANK) }).toEqual({ viewer: v, sent: false });
    }
    for (const s of [0, 1]) {
      if (s !== v) expect({ viewer: v, peek: fresh.includes(`players.${s}.peek`) }).toEqual({ viewer: v, peek: false });
    }
  });
  return { seen, sent };
}

test('a whole game of Kompromat over the table: face-down values reach their owner only, in their own turn', async () => {
  const table = await startedTable(server, 'kompromat');
  const { host, guest, watcher } = table;
  everyone = table.everyone;
  expect(everyone.map((player) => player.viewKeys())).toEqual([['seat:0'], ['seat:1'], []]);

  const random = randomSource(20_260_322);
  let marks = everyone.map(() => 0);
  const sightings = checkSecrecy(everyone, marks);
  let actions = 0;
  while (watcher.state.phase !== 'ended') {
    expect(actions).toBeLessThan(MAX_ACTIONS);
    const actor = [host, guest].find((player) => (player.view() as KompromatView).legal.length > 0);
    if (!actor) throw new Error(`nobody can act after ${actions} actions`);
    marks = everyone.map((player) => player.room.frames.length);
    const action = kompromat.sampleAction(actor.view() as KompromatView, random);
    expect(await actor.act(action)).toEqual({ ok: true });
    await settleAll(everyone);
    const step = checkSecrecy(everyone, marks);
    sightings.seen += step.seen;
    sightings.sent += step.sent;
    actions++;
  }

  // The checks above can fail: owners did see, and were sent, their own face-down values.
  expect(sightings.seen).toBeGreaterThan(0);
  expect(sightings.sent).toBeGreaterThan(0);
  const result = (watcher.view() as KompromatView).result;
  expect(result).toEqual({ winners: expect.any(Array), reason: expect.any(String) });
  expect((host.view() as KompromatView).result).toEqual(result);
  expect(await guest.act({ type: 'stop' })).toMatchObject({ ok: false, error: { code: 'game_over' } });
  // Each action with events gave them to every client; nobody else's secret travelled in them.
  expect(host.events().length).toBeGreaterThan(actions / 2);
  for (const player of [guest, watcher]) {
    expect(player.events()).toHaveLength(host.events().length);
    for (const events of player.events()) {
      for (const event of events) expect(event).not.toHaveProperty('secret');
    }
  }
}, 120_000);

test('the active player drops mid-turn, is reconnected to the same turn, and the game goes on', async () => {
  const table = await startedTable(server, 'kompromat');
  everyone = table.everyone;
  const players = [table.host, table.guest];
  const view = (player: Player) => player.view() as KompromatView;
  const active = players.find((player) => view(player).legal.length > 0)!;
  const other = players.find((player) => player !== active)!;
  const seat = view(active).viewer as number;

  expect(await active.act({ type: 'draw' })).toEqual({ ok: true });
  expect(await active.act({ type: 'place', mission: 0 })).toEqual({ ok: true });
  expect(await active.act({ type: 'draw' })).toEqual({ ok: true });
  await active.settle();
  const faceDown = view(active).missions[0]!.sides[seat]!.cards[1]!;
  expect(faceDown.rank).toEqual(expect.any(Number));

  // The SDK does not reconnect a connection younger than minUptime.
  active.room.reconnection.minUptime = 0;
  const reconnected = new Promise<void>((resolve) => {
    active.room.onReconnect(() => resolve());
  });
  active.dropConnection();
  await other.waitFor('the active seat away', () => other.seats()[seat]?.connected === false);
  await reconnected;
  await other.waitFor('the active seat back', () => other.seats()[seat]?.connected === true);
  await active.settle();

  // Still this player's turn at that mission: the face-down value is still theirs to see.
  expect(view(active).turn).toMatchObject({ seat, mission: 0 });
  expect(view(active).missions[0]!.sides[seat]!.cards[1]).toEqual(faceDown);
  expect(view(other).missions[0]!.sides[seat]!.cards[1]).toEqual({ up: false });

  expect(await active.act({ type: 'stop' })).toEqual({ ok: true });
  await active.settle();
  expect(view(active).missions[0]!.sides[seat]!.cards[1]).toEqual({ up: false });
  await other.waitFor('its turn', () => view(other).legal.length > 0);
  expect(await other.act({ type: 'draw' })).toEqual({ ok: true });
  await leaveAll(everyone);
});

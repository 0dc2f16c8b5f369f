/**
 * No frozen table on a failed side write (#45 item 8): what is not the action log (the
 * alerts' store, the turn board) can never stop an accepted action from being told. Here the
 * alerts' write at a game's last move (forgetting its subscriptions) fails, first by throwing
 * as a full disk did, then by a refused promise as Redis does: the mover's move is accepted,
 * everyone is told the final step, the failure is logged, and the write is made later.
 */
import { Msg } from '@dead-drop/shared';
import { Alerts, ALERT_RETRY_MS } from '../../server/src/alerts/alerts';
import { MemoryAlertStore } from '../../server/src/store/alertStore';
import type { TurnListener } from '../../server/src/table/turnNews';
import { act, creator, inProcessTable, joined, ManualClock, player, send, spectator } from './inProcessTable';

const TARGET = { endpoint: 'https://fcm.googleapis.com/fcm/send/bob', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };

/** A store whose `forget` fails as often as told: first by throwing, then by refusing. */
class FailingStore extends MemoryAlertStore {
  failures = 0;
  forgets = 0;

  override forget(roomId: string): Promise<void> {
    this.forgets += 1;
    if (this.failures === 0) return super.forget(roomId);
    this.failures -= 1;
    if (this.forgets === 1) throw new Error('ENOSPC: no space left on device');
    return Promise.reject(new Error('Connection is closed.'));
  }
}

/** A two-seat game with a spectator, started, Ada to move; her last move will win it. */
function startedGame(turns: TurnListener, time: ManualClock) {
  const { table, outbox } = inProcessTable({ turns, time });
  joined(table, 'ada', creator());
  joined(table, 'bob', player('Bob'));
  joined(table, 'eve', spectator);
  expect(send(table, 'ada', Msg.start)).toBe('ok');
  expect(act(table, outbox, 'ada', { type: 'peek', target: 1 })).toBe('ok');
  expect(act(table, outbox, 'bob', { type: 'peek', target: 0 })).toBe('ok');
  const winning = { type: 'guess', target: 1, value: outbox.view('ada').seats[1].secret.value };
  return { table, outbox, winning };
}

test("the alerts' write failing at the last move: the move is told to everyone, logged, and written later", async () => {
  const time = new ManualClock();
  const logged: string[] = [];
  const store = new FailingStore();
  const alerts = new Alerts({
    subject: 'mailto:host@example.org',
    store,
    clock: time,
    log: {
      bounded: (_level, _key, line) => {
        logged.push(line);
      },
    },
  });
  const { table, outbox, winning } = startedGame(alerts, time);
  await alerts.subscribe('room1', 1, TARGET);
  store.failures = 2;
  const before = { step: outbox.face.step!, flushes: outbox.flushes };

  expect(act(table, outbox, 'ada', winning)).toBe('ok');
  // Told: the final step, as one more patch that everyone reads.
  expect(outbox.face).toMatchObject({ phase: 'ended', step: before.step + 1 });
  expect(outbox.flushes).toBeGreaterThan(before.flushes);
  for (const who of ['ada', 'bob', 'eve']) expect(outbox.view(who).result).toBeTruthy();
  expect(outbox.messages.filter(({ type }) => type === 'error')).toEqual([]);
  expect(logged).toEqual([expect.stringMatching(/forgetting the subscriptions of table room1 failed, to be tried again: ENOSPC/)]);

  // Tried again: refused once more, then written.
  time.advance(ALERT_RETRY_MS);
  await alerts.settled();
  expect(logged.at(-1)).toMatch(/failed, to be tried again: Connection is closed/);
  expect(await alerts.subscriptions.of('room1', 1)).toEqual([TARGET]);
  time.advance(ALERT_RETRY_MS);
  await alerts.settled();
  expect(store.forgets).toBe(3);
  expect(await alerts.subscriptions.of('room1', 1)).toEqual([]);
  table.dispose();
});

test('a turn listener that throws stops no move from being told', () => {
  const time = new ManualClock();
  let throwing = false;
  const turns: TurnListener = {
    turn: () => {
      if (throwing) throw new Error('the board is broken');
    },
    gone: () => undefined,
  };
  const { table, outbox, winning } = startedGame(turns, time);
  throwing = true;
  expect(act(table, outbox, 'ada', winning)).toBe('ok');
  expect(outbox.face.phase).toBe('ended');
  for (const who of ['ada', 'bob', 'eve']) expect(outbox.view(who).result).toBeTruthy();
  table.dispose();
});

import { Msg } from '@dead-drop/shared';
import { eachTestAtAStartedTable, expectRefused, Player, settleAll } from './harness';

const at = eachTestAtAStartedTable();

function say(player: Player, message: unknown) {
  return player.room.request(Msg.chat, message);
}

function lines(player: Player) {
  return player.received(Msg.chat);
}

describe('table chat', () => {
  test('a player says something and everyone at the table reads it, spectators too', async () => {
    expect(await say(at.guest, { text: '  I have   nothing blue, honest ' })).toEqual({ ok: true });
    await settleAll(at.everyone);
    for (const player of at.everyone) {
      expect(lines(player)).toEqual([{ seat: 1, name: 'Bob', text: 'I have nothing blue, honest', after: expect.any(Number) }]);
    }
  });

  test('markup and control characters never reach anyone', async () => {
    expect(await say(at.host, { text: '<img src=x onerror=alert(1)>\u202Ehi\u0007' })).toEqual({ ok: true });
    await settleAll(at.everyone);
    expect(lines(at.watcher)[0].text).toBe('img src=x onerror=alert(1)hi');
  });

  test('empty, too long, malformed and spectator lines are refused to their sender alone', async () => {
    const refused = (sender: Player, message: unknown, code: string) =>
      expectRefused(at.everyone, sender, () => say(sender, message), code);
    await refused(at.host, { text: '   ' }, 'bad_chat');
    await refused(at.host, { text: 'x'.repeat(281) }, 'bad_chat');
    await refused(at.host, { text: 'hi', seat: 1 }, 'bad_chat');
    await refused(at.host, 'hi', 'bad_chat');
    await refused(at.watcher, { text: 'psst' }, 'spectator');
    expect(await say(at.host, { text: 'x'.repeat(280) })).toEqual({ ok: true });
    await settleAll(at.everyone);
    for (const player of at.everyone) expect(lines(player)).toHaveLength(1);
  });

  test('whoever joins later gets the talk so far, placed after the events it followed', async () => {
    await say(at.host, { text: 'before any move' });
    const late = await Player.join(at.server, at.host.roomId, { watch: at.links.watch });
    at.everyone.push(late);
    await late.waitFor('the chat log', () => late.received(Msg.chatLog).length > 0);
    expect(late.last(Msg.chatLog)).toEqual([
      { seat: 0, name: 'Ada', text: 'before any move', after: late.last(Msg.history).events.length },
    ]);
  });
});

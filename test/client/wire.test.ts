/**
 * The client's edge (#33 item 4): what the server sends of a game, its views and its events, is
 * decoded by the game's own wire into the types the scenes and log texts read. Everything a
 * game really sends decodes, for every viewer; anything else is refused there.
 */
import { compileWire, fromLeaves, kompromat, kompromatWire, matahariWire, toLeaves } from '@dead-drop/shared';
import { decodeEvents, decodeView, forgetSpentOf } from '../../client/src/net/wire';
import { byId, registered } from '../gameChecks/registered';
import { wireChecks } from '../gameChecks/wire';

describe.each(byId(registered))('%s: everything a game sends decodes', (_id, game) => wireChecks(game));

/** A view as the session reads it: laid out in leaves, as the room sends it, and put together again. */
const sent = (view: unknown) => fromLeaves(toLeaves(view));

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the session refuses what does not decode', () => {
  const typed = () => kompromat.viewFor(kompromat.setup(1, 2, { firstSeat: 0 }), 0);
  const view = () => sent(typed());

  test('a view of the game decodes; one of another game, malformed anywhere, or with more than the game sends, is refused', () => {
    expect(decodeView(kompromatWire, view())).toMatchObject({ game: 'kompromat', viewer: 0 });
    expect(decodeView(compileWire, view())).toBeNull();
    expect(decodeView(kompromatWire, { ...view(), game: 'compile' })).toBeNull();
    const { waitingFor: _waiting, ...unwaited } = view();
    expect(decodeView(kompromatWire, unwaited)).toBeNull();
    expect(decodeView(kompromatWire, { ...view(), legal: [{ kind: 'draw' }] })).toBeNull();
    expect(decodeView(kompromatWire, { ...view(), result: { winners: 'everyone' } })).toBeNull();
    const { missions: _missions, ...partial } = view();
    expect(decodeView(kompromatWire, partial)).toBeNull();
    expect(decodeView(kompromatWire, 'a view')).toBeNull();
    // Checked all the way down, and nothing the game does not send.
    const seen = typed();
    expect(
      decodeView(kompromatWire, sent({ ...seen, players: seen.players.map((player) => ({ ...player, items: ['teleporter'] })) })),
    ).toBeNull();
    expect(decodeView(kompromatWire, { ...view(), hand: [1, 2] })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(9);
  });

  test('events that decode are kept in order; an unknown kind or a malformed field is left out', () => {
    const events = [
      { type: 'turn', seat: 1 },
      { type: 'teleported', seat: 1 },
      { type: 'placed', seat: 0, mission: 2, rank: 'seven' },
      { type: 'drew', seat: 0, mission: 1 },
      { type: 'item', seat: 0, item: 'drone', ranks: [1, 'x'] },
      'gameOver',
    ];
    expect(decodeEvents(kompromatWire, events)).toEqual([
      { type: 'turn', seat: 1 },
      { type: 'drew', seat: 0, mission: 1 },
    ]);
    expect(decodeEvents(kompromatWire, { type: 'turn', seat: 1 })).toEqual([]);
    // A face-up card's face is public: an event that hides it is no event a game sends.
    expect(decodeEvents(compileWire, [{ type: 'played', seat: 0, line: 1, up: true }])).toEqual([]);
    // A seat's own cards come with their faces, or not at all.
    expect(decodeEvents(matahariWire, [{ type: 'drew', seat: 0, count: 1, cards: [{ resource: 'gun' }] }])).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(7);
  });

  test('a secret forgotten since is read without it; every other event is the one decoded', () => {
    const [drew, stopped] = decodeEvents(kompromatWire, [
      { type: 'drew', seat: 0, mission: 1, rank: 7, forgets: { at: ['turn'], fields: ['rank'] } },
      { type: 'stopped', seat: 0, mission: 1, cards: 2 },
    ]);
    const [turn] = decodeEvents(kompromatWire, [{ type: 'turn', seat: 1 }]);
    expect(forgetSpentOf(kompromatWire, [drew!, stopped!])).toEqual([drew, stopped]);
    const forgotten = forgetSpentOf(kompromatWire, [drew!, stopped!, turn!]);
    expect(forgotten).toEqual([{ type: 'drew', seat: 0, mission: 1 }, stopped, turn]);
    expect(forgotten[1]).toBe(stopped);
  });
});

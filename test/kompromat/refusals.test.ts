/** Refusals: every refused action has a stable code and changes nothing. */
import { Match, canonicalJson, kompromat } from '@dead-drop/shared';
import { draw, place, stop, table, type KState } from './rig';

describe('refusals', () => {
  test('acting out of turn is refused with not_your_turn', () => {
    // "Players alternate turns" — the other seat has nothing to do meanwhile.
    const t = table({ decks: [[5, 6], [7]] });
    t.refuse(1, draw, 'not_your_turn');
    t.act(0, draw);
    t.refuse(1, place(0), 'not_your_turn');
    t.act(0, place(0));
    t.refuse(1, stop, 'not_your_turn');
  });

  test('an action the rules do not allow now is refused with illegal_action', () => {
    const t = table({ decks: [[10, 9, 5], [7]] });
    t.refuse(0, stop, 'illegal_action'); // nothing placed yet
    t.refuse(0, place(1), 'illegal_action'); // no card drawn
    t.refuse(0, { type: 'declare', total: 10 }, 'illegal_action');
    t.refuse(0, { type: 'returnToken' }, 'illegal_action');
    t.refuse(0, { type: 'pass' }, 'illegal_action');
    t.act(0, draw);
    t.refuse(0, draw, 'illegal_action'); // the drawn card must be placed first
    t.refuse(0, place(4), 'illegal_action'); // there is no fifth mission
    t.refuse(0, { type: 'item', item: 'drone', mission: 0 }, 'illegal_action'); // no such item in front
    t.acts(0, place(1), draw, draw);
    t.refuse(0, draw, 'illegal_action'); // over 21
  });

  test('parseAction refuses malformed and unknown actions', () => {
    const code = (raw: unknown) => {
      const parsed = kompromat.parseAction(raw);
      return 'code' in parsed && 'message' in parsed ? parsed.code : 'ok';
    };
    for (const raw of [
      null,
      'draw',
      7,
      [],
      {},
      { type: 3 },
      { type: 'draw', mission: 1 },
      { type: 'place' },
      { type: 'place', mission: '1' },
      { type: 'place', mission: Number.NaN },
      { type: 'declare' },
      { type: 'item' },
      { type: 'item', item: 'laser' },
      { type: 'item', item: 'usb', copy: 'laser' },
      { type: 'item', item: 'vesper', delta: Infinity },
    ]) {
      expect([raw, code(raw)]).toEqual([raw, 'malformed_action']);
    }
    for (const raw of [{ type: 'fly' }, { type: 'toString' }, { type: '__proto__' }, { type: 'constructor' }]) {
      expect([raw, code(raw)]).toEqual([raw, 'unknown_action']);
    }
    expect(kompromat.parseAction({ type: 'item', item: 'stunGun', mission: 1, index: 2 })).toEqual({
      type: 'item',
      item: 'stunGun',
      mission: 1,
      index: 2,
    });
    expect(kompromat.parseAction({ type: 'draw' })).toEqual({ type: 'draw' });
  });

  test('Match.act: every refusal leaves the state and the log unchanged', () => {
    const match = new Match(kompromat, { game: 'kompromat', seed: 11, seats: 2, options: { firstSeat: 0 } });
    const cases: [number, unknown, string][] = [
      [0, { type: 'jump' }, 'unknown_action'],
      [0, { type: 'draw', extra: true }, 'malformed_action'],
      [0, 'draw', 'malformed_action'],
      [1, { type: 'draw' }, 'not_your_turn'],
      [0, { type: 'stop' }, 'illegal_action'],
    ];
    const check = () => {
      for (const [seat, raw, code] of cases) {
        const before = canonicalJson(match.state);
        const logged = match.log.length;
        expect(match.act(seat, raw)).toMatchObject({ ok: false, error: { code } });
        expect(canonicalJson(match.state)).toBe(before);
        expect(match.log).toHaveLength(logged);
      }
    };
    check();
    expect(match.act(0, { type: 'draw' })).toMatchObject({ ok: true });
    expect(match.log).toEqual([{ seat: 0, action: { type: 'draw' } }]);
    cases[4] = [0, { type: 'draw' }, 'illegal_action'];
    check();
    expect(kompromat.audit.invariants(match.state as KState)).toEqual([]);
  });

  test('apply never changes the state it is given, accepted or refused', () => {
    const state = table({ decks: [[5, 6], [7]] }).state;
    const before = canonicalJson(state);
    const accepted = kompromat.apply(state, 0, draw);
    expect(accepted.ok).toBe(true);
    kompromat.apply(state, 1, draw);
    kompromat.apply(state, 0, stop);
    expect(canonicalJson(state)).toBe(before);
  });
});

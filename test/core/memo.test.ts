import { commitState, deepClone, stateMemo } from '@dead-drop/shared';

describe('what is worked out once per state', () => {
  const counted = () => {
    let calls = 0;
    const total = stateMemo((state: { cards: number[] }) => {
      calls++;
      return { sum: state.cards.reduce((a, b) => a + b, 0) };
    });
    return { total, calls: () => calls };
  };

  test('a committed state is worked out once, however often it is asked', () => {
    const { total, calls } = counted();
    const state = commitState({ cards: [1, 2] });
    expect(total(state)).toBe(total(state));
    expect(calls()).toBe(1);
  });

  test('a state still being arranged is worked out afresh, so it never goes stale', () => {
    const { total, calls } = counted();
    const state = { cards: [1, 2] };
    expect(total(state).sum).toBe(3);
    state.cards.push(4);
    expect(total(state).sum).toBe(7);
    expect(calls()).toBe(2);
  });

  test('a copy of a committed state, changed by the rules, does not inherit its answers', () => {
    const { total } = counted();
    const state = commitState({ cards: [1, 2] });
    expect(total(state).sum).toBe(3);
    const copies: { cards: number[] }[] = [deepClone(state), { ...state }, JSON.parse(JSON.stringify(state))];
    for (const copy of copies) {
      copy.cards = [...copy.cards, 10];
      expect(total(copy).sum).toBe(13);
    }
  });

  test('the memo leaves no trace in the state as data', () => {
    const state = commitState({ cards: [1, 2] });
    expect(JSON.stringify(state)).toBe('{"cards":[1,2]}');
    expect(Object.keys(state)).toEqual(['cards']);
    expect(state).toEqual({ cards: [1, 2] });
  });
});

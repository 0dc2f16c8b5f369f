import { table } from './rig';

test('Darkness 1: the opponent flips... the non-active seat resolves the middle of its flipped card', () => {
  // "Flip 1 of your opponent's cards. You may shift that card."
  const t = table({
    protocols: [
      ['darkness', 'fire', 'life'],
      ['gravity', 'water', 'light'],
    ],
    field: [[], [], []].length ? [undefined, [[], [], ['gravity 1 down']]] : undefined,
    hands: [['darkness 1']],
  });
  t.play(0, 'darkness 1', 0);
  // Only one target: flipped at once; Gravity 1's middle is its owner's to resolve.
  expect(t.asking).toEqual({ seat: 1, ask: 'shift' });
  expect(t.legal(0)).toEqual([]);
  expect(t.view(0).waitingFor).toEqual([1]);
  expect(t.view(1).chain.map((c) => `${c.protocol} ${c.value}`)).toEqual(['darkness 1', 'gravity 1']);
  t.refuse(0, { type: 'skip' }, 'not_your_turn');
});

/** The client's addresses: tables, replays, and a page for every other path (#19, #16). */
import { cardPath, routeOf } from '../../client/src/routes';
import * as z from 'zod/mini';
import { decodeReplay, replaySnapshot } from '../../client/src/pages/replaySnapshot';

const at = (pathname: string, hash = '') => routeOf({ pathname, hash });

test('tables, replays, the card reference (at a card too) and the landing page; any other path is not found', () => {
  expect(at('/')).toEqual({ page: 'landing' });
  expect(at('/t/abc', '#invite=s%2F1')).toEqual({ page: 'table', roomId: 'abc', invite: 's/1' });
  expect(at('/r/abc-g2', '#watch=w')).toEqual({ page: 'replay', id: 'abc-g2', watch: 'w' });
  expect(at('/r/abc-g2')).toEqual({ page: 'replay', id: 'abc-g2' });
  expect(at('/cards/compile')).toEqual({ page: 'cards', game: 'compile' });
  expect(at(cardPath('kompromat', 'target-The Informant'))).toEqual({ page: 'cards', game: 'kompromat', card: 'target-The Informant' });
  expect(at('/cards/compile/fire-3/more')).toEqual({ page: 'notFound' });
  expect(at('/foo/bar')).toEqual({ page: 'notFound' });
  expect(at('/t/')).toEqual({ page: 'notFound' });
});

test('a replay step is drawn as a table with nothing to do, over at its last step', () => {
  const wire = {
    view: z.object({
      viewer: z.int(),
      legal: z.array(z.object({ type: z.string() })),
      result: z.null(),
      waitingFor: z.array(z.int()),
      n: z.int(),
    }),
    event: z.object({ type: z.string() }),
  };
  const step = (n: number, legal: { type: string }[]) => ({ viewer: 0, legal, result: null, waitingFor: [0], n });
  const data = decodeReplay(wire, {
    game: 'kompromat',
    names: ['Ada', 'Bob'],
    viewer: 0,
    views: [step(0, [{ type: 'draw' }]), step(1, [])],
    events: [[]],
  });
  if (!data) throw new Error('the sample does not decode');
  expect(replaySnapshot(data, 0)).toMatchObject({
    phase: 'playing',
    viewer: 0,
    view: { legal: [], n: 0 },
    seats: [{ name: 'Ada' }, { name: 'Bob' }],
  });
  expect(replaySnapshot(data, 1)).toMatchObject({ phase: 'ended', view: { n: 1 } });
});

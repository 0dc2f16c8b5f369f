/** The client's addresses: tables, replays, and a page for every other path (#19, #16). */
import { routeOf } from '../../client/src/routes';
import { replaySnapshot } from '../../client/src/pages/replaySnapshot';

const at = (pathname: string, hash = '') => routeOf({ pathname, hash });

test('tables, replays and the landing page; any other path is not found', () => {
  expect(at('/')).toEqual({ page: 'landing' });
  expect(at('/t/abc', '#invite=s%2F1')).toEqual({ page: 'table', roomId: 'abc', invite: 's/1' });
  expect(at('/r/abc-g2', '#watch=w')).toEqual({ page: 'replay', id: 'abc-g2', watch: 'w' });
  expect(at('/r/abc-g2')).toEqual({ page: 'replay', id: 'abc-g2' });
  expect(at('/foo/bar')).toEqual({ page: 'notFound' });
  expect(at('/t/')).toEqual({ page: 'notFound' });
});

test('a replay step is drawn as a table with nothing to do, over at its last step', () => {
  const data = { game: 'kompromat', names: ['Ada', 'Bob'], viewer: 0, views: [{ legal: [{ type: 'draw' }], n: 0 }, { legal: [], n: 1 }], events: [[]] };
  expect(replaySnapshot(data, 0)).toMatchObject({ phase: 'playing', viewer: 0, view: { legal: [], n: 0 }, seats: [{ name: 'Ada' }, { name: 'Bob' }] });
  expect(replaySnapshot(data, 1)).toMatchObject({ phase: 'ended', view: { n: 1 } });
});

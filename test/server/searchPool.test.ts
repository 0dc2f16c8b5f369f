/**
 * Hard bots think in worker threads (server/src/bots/searchPool.ts): the answer comes from a
 * worker, is the move the same search finds inline, and the event loop runs on meanwhile.
 * The workers run the build (`npm run build` first).
 */
import { kompromat, playMatch, randomSource, type BaseView, type KompromatState } from '@dead-drop/shared';
import { answerJob, type SearchJob } from '../../server/src/bots/searchJob';
import { SearchPool } from '../../server/src/bots/searchPool';

/** A Kompromat turn of seat 0 where it has a choice to make. */
function turnView(): BaseView<unknown> {
  let found: BaseView<unknown> | null = null;
  playMatch(kompromat, { game: 'kompromat', seed: 3, seats: 2, options: {} }, ['bot', 'bot'], randomSource(3), (state) => {
    const view = kompromat.viewFor(state as KompromatState, 0);
    if (!found && view.turn?.seat === 0 && view.reveal === null && view.prompt === null && view.legal.length > 1) found = view;
  });
  return found!;
}

// Counted by simulations only (the cap is far off), so that the worker's search and the inline one agree.
const job: Omit<SearchJob, 'id'> = {
  game: 'kompromat',
  view: turnView(),
  memory: [],
  key: 5,
  stream: [0, 0],
  simulations: 60,
  ms: 600_000,
};

test('a Hard move is answered by a worker while the event loop stays free', async () => {
  const pool = new SearchPool(1);
  let turns = 0;
  const spin = () => {
    turns++;
    if (!done) setImmediate(spin);
  };
  let done = false;
  setImmediate(spin);
  try {
    const action = await pool.choose(job);
    done = true;
    expect(job.view.legal).toContainEqual(action);
    expect(answerJob({ ...job, id: 0 }, () => 0)).toEqual({ id: 0, ok: true, action });
    // The loop turned while the worker searched.
    expect(turns).toBeGreaterThan(1);
  } finally {
    done = true;
    await pool.close();
  }
});

test('a closed pool refuses, and a job for an unknown game is refused by the worker', async () => {
  const pool = new SearchPool(1);
  await expect(pool.choose({ ...job, game: 'nonesuch' })).rejects.toThrow('no game nonesuch');
  await pool.close();
  await expect(pool.choose(job)).rejects.toThrow('closed');
});

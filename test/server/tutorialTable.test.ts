/**
 * "Learn to play" over real websockets: a tutorial table starts its game from the tutorial's
 * seed with a bot in the other seat, plays the bot's scripted moves, refuses the learner any
 * move but the coach's (to the learner alone, changing nothing), and once the script is over
 * the game goes on freely.
 */
import { findTutorial, games, kompromat, Match, Msg, TableErrorCode, modules, type KompromatView, type Tutorial } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { leaveAll, Player, settleAll, startServer } from './harness';

let server: RunningServer;
const everyone: Player[] = [];
const tutorial: Tutorial = findTutorial('kompromat')!;

beforeAll(async () => {
  server = await startServer({ games, botDelayMs: 0, rate: { perSecond: 100_000, burst: 100_000 } });
});
afterAll(async () => {
  await leaveAll(everyone);
  await server.close();
});

/** Plays the script's steps up to `until` actions: the learner's as asked, the bot's by waiting for them. */
async function playScript(learner: Player, until: number, script: Tutorial = tutorial): Promise<void> {
  while (learner.state.tutorial < until) {
    const played = learner.state.tutorial as number;
    const step = script.steps[played]!;
    if (step.seat === script.learner) {
      expect(await learner.act(step.action)).toEqual({ ok: true });
    }
    await learner.waitFor(`step ${played} to be played`, () => learner.state.tutorial > played);
  }
}

test('a tutorial table follows its script, then the game goes on', async () => {
  const learner = await Player.create(server, { game: 'kompromat', name: 'Ada', tutorial: true });
  everyone.push(learner);
  await learner.waitFor('the game to start', () => learner.hasView());
  const watcher = await Player.join(server, learner.roomId, { watch: learner.links().watch });
  everyone.push(watcher);
  await settleAll(everyone);

  // Its game is the tutorial's, from its seed, the learner in the learner's seat, a bot beside, no clocks.
  expect(learner.seat().seat).toBe(tutorial.learner);
  expect(learner.state.tutorial).toBe(0);
  expect(learner.state.clock).toBe(0);
  expect([...learner.state.seats].map((seat: { bot: string }) => seat.bot)).toEqual(['', 'bot']);
  const expected = new Match(kompromat, { game: 'kompromat', seed: tutorial.seed, seats: 2, options: tutorial.options });
  const start = expected.viewFor(tutorial.learner) as KompromatView;
  expect((learner.view() as KompromatView).missions).toEqual(start.missions);

  // The coach asks for a draw, then for the card at mission 0: mission 1 is legal, and refused.
  await playScript(learner, 1);
  await settleAll(everyone);
  const before = learner.snapshot();
  const watched = watcher.snapshot();
  const refused = await learner.act({ type: 'place', mission: 1 });
  expect(refused).toMatchObject({ ok: false, error: { code: TableErrorCode.tutorialStep } });
  await settleAll(everyone);
  expect(learner.snapshot()).toBe(before);
  expect(watcher.snapshot()).toBe(watched);
  expect(learner.state.tutorial).toBe(1);
  expect(watcher.received(Msg.error)).toEqual([]);
  // The scripted one is taken; no move of the script may be taken back.
  expect(await learner.act({ type: 'place', mission: 0 })).toEqual({ ok: true });
  await settleAll(everyone);
  expect(learner.state.undoSeat).toBe(-1);

  // The bot plays its scripted turn at mission 3 by itself: three cards there.
  await playScript(learner, 9);
  await learner.waitFor('the bot to stop', () => (learner.view() as KompromatView).turn?.seat === tutorial.learner);
  expect((learner.view() as KompromatView).missions[3]!.sides[1]!.cards).toHaveLength(3);

  // The rest of the script, then the learner plays freely (the first legal move each time) and so does the bot.
  await playScript(learner, tutorial.steps.length);
  expect((learner.view() as KompromatView).round).toBe(1);
  for (let moves = 0; moves < 200 && (learner.view() as KompromatView).round === 1; moves++) {
    const view = learner.view() as KompromatView;
    const step = learner.state.step as number;
    if (view.legal.length > 0) expect(await learner.act(view.legal.at(-1))).toEqual({ ok: true });
    await learner.waitFor('the table to move on', () => learner.state.step > step);
  }
  expect((learner.view() as KompromatView).round).toBe(2);
  expect(learner.state.tutorial).toBeGreaterThan(tutorial.steps.length);
});

test.each(modules.flatMap(({ meta, tutorial }) => (tutorial ? [[meta.id, tutorial] as const] : [])))(
  'the %s tutorial plays through at its table, the bots named as its coach names them',
  async (game, script) => {
    const learner = await Player.create(server, { game, name: 'Ada', tutorial: true });
    everyone.push(learner);
    await learner.waitFor('the game to start', () => learner.hasView());
    expect(learner.seat().seat).toBe(script!.learner);
    const names = [...learner.state.seats].map((seat: { name: string }) => seat.name);
    expect(names).toEqual(names.map((_, seat) => (seat === script!.learner ? 'Ada' : script!.seats === 2 ? 'Bot' : `Bot ${seat + 1}`)));
    await playScript(learner, script!.steps.length, script);
    expect(learner.view().result ?? null).toBeNull();
    await learner.leave();
  },
);

test('"Learn to play" is refused for a game without a guided first game', async () => {
  for (const game of games.filter((candidate) => !findTutorial(candidate.id))) {
    await expect(Player.create(server, { game: game.id, name: 'Ada', tutorial: true })).rejects.toMatchObject({ code: 465 });
  }
});

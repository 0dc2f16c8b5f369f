/**
 * Golden games: recorded games kept as files (`test/golden/<game>/*.json`) and replayed by a
 * test, so that a change of the rules that would strand a stored table (its log no longer
 * replays, or ends otherwise) fails there, naming the step it changed.
 */
import * as z from 'zod/mini';
import { playMatch, type Player } from './bots';
import type { AnyGame, GameResult } from './contract';
import { Match, type LoggedAction, type MatchSetup } from './match';
import { canonicalJson } from './plain';
import { randomSource } from './rng';

const GoldenGame = z.strictObject({
  game: z.string(),
  seed: z.union([z.number().check(z.int()), z.string()]),
  seats: z.number().check(z.int()),
  options: z.unknown(),
  note: z.string(),
  actions: z.array(z.strictObject({ seat: z.number().check(z.int()), action: z.unknown() })),
  result: z.looseObject({ winners: z.array(z.number().check(z.int())), reason: z.string() }),
});

export interface GoldenGame extends MatchSetup {
  readonly note: string;
  readonly actions: readonly LoggedAction[];
  readonly result: GameResult;
}

/** A golden file's content, or why it is not one. */
export function parseGolden(raw: unknown): GoldenGame | string {
  const parsed = GoldenGame.safeParse(raw);
  return parsed.success ? parsed.data : z.prettifyError(parsed.error);
}

/** The players' choices come from a tool stream of the seed, apart from the game's own. */
const RECORDER_STREAM = [0x601d, 0] as const;

/** Plays `setup` to its end with `players` in the seats and keeps it as a golden game. */
export function recordGolden(game: AnyGame, setup: MatchSetup, players: readonly Player[], note: string): GoldenGame {
  const { result, log } = playMatch(game, setup, players, randomSource(setup.seed, RECORDER_STREAM));
  return { ...setup, note, actions: log, result };
}

/**
 * Replays a golden game through `Match`: null when every action is accepted and the game ends
 * with the stored result, else what went wrong, with the step and action concerned.
 */
export function goldenProblem(game: AnyGame, golden: GoldenGame): string | null {
  const match = new Match(game, golden);
  for (const [step, { seat, action }] of golden.actions.entries()) {
    const outcome = match.act(seat, action);
    if (!outcome.ok) {
      return (
        `step ${step} of ${golden.actions.length}: seat ${seat}'s action ${JSON.stringify(action)} ` +
        `is refused (${outcome.error.code}: ${outcome.error.message})`
      );
    }
  }
  if (!match.result) return `the game is not over after its ${golden.actions.length} actions`;
  const [stored, replayed] = [canonicalJson(golden.result), canonicalJson(match.result)];
  return stored === replayed ? null : `the result differs:\n  stored   ${stored}\n  replayed ${replayed}`;
}

/** A golden file's text: one action a line, so that a change of one step is one line of a diff. */
export function goldenText(golden: GoldenGame): string {
  const { actions, ...head } = golden;
  const fields = Object.entries(head).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  const lines = actions.map((logged) => `    ${JSON.stringify({ seat: logged.seat, action: logged.action })}`);
  return `{\n${fields.join('\n')}\n  "actions": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

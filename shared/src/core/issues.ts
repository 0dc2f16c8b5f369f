/**
 * Refusals of input from the wire, in words. A refusal goes back to whoever sent the input
 * and into the log, so it quotes at most a few characters of it: anything longer could be a
 * megabyte of garbage.
 */
import type * as z from 'zod/mini';

/** How much of a client's own text a refusal may quote. */
export const QUOTED = 40;

export function quote(text: string): string {
  return JSON.stringify(text.slice(0, QUOTED));
}

/**
 * One sentence for the first thing wrong, naming where it is. The path holds only the
 * schema's own keys and list positions, and zod's messages name expected types and values,
 * never the input; the one exception, an unknown key, is quoted here.
 */
export function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'This is not valid.';
  const where = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  const what = issue.code === 'unrecognized_keys' ? `there is no field ${quote(issue.keys[0] ?? '')}` : issue.message;
  return `${where}${what}.`;
}

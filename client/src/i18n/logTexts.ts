/**
 * The table log in words. A game's events reach the client decoded (see `net/wire.ts`), so each
 * kind's text gets its own event type, and a game lists a text for every kind of its events:
 * a kind without one does not compile.
 */
import type { LogContext } from '../gameClient';

/** One text per kind of event `E`, each given the event of its own kind. */
export type LogTexts<E extends { readonly type: string }> = {
  readonly [K in E['type']]: (event: E & { readonly type: K }, ctx: LogContext) => string;
};

/** The sentence for `event`: the text of its kind. */
export function describeBy<E extends { readonly type: string }>(texts: LogTexts<E>, event: E, ctx: LogContext): string {
  const type: E['type'] = event.type;
  return texts[type](event, ctx);
}

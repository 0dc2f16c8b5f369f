/**
 * Why a seat may not take an action now, as the rules see it: a code and the values the
 * sentence names, which the client words in each language, so the rules stay language-free.
 * It is answered from the seat's own view (`GameDefinition.whyNot`), so it can tell nothing
 * the seat does not already know, and the client can ask it at once when a player taps.
 */
import type { BaseView } from './contract';
import { isSeat } from './viewer';

export interface Reason {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The reasons every game shares, given before a game's own rules look at the action. */
export const CoreReason = {
  /** The game has ended. */
  gameOver: 'gameOver',
  /** A spectator, or a seat with nothing to decide now; `waiting` names whom the table waits for. */
  notYourTurn: 'notYourTurn',
  /** The seat has something to do, but not this kind of action (`action` is its type). */
  notNow: 'notNow',
} as const;

export const CORE_REASONS: readonly string[] = Object.values(CoreReason);

export function reason(code: string, params?: Record<string, string | number>): Reason {
  return params ? { code, params } : { code };
}

/**
 * A game's "why not?" from a view alone (`GameDefinition.whyNot` is this): the reasons every
 * game shares, then the game's own (`whyNot`, given the legal option that `allows` the action,
 * if one does), else "not now". A client asks it without the rest of the game, which its
 * download would not carry (`<game>WhyNotRules`).
 */
export function whyNotFrom<Legal, Action, View extends BaseView<Legal>>(
  allows: (option: Legal, action: Action) => boolean,
  whyNot?: (view: View, action: Action, option: Legal | undefined) => Reason | null,
): (view: View, action: Action & { readonly type: string }) => Reason | null {
  return (view, action) => {
    if (view.result) return reason(CoreReason.gameOver);
    if (!isSeat(view.viewer) || view.legal.length === 0) {
      const [waiting] = view.waitingFor;
      return reason(CoreReason.notYourTurn, waiting === undefined ? undefined : { seat: waiting });
    }
    const option = view.legal.find((candidate) => allows(candidate, action));
    return whyNot?.(view, action, option) ?? (option ? null : reason(CoreReason.notNow, { action: action.type }));
  };
}

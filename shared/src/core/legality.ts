import { asOneEntry } from './leaves';
import { stateMemo } from './plain';
import type { Seat } from './viewer';

/** What a game's rules allow now, worked out once per committed state (see `legalityOf`). */
export interface Legality<State, Legal> {
  /** The actions (or templates) `seat` may take now; empty for a seat that is not at the table. */
  legalActions(state: State, seat: Seat): readonly Legal[];
  /** Seats that have at least one legal action now, in seat order. */
  actingSeats(state: State): readonly Seat[];
}

export interface LegalitySpec<State, Legal> {
  /** How many seats the state has. */
  seats(state: State): number;
  /** Everything `seat` may do in `state`, worked out afresh. */
  actionsOf(state: State, seat: Seat): Legal[];
  /**
   * How a seat's view sends its list (see `asOneEntry`): 'list' as one entry, for a few small
   * actions that change together; 'each' as an entry per item, for templates that change one
   * at a time.
   */
  entries: 'list' | 'each';
}

const NONE: readonly never[] = Object.freeze([]);

/**
 * Each view, `apply` and every bot ask about the same state, so every seat's legal actions
 * are worked out once per state (see `stateMemo`). Marking them for the wire here, once,
 * spares every view of the state doing it.
 */
export function legalityOf<State extends object, Legal extends object>(spec: LegalitySpec<State, Legal>): Legality<State, Legal> {
  const mark = spec.entries === 'list' ? (legal: Legal[]) => asOneEntry(legal) : (legal: Legal[]) => legal.map(asOneEntry);
  const bySeat = stateMemo(function legalBySeat(state: State): readonly (readonly Legal[])[] {
    return Array.from({ length: spec.seats(state) }, (_, seat) => mark(spec.actionsOf(state, seat)));
  });
  const acting = stateMemo(function actingSeats(state: State): readonly Seat[] {
    return bySeat(state).flatMap((legal, seat) => (legal.length > 0 ? [seat] : []));
  });
  return {
    // Only a whole index may look the list up: any other key could find an array method.
    legalActions: (state, seat) => (Number.isInteger(seat) ? bySeat(state)[seat] : undefined) ?? NONE,
    actingSeats: acting,
  };
}

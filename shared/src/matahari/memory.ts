/**
 * What a Mata Hari seat remembers of the game beyond its view, from the events it was told
 * (its `memory`, as `eventFor` gave them to it), for the Hard bot's deals (`determinize`):
 * - the cards a wrong accusation showed it in an earlier turn: the accused took them back
 *   into hand and still holds them, unless it has swapped since;
 * - the colour each player last demanded: players ask for what they collect, so its objective
 *   is more likely of that colour.
 * Nothing here is the state: only what was said in the open or shown to this seat.
 */
import type { Seat } from '../core/viewer';
import type { Colour, Face } from './cards';
import { MatahariEvent } from './events';

export interface Remembered {
  /** Cards each seat is known to hold, by seat. */
  readonly holds: ReadonlyMap<Seat, readonly Face[]>;
  /** The colour each seat last demanded, by seat. */
  readonly wants: ReadonlyMap<Seat, Colour>;
}

const remembered = new WeakMap<readonly unknown[], Remembered>();

/** What `memory` tells the seat `viewer`; worked out once per memory (a search deals many times). */
export function rememberedBy(memory: readonly unknown[], viewer: Seat): Remembered {
  const known = remembered.get(memory);
  if (known) return known;
  const holds = new Map<Seat, Face[]>();
  // This turn's shown offers are in the view (`shown`); at the next turn they are back in hand.
  const shownThisTurn = new Map<Seat, Face[]>();
  const wants = new Map<Seat, Colour>();
  for (const told of memory) {
    // The seat's events as the game's own schema reads them: anything else says nothing.
    const parsed = MatahariEvent.safeParse(told);
    if (!parsed.success) continue;
    const event = parsed.data;
    switch (event.type) {
      case 'accused':
        if (event.accuser === viewer && event.cards) shownThisTurn.set(event.accused, event.cards);
        break;
      case 'turn':
        for (const [accused, cards] of shownThisTurn) holds.set(accused, [...(holds.get(accused) ?? []), ...cards]);
        shownThisTurn.clear();
        break;
      // Some of what either held went to the other: what is known of both is no longer sure.
      case 'swapped':
        for (const at of [event.seat, event.target]) {
          holds.delete(at);
          shownThisTurn.delete(at);
        }
        break;
      case 'offered': {
        const colour = event.request?.predicate.find((atom) => atom.t === 'colour');
        if (colour) wants.set(event.seat, colour.colour);
        break;
      }
    }
  }
  const found = { holds, wants };
  remembered.set(memory, found);
  return found;
}

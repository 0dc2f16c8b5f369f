import type { MadeEvent } from './events';
import type { Seat } from '../core/viewer';
import type { Action } from './actions';
import { equipmentRank } from './cards';
import { opponent } from './board';
import { advance, beginTurn, declare, queueGain } from './flow';
import { useItem } from './items';
import type { KState } from './state';

/** Plays an action that one of the seat's legal actions is (see `defineGame`), on a copy of
 *  the state. Any action ends a Night Vision peek. */
export function play(state: KState, seat: Seat, action: Action, events: MadeEvent[]): void {
  state.players[seat]!.peek = 0;
  perform(state, seat, action, events);
  advance(state, events);
}

/** How a refusal names a legal action: by its type, and an item by its kind. */
export function label(action: Action): string {
  return action.type === 'item' ? `item ${action.item}` : action.type;
}

function perform(state: KState, seat: Seat, action: Action, events: MadeEvent[]): void {
  const player = state.players[seat]!;
  switch (action.type) {
    case 'draw': {
      const turn = state.turn!;
      const id = player.deck.pop()!;
      if (turn.mission === null) {
        turn.drawn = id;
        events.push({ type: 'drewFirst', seat, secret: { to: [seat], rank: equipmentRank(id) } });
      } else {
        state.missions[turn.mission]!.sides[seat]!.cards.push({ id, up: false, shown: false });
        // The spec's secrecy table: a player forgets their face-down cards once the turn is over.
        events.push({
          type: 'drew',
          seat,
          mission: turn.mission,
          secret: { to: [seat], rank: equipmentRank(id), forgottenAt: ['turn', 'reveal'] },
        });
      }
      return;
    }
    case 'place': {
      const turn = state.turn!;
      const side = state.missions[action.mission]!.sides[seat]!;
      side.cards.push({ id: turn.drawn!, up: true, shown: false });
      side.attempted = true;
      events.push({ type: 'placed', seat, mission: action.mission, rank: equipmentRank(turn.drawn!) });
      turn.drawn = null;
      turn.mission = action.mission;
      return;
    }
    case 'stop': {
      const mission = state.turn!.mission!;
      events.push({ type: 'stopped', seat, mission, cards: state.missions[mission]!.sides[seat]!.cards.length });
      beginTurn(state, opponent(seat), events);
      return;
    }
    case 'pass':
      if (state.prompt?.kind === 'chloroform') queueGain(state, seat, state.prompt.marks);
      if (state.prompt) state.prompt = null;
      else state.reveal!.step += 1;
      if (action.round) player.noItemsRound = state.round;
      return;
    case 'declare':
      declare(state, seat, action.total, events);
      state.reveal!.step += 1;
      return;
    case 'returnToken':
      player.notoriety -= 1;
      state.supply += 1;
      state.prompt = null;
      events.push({ type: 'returnedToken', seat, total: player.notoriety });
      return;
    case 'item':
      useItem(state, seat, action, events);
      state.prompt = null;
      return;
  }
}

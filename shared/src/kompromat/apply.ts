import type { Applied } from '../core/contract';
import { ErrorCode, ruleError } from '../core/errors';
import type { GameEvent } from '../core/events';
import { commitState, deepClone, sameFlatRecord } from '../core/plain';
import type { Seat } from '../core/viewer';
import type { Action } from './actions';
import { equipmentRank } from './cards';
import { opponent } from './board';
import { advance, beginTurn, declare, queueGain } from './flow';
import { useItem } from './items';
import { legalActions } from './legal';
import type { KState } from './state';

/**
 * Applies an action if it is one of the seat's legal actions; the input state is untouched.
 * The rules below change a copy in place; the new state is then committed (`commitState`),
 * so that its legal actions and public view are worked out only once (see `stateMemo`)
 * however many viewers, bots and checks ask.
 */
export function apply(state: KState, seat: Seat, action: Action): Applied<KState> {
  if (state.result) return { ok: false, error: ruleError(ErrorCode.gameOver, 'The game is over.') };
  const legal = legalActions(state, seat);
  if (legal.length === 0) {
    return { ok: false, error: ruleError(ErrorCode.notYourTurn, 'It is not your turn: the other player is deciding.') };
  }
  if (!legal.some((option) => sameFlatRecord(option, action))) {
    return { ok: false, error: ruleError(ErrorCode.illegal, `"${action.type}" is not allowed now${describe(legal)}.`) };
  }
  const next = deepClone(state);
  const events: GameEvent[] = [];
  next.players[seat]!.peek = 0;
  perform(next, seat, action, events);
  advance(next, events);
  return { ok: true, state: commitState(next), events };
}

function describe(legal: readonly Action[]): string {
  const kinds = [...new Set(legal.map((a) => (a.type === 'item' ? `item ${a.item}` : a.type)))];
  return `; you may: ${kinds.join(', ')}`;
}

function perform(state: KState, seat: Seat, action: Action, events: GameEvent[]): void {
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
        events.push({ type: 'drew', seat, mission: turn.mission, secret: { to: [seat], rank: equipmentRank(id) } });
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

import {
  AbandonMessage,
  ActMessage,
  AddBotMessage,
  BotLevelMessage,
  ChatMessage,
  ConcedeMessage,
  ErrorCode,
  isRuleError,
  LetBackMessage,
  LockMessage,
  MAX_CHAT_LENGTH,
  Msg,
  parseAction,
  parseWire,
  PauseMessage,
  PlayAgainMessage,
  RemoveBotMessage,
  ruleError,
  SeatChoiceMessage,
  StartMessage,
  TableErrorCode,
  UndoMessage,
  type AnyGame,
  type BotLevel,
  type ParsedAction,
  type TableError,
} from '@dead-drop/shared';
import { jsonSize, MAX_ACTION_BYTES } from './limits';

/** A message of a member, parsed: what the table is asked to do. */
export type Order =
  | { readonly type: typeof Msg.act; readonly at: number; readonly action: ParsedAction }
  | { readonly type: typeof Msg.start | typeof Msg.addBot | typeof Msg.rematch | typeof Msg.concede }
  | { readonly type: typeof Msg.removeBot | typeof Msg.removePlayer | typeof Msg.handHost; readonly seat: number }
  | { readonly type: typeof Msg.letBack; readonly index: number }
  | { readonly type: typeof Msg.abandon; readonly agree: boolean }
  | { readonly type: typeof Msg.lock; readonly locked: boolean }
  | { readonly type: typeof Msg.pause; readonly paused: boolean }
  | { readonly type: typeof Msg.playAgain; readonly invitation: PlayAgainMessage }
  | { readonly type: typeof Msg.undo; readonly at: number }
  | { readonly type: typeof Msg.botLevel; readonly seat: number; readonly level: BotLevel }
  | { readonly type: typeof Msg.chat; readonly text: string };

/**
 * A refusal; `garbage` marks a message no honest client sends (an unknown type, a payload of
 * the wrong shape), which also counts against its connection.
 */
export type Refusal = TableError & { readonly garbage?: true };

function garbage(error: TableError): Refusal {
  return { ...error, garbage: true };
}

/** The message types a table reads, in the order of its handlers. */
export const ORDER_TYPES = [
  Msg.act,
  Msg.start,
  Msg.chat,
  Msg.addBot,
  Msg.removeBot,
  Msg.botLevel,
  Msg.rematch,
  Msg.undo,
  Msg.concede,
  Msg.abandon,
  Msg.removePlayer,
  Msg.lock,
  Msg.pause,
  Msg.handHost,
  Msg.playAgain,
  Msg.letBack,
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * A message as it came off the wire, parsed once into what the table does with it: its
 * action is the game's, parsed here, and travels typed from here on.
 */
export function readOrder(type: OrderType, payload: unknown, game: AnyGame): Order | Refusal {
  switch (type) {
    case Msg.act:
      return readAct(payload, game);
    case Msg.chat: {
      const parsed = parseWire(ChatMessage, payload, TableErrorCode.badChat);
      return isRuleError(parsed)
        ? garbage({ ...parsed, message: `A chat line is { text } with 1 to ${MAX_CHAT_LENGTH} characters. ${parsed.message}` })
        : { type, text: parsed.text };
    }
    case Msg.removeBot: {
      const parsed = parseWire(RemoveBotMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, seat: parsed.seat };
    }
    case Msg.removePlayer:
    case Msg.handHost: {
      const parsed = parseWire(SeatChoiceMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, seat: parsed.seat };
    }
    case Msg.letBack: {
      const parsed = parseWire(LetBackMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, index: parsed.index };
    }
    case Msg.abandon: {
      const parsed = parseWire(AbandonMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, agree: parsed.agree };
    }
    case Msg.lock: {
      const parsed = parseWire(LockMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, locked: parsed.locked };
    }
    case Msg.pause: {
      const parsed = parseWire(PauseMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, paused: parsed.paused };
    }
    case Msg.playAgain: {
      const parsed = parseWire(PlayAgainMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, invitation: parsed };
    }
    case Msg.concede:
      return emptyOrder(type, parseWire(ConcedeMessage, payload, TableErrorCode.badMessage));
    case Msg.undo: {
      const parsed = parseWire(UndoMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed)
        ? garbage({ ...parsed, message: `Send { at }: the step your move made. ${parsed.message}` })
        : { type, at: parsed.at };
    }
    case Msg.botLevel: {
      const parsed = parseWire(BotLevelMessage, payload, TableErrorCode.badMessage);
      return isRuleError(parsed) ? garbage(parsed) : { type, seat: parsed.seat, level: parsed.level };
    }
    case Msg.addBot:
      return emptyOrder(type, parseWire(AddBotMessage, payload, TableErrorCode.badMessage));
    default:
      return emptyOrder(type, parseWire(StartMessage, payload, TableErrorCode.badMessage));
  }
}

function emptyOrder(
  type: typeof Msg.start | typeof Msg.addBot | typeof Msg.rematch | typeof Msg.concede,
  parsed: object | undefined | TableError,
): Order | Refusal {
  return parsed !== undefined && isRuleError(parsed) ? garbage(parsed) : { type };
}

function readAct(payload: unknown, game: AnyGame): Order | Refusal {
  const size = jsonSize(payload);
  if (size !== null && size > MAX_ACTION_BYTES) {
    return ruleError(TableErrorCode.payloadTooLarge, `An action may take at most ${MAX_ACTION_BYTES} bytes.`);
  }
  const parsed = parseWire(ActMessage, payload, ErrorCode.malformed);
  if (isRuleError(parsed))
    return garbage({ ...parsed, message: `Send { action, at }: your seat comes from your connection. ${parsed.message}` });
  const action = parseAction(game, parsed.action);
  return isRuleError(action) ? action : { type: Msg.act, at: parsed.at, action };
}

/** The refusal of a message type no table reads: `type` in words, whatever was sent in its place. */
export function unknownMessage(type: unknown): Refusal {
  const named = typeof type === 'string' ? JSON.stringify(type.slice(0, 40)) : typeof type === 'number' ? `${type}` : 'of that kind';
  return garbage(ruleError(TableErrorCode.unknownMessage, `There is no message ${named}.`));
}

export function isOrder(value: Order | Refusal): value is Order {
  return 'type' in value;
}

import {
  isRuleError,
  Msg,
  parseAction,
  parseWire,
  ruleError,
  TableErrorCode,
  TO_SERVER,
  ToServer,
  type TableError,
  type ToServerEntries,
  type ToServerMessage,
  type ToServerName,
} from '@dead-drop/shared';
import type { Received } from '../guard/guardedSocket';
import type { AbandonVote } from './abandonVote';
import { CHAT_TOO_FAST, type Chat } from './chat';
import type { Concession } from './concession';
import type { HostControls } from './hostControls';
import type { Lobby } from './lobby';
import type { Member } from './members';
import type { Play } from './play';
import type { PlayAgain } from './playAgain';
import type { Rematch } from './rematch';
import type { Decision } from './runner';
import { STORE_FAILED } from './storeHealth';
import type { TableCore } from './tableCore';

/** The messages a table reads: every one a client may send (`ToServer`). */
export type OrderType = ToServerName;
export const ORDER_TYPES: readonly OrderType[] = TO_SERVER;

/** A message of a member, parsed: what the table is asked to do. */
export interface Order<K extends OrderType = OrderType> {
  readonly type: K;
  readonly payload: ToServerMessage<K>;
}

/**
 * A refusal; `garbage` marks a message no honest client sends (an unknown type, a payload of
 * the wrong shape), which also counts against its connection.
 */
export type Refusal = TableError & { readonly garbage?: true };

function garbage(error: TableError): Refusal {
  return { ...error, garbage: true };
}

/** `ToServer`, typed so that the entry of a name `K` parses to `ToServerMessage<K>`. */
const ENTRIES: ToServerEntries = ToServer;

/**
 * A message as it came off the wire, read once by its entry in `ToServer` into what the table is
 * asked: too big (measured as it came), or of another shape, it is refused unread.
 */
export function readOrder<K extends OrderType>(type: K, { payload, bytes }: Received): Order<K> | Refusal {
  const { payload: schema, maxBytes, badCode, hint } = ENTRIES[type];
  if (maxBytes !== undefined && bytes > maxBytes) {
    return ruleError(TableErrorCode.payloadTooLarge, `This message may take at most ${maxBytes} bytes.`);
  }
  const parsed = parseWire(schema, payload, badCode ?? TableErrorCode.badMessage);
  if (isRuleError(parsed)) return garbage(hint ? { ...parsed, message: `${hint} ${parsed.message}` } : parsed);
  return { type, payload: parsed };
}

/** The refusal of a message type no table reads: `type` in words, whatever was sent in its place. */
export function unknownMessage(type: unknown): Refusal {
  const named = typeof type === 'string' ? JSON.stringify(type.slice(0, 40)) : typeof type === 'number' ? `${type}` : 'of that kind';
  return garbage(ruleError(TableErrorCode.unknownMessage, `There is no message ${named}.`));
}

/**
 * What a table decides on each message: a handler per entry of `ToServer`, or it does not
 * compile. A handler changes nothing: its decision is carried out by the table's runner.
 */
export type OrderHandlers = { readonly [K in OrderType]: (member: Member, payload: ToServerMessage<K>) => Decision };

function isOrder(value: Order | Refusal): value is Order {
  return 'type' in value;
}

/** The refusal of a sender over its rate. */
const TOO_FAST = ruleError(TableErrorCode.rateLimited, 'Too many messages: slow down.');

/** The parts of a table that its members' messages reach. */
export interface OrderTakers {
  readonly play: Play;
  readonly chat: Chat;
  readonly lobby: Lobby;
  readonly rematch: Rematch;
  readonly playAgain: PlayAgain;
  readonly concession: Concession;
  readonly vote: AbandonVote;
  readonly host: HostControls;
}

/**
 * What a table does on its members' messages: each passes its sender's rate, is read once (at
 * the edge, see `readOrder`), is decided by the part of the table it is for, and the decision
 * is handed to the table's runner. The room hands every message here, and answers once the
 * store holds what it did (`settled`).
 */
export class Orders {
  /** The handler of each message a member may send (`ToServer`): the part of the table that decides it. */
  private readonly handlers: OrderHandlers;

  constructor(
    private readonly core: TableCore,
    { play, chat, lobby, rematch, playAgain, concession, vote, host }: OrderTakers,
    private readonly members: ReadonlyMap<string, Member>,
  ) {
    const { game } = core;
    this.handlers = {
      act: (member, { action, at }) => {
        // The action is the game's to read: refused here as the game refuses it, or decided typed.
        const parsed = parseAction(game, action);
        return isRuleError(parsed) ? parsed : play.act(member, at, parsed);
      },
      start: (member) => lobby.start(member),
      chat: (member, { text }) => chat.say(member, text),
      addBot: (member) => lobby.addBot(member),
      removeBot: (member, { seat }) => lobby.removeBot(member, seat),
      botLevel: (member, { seat, level }) => lobby.setBotLevel(member, seat, level),
      rematch: (member) => rematch.want(member),
      undo: (member, { at }) => play.undo(member, at),
      concede: (member) => concession.concede(member),
      abandon: (member, { agree }) => vote.vote(member, agree),
      removePlayer: (member, { seat }) => host.remove(member, seat),
      lock: (member, { locked }) => host.lock(member, locked),
      pause: (member, { paused }) => host.pause(member, paused),
      handHost: (member, { seat }) => host.handHost(member, seat),
      playAgain: (member, invitation) => playAgain.invite(member, invitation),
      letBack: (member, { index }) => host.letBack(member, index),
    };
  }

  /**
   * A member's message: it passes the rate limit first, then `read` parses it (once, at the
   * edge), then the table does it. Returns the refusal, or null when accepted.
   */
  receive(sessionId: string, type: string, read: () => Order | Refusal): Refusal | null {
    const member = this.memberAt(sessionId);
    if (!member.bucket.take()) return type === Msg.chat ? CHAT_TOO_FAST : TOO_FAST;
    // While the store refuses writes the table accepts nothing: whatever it did might not be kept.
    if (this.core.runner.down) return STORE_FAILED;
    const order = read();
    return isOrder(order) ? this.core.runner.apply(this.decide(sessionId, order)) : order;
  }

  /** What the table decides on the order of a member's session: nothing changes until its runner applies it (see `receive`). */
  decide<K extends OrderType>(sessionId: string, { type, payload }: Order<K>): Decision {
    const handler: OrderHandlers[K] = this.handlers[type];
    return handler(this.memberAt(sessionId), payload);
  }

  /** `value` once the store holds everything done so far (an accepted request's reply). */
  settled<T>(value: T): T | Promise<T> {
    return this.core.runner.settled(value);
  }

  private memberAt(sessionId: string): Member {
    const member = this.members.get(sessionId);
    if (!member) throw new Error(`session ${sessionId} has not joined`);
    return member;
  }
}

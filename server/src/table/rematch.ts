import {
  isPlainObject,
  isRuleError,
  Match,
  parseOptions,
  ruleError,
  SPECTATOR,
  TableErrorCode,
  type ParsedOptions,
  type ParsedSetup,
  type TableError,
} from '@dead-drop/shared';
import type { Chat } from './chat';
import { change, set, storeState, tell, type Decision, type Effect } from './runner';
import type { SeatRecord } from './seats';
import type { Member } from './members';
import { newSeed } from './newSeed';
import type { Play } from './play';
import type { TableCore } from './tableCore';

/**
 * The refusal of what comes after a game (`what`, in words: a rematch, a new game with the
 * same people) to a spectator, or before the game is `over`; null for a person in a seat.
 */
export function afterGameRefusal(member: Member, over: boolean, what: string): TableError | null {
  if (!member.seat) return ruleError(TableErrorCode.spectator, `Spectators follow what comes after a game, but only players can ${what}.`);
  if (!over) return ruleError(TableErrorCode.notOver, `Only once the game is over can you ${what}.`);
  return null;
}

/**
 * After a game, the rematch starts once someone asked for it and every person connected in
 * a seat agrees: whoever is away or left is played by a bot, as in any game, until they
 * come back. The same seats, a new seed, and the seat after the last game's first begins.
 */
export class Rematch {
  constructor(
    private readonly core: TableCore,
    private readonly play: Play,
    private readonly chat: Chat,
    /** Everyone at the table now: they get the new game's empty log and talk. */
    private readonly members: () => Iterable<Member>,
  ) {}

  /** A person asks for a rematch, decided: it starts at once if that makes everyone it needs agree. */
  want(member: Member): Decision {
    const refusal = afterGameRefusal(member, !!this.core.fields.match?.result, 'ask for a rematch');
    if (refusal) return refusal;
    const seat = member.seat!;
    return [
      change(() => {
        seat.rematch = true;
        this.core.seats.publish(seat);
      }),
      ...this.ifAgreed(seat),
      tell(() => this.core.outbox.flush()),
    ];
  }

  /**
   * The rematch's start, as effects, if everyone it needs has agreed, `wanting` too (asked
   * after every change of who is here); none otherwise.
   */
  ifAgreed(wanting: SeatRecord | null = null): Effect[] {
    const previous = this.core.fields.match;
    const { core } = this;
    if (!previous?.result || core.fields.shuttingDown) return [];
    const wants = (seat: SeatRecord) => seat.rematch || seat === wanting;
    const people = core.seats.taken.filter((seat) => seat.bot !== 'bot');
    if (!people.some(wants) || !people.every((seat) => wants(seat) || !seat.connected)) return [];

    const options = this.nextFirstSeat(previous);
    const setup: ParsedSetup = { game: core.game.id, seed: newSeed(), seats: core.seats.taken.length, options };
    const round = core.fields.round + 1;
    return [
      set({ gameOptions: options, round }),
      storeState((store, roomId) => store.rematch(roomId, round)),
      storeState((store, roomId) => store.start(roomId, setup)),
      change(() => {
        core.outbox.table({ round });
        for (const seat of core.seats.taken) {
          seat.rematch = false;
          if (seat.bot === '' && !seat.connected && !seat.sessionId) seat.bot = 'standIn';
          core.seats.publish(seat);
        }
        // A new game, a new log: nothing said or done in the last one is woven into this one.
        this.chat.clear();
      }),
      core.seatsStored(),
      ...this.play.next(Match.start(core.game, setup)),
      tell(() => {
        for (const member of this.members()) {
          // A new game's history is empty for every viewer alike.
          core.outbox.send(member.sessionId, 'history', this.play.historyMessage(SPECTATOR));
          core.outbox.send(member.sessionId, 'chatLog', []);
        }
      }),
    ];
  }

  /**
   * The options with the seat after the one that began `last` to begin. A game without a
   * `firstSeat` option (the three here have one) begins as its own rules say.
   */
  private nextFirstSeat(last: Match): ParsedOptions {
    const { game } = this.core;
    const { gameOptions } = this.core.fields;
    const began = game.actingSeats(Match.start(game, { ...last.setup, options: last.options }).state)[0] ?? 0;
    const options = parseOptions(game, { ...(isPlainObject(gameOptions) ? gameOptions : {}), firstSeat: (began + 1) % last.setup.seats });
    return isRuleError(options) ? gameOptions : options;
  }
}

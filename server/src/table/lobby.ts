import {
  Match,
  ruleError,
  TableErrorCode,
  type BotLevel,
  type ParsedSetup,
  type Seed,
  type TableError,
  type Tutorial,
} from '@dead-drop/shared';
import { refused, type Admission, type Refusal as JoinRefusal } from './links';
import { change, storeState, tell, type Decision, type Effect } from './runner';
import { hostRefusal } from './hostControls';
import type { Member } from './members';
import { newSeed } from './newSeed';
import type { Play } from './play';
import type { SeatRecord } from './seats';
import type { TableCore } from './tableCore';
import { TutorialScript } from './tutorialScript';

/**
 * Seats before and around the game: who may sit down or take their seat back, and what the
 * host does before the start (seat and remove bots, start).
 */
export class Lobby {
  /** Spectators' sessions, also while they may reconnect: each counts against the cap. */
  readonly watchers = new Set<string>();
  /** Why a restored table cannot be played, when its stored log no longer replays. */
  lost: string | null = null;

  constructor(
    private readonly core: TableCore,
    private readonly play: Play,
  ) {}

  /** What the table's seats allow this admission now: a refusal, or null. */
  roomFor(admission: Admission): JoinRefusal | null {
    if (this.lost) {
      return refused(
        'table_lost',
        'This table could not be brought back after the server restarted: its game no longer replays under the current rules.',
      );
    }
    const { game, seats } = this.core;
    switch (admission.kind) {
      case 'spectator':
        if (this.core.fields.locked) return refused('table_locked', 'The host locked this table: it takes no new spectators.');
        return this.watchers.size >= this.core.deps.settings.spectators
          ? refused('watchers_full', 'This table has as many spectators as it can take.')
          : null;
      case 'reclaim':
        return seats.byKey(admission.seatKey) ? null : refused('bad_link', 'This seat key does not belong to a seat at this table.');
      default:
        if (admission.kind === 'player' && this.core.keptOut.has(admission.formerKey)) {
          return refused('removed', 'The host removed you from this table: only they can let you back in.');
        }
        if (this.core.fields.match)
          return refused('game_started', 'The game has started: new players cannot sit down, but they can watch.');
        return seats.taken.length >= game.maxSeats
          ? refused('table_full', `This table is full: ${game.title} is for at most ${game.maxSeats} players.`)
          : null;
    }
  }

  /** A seat for an admission that `roomFor` let through. */
  seatFor(sessionId: string, admission: Exclude<Admission, { kind: 'spectator' }>): SeatRecord {
    if (admission.kind === 'reclaim') return this.reclaim(sessionId, this.core.seats.byKey(admission.seatKey)!);
    return this.core.seats.take(admission.name, admission.kind === 'creator', sessionId)!;
  }

  start(member: Member): Decision {
    const refusal = this.hostsLobby(member, 'start the game');
    if (refusal) return refusal;
    const { game, seats } = this.core;
    if (seats.taken.length < game.minSeats) {
      return ruleError(TableErrorCode.notEnoughPlayers, `${game.title} needs at least ${game.minSeats} players.`);
    }
    return this.startGame();
  }

  addBot(member: Member): Decision {
    const { seats, game } = this.core;
    const full = seats.taken.length >= game.maxSeats;
    return this.changeSeats(member, 'seat a bot', full ? ruleError(TableErrorCode.noSeat, 'Every seat is taken.') : null, () =>
      seats.addBot(),
    );
  }

  removeBot(member: Member, seat: number): Decision {
    return this.changeSeats(member, 'remove a bot', this.noBotAt(seat), () => this.core.seats.removeBot(seat));
  }

  /** How well the bot in `seat` plays, as the host picks it. */
  setBotLevel(member: Member, seat: number, level: BotLevel): Decision {
    return this.changeSeats(member, "choose a bot's level", this.noBotAt(seat), () => this.core.seats.setLevel(seat, level));
  }

  /** "Play against bots": the creator has sat down; `bots` of `level` join and the game starts. */
  startAgainstBots(bots: number, level: BotLevel): void {
    for (let bot = 0; bot < bots; bot++) this.core.seats.addBot(level);
    this.core.runner.run(this.startGame());
  }

  /**
   * "Learn to play": the creator has sat down; Easy bots fill the other seats, the creator
   * moves to the learner's, and the tutorial's game starts from its own seed, on its script.
   */
  startTutorial(tutorial: Tutorial): void {
    const { seats } = this.core;
    const learner = seats.taken[0]!;
    for (let bot = 1; bot < tutorial.seats; bot++) seats.addBot('easy');
    seats.moveTo(learner, tutorial.learner);
    this.play.follow(new TutorialScript(tutorial));
    this.core.runner.run(this.startGame(tutorial.seed));
  }

  /** The newest connection with a seat key wins: a pending reconnection or an old tab loses the seat. */
  private reclaim(sessionId: string, seat: SeatRecord): SeatRecord {
    const previous = seat.sessionId;
    Object.assign(seat, { sessionId, connected: true, awayUntil: 0 });
    if (seat.bot === 'standIn') this.play.bots.handOver(seat, '');
    if (previous !== null) this.core.outbox.evict(previous);
    this.core.seats.publish(seat);
    return seat;
  }

  /** The refusal of a lobby change by anyone but the host, or after the start; null for the host. */
  private hostsLobby(member: Member, what: string): TableError | null {
    const refusal = hostRefusal(member, what);
    if (refusal) return refusal;
    return this.core.fields.match ? ruleError(TableErrorCode.gameStarted, 'The game has already started.') : null;
  }

  /** The refusal of a change to the bot in `seat` when no bot the host seated holds it. */
  private noBotAt(seat: number): TableError | null {
    return this.core.seats.at(seat)?.bot === 'bot' ? null : ruleError(TableErrorCode.noSeat, `Seat ${seat + 1} holds no bot.`);
  }

  /** The host's change to the lobby's seats (`what` it is, in words, refused by `refusal` if not null): checked, made, stored, shown. */
  private changeSeats(member: Member, what: string, refusal: TableError | null, seatChange: () => unknown): Decision {
    const refused = this.hostsLobby(member, what) ?? refusal;
    if (refused) return refused;
    return [change(seatChange), this.core.seatsStored(), tell(() => this.core.outbox.flush())];
  }

  /** The game starts, as effects (`seed`: a tutorial's; any other game's is drawn now). */
  private startGame(seed: Seed = newSeed()): Effect[] {
    const { game, seats, outbox } = this.core;
    // Closing the gaps moves players, not their number.
    const setup: ParsedSetup = { game: game.id, seed, seats: seats.taken.length, options: this.core.fields.gameOptions };
    return [
      change(() => seats.compact()),
      this.core.seatsStored(),
      storeState((store, roomId) => store.start(roomId, setup)),
      ...this.play.begin(Match.start(game, setup)),
      // Closing the gaps may have moved players to other seats.
      tell(() => {
        for (const seat of seats.taken) {
          if (seat.sessionId) outbox.send(seat.sessionId, 'seat', { seat: seats.indexOf(seat), seatKey: seat.key });
        }
      }),
    ];
  }
}

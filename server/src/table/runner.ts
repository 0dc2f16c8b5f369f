import type { Match, ParsedOptions, TableError } from '@dead-drop/shared';
import type { ServerLog } from '../log';
import { timedWrite } from '../metrics';
import type { TableLog, Written } from '../store/tableLog';
import { STORE_FAILED, StoreHealth } from './storeHealth';
import type { TableClock } from './tableClock';

/** One write to a table's store. */
export type StoreWrite = (store: TableLog, roomId: string) => Written;

/** The table's own fields: every part reads them, and only the runner writes them (an effect `set`). */
export interface TableFields {
  /** The table's game by number: 1, and one more at each rematch (see `replayId`). */
  readonly round: number;
  /** The host locked the table: no new spectators (see `HostControls`). */
  readonly locked: boolean;
  /** The server stops: everyone leaves, and the stored table keeps them for its return. */
  readonly shuttingDown: boolean;
  /** The options its games start with, parsed once at the edge; a rematch changes who begins. */
  readonly gameOptions: ParsedOptions;
  /** The game on, or over; null before the first starts. A rematch puts the next in its place. */
  readonly match: Match | null;
  /**
   * The number of the table's latest state (`TableState.step`): one more at each accepted
   * action and at each new game, over the table's whole life. An action names the one it
   * was chosen from (see `StaleActions`).
   */
  readonly step: number;
  /** The host paused the game: clocks stand still, nobody moves (see `Play.pause`). */
  readonly paused: boolean;
}

/**
 * What a decision of the table asks for. The runner applies a batch in one fixed order,
 * whatever the order of the list: the deeds' writes (`record`), the changes in memory
 * (`change`, `set`), the table's own state (`store`), and, once the store holds all of it,
 * what is told (`tell`); then what follows from it (`after`).
 */
export type Effect =
  /** The write of what someone did (an action, an undo, a chat line): refused, nothing of the batch is done. */
  | { readonly kind: 'record'; readonly write: StoreWrite }
  /** The change in memory the batch makes: once the store took its deed, when it records one. */
  | { readonly kind: 'change'; readonly change: () => void }
  /** New values of the table's own fields, set with the batch's changes. */
  | { readonly kind: 'set'; readonly fields: Partial<TableFields> }
  /** A write of the table's own state (seats, start, finish): refused, it is owed, and nothing is told until it passes. */
  | { readonly kind: 'store'; readonly write: StoreWrite }
  /** What everyone hears of the batch: patches, messages, once every write so far has settled. */
  | { readonly kind: 'tell'; readonly tell: () => void }
  /**
   * What the batch brings on once it is done in memory: other parts' own decisions (a chat
   * note, a seat handed to a bot, a rematch or a vote now complete), taken on the table as it
   * then stands and run by them, in the list's order.
   */
  | { readonly kind: 'after'; readonly after: () => void };

/** What a part of the table decides on someone's order: a refusal, or the effects that do it (`TableRunner.apply`). */
export type Decision = TableError | readonly Effect[];

export function isRefusal(decision: Decision): decision is TableError {
  return !Array.isArray(decision);
}

/** The write of a deed, as an effect. */
export function record(write: StoreWrite): Effect {
  return { kind: 'record', write };
}

/** A change in memory (a recorded deed's, once stored), as an effect. */
export function change(run: () => void): Effect {
  return { kind: 'change', change: run };
}

/** New values of the table's own fields, as an effect. */
export function set(fields: Partial<TableFields>): Effect {
  return { kind: 'set', fields };
}

/** A write of the table's own state, as an effect. */
export function storeState(write: StoreWrite): Effect {
  return { kind: 'store', write };
}

/** What is told once the store holds everything so far, as an effect. */
export function tell(run: () => void): Effect {
  return { kind: 'tell', tell: run };
}

/** What follows once the batch is done, as an effect. */
export function after(run: () => void): Effect {
  return { kind: 'after', after: run };
}

/** What a runner is given: the table's store and id, its time, its log lines. */
export interface RunnerDeps {
  readonly roomId: string;
  /** Null keeps the table in memory only: every write passes at once. */
  readonly store: TableLog | null;
  readonly clock: TableClock;
  readonly log: Pick<ServerLog, 'bounded'>;
}

/**
 * The one place a table's effects are applied: stored first, and told only once the store
 * holds them (see `WriteAhead`); while the store refuses writes, the table accepts nothing
 * and owes its own state (see `StoreHealth`).
 */
export class TableRunner {
  private readonly writes: WriteAhead;
  private readonly health: StoreHealth;
  private current: TableFields;

  /**
   * `probe`: a write that changes nothing, which tells whether the store takes writes again;
   * `failed`: a write across the network was refused or lost; `down`: the store refuses
   * writes, or takes them again (the table then says so and calls `hold`).
   */
  constructor(
    private readonly deps: RunnerDeps,
    fields: TableFields,
    probe: () => StoreWrite,
    failed: (error: unknown) => void,
    down: (down: boolean) => void,
  ) {
    this.current = fields;
    this.writes = new WriteAhead(failed);
    this.health = new StoreHealth(deps.clock, () => this.attempt(probe()), down);
  }

  /** The table's own fields as they stand. */
  get fields(): TableFields {
    return this.current;
  }

  /** Whether the store refuses writes now: the table then accepts nothing. */
  get down(): boolean {
    return this.health.down;
  }

  /** A decision carried out: its refusal, or null once its effects are applied (`STORE_FAILED` when the store refused its deed). */
  apply(decision: Decision): TableError | null {
    if (isRefusal(decision)) return decision;
    return this.run(decision) ? null : STORE_FAILED;
  }

  /** Applies `effects` in the fixed order; false when the store refused a deed, and then nothing was done. */
  run(effects: readonly Effect[]): boolean {
    for (const effect of effects) {
      if (effect.kind === 'record' && (this.health.down || !this.attempt(effect.write))) {
        this.health.refused(null);
        return false;
      }
    }
    for (const effect of effects) {
      if (effect.kind === 'change') effect.change();
      else if (effect.kind === 'set') this.current = { ...this.current, ...effect.fields };
    }
    for (const effect of effects) {
      if (effect.kind === 'store' && (this.health.down || !this.attempt(effect.write))) {
        const { write } = effect;
        this.health.refused(() => this.attempt(write));
      }
    }
    if (effects.some((effect) => effect.kind === 'tell'))
      this.writes.afterWrites(() => {
        for (const effect of effects) if (effect.kind === 'tell') effect.tell();
      });
    for (const effect of effects) if (effect.kind === 'after') effect.after();
    return true;
  }

  /** While held (the writes the table owes are not made yet), nothing is told; released, what waits goes out. */
  hold(held: boolean): void {
    this.writes.hold(held);
  }

  /** `value` once the store holds everything done so far (an accepted request's reply). */
  settled<T>(value: T): T | Promise<T> {
    return this.writes.settled(value);
  }

  dispose(): void {
    this.health.dispose();
  }

  /** One write; false when the store threw it back (the embedded store, synchronously). */
  private attempt(write: StoreWrite): boolean {
    const { store, roomId, log } = this.deps;
    if (!store) return true;
    try {
      this.writes.add(timedWrite(() => write(store, roomId)));
      return true;
    } catch (error) {
      log.bounded('error', 'store', `the store refused a write: ${error instanceof Error ? error.message : 'unknown error'}`);
      return false;
    }
  }
}

/**
 * Write-ahead for one table: nobody is told of a change before the store holds it. The
 * embedded store writes synchronously, so there everything goes out at once; a store across
 * the network (Redis) answers later, and what would tell of a change waits until every
 * write so far is done. It then sees the table as it is by then, all of it stored. While
 * the store refuses writes (`StoreHealth`), what would tell waits for the writes owed.
 */
class WriteAhead {
  private unsettled = 0;
  private readonly waiting: (() => void)[] = [];
  private broken = false;
  private held = false;

  /** `failed`: a write was refused or lost; what waits on it never runs. */
  constructor(private readonly failed: (error: unknown) => void) {}

  /** A write under way (nothing to wait for when the store is synchronous, or absent). */
  add(write: Written | undefined): void {
    if (!write) return;
    this.unsettled++;
    write.then(
      () => this.settle(),
      (error: unknown) => {
        this.broken = true;
        this.waiting.length = 0;
        this.failed(error);
      },
    );
  }

  /** While held (writes the table owes are not made yet), nothing is told; released, the waiting goes out. */
  hold(held: boolean): void {
    this.held = held;
    this.drain();
  }

  /** Runs `tell` once every write added so far is done: at once when none is under way. */
  afterWrites(tell: () => void): void {
    if (this.broken) return;
    if (this.clear()) tell();
    else this.waiting.push(tell);
  }

  /** `value` once every write added so far is done (a request's reply). */
  settled<T>(value: T): T | Promise<T> {
    if (this.clear() && !this.broken) return value;
    return new Promise((resolve) => this.afterWrites(() => resolve(value)));
  }

  private clear(): boolean {
    return this.unsettled === 0 && this.waiting.length === 0 && !this.held;
  }

  private settle(): void {
    if (--this.unsettled > 0 || this.broken) return;
    this.drain();
  }

  private drain(): void {
    // In order; a change told here may add a write (a bot's move), and what waits behind it
    // then waits for that write too.
    while (this.unsettled === 0 && !this.broken && !this.held && this.waiting.length > 0) this.waiting.shift()!();
  }
}

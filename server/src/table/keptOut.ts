import { sameSecret } from './links';
import type { Outbox } from './outbox';

/** A person the host removed before the game, known by the seat key their browser held. */
interface Removed {
  readonly name: string;
  readonly key: string;
}

/**
 * The people the host removed from the lobby: each stays out of the table until the host lets
 * them back from the Host menu, which lists them by name (`TableState.keptOut`). A person is
 * known by the seat key their browser held (an invite join's `formerKey`), never by name, which
 * anyone may pick; a browser that kept no key is a newcomer. The list lives as long as the
 * table's process: a restart forgets it.
 */
export class KeptOut {
  private people: Removed[] = [];

  constructor(private readonly outbox: Pick<Outbox, 'keptOut'>) {}

  add(name: string, key: string): void {
    this.people.push({ name, key });
    this.publish();
  }

  /** How many are listed. */
  get size(): number {
    return this.people.length;
  }

  has(formerKey: string | undefined): boolean {
    return formerKey !== undefined && this.people.some(({ key }) => sameSecret(formerKey, key));
  }

  /** The person at `index` of the list may sit down again; false when there is none there. */
  letBack(index: number): boolean {
    if (index >= this.people.length) return false;
    this.people.splice(index, 1);
    this.publish();
    return true;
  }

  private publish(): void {
    this.outbox.keptOut(this.people.map(({ name }) => name));
  }
}

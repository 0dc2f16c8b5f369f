import type { Statement } from '@dead-drop/shared';
import { Selection } from './selection';

/**
 * What the player at this page's table is composing now: the cards picked, the declaration
 * being written and whether the accusation panel is open. A move here takes several taps, and
 * they change nothing the server knows: the coach (loaded apart, at a tutorial table) reads
 * this to point at the next one. A page holds one table.
 */
export interface Composing {
  readonly selection: Selection;
  readonly statements: readonly Statement[];
  readonly accusing: boolean;
}

const NOTHING: Composing = { selection: new Selection(), statements: [], accusing: false };

let read: () => Composing = () => NOTHING;

/** The table tells where its picks and draft are, once, as it is built. */
export function composingAt(reader: () => Composing): void {
  read = reader;
}

export function composing(): Composing {
  return read();
}

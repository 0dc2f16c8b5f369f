/**
 * The card reference (#28 item 2): every card of every game with its full text, in the reader's
 * language, filterable. Each game describes its cards as a `ReferenceBook` beside its other
 * words (`<game>/reference.ts`); the page (`pages/cardReference.ts`) draws any book the same way.
 */

/** One way to narrow the list ("Protocol", "Box"): the options a card may carry under it. */
export interface ReferenceFilter {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** One card, or one kind of card with how many there are: what it is called and what it says. */
export interface ReferenceCard {
  /** Stable across languages: the page's anchors and the tests use it. */
  id: string;
  name: string;
  /** How many of it a game holds, when more than one ("×3"). */
  copies?: number;
  /** A short line under the name: its value, colour, kind. */
  facts: readonly string[];
  /** Its text, a line per box or paragraph; `label` names the box ("Top"). */
  lines: readonly { label?: string; text: string }[];
  /** For each filter, the option values this card matches. */
  tags: Readonly<Record<string, readonly string[]>>;
  /** Its colour on the table (a protocol's, a resource's), as a CSS colour. */
  accent?: string;
}

/** A group of cards under one heading ("Missions", "Fire"). */
export interface ReferenceSection {
  id: string;
  title: string;
  /** What the group is, in one or two sentences (the rule the cards follow). */
  intro?: string;
  cards: readonly ReferenceCard[];
}

export interface ReferenceBook {
  filters: readonly ReferenceFilter[];
  sections: readonly ReferenceSection[];
}

/** What the reader chose: an option per filter ('' for any) and words to look for. */
export interface ReferenceQuery {
  picked: Readonly<Record<string, string>>;
  words: string;
}

/** Whether `card` is one the reader asked for: every filter's pick among its tags, every word in its text. */
export function matches(card: ReferenceCard, query: ReferenceQuery): boolean {
  for (const [filter, value] of Object.entries(query.picked)) {
    if (value && !(card.tags[filter] ?? []).includes(value)) return false;
  }
  const haystack = [card.name, ...card.facts, ...card.lines.map((line) => line.text)].join(' ').toLocaleLowerCase();
  return query.words
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The book as the reader narrowed it: sections left empty are left out. */
export function narrowed(book: ReferenceBook, query: ReferenceQuery): ReferenceSection[] {
  return book.sections
    .map((section) => ({ ...section, cards: section.cards.filter((card) => matches(card, query)) }))
    .filter((section) => section.cards.length > 0);
}

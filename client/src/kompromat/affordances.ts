import type { KompromatAction } from '@dead-drop/shared';

type ItemUse = Extract<KompromatAction, { type: 'item' }>;
type ItemKind = ItemUse['item'];

/** An item use chosen field by field: the item first, then its targets. */
export type Pending = Partial<ItemUse> & { item: ItemKind };

/** What a click does: send a legal action, or narrow the item use being chosen. */
export type Choice = { send: KompromatAction } | { narrow: Pending };

export interface Button {
  id: string;
  /** `declare` carries the total, `copy` the item, `delta` the change. */
  kind: 'stop' | 'pass' | 'passRound' | 'declare' | 'returnToken' | 'copy' | 'delta' | 'cancel';
  value?: number | string;
  choice: Choice | null;
}

/** Everything clickable for one viewer now, keyed like the scene's objects. */
export interface Affordances {
  deck: Choice | null;
  missions: Map<number, Choice>;
  /** Keyed `mission:seat:index`. */
  cards: Map<string, Choice>;
  items: Map<ItemKind, Choice>;
  buttons: Button[];
  pending: Pending | null;
  /** While an item use is being chosen: what the next click picks. */
  asking: 'copy' | 'from' | 'to' | 'mission' | 'card' | 'delta' | null;
}

/** Item fields in the order a player picks them. */
const FIELDS = ['copy', 'from', 'to', 'mission', 'index', 'delta'] as const;
type Field = (typeof FIELDS)[number];

export function cardKey(mission: number, seat: number, index: number): string {
  return `${mission}:${seat}:${index}`;
}

/**
 * Turns the server's list of legal actions into clickable things. It never invents an
 * action: every choice ends in one of `legal`, and a choice that leaves exactly one
 * candidate sends it at once.
 */
export function affordances(legal: readonly KompromatAction[], pending: Pending | null, foe: number): Affordances {
  const result: Affordances = { deck: null, missions: new Map(), cards: new Map(), items: new Map(), buttons: [], pending, asking: null };
  const uses = legal.filter((action): action is ItemUse => action.type === 'item');
  if (pending) {
    narrowing(
      result,
      uses.filter((use) => matches(use, pending)),
      pending,
      foe,
    );
    return result;
  }
  for (const action of legal) {
    switch (action.type) {
      case 'draw':
        result.deck = { send: action };
        break;
      case 'place':
        result.missions.set(action.mission, { send: action });
        break;
      case 'stop':
        result.buttons.push({ id: 'button:stop', kind: 'stop', choice: { send: action } });
        break;
      case 'pass': {
        // "No items this round" answers every window of the round at once.
        const kind = action.round ? 'passRound' : 'pass';
        result.buttons.push({ id: `button:${kind}`, kind, choice: { send: action } });
        break;
      }
      case 'returnToken':
        result.buttons.push({ id: 'button:returnToken', kind: 'returnToken', choice: { send: action } });
        break;
      case 'declare':
        result.buttons.push({ id: `button:declare:${action.total}`, kind: 'declare', value: action.total, choice: { send: action } });
        break;
      case 'item':
        break;
    }
  }
  for (const item of new Set(uses.map((use) => use.item))) {
    result.items.set(
      item,
      pick(
        uses.filter((use) => use.item === item),
        { item },
      ),
    );
  }
  return result;
}

function narrowing(result: Affordances, candidates: ItemUse[], pending: Pending, foe: number): void {
  result.buttons.push({ id: 'button:cancel', kind: 'cancel', choice: null });
  const field = FIELDS.find((name) => distinct(candidates, name).length > 1);
  if (!field) return;
  const choose = (values: Partial<ItemUse>) =>
    pick(
      candidates.filter((use) => matches(use, values)),
      { ...pending, ...values },
    );
  result.asking = field === 'index' || (field === 'mission' && candidates.some((use) => use.index !== undefined)) ? 'card' : field;
  if (field === 'copy') {
    for (const copy of distinct(candidates, 'copy') as ItemKind[]) {
      result.buttons.push({ id: `button:copy:${copy}`, kind: 'copy', value: copy, choice: choose({ copy }) });
    }
  } else if (field === 'delta') {
    for (const delta of distinct(candidates, 'delta') as number[]) {
      result.buttons.push({ id: `button:delta:${delta}`, kind: 'delta', value: delta, choice: choose({ delta }) });
    }
  } else if (result.asking === 'card') {
    // A card target (Stun Gun): the card itself is the click, mission and position at once.
    for (const use of candidates) {
      result.cards.set(cardKey(use.mission!, foe, use.index!), choose({ mission: use.mission!, index: use.index! }));
    }
  } else {
    for (const mission of distinct(candidates, field) as number[]) result.missions.set(mission, choose({ [field]: mission }));
  }
}

function pick(candidates: ItemUse[], pending: Pending): Choice {
  return candidates.length === 1 ? { send: candidates[0]! } : { narrow: pending };
}

function matches(use: ItemUse, values: Partial<ItemUse>): boolean {
  return Object.entries(values).every(([key, value]) => use[key as keyof ItemUse] === value);
}

function distinct(uses: ItemUse[], field: Field): unknown[] {
  return [...new Set(uses.map((use) => use[field]))];
}

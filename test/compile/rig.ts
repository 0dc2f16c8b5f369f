/**
 * Fixed positions for the Compile rule scenarios (spec: docs/rules/compile.md).
 *
 * `rig` lays out a game after the draft: each side's protocols, the cards in every stack
 * (bottom first; "fire 0" face up, "fire 0 down" face down), hands, decks (top first) and
 * trashes. Every card of the six protocols not listed goes to the bottom of its owner's
 * deck (or to the trash, `rest: 'trash'`). The engine's own audit checks the position.
 * Cards are named "protocol value" throughout; the helpers turn names into the hand
 * indices and field places actions use.
 */
import { compile, type CompileAction, type CompileLegal, type CompileState, type CompileView } from '@dead-drop/shared';
import { cardOf, cardsOf, faceOf, type CardNo, type Protocol } from '../../shared/src/compile/cards';
import { advance } from '../../shared/src/compile/flow';
import type { MadeEvent } from '../../shared/src/compile/events';
import type { Options, Phase, Side } from '../../shared/src/compile/state';
import { RuleTable } from '../fixtures/ruleTable';

export type { CompileAction as Action, CompileState as CState, CompileView as CView };

export function card(name: string): CardNo {
  const [protocol, value] = name.trim().split(/\s+/);
  return cardOf(protocol as Protocol, Number(value));
}

export function nameOf(no: CardNo): string {
  const { protocol, value } = faceOf(no);
  return `${protocol} ${value}`;
}

export interface Rig {
  seed?: number;
  /** Each side's protocols by line; default Fire, Gravity, Life against Metal, Water, Light. */
  protocols?: [Protocol[], Protocol[]];
  compiled?: [boolean[]?, boolean[]?];
  /** Per side, per line, bottom first: "fire 0" face up, "fire 0 down" face down. */
  field?: [string[][]?, string[][]?];
  hands?: [string[]?, string[]?];
  /** Top first. */
  decks?: [string[]?, string[]?];
  trash?: [string[]?, string[]?];
  /** Where unlisted cards go: under the listed deck (default), or into the trash. */
  rest?: 'deck' | 'trash';
  control?: Side | null;
  options?: Partial<Options>;
  /** Whose turn (default 0), in which phase (default: the action, asked). */
  turn?: Side;
  phase?: Phase;
  /** Turns already played (Metal 1 counts them). */
  turns?: number;
}

export const DEFAULT_PROTOCOLS: [Protocol[], Protocol[]] = [
  ['fire', 'gravity', 'life'],
  ['metal', 'water', 'light'],
];

/** A rigged position, run on to its first decision; its events are returned too. */
export function rigWithEvents(spec: Rig = {}): { state: CompileState; events: MadeEvent[] } {
  const options: Options = { firstSeat: spec.turn ?? 0, control: true, placement: 'draft', ...spec.options };
  const state = compile.setup(spec.seed ?? 1, 2, options) as CompileState;
  const protocols = spec.protocols ?? DEFAULT_PROTOCOLS;
  const used = new Set<CardNo>();
  const take = (name: string): CardNo => {
    const no = card(name);
    if (used.has(no)) throw new Error(`rig: ${name} is used twice`);
    used.add(no);
    return no;
  };
  state.draft = null;
  state.areas.forEach((area, side) => {
    area.protocols = protocols[side]!.map((protocol, line) => ({ protocol, compiled: spec.compiled?.[side]?.[line] ?? false }));
    area.stacks = [0, 1, 2].map((line) =>
      (spec.field?.[side]?.[line] ?? []).map((name) => {
        const down = /\bdown$/.test(name.trim());
        return { card: take(name.replace(/\bdown$/, '')), up: !down };
      }),
    );
    area.hand = (spec.hands?.[side] ?? []).map(take).sort((a, b) => a - b);
    area.deck = (spec.decks?.[side] ?? []).map(take).reverse();
    area.trash = (spec.trash?.[side] ?? []).map(take);
  });
  state.areas.forEach((area, side) => {
    const rest = protocols[side]!.flatMap((protocol) => cardsOf(protocol)).filter((no) => !used.has(no));
    if (spec.rest === 'trash') area.trash.push(...rest);
    else area.deck.unshift(...rest);
  });
  const seat = spec.turn ?? 0;
  state.first = seat;
  state.control = spec.control ?? null;
  state.turns = spec.turns ?? 1;
  state.turn = { seat, phase: spec.phase ?? 'action', begun: false, compiled: false };
  state.prompt = null;
  const events: MadeEvent[] = [];
  advance(state, events);
  expect(compile.audit.invariants(state)).toEqual([]);
  return { state, events };
}

export function rig(spec: Rig = {}): CompileState {
  return rigWithEvents(spec).state;
}

/** A table at a rigged position, with actions spelled by card names. */
export class Table extends RuleTable<CompileState, CompileAction, CompileLegal, CompileView> {
  constructor(state: CompileState) {
    super(compile, state);
  }

  /** Plays a hand card by name into a line, face up unless `up` is false. */
  play(seat: Side, name: string, line: number, up = true): this {
    return this.act(seat, { type: 'play', hand: this.handIndex(seat, name), line: line as 0 | 1 | 2, up });
  }

  /** Chooses a field card: by its place, or by name (wherever it lies). */
  pick(seat: Side, target: string | { side: Side; line: number; at: number }): this {
    return this.act(seat, { type: 'card', ...(typeof target === 'string' ? this.where(target) : target) } as CompileAction);
  }

  line(seat: Side, line: number): this {
    return this.act(seat, { type: 'line', line: line as 0 | 1 | 2 });
  }

  skip(seat: Side): this {
    return this.act(seat, { type: 'skip' });
  }

  choose(seat: Side, option: 'flip' | 'discard' | 'draw'): this {
    return this.act(seat, { type: 'choose', option });
  }

  /** Discards hand cards by name. */
  discard(seat: Side, ...names: string[]): this {
    return this.act(seat, { type: 'discard', hand: names.map((name) => this.handIndex(seat, name)) });
  }

  /** Chooses which of several texts resolves first, by its card's name. */
  first(seat: Side, name: string): this {
    return this.act(seat, { type: 'first', ...this.where(name) });
  }

  refresh(seat: Side): this {
    return this.act(seat, { type: 'refresh' });
  }

  handIndex(seat: Side, name: string): number {
    const index = this.state.areas[seat].hand.indexOf(card(name));
    if (index < 0) throw new Error(`${name} is not in seat ${seat}'s hand: ${this.hand(seat).join(', ')}`);
    return index;
  }

  /** Where a card lies on the field. */
  where(name: string): { side: Side; line: 0 | 1 | 2; at: number } {
    const no = card(name);
    for (const side of [0, 1] as const) {
      for (const line of [0, 1, 2] as const) {
        const at = this.state.areas[side].stacks[line]!.findIndex((slot) => slot.card === no);
        if (at >= 0) return { side, line, at };
      }
    }
    throw new Error(`${name} is not on the field`);
  }

  /** The field as names, per side and line, bottom first ("fire 0 down" for a face-down card). */
  field(side: Side): string[][] {
    return this.state.areas[side].stacks.map((stack) => stack.map((slot) => `${nameOf(slot.card)}${slot.up ? '' : ' down'}`));
  }

  hand(seat: Side): string[] {
    return this.state.areas[seat].hand.map(nameOf);
  }

  trash(seat: Side): string[] {
    return this.state.areas[seat].trash.map(nameOf);
  }

  /** Top first. */
  deck(seat: Side): string[] {
    return [...this.state.areas[seat].deck].reverse().map(nameOf);
  }

  /** What the open decision asks and of whom, or null. */
  get asking(): { seat: Side; ask: string } | null {
    const prompt = this.state.prompt;
    return prompt && { seat: prompt.seat, ask: prompt.ask };
  }

  /** The open decision's card options as names. */
  targets(seat: Side): string[] {
    return this.legal(seat).flatMap((option) =>
      option.type === 'card' ? [`${nameOf(this.state.areas[option.side].stacks[option.line]![option.at]!.card)}`] : [],
    );
  }

  lines(seat: Side): number[] {
    return this.legal(seat).flatMap((option) => (option.type === 'line' ? [option.line] : []));
  }
}

/** A table at a rigged position; its log holds the events of the run to its first decision. */
export function table(spec: Rig = {}): Table {
  const { state, events } = rigWithEvents(spec);
  const t = new Table(state);
  t.events = events;
  t.log.push(...events);
  return t;
}

/** Every card of the protocols, by name. */
export function allOf(...protocols: Protocol[]): string[] {
  return protocols.flatMap((p) => cardsOf(p).map(nameOf));
}

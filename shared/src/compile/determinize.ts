/**
 * A Compile state sampled from what one seat knows (`GameDefinition.determinize`), for the
 * Hard bot's search. The field's face-up cards, both trashes, the seat's hand and its own
 * face-down cards are known; the opponent's hand, both decks and the opponent's face-down
 * cards are dealt at random from what is left of each side's eighteen (its three protocols).
 *
 * Only decisions no text asks are rebuilt, whose work in hand the view tells (`pending`): a
 * seat's action (play or refresh), which line to compile, the control card's rearrangement
 * before a refresh or a compile (of the one line that can), and the cache's discard. Within a
 * text the view does not carry the engine's work in hand (`CState.frames`), and Normal
 * decides; so too while Metal 1 bars a compile, whose card the view does not name.
 */
import { commitState } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import { isSeat } from '../core/viewer';
import { cardOf, cardsOf, COMPILE_AT, type CardNo, type Face } from './cards';
import { CACHE } from './flow';
import type { Area, CState, LineIx, Option, Side, Slot } from './state';
import type { CardView, CView } from './view';

export function determinize(view: CView, _memory: readonly unknown[], random: () => number): CState | null {
  const seat = view.viewer;
  const work = pending(view);
  if (
    !isSeat(seat) ||
    view.result ||
    view.draft ||
    !work ||
    view.chain.length > 0 ||
    view.transit.length > 0 ||
    view.shown ||
    view.noCompile !== null ||
    !view.hand
  )
    return null;
  const free = view.sides.map((side) => side.protocols.flatMap(({ protocol }) => cardsOf(protocol)));
  const known = (face: Face): CardNo => {
    const card = cardOf(face.protocol, face.value);
    for (const pool of free) if (pool.includes(card)) pool.splice(pool.indexOf(card), 1);
    return card;
  };
  const unknown: ((card: CardNo) => void)[][] = view.sides.map(() => []);
  const areas = view.sides.map((side, owner): Area => {
    const stacks = side.stacks.map((stack) =>
      stack.cards.map((card: CardView): Slot => {
        const slot: Slot = { card: -1, up: card.up };
        if (card.protocol !== undefined && card.value !== undefined) slot.card = known({ protocol: card.protocol, value: card.value });
        else
          unknown[owner]!.push((dealt) => {
            slot.card = dealt;
          });
        return slot;
      }),
    );
    const hand = owner === seat ? view.hand!.map(known) : Array.from({ length: side.hand }, () => -1);
    if (owner !== seat)
      hand.forEach((_, i) =>
        unknown[owner]!.push((dealt) => {
          hand[i] = dealt;
        }),
      );
    const deck = Array.from({ length: side.deck }, () => -1);
    deck.forEach((_, i) =>
      unknown[owner]!.push((dealt) => {
        deck[i] = dealt;
      }),
    );
    return { protocols: side.protocols.map((p) => ({ ...p })), stacks, hand, deck, trash: side.trash.map(known) };
  });
  for (const [owner, places] of unknown.entries()) {
    const cards = shuffleWith(free[owner]!, random);
    // A card that crossed to the other side leaves the count short: no sound deal here.
    if (cards.length !== places.length) return null;
    places.forEach((place, i) => place(cards[i]!));
  }
  // Hands are kept sorted: their order tells nothing.
  areas[1 - seat]!.hand.sort((a, b) => a - b);
  return commitState<CState>({
    rng: scrambledRng(random),
    // After the draft only the control card's option still matters.
    options: { firstSeat: view.first, control: view.controlCard, placement: 'random' },
    first: view.first,
    draft: null,
    areas: [areas[0]!, areas[1]!],
    control: view.control,
    ...work,
    transit: [],
    seq: 0,
    shown: null,
    noCompile: null,
    result: null,
  });
}

/** The turn, the engine's work in hand and the open decision, where the view tells them. */
function pending(view: CView): Pick<CState, 'turn' | 'turns' | 'frames' | 'prompt'> | null {
  const { turn, prompt } = view;
  if (!turn || !prompt || prompt.source !== null || prompt.seat !== turn.seat) return null;
  const seat = turn.seat;
  const at = (phase: 'compile' | 'action' | 'cache', compiled: boolean) => ({ seat, phase, begun: true, compiled });
  const options = view.legal.filter(
    (option): option is Option =>
      option.type !== 'discard' && option.type !== 'skip' && option.type !== 'play' && option.type !== 'refresh' && option.type !== 'draft',
  );
  const asked = { seat, source: null, into: '' };
  const of = (work: Pick<CState, 'turn' | 'frames' | 'prompt'>) => ({ ...work, turns: turn.number });
  switch (prompt.ask) {
    case 'action':
      if (turn.phase !== 'action') return null;
      return of({ turn: at('action', false), frames: [], prompt: { ...asked, ask: 'action', optional: false, kind: 'action' } });
    case 'compile':
      return of({ turn: at('compile', true), frames: [], prompt: { ...asked, ask: 'compile', optional: false, kind: 'options', options } });
    case 'discard':
      if (turn.phase !== 'cache' || prompt.min === undefined || prompt.max === undefined) return null;
      return of({
        turn: at('cache', false),
        frames: [],
        prompt: { ...asked, into: CACHE, ask: 'discard', optional: false, kind: 'hand', min: prompt.min, max: prompt.max },
      });
    case 'rearrange': {
      const rearrange = { ...asked, ask: 'rearrange', optional: true, kind: 'options', options } as const;
      if (turn.phase === 'action') return of({ turn: at('action', false), frames: [{ f: 'refresh', seat, stage: 1 }], prompt: rearrange });
      const lines = compilingLines(view, seat);
      if (turn.phase !== 'compile' || lines.length !== 1) return null;
      return of({ turn: at('compile', true), frames: [{ f: 'compile', seat, line: lines[0]!, stage: 1 }], prompt: rearrange });
    }
    default:
      return null;
  }
}

/** The lines `seat` must compile: 10 or more, and ahead. */
function compilingLines(view: CView, seat: Side): LineIx[] {
  const [mine, theirs] = [view.sides[seat]!, view.sides[1 - seat]!];
  return ([0, 1, 2] as const).filter(
    (line) => mine.stacks[line]!.total >= COMPILE_AT && mine.stacks[line]!.total > theirs.stacks[line]!.total,
  );
}

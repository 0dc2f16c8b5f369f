import type { GameEvent } from '../core/events';
import { deepClone } from '../core/plain';
import { scrambledRng, shuffleWith } from '../core/rng';
import type { Viewer } from '../core/viewer';
import { DECK_SIZE, equipmentOwner, MISSION_CARDS, NIGHT_VISION_CARDS, NOTORIETY_SUPPLY, SEATS } from './cards';
import type { KState } from './state';
import { ownerSees } from './view';

/** Every card in exactly one place, in its owner's areas; tokens add up. */
export function invariants(state: KState): string[] {
  const problems: string[] = [];
  const equipment: number[] = [];
  state.players.forEach((player, seat) => {
    const own = [
      ...player.deck,
      ...player.discard,
      ...state.missions.flatMap((m) => m.sides[seat]!.cards.map((c) => c.id)),
      ...(state.turn?.seat === seat && state.turn.drawn !== null ? [state.turn.drawn] : []),
    ];
    if (own.some((id) => equipmentOwner(id) !== seat)) problems.push(`seat ${seat} holds another player's equipment`);
    if (player.peek > Math.min(NIGHT_VISION_CARDS, player.deck.length)) problems.push(`seat ${seat} peeks past its deck`);
    if (player.notoriety < 0) problems.push(`seat ${seat} has negative notoriety`);
    equipment.push(...own);
  });
  problems.push(...exactlyOnce('equipment card', equipment, SEATS * DECK_SIZE));

  const missions = [
    ...state.missionDeck,
    ...state.missionDiscard,
    ...state.missions.flatMap((m) => [m.card, m.ci].filter((id): id is number => id !== null)),
    ...state.players.flatMap((p) => [...p.items, ...p.pile]),
  ];
  problems.push(...exactlyOnce('mission card', missions, MISSION_CARDS.length));

  const tokens = state.supply + state.players.reduce((sum, p) => sum + p.notoriety, 0);
  if (tokens !== NOTORIETY_SUPPLY || state.supply < 0) problems.push(`notoriety tokens add up to ${tokens}`);
  return problems;
}

function exactlyOnce(what: string, ids: number[], count: number): string[] {
  const seen = new Array<number>(count).fill(0);
  for (const id of ids) seen[id] = (seen[id] ?? 0) + 1;
  return seen
    .flatMap((n, id) => (n === 1 ? [] : [`${what} ${id} is in ${n} places`]))
    .concat(seen.length > count ? [`unknown ${what}`] : []);
}

/**
 * Reshuffles, per owner, every equipment card that `viewer` cannot see (deck, discard, a
 * drawn card, face-down cards), and the mission deck and the generator. A view that
 * depends on any of it leaks.
 */
export function scrambleHidden(state: KState, viewer: Viewer, random: () => number): KState {
  const next = deepClone(state);
  next.players.forEach((player, seat) => {
    const slots: { get(): number; set(id: number): void }[] = [];
    const visibleTop = viewer === seat ? player.peek : 0;
    player.deck.forEach((_, i) => {
      if (i < player.deck.length - visibleTop)
        slots.push({
          get: () => player.deck[i]!,
          set: (id) => {
            player.deck[i] = id;
          },
        });
    });
    player.discard.forEach((_, i) =>
      slots.push({
        get: () => player.discard[i]!,
        set: (id) => {
          player.discard[i] = id;
        },
      }),
    );
    const turn = next.turn;
    if (turn?.seat === seat && turn.drawn !== null && viewer !== seat) {
      slots.push({
        get: () => turn.drawn!,
        set: (id) => {
          turn.drawn = id;
        },
      });
    }
    next.missions.forEach((m, mission) => {
      const sees = ownerSees(next, viewer, seat, mission);
      for (const card of m.sides[seat]!.cards) {
        if (!card.up && !card.shown && !sees)
          slots.push({
            get: () => card.id,
            set: (id) => {
              card.id = id;
            },
          });
      }
    });
    const ids = shuffleWith(
      slots.map((slot) => slot.get()),
      random,
    );
    slots.forEach((slot, i) => slot.set(ids[i]!));
  });
  shuffleWith(next.missionDeck, random);
  next.rng = scrambledRng(random);
  return next;
}

/** Card values that everyone may learn: a card placed face up, cards turned up at the
 *  reveal, and cards a Drone reveals. Any other value belongs in the event's secret, and
 *  only for the player who drew it. */
const PUBLIC_VALUES = new Set(['placed', 'revealed', 'item']);

export function eventLeaks(event: GameEvent): string[] {
  const problems: string[] = [];
  const carriesValue = 'rank' in event || 'ranks' in event;
  if (carriesValue && !(PUBLIC_VALUES.has(event.type) && (event.type !== 'item' || event.item === 'drone' || event.copy === 'drone'))) {
    problems.push(`event ${event.type} publishes card values`);
  }
  if (event.secret && (event.secret.to.length !== 1 || event.secret.to[0] !== event.seat)) {
    problems.push(`event ${event.type} tells a secret to someone other than its owner`);
  }
  return problems;
}

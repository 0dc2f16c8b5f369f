import { kompromat, type AnyGame, type KompromatState, type KompromatView } from '@dead-drop/shared';
import { checkBots, provenWinRate } from '../fixtures/botChecks';

const setup = (seed: number) => ({ game: 'kompromat', seed, seats: 2, options: {} });

describe('the Kompromat bot', () => {
  test('beats the random player in at least 70% of games, from either seat (99% sure, by 80 games)', () => {
    expect(provenWinRate(kompromat, 80, setup, ['bot', 'random'])).toBeGreaterThanOrEqual(0.7);
  });

  test('the peek check catches a bot that acts on a hidden card', () => {
    // A view that carries the seat's next card, and a bot that draws only when it is low.
    const peeking: AnyGame = {
      ...kompromat,
      viewFor: (state: KompromatState, viewer) => ({
        ...kompromat.viewFor(state, viewer),
        next: state.players[Number(viewer)]?.deck.at(-1),
      }),
      bot: (view: KompromatView & { next?: number }, random) => {
        const stop = view.legal.find((action) => action.type === 'stop');
        return stop && (view.next ?? 0) % 14 > 7 ? stop : kompromat.bot(view, random);
      },
    };
    expect(checkBots(peeking, 5, setup, ['bot'], 1).peeks).not.toEqual([]);
  });
});

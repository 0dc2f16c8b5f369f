import {
  canonicalJson,
  fromLeaves,
  kompromat,
  Match,
  matahari,
  overlayOf,
  randomMove,
  randomSource,
  SPECTATOR,
  ViewProjector,
  withOverlay,
  type AnyGame,
  type LeafChanges,
  type Leaves,
} from '@dead-drop/shared';

/** Applies changes as the server's view entry does: deletions first, then sets. */
function apply(leaves: Leaves, { set, remove }: LeafChanges): void {
  for (const path of remove) leaves.delete(path);
  for (const [path, value] of set) leaves.set(path, value);
}

/**
 * The projector works out each seat's overlay changes from what changed, not from whole
 * overlays; applied action by action they must always give the whole overlay, and the
 * public entries with the overlay laid on them must always give the seat's view.
 */
function checkGames(game: AnyGame, seats: number, games: number): void {
  const random = randomSource(5);
  for (let seed = 1; seed <= games; seed++) {
    const match = new Match(game, { game: game.id, seed, seats, options: {} });
    const projector = new ViewProjector();
    const shared: Leaves = new Map();
    const own = Array.from({ length: seats }, (): Leaves => new Map());
    for (;;) {
      const publicView = game.viewFor(match.state, SPECTATOR);
      const seatViews = own.map((_, seat) => game.viewFor(match.state, seat));
      const projection = projector.next(publicView, seatViews);
      apply(shared, projection.shared);
      seatViews.forEach((view, seat) => {
        apply(own[seat]!, projection.seats[seat]!);
        expect(own[seat]).toEqual(overlayOf(publicView, view));
        expect(canonicalJson(fromLeaves(withOverlay(shared, own[seat]!)))).toBe(canonicalJson(view));
      });
      if (match.result) break;
      const move = randomMove(game, match.state, random)!;
      match.act(move.seat, move.action);
    }
  }
}

describe('the view projector', () => {
  test('keeps every Kompromat seat entry equal to its overlay over 6 random games', () => {
    checkGames(kompromat, 2, 6);
  });

  test('keeps every Mata Hari seat entry equal to its overlay over 12 random games of 3 to 7 seats', () => {
    for (let seats = 3; seats <= 7; seats++) checkGames(matahari, seats, seats === 5 ? 4 : 2);
  });
});

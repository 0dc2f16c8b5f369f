import { findGame } from '@dead-drop/shared';
import { playRecorded, recordedMatch, recordedPatches } from '../../workshop/src/loadRooms/recordedPatches';
import { PatchMaker } from '../../server/src/table/TableState';

test.each(['kompromat', 'matahari'])('each recorded %s patch is what its recorded move makes, around the whole cycle', (id) => {
  const game = findGame(id)!;
  const seats = game.minSeats;
  const { opening, cycle } = recordedPatches(game, seats);
  const maker = new PatchMaker();
  let match = recordedMatch(game, seats, 1);
  let at = 0;
  expect(maker.next(match, [], seats, at)).toEqual(opening);
  for (const { patch, move } of cycle) {
    const played = playRecorded(match, move);
    match = played.match;
    expect(maker.next(match, played.events, seats, ++at)).toEqual(patch);
  }
  // Round again: the cycle ends where it began.
  expect(playRecorded(match, cycle[0]!.move).match.log).toHaveLength(1);
});

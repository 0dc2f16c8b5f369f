/**
 * The browser tests' secrecy checks must be able to fail: fabricated scenes with a leaked
 * face-down value, beside the same scenes drawn correctly.
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { logLeak, newLines, PENDING, secrecyViolations } from './secrecy';

const box = { label: '', x: 0, y: 0, w: 10, h: 10 };

function card(mission: number, seat: number, index: number, up: boolean, rank?: number, shown?: boolean): SceneObject {
  return {
    ...box,
    id: `card:${mission}:${seat}:${index}`,
    kind: 'card',
    enabled: false,
    label: rank === undefined ? '' : String(rank),
    card: { mission, seat, index, up, ...(rank === undefined ? {} : { rank }), ...(shown ? { shown } : {}) },
  };
}

const stop = (on: boolean): SceneObject => ({ ...box, id: 'button:stop', kind: 'button', enabled: on });

/** Seat 0 attempts mission 1: a face-up 4, then a face-down 7 it drew. */
const duringTurn = (ownerSees: boolean, othersSee: boolean) => ({
  owner: [card(1, 0, 0, true, 4), card(1, 0, 1, false, ownerSees ? 7 : undefined), stop(true)],
  other: [card(1, 0, 0, true, 4), card(1, 0, 1, false, othersSee ? 7 : undefined)],
});

describe('secrecy of face-down cards on a screen', () => {
  test('a correct screen passes for the owner, the opponent and the spectator', () => {
    const { owner, other } = duringTurn(true, false);
    expect(secrecyViolations(owner, { seat: 0 })).toEqual([]);
    expect(secrecyViolations(other, { seat: 1 })).toEqual([]);
    expect(secrecyViolations(other, { seat: null })).toEqual([]);
  });

  test("the opponent's or the spectator's screen showing the value fails", () => {
    const { other } = duringTurn(true, true);
    expect(secrecyViolations(other, { seat: 1 })).toEqual(["seat 1 sees the opponent's face-down card:1:0:1 = 7"]);
    expect(secrecyViolations(other, { seat: null })).toEqual(['the spectator sees the face-down card:1:0:1 = 7']);
  });

  test("the owner's screen showing it after the turn fails", () => {
    const after = [card(1, 0, 0, true, 4), card(1, 0, 1, false, 7), stop(false)];
    expect(secrecyViolations(after, { seat: 0 })).toEqual(['seat 0 sees its own face-down card:1:0:1 = 7 outside its turn']);
  });

  test('the owner may see only the mission being attempted', () => {
    const twoMissions = [card(0, 0, 1, false, 3), card(1, 0, 1, false, 7), stop(true)];
    expect(secrecyViolations(twoMissions, { seat: 0 })).toEqual([
      'seat 0 sees its own face-down values at missions 0, 1: only the one being attempted may show',
    ]);
  });

  test('the first card of a turn shows to its owner only while it waits to be placed', () => {
    const drawn = { ...card(PENDING, 0, 0, false, 5), id: 'drawn:0' };
    const mission: SceneObject = { ...box, id: 'mission:2', kind: 'mission', enabled: true };
    expect(secrecyViolations([drawn, mission], { seat: 0 })).toEqual([]);
    expect(secrecyViolations([drawn, { ...mission, enabled: false }], { seat: 0 })).toEqual([
      'seat 0 sees its own face-down drawn:0 = 5 outside its turn',
    ]);
    expect(secrecyViolations([drawn], { seat: 1 })).toEqual(["seat 1 sees the opponent's face-down drawn:0 = 5"]);
  });

  test("a back's label naming a value fails", () => {
    const back = { ...card(1, 0, 1, false), label: '7' };
    expect(secrecyViolations([back], { seat: null })).toEqual(['the back card:1:0:1 is labelled "7"']);
  });

  test('a card revealed by a Drone may show its value to everyone', () => {
    expect(secrecyViolations([card(2, 0, 1, false, 9, true)], { seat: null })).toEqual([]);
  });
});

describe('secrecy in the game log', () => {
  test('new lines are those the earlier log did not have, however the log was trimmed', () => {
    expect(newLines(['a', 'b', 'b'], ['b', 'b', 'c', 'b'])).toEqual(['c', 'b']);
  });

  test('a line naming the value leaks it; a number that reads as something public is not decided', () => {
    expect(logLeak(['Ada drew a card at mission 2'], '7', [2, 3])).toBeNull();
    expect(logLeak(['Ada drew a 7 at mission 2'], '7', [2, 3])).toBe('Ada drew a 7 at mission 2');
    expect(logLeak(['Ada drew 1/11'], '1/11', [1])).toBe('Ada drew 1/11');
    expect(logLeak(['Ada drew a card at mission 2'], '2', [2])).toBeNull();
    expect(logLeak(['Ada has 17 at mission 1'], '7', [1])).toBeNull();
  });
});

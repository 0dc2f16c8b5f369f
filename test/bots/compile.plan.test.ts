/**
 * Compile's levels play the game's plan (#44): no own goal (covering their own face-up Metal 6,
 * which deletes it; Easy neither, by mistake), and a compile of the opponent blocked (Normal)
 * where one plain play can.
 */
import { compile, levelMove, randomSource, type BotLevel, type CompileAction } from '@dead-drop/shared';
import { rig } from '../compile/rig';

/** Hard by count only, so that its choice does not hang on the machine's speed. */
const HARD = { simulations: 60 };
const SEEDS = [1, 2, 3, 4, 5];

function choice(level: BotLevel, state: ReturnType<typeof rig>, seed: number): CompileAction {
  return levelMove(compile, level, compile.viewFor(state, 0), randomSource(seed), [], HARD) as CompileAction;
}

describe('the Compile bots', () => {
  // Metal 5 face up on the Metal 6 would reach 11 if the 6 stayed: it does not, it is deleted.
  const metal6 = rig({
    protocols: [
      ['metal', 'gravity', 'life'],
      ['fire', 'water', 'light'],
    ],
    field: [
      [['metal 6'], [], []],
      [['fire 4'], ['water 1'], ['light 1']],
    ],
    hands: [
      ['metal 5', 'metal 3'],
      ['fire 2', 'water 2'],
    ],
  });

  // Easy's mistakes are many and random: it is asked more often.
  test.each([
    ['easy', 40],
    ['normal', 5],
    ['hard', 5],
  ] as const)('%s never covers its own face-up Metal 6 when another play exists (%i deals)', (level, deals) => {
    for (let seed = 1; seed <= deals; seed++) {
      const action = choice(level, metal6, seed);
      expect(action.type === 'play' && action.line === 0).toBe(false);
    }
  });

  test("Normal blocks the opponent's compile where one plain play can", () => {
    // The opponent's Water line stands at 10 against 6: Gravity 4 face up there makes it 10 all,
    // and nothing compiles; Fire 5 or Life 5 in an empty line lets the compile through.
    const threat = rig({
      field: [
        [[], ['gravity 6'], []],
        [[], ['water 5', 'water 3', 'water 2'], []],
      ],
      hands: [
        ['gravity 4', 'fire 5', 'life 5'],
        ['metal 2', 'light 2'],
      ],
    });
    for (const seed of SEEDS)
      expect(choice('normal', threat, seed)).toEqual({
        type: 'play',
        hand: compile.viewFor(threat, 0).hand!.findIndex((face) => face.protocol === 'gravity'),
        line: 1,
        up: true,
      });
  });
});

/**
 * Compile's guided first game (issue #28): the learner (seat 0) drafts Life, Speed and Metal
 * against a bot with Plague, Gravity and Water. Seed 126 lays the protocols out as Metal,
 * Speed, Life (lines 1–3) facing Plague, Gravity, Water, and deals the learner Life 1, 3, 4,
 * Metal 1 and Speed 2, with Life 5 second on the deck. The story: Life 3 face up; Speed 2 face
 * down; the bot's Plague 1 makes the learner discard on the bot's turn, after which the learner
 * leads in two lines and takes the control card; Life 4 covers Life 3, whose "when covered"
 * text plays the deck's top card face down elsewhere, and draws Life 5; a refresh (handing the
 * control card back); Life 5 brings line 3 to 12; the learner takes the control card again
 * and line 3 compiles. The bot plays face down out of the way. Hand cards are indices into
 * the sorted hand, as the rules name them. Coach lines are keys: `client/src/compile/coach.ts`
 * words them.
 */
import type { Tutorial } from '../core/tutorial';
import type { Action } from './actions';

/** Lines by index (the table calls them 1–3). */
const METAL_LINE = 0;
const SPEED_LINE = 1;
const LIFE_LINE = 2;

export const compileTutorial: Tutorial<Action> = {
  game: 'compile',
  seed: 126,
  seats: 2,
  learner: 0,
  options: { firstSeat: 0 },
  welcome: 'welcome',
  lessons: ['draft', 'faceUp', 'faceDown', 'asks', 'control', 'covered', 'refresh', 'compile'],
  steps: [
    {
      seat: 0,
      action: { type: 'draft', protocol: 'life' },
      coach: 'draftLife',
      after: 'draftLifeAfter',
      look: ['draft'],
      teaches: ['draft'],
    },
    { seat: 1, action: { type: 'draft', protocol: 'plague' } },
    { seat: 1, action: { type: 'draft', protocol: 'gravity' } },
    { seat: 0, action: { type: 'draft', protocol: 'speed' }, coach: 'draftSpeed' },
    { seat: 0, action: { type: 'draft', protocol: 'metal' }, coach: 'draftMetal' },
    { seat: 1, action: { type: 'draft', protocol: 'water' }, after: 'laidOut', look: ['protocols'] },
    // Life 3 (hand 1 of Life 1, Life 3, Life 4, Metal 1, Speed 2).
    {
      seat: 0,
      action: { type: 'play', hand: 1, line: LIFE_LINE, up: true },
      coach: 'playUp',
      after: 'playUpAfter',
      look: ['protocol:0:2'],
      teaches: ['faceUp'],
    },
    { seat: 1, action: { type: 'play', hand: 0, line: SPEED_LINE, up: false }, coach: 'botDown' },
    // Speed 2 (hand 3 of Life 1, Life 4, Metal 1, Speed 2).
    {
      seat: 0,
      action: { type: 'play', hand: 3, line: METAL_LINE, up: false },
      coach: 'playDown',
      after: 'playDownAfter',
      look: ['line:0'],
      teaches: ['faceDown'],
    },
    { seat: 1, action: { type: 'play', hand: 1, line: METAL_LINE, up: true }, coach: 'botPlague' },
    // Metal 1 (hand 2 of Life 1, Life 4, Metal 1).
    {
      seat: 0,
      action: { type: 'discard', hand: [2] },
      coach: 'discardAsked',
      after: 'controlTaken',
      look: ['stack:1:0'],
      teaches: ['asks', 'control'],
    },
    // Life 4 (hand 1 of Life 1, Life 4).
    { seat: 0, action: { type: 'play', hand: 1, line: LIFE_LINE, up: true }, coach: 'cover', look: ['stack:0:2'], teaches: ['covered'] },
    { seat: 0, action: { type: 'line', line: SPEED_LINE }, coach: 'coveredText', after: 'coveredAfter', look: ['stack:0:2'] },
    { seat: 1, action: { type: 'play', hand: 0, line: LIFE_LINE, up: false }, coach: 'botDownLife' },
    {
      seat: 0,
      action: { type: 'refresh' },
      coach: 'refresh',
      after: 'refreshAfter',
      look: ['hand', 'control'],
      teaches: ['refresh', 'control'],
    },
    { seat: 0, action: { type: 'skip' }, coach: 'skipRearrange', after: 'refreshDrawn', look: ['hand'] },
    {
      seat: 1,
      action: { type: 'play', hand: 0, line: SPEED_LINE, up: false },
      coach: 'botDownAgain',
      after: 'controlAgain',
      look: ['control'],
    },
    // Life 5 (hand 1 of Life 1, Life 5, Metal 0, Metal 3, Metal 5).
    { seat: 0, action: { type: 'play', hand: 1, line: LIFE_LINE, up: true }, coach: 'playFive', look: ['stack:0:2'] },
    // Life 1 (hand 0 of Life 1, Metal 0, Metal 3, Metal 5).
    { seat: 0, action: { type: 'discard', hand: [0] }, coach: 'discardOwn', after: 'twelve', look: ['line:2'] },
    { seat: 1, action: { type: 'play', hand: 0, line: SPEED_LINE, up: false }, coach: 'botLast', after: 'compiling', look: ['line:2'] },
    { seat: 0, action: { type: 'skip' }, coach: 'compileSkip', after: 'compiled', look: ['protocol:0:2'], teaches: ['compile'] },
  ],
  farewell: 'farewell',
};

/**
 * Kompromat's guided first game: the learner (seat 0) starts; seed 19286 deals a round whose
 * first mission is a Newspaper. The learner draws and stops at each mission, wins the Newspaper
 * at the reveal, and lays it on the bot's greedy stack, which then fails its mission. Coach keys
 * are worded in `client/src/kompromat/coach.ts`; the seed was found by a search over seeds.
 */
import type { Tutorial, TutorialStep } from '../core/tutorial';
import type { Action } from './actions';

const LEARNER = 0;
const BOT = 1;

const draw: Action = { type: 'draw' };
const stop: Action = { type: 'stop' };
const place = (mission: number): Action => ({ type: 'place', mission });

/** A bot's turn: its first card to `mission`, `more` face-down cards, then it stops. */
function botTurn(
  mission: number,
  more: number,
  words: Partial<Record<'first' | 'last', Omit<TutorialStep<Action>, 'seat' | 'action'>>> = {},
): TutorialStep<Action>[] {
  const actions = [draw, place(mission), ...Array.from({ length: more }, () => draw), stop];
  return actions.map((action, index) => ({
    seat: BOT,
    action,
    ...(index === 0 ? words.first : {}),
    ...(index === actions.length - 1 ? words.last : {}),
  }));
}

const learner = (action: Action, words: Omit<TutorialStep<Action>, 'seat' | 'action'>): TutorialStep<Action> => ({
  seat: LEARNER,
  action,
  ...words,
});

export const kompromatTutorial: Tutorial<Action> = {
  game: 'kompromat',
  seed: 19286,
  seats: 2,
  learner: LEARNER,
  options: { firstSeat: LEARNER },
  welcome: 'welcome',
  lessons: ['draw', 'faceDown', 'stop', 'reveal', 'item', 'failed'],
  steps: [
    // Turn 1: the Newspaper mission.
    learner(draw, { coach: 'draw', after: 'drawn', teaches: ['draw'] }),
    learner(place(0), { coach: 'placeNewspaper', look: ['mission:0'] }),
    learner(draw, { coach: 'drawFaceDown', after: 'faceDown', teaches: ['faceDown'] }),
    learner(stop, { coach: 'stop15', after: 'stopped', teaches: ['stop'] }),
    ...botTurn(3, 2, { first: { coach: 'botTurn' }, last: { after: 'botStopped', look: ['mission:3'] } }),
    // Turn 2: The Pursuit.
    learner(draw, { coach: 'drawAgain' }),
    learner(place(1), { coach: 'placePursuit' }),
    learner(draw, { coach: 'drawLow' }),
    learner(draw, { coach: 'drawStillLow' }),
    learner(stop, { coach: 'stop16' }),
    ...botTurn(2, 4, { last: { after: 'botGreedy', look: ['mission:2'] } }),
    // Turn 3: against the bot's big stack.
    learner(draw, { coach: 'drawAgain' }),
    learner(place(2), { coach: 'placeDrone' }),
    learner(draw, { coach: 'drawLow' }),
    learner(draw, { coach: 'drawStillLow' }),
    learner(stop, { coach: 'stop19' }),
    ...botTurn(1, 3),
    // Turn 4: the last mission.
    learner(draw, { coach: 'drawLast' }),
    learner(place(3), { coach: 'placeLast' }),
    learner(draw, { coach: 'drawOnTen' }),
    learner(stop, { coach: 'stopLast' }),
    // The bot's last turn ends the turns: the reveal begins, and the Newspaper is the learner's.
    ...botTurn(0, 1, { first: { coach: 'botLast' }, last: { after: 'reveal', look: ['mission:0'], teaches: ['reveal'] } }),
    learner(
      { type: 'item', item: 'newspaper', mission: 2 },
      { coach: 'useNewspaper', after: 'newspaperLaid', look: ['mission:2'], teaches: ['item'] },
    ),
    { seat: BOT, action: { type: 'declare', total: 20.5 }, after: 'botFailed', look: ['mission:2'], teaches: ['failed'] },
  ],
  farewell: 'farewell',
};

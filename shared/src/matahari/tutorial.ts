/**
 * Operation: Mata Hari's guided first game, at three seats: the learner (seat 0) plays first.
 * Seed 44 (found by a search over seeds) gives the learner the Briefcase objective with a red
 * skull, four red cards to shed and a Mata Hari, Bot 1 two Briefcases it is glad to give, and
 * Bot 2 a Double Agent. Over seven turns the learner makes an offer with a declaration, takes a
 * swap, meets a bot's binding demand with a counter-offer, catches Bot 2's lie with an
 * accusation, rejects an offer nobody answered, and plays Mata Hari. Coach keys are worded in
 * `client/src/matahari/coachWords.ts`.
 *
 * The learner's actions are the ones the table's panel composes (cards in hand order, the
 * declaration its "Add a statement" writes first, nothing it would leave out), so the coach can
 * lead to each by taps alone.
 */
import type { Tutorial, TutorialStep } from '../core/tutorial';
import type { Action } from './actions';
import type { Predicate, Statement } from './declarations';

const LEARNER = 0;
const BOT1 = 1;
const BOT2 = 2;

type Words = Omit<TutorialStep<Action>, 'seat' | 'action'>;

const step = (seat: number, action: Action, words: Words = {}): TutorialStep<Action> => ({ seat, action, ...words });

/** The statement the panel's "Add a statement" starts with: at least one offered card is red. */
const AT_LEAST_ONE_RED: Statement[] = [{ about: 'offer', quantifier: 'atLeast', count: 1, predicate: [{ t: 'colour', colour: 'red' }] }];
const firstCardIs = (predicate: Predicate): Statement[] => [{ about: 'card', card: 0, predicate }];
const BRIEFCASE: Predicate = [{ t: 'resource', resource: 'briefcase' }];
const pass: Action = { type: 'pass' };

export const matahariTutorial: Tutorial<Action> = {
  game: 'matahari',
  seed: 44,
  seats: 3,
  learner: LEARNER,
  options: { firstSeat: LEARNER },
  welcome: 'welcome',
  lessons: ['offer', 'demand', 'counterOffer', 'exchange', 'accusation', 'partner'],
  steps: [
    // Turn 1: the learner sheds two red cards for Bot 1's Briefcase.
    step(
      LEARNER,
      { type: 'offer', cards: [0, 1], declaration: AT_LEAST_ONE_RED },
      {
        coach: 'offer',
        after: 'offered',
        look: ['objective'],
        teaches: ['offer'],
      },
    ),
    step(BOT1, { type: 'counter', cards: [9, 6], declaration: firstCardIs(BRIEFCASE) }, { coach: 'bot1Counters' }),
    step(
      BOT2,
      {
        type: 'counter',
        cards: [1, 2],
        declaration: [{ about: 'offer', quantifier: 'all', predicate: [{ t: 'colour', colour: 'blue' }] }],
      },
      {
        coach: 'bot2Counters',
        look: ['seat:1', 'seat:2'],
      },
    ),
    step(LEARNER, { type: 'accept', seat: BOT1 }, { coach: 'accept', after: 'swapped', teaches: ['exchange'] }),
    // Turn 2: Bot 1 demands a green card for its last Briefcase.
    step(
      BOT1,
      {
        type: 'offer',
        cards: [10],
        declaration: firstCardIs(BRIEFCASE),
        request: { binding: true, count: 1, predicate: [{ t: 'colour', colour: 'green' }] },
      },
      { coach: 'bot1Demands', look: ['seat:1'], teaches: ['demand'] },
    ),
    step(LEARNER, { type: 'counter', cards: [7] }, { coach: 'counter', after: 'countered', teaches: ['counterOffer', 'demand'] }),
    step(BOT2, pass, { coach: 'bot2Passes' }),
    step(BOT1, { type: 'accept', seat: LEARNER }, { after: 'bot1Accepts' }),
    // Turn 3: Bot 2 claims a card the learner holds: only a Double Agent lets it lie.
    step(
      BOT2,
      {
        type: 'offer',
        cards: [1, 12],
        declaration: firstCardIs([...BRIEFCASE, { t: 'priority', op: '=', value: 7 }]),
      },
      { coach: 'bot2Lies', look: ['seat:2'] },
    ),
    step(
      LEARNER,
      { type: 'accuse', seat: BOT2, partner: 'doubleAgent' },
      {
        coach: 'accuse',
        after: 'caught',
        look: ['hand'],
        teaches: ['accusation', 'partner'],
      },
    ),
    step(LEARNER, { type: 'search', cards: [3] }, { coach: 'searchOne', after: 'searched', look: ['deck'] }),
    // Turn 4: nobody answers the learner's offer, so it is rejected: two cards and a cover.
    step(LEARNER, { type: 'offer', cards: [0, 1], declaration: AT_LEAST_ONE_RED }, { coach: 'offerAgain' }),
    step(BOT1, pass),
    step(BOT2, pass, { coach: 'nobodyAnswers' }),
    step(LEARNER, { type: 'reject' }, { coach: 'reject', after: 'compromised', look: ['deck', 'covers', 'status'] }),
    // Turn 5: Bot 1's red card is nothing the learner wants.
    step(
      BOT1,
      { type: 'offer', cards: [0], declaration: firstCardIs([{ t: 'colour', colour: 'red' }]) },
      { coach: 'bot1OffersRed', look: ['seat:1'] },
    ),
    step(LEARNER, pass, { coach: 'pass', after: 'passed' }),
    step(BOT2, { type: 'counter', cards: [9], declaration: firstCardIs([{ t: 'colour', colour: 'green' }]) }),
    step(BOT1, { type: 'accept', seat: BOT2 }, { after: 'botsSwap' }),
    // Turn 6: Bot 2 wishes for a Disguise; a wish binds nobody.
    step(
      BOT2,
      {
        type: 'offer',
        cards: [5],
        declaration: firstCardIs(BRIEFCASE),
        request: { binding: false, count: 1, predicate: [{ t: 'resource', resource: 'disguise' }] },
      },
      { coach: 'bot2Wishes', look: ['seat:2'] },
    ),
    step(LEARNER, { type: 'counter', cards: [2] }, { coach: 'counterRed', teaches: ['counterOffer'] }),
    step(BOT1, pass),
    step(BOT2, { type: 'accept', seat: LEARNER }, { after: 'bot2Accepts' }),
    // Turn 7: the learner's Mata Hari, alone and unanswered.
    step(LEARNER, { type: 'offer', cards: [15] }, { coach: 'offerMataHari' }),
    step(BOT1, pass),
    step(BOT2, pass, { coach: 'nobodyAnswersMataHari' }),
    step(LEARNER, { type: 'mataHari' }, { coach: 'mataHari', after: 'flipped', look: ['status'], teaches: ['partner'] }),
    step(LEARNER, { type: 'search', cards: [3] }, { coach: 'searchTwo', after: 'searchedTwo' }),
  ],
  farewell: 'farewell',
};

/**
 * A game is a module (issue #46 item 4): Courier, a fourth game that lives only here
 * (test/fixtures/fourthGame/), is registered with the cross-game checks below and held to them
 * with no other edit: conformance (audit, bots, hostile input, words, golden games), its
 * tutorial, its wire, its motions and "why not?", and the hostile actions `defineGame` refuses.
 * It has no Pixi scene, so no browser table of it is tried (test/browser/ draws only the
 * registered games).
 */
import { join } from 'node:path';
import { courierClientModule } from './fixtures/fourthGame/client';
import { courierModule } from './fixtures/fourthGame';
import { conformanceChecks } from './gameChecks/conformance';
import { finalityChecks } from './gameChecks/finality';
import { hostileInputChecks } from './gameChecks/hostile';
import { motionChecks } from './gameChecks/motion';
import type { TestedGame } from './gameChecks/registered';
import { tutorialChecks } from './gameChecks/tutorial';
import { undoChecks } from './gameChecks/undo';
import { whyNotChecks } from './gameChecks/whyNot';
import { wireChecks } from './gameChecks/wire';

const courier: TestedGame = {
  module: courierModule,
  withClient: async (use) => use(courierClientModule),
  golden: join(__dirname, 'fixtures', 'fourthGame', 'golden'),
};

describe('conformance', () => conformanceChecks(courier));
describe('tutorial', () => tutorialChecks(courier, courierModule.tutorial));
describe('wire', () => wireChecks(courier));
describe('motion', () => motionChecks(courier));
describe('why not', () => whyNotChecks(courier));
describe('undo', () => undoChecks(courier));
describe('final moves', () => finalityChecks(courier));
describe('hostile actions', () => hostileInputChecks(courierModule.rules, courierModule.samples));

/**
 * Operation: Mata Hari's guided first game (shared/src/matahari/tutorial.ts) and its coach
 * (client/src/matahari/coach.ts): every line is worded in both languages, and following only
 * what the coach points at, tap by tap, composes each of the learner's scripted actions exactly.
 * That the script plays through the rules and proves each lesson is test/core/tutorials.test.ts's.
 *
 * The taps are played on a model of the panel (what its buttons send, as composer.ts builds
 * it) and of the canvas's hand, whose tappable cards are the scene's own (`handPicks`).
 */
import {
  fromLeaves,
  Match,
  matahari,
  matahariCards,
  matahariWire,
  toLeaves,
  type MatahariAction,
  type MatahariView,
  type Statement,
} from '@dead-drop/shared';
import { matahariTutorial as tutorial } from '../../shared/src/matahari/tutorial';
import type { DrawnObject } from '../../client/src/gameClient';
import { LANGS } from '../../client/src/i18n';
import { matahariCoach as coach } from '../../client/src/matahari/coach';
import { COACH_KEYS } from '../../client/src/matahari/coachWords';
import { composingAt } from '../../client/src/matahari/composing';
import { handPicks, Selection } from '../../client/src/matahari/selection';
import { newStatement } from '../../client/src/matahari/sentenceBuilder';
import { decodeView } from '../../client/src/net/wire';
import { inLang } from './catalogKit';

/** The learner's view before each step, as the client decodes it. */
function viewsBefore(): MatahariView[] {
  const match = new Match(matahari, { game: 'matahari', seed: tutorial.seed, seats: tutorial.seats, options: tutorial.options });
  return tutorial.steps.map((step, index) => {
    const view = decodeView(matahariWire, fromLeaves(toLeaves(match.viewFor(tutorial.learner))));
    if (!view) throw new Error('the view does not decode');
    const outcome = match.act(step.seat, step.action);
    if (!outcome.ok) throw new Error(`step ${index}: ${outcome.error.message}`);
    return view;
  });
}

/** What the canvas draws for the learner (scene.ts's ids), the hand's cards enabled as the scene enables them. */
function drawnFor(view: MatahariView, picked: ReadonlySet<number>): (DrawnObject & { enabled: boolean })[] {
  const { pickable } = handPicks(view, picked);
  const fixed = [
    'deck',
    'covers',
    'status',
    'objective',
    ...view.players.flatMap((_, seat) => (seat === tutorial.learner ? [] : [`seat:${seat}`])),
  ];
  return [
    ...fixed.map((id) => ({ id, kind: 'label' as const, label: id, enabled: false })),
    ...(view.hand ?? []).map((_, index) => ({ id: `hand:${index}`, kind: 'card' as const, label: '', enabled: pickable[index] === true })),
  ];
}

/** The learner's panel and hand, as the coach reads them (`composing.ts`). */
interface Panel {
  selection: Selection;
  statements: Statement[];
  accusing: boolean;
}

const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

/**
 * Taps what the coach points at until a tap sends an action, and returns it with the taps. A
 * tap on the canvas must be on an offered object.
 */
function follow(action: MatahariAction, view: MatahariView, panel: Panel): { sent: MatahariAction | null; taps: string[] } {
  const taps: string[] = [];
  for (let tap = 0; tap < 10; tap++) {
    const offered = drawnFor(view, panel.selection.hand).filter((object) => object.enabled);
    const id = coach.target(action, view, offered);
    if (id === null) return { sent: null, taps };
    taps.push(id);
    const [name, arg] = id.split(/[:-](?=\d+$)/);
    const at = Number(arg);
    const withDeclaration = panel.statements.length ? { declaration: panel.statements } : {};
    switch (name) {
      case 'hand':
        if (!offered.some((object) => object.id === id)) return { sent: null, taps };
        panel.selection.toggle(panel.selection.hand, at, handPicks(view, panel.selection.hand).max);
        break;
      case 'add-statement':
        panel.statements.push(newStatement());
        break;
      case 'accuse':
        if (arg !== undefined) return { sent: { type: 'accuse', seat: at, partner: matahariCards.PARTNERS[0] }, taps };
        panel.accusing = true;
        break;
      case 'accept':
        return { sent: { type: 'accept', seat: at }, taps };
      case 'search':
        panel.selection.toggle(panel.selection.search, at, view.searching?.max ?? 0);
        break;
      case 'compose-offer':
        return { sent: { type: 'offer', cards: sorted(panel.selection.hand), ...withDeclaration }, taps };
      case 'compose-counter':
        return { sent: { type: 'counter', cards: sorted(panel.selection.hand), ...withDeclaration }, taps };
      case 'compose-take':
        return { sent: { type: 'search', cards: sorted(panel.selection.search) }, taps };
      case 'compose-pass':
        return { sent: { type: 'pass' }, taps };
      case 'compose-reject':
        return { sent: { type: 'reject' }, taps };
      case 'compose-mataHari':
        return { sent: { type: 'mataHari' }, taps };
      default:
        return { sent: null, taps };
    }
  }
  return { sent: null, taps };
}

// That it replays, and that each lesson is proven by its step's events: test/core/tutorials.test.ts.

test('the learner plays 12 to 25 steps, and the coach speaks before each', () => {
  const learner = tutorial.steps.filter((step) => step.seat === tutorial.learner);
  expect(learner.length).toBeGreaterThanOrEqual(12);
  expect(learner.length).toBeLessThanOrEqual(25);
  expect(learner.filter((step) => !step.coach)).toEqual([]);
});

test('every line of the tutorial is worded in English and German, and no line is left unused', () => {
  const keys = new Set([
    tutorial.welcome,
    tutorial.farewell,
    ...tutorial.steps.flatMap((step) => [step.coach, step.after].filter((key) => key !== undefined)),
  ]);
  for (const lang of LANGS) {
    expect({ lang, missing: [...keys].filter((key) => inLang(lang, () => coach.say(key)) === key) }).toEqual({ lang, missing: [] });
  }
  expect(COACH_KEYS.filter((key) => !keys.has(key))).toEqual([]);
  expect([...keys].filter((key) => inLang('en', () => coach.say(key)) === inLang('de', () => coach.say(key)))).toEqual([]);
});

test('the coach says what the rules say of copies: one of each resource card, six of each partner (#42)', () => {
  const lines = LANGS.map((lang) => inLang(lang, () => coach.say('bot2Lies')));
  expect(lines[0]).toMatch(/each resource card exists only once.*partners come six times/);
  expect(lines[1]).toMatch(/jede Ressourcenkarte gibt es nur einmal.*Partner gibt es sechsmal/);
  expect(matahariCards.PER_PARTNER).toBe(6);
});

describe('following the coach', () => {
  const views = viewsBefore();
  // The accusation panel stays as the player left it from turn to turn; picks and drafts start afresh.
  let accusing = false;
  const cases = tutorial.steps.flatMap((step, index) => (step.seat === tutorial.learner ? [{ index, step }] : []));

  test.each(cases)('step $index composes the scripted action', ({ index, step }) => {
    const panel: Panel = { selection: new Selection(), statements: [], accusing };
    composingAt(() => panel);
    const { sent, taps } = follow(step.action, views[index]!, panel);
    accusing = panel.accusing;
    expect({ taps, sent }).toEqual({ taps, sent: step.action });
  });

  test('each step points at places the table draws', () => {
    const lost = tutorial.steps.flatMap((step, index) =>
      (step.look ?? [])
        .filter((name) => coach.look(name, views[index]!, drawnFor(views[index]!, new Set())).length === 0)
        .map((name) => `step ${index}: ${name}`),
    );
    expect(lost).toEqual([]);
  });
});

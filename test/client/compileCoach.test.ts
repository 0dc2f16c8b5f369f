/**
 * Compile's guided first game, as the coach leads it: replayed through the rules, every
 * learner step is reached by tapping only what the coach points at on a table that offers
 * what the scene offers (choices.ts and the scene's ids and words, rebuilt here without Pixi),
 * in English and German; each lesson is shown by the events of a step that teaches it; and the
 * coach has words for every key of the tutorial in both languages, and no others.
 */
import {
  compile,
  CompileEvent,
  compileWire,
  eventFor,
  findTutorial,
  Match,
  replayTutorial,
  type CompileAction,
  type CompileView,
  type TutorialStep,
} from '@dead-drop/shared';
import { compileTutorial } from '../../shared/src/compile/tutorial';
import { choicesFor, fieldKey, NOTHING_PICKED, type Picking } from '../../client/src/compile/choices';
import { compileCoach } from '../../client/src/compile/coach';
import { COACH_KEYS, coachLine } from '../../client/src/compile/coachText';
import { handCardLabel, lineLabel } from '../../client/src/compile/names';
import { ct, protocolName } from '../../client/src/compile/text';
import type { DrawnObject } from '../../client/src/gameClient';
import { LANGS } from '../../client/src/i18n';
import { inLang } from './catalogKit';

const tutorial = compileTutorial;
const LEARNER = tutorial.learner;

/** What a tap does: changes what is being picked, or sends an action. */
type Tap = { pick: Picking } | { send: CompileAction };
type TableObject = DrawnObject & { enabled: boolean; tap: () => Tap };

/** The objects the Compile scene draws for `view` with `picking`, by its ids, words and taps
 *  (scene.ts, draft.ts): the rearrange's taps are left out, as no step needs them. */
function tableOf(view: CompileView, picking: Picking): TableObject[] {
  const choices = choicesFor(view, picking);
  const shown = (id: string, kind: DrawnObject['kind'], label = id): TableObject => ({
    id,
    kind,
    label,
    enabled: false,
    tap: () => ({ pick: picking }),
  });
  const send = (action: CompileAction) => (): Tap => ({ send: action });
  const pick = (change: Partial<Picking>) => (): Tap => ({ pick: { ...picking, ...change } });
  const objects: TableObject[] = [shown('status', 'label'), shown('seat:0', 'seat'), shown('seat:1', 'seat')];
  if (view.draft) {
    for (const protocol of view.draft.pool)
      objects.push({
        id: `draft:${protocol}`,
        kind: 'protocol',
        label: protocolName(protocol),
        enabled: choices.draft.has(protocol),
        tap: pick({ protocol }),
      });
  } else {
    objects.push(shown('trash:0', 'deck'), shown('trash:1', 'deck'));
    for (const line of [0, 1, 2]) {
      const offer = choices.lines.get(line);
      objects.push({
        id: `line:${line}`,
        kind: 'line',
        label: lineLabel(view, line, offer),
        enabled: !!offer,
        tap: offer ? send(offer) : pick({}),
      });
      view.sides.forEach((side, seat) => {
        objects.push(shown(`protocol:${seat}:${line}`, 'protocol'));
        side.stacks[line]!.cards.forEach((_, at) => {
          const choice = choices.cards.get(fieldKey(seat, line, at));
          objects.push({ ...shown(`card:${fieldKey(seat, line, at)}`, 'card'), enabled: !!choice, tap: choice ? send(choice) : pick({}) });
        });
      });
    }
    (view.hand ?? []).forEach((face, i) => {
      const chosen = picking.hand === i || picking.discards.includes(i);
      const discards = picking.discards.includes(i) ? picking.discards.filter((x) => x !== i) : [...picking.discards, i];
      const tap = choices.discard ? pick({ discards }) : pick({ hand: picking.hand === i ? null : i });
      objects.push({
        id: `hand:${i}`,
        kind: 'card',
        label: handCardLabel(face.protocol, face.value, chosen),
        enabled: choices.hand.has(i),
        tap,
      });
    });
  }
  const button = (id: string, label: string, tap: () => Tap) => objects.push({ id, kind: 'button', label, enabled: true, tap });
  const protocol = picking.protocol;
  if (protocol && choices.draft.has(protocol))
    button('button:draft', ct('button.pick', { protocol: protocolName(protocol) }), send({ type: 'draft', protocol }));
  if (picking.hand !== null && choices.faces.up && choices.faces.down)
    button('button:face', ct(picking.up ? 'button.faceDown' : 'button.faceUp'), pick({ up: !picking.up }));
  const count = picking.discards.length;
  if (choices.discard && count >= choices.discard.min && count <= choices.discard.max) {
    button('button:discard', ct('button.discard'), send({ type: 'discard', hand: [...picking.discards].sort((a, b) => a - b) }));
  }
  for (const { id, action } of choices.buttons) button(`button:${id}`, id, send(action));
  return objects;
}

/** Taps what the coach points at, from nothing picked, until an action is sent: the taps and it. */
function followCoach(action: CompileAction, view: CompileView): { taps: string[]; sent: CompileAction } {
  let picking = NOTHING_PICKED;
  const taps: string[] = [];
  while (taps.length < 6) {
    const objects = tableOf(view, picking);
    const offered = objects.filter((object) => object.enabled).map(({ id, kind, label }) => ({ id, kind, label }));
    const id = compileCoach.target(action, view, offered);
    const object = objects.find((candidate) => candidate.enabled && candidate.id === id);
    if (!object) throw new Error(`the coach points at ${id}, which is not offered (taps so far: ${taps.join(', ')})`);
    taps.push(object.id);
    const tap = object.tap();
    if ('send' in tap) return { taps, sent: tap.send };
    picking = tap.pick;
  }
  throw new Error(`no action after ${taps.join(', ')}`);
}

/** The tutorial played step by step: each step with the learner's view before and after it, and
 *  what the learner was told it did. */
function walk(): { step: TutorialStep<CompileAction>; before: CompileView; after: CompileView; events: CompileEvent[] }[] {
  const match = new Match(compile, { game: 'compile', seed: tutorial.seed, seats: tutorial.seats, options: tutorial.options });
  const view = () => compileWire.view.parse(match.viewFor(LEARNER));
  return tutorial.steps.map((step, index) => {
    const before = view();
    const outcome = match.act(step.seat, step.action);
    if (!outcome.ok) throw new Error(`step ${index}: ${outcome.error.message}`);
    return { step, before, after: view(), events: outcome.events.map((event) => CompileEvent.parse(eventFor(event, LEARNER))) };
  });
}

/** What shows each lesson, in the events the learner was told (and the view before). */
const PROOF: Record<string, (events: CompileEvent[], before: CompileView) => boolean> = {
  draft: (events) => events.some((e) => e.type === 'drafted' && e.seat === LEARNER),
  faceUp: (events) => events.some((e) => e.type === 'played' && e.seat === LEARNER && e.up),
  faceDown: (events) => events.some((e) => e.type === 'played' && e.seat === LEARNER && !e.up && !e.deck),
  // A decision the other player's card put to the learner, on the other player's turn.
  asks: (_, before) => before.turn?.seat !== LEARNER && before.prompt?.seat === LEARNER && before.prompt.source !== null,
  control: (events) => events.some((e) => (e.type === 'control' || e.type === 'controlReturned') && e.seat === LEARNER),
  // A card played onto one of the learner's own, which its "when covered" text answers.
  covered: (events, before) =>
    events.some((e) => e.type === 'played' && e.seat === LEARNER && before.sides[LEARNER]!.stacks[e.line]!.cards.length > 0) &&
    events.some((e) => e.type === 'resolving' && e.cause === 'covered'),
  refresh: (events) => events.some((e) => e.type === 'refreshed' && e.seat === LEARNER),
  compile: (events) => events.some((e) => e.type === 'compiled' && e.seat === LEARNER),
};

describe('Compile’s guided first game', () => {
  const steps = walk();

  test('is registered, and replays through the rules', () => {
    expect(findTutorial('compile')).toBe(tutorial);
    expect(() => replayTutorial(compile, tutorial)).not.toThrow();
    const learnerSteps = tutorial.steps.filter((step) => step.seat === LEARNER);
    expect(learnerSteps.length).toBeGreaterThanOrEqual(12);
    expect(learnerSteps.length).toBeLessThanOrEqual(25);
    expect(learnerSteps.every((step) => step.coach !== undefined)).toBe(true);
  });

  test.each(LANGS)('every learner step is reached by tapping what the coach points at (%s)', (lang) => {
    inLang(lang, () => {
      for (const [index, { step, before }] of steps.entries()) {
        if (step.seat !== LEARNER) continue;
        const { taps, sent } = followCoach(step.action, before);
        expect({ index, taps, sent }).toEqual({ index, taps, sent: step.action });
      }
    });
  });

  test('each lesson is shown by the events of a learner step that teaches it', () => {
    const unproven = tutorial.lessons.filter(
      (lesson) =>
        !steps.some(
          ({ step, before, events }) => step.seat === LEARNER && step.teaches?.includes(lesson) && PROOF[lesson]?.(events, before),
        ),
    );
    expect(unproven).toEqual([]);
    const taught = new Set(tutorial.steps.flatMap((step) => step.teaches ?? []));
    expect([...taught].sort()).toEqual([...tutorial.lessons].sort());
  });

  test('every look names something on the table, before the step or after it', () => {
    const points = (name: string, view: CompileView) => compileCoach.look(name, view, tableOf(view, NOTHING_PICKED)).length > 0;
    for (const [index, { step, before, after }] of steps.entries()) {
      for (const name of step.look ?? [])
        expect({ index, name, points: points(name, before) || points(name, after) }).toEqual({ index, name, points: true });
    }
  });

  test('the coach has every key of the tutorial in both languages, and no other', () => {
    const keys = [tutorial.welcome, tutorial.farewell, ...tutorial.steps.flatMap((step) => [step.coach, step.after])].filter(
      (key) => key !== undefined,
    );
    expect([...new Set(keys)].sort()).toEqual([...COACH_KEYS].sort());
    for (const key of COACH_KEYS) {
      const [en, de] = LANGS.map((lang) => inLang(lang, () => compileCoach.say(key)));
      expect({ key, en: en !== key && en !== '', differs: en !== de }).toEqual({ key, en: true, differs: true });
      expect(inLang('de', () => coachLine(key))).toBe(de);
    }
  });
});

/**
 * Compile's client text: every card's text in both languages (the English word for word the
 * engine's), every engine event a readable sentence for each seat and a spectator in both
 * languages, a face-down card's face written only for its owner, and the German catalog
 * complete.
 */
import { compile, compileCards, eventFor, SPECTATOR, type CompileView, type GameEvent, type Viewer, compileWire } from '@dead-drop/shared';
import { stripFacts } from '../../client/src/compile/names';
import { LANGS, type Lang } from '../../client/src/i18n';
import type { LogContext } from '../../client/src/gameClient';
import { describeEvent as describeDecoded } from '../../client/src/compile/logText';
import {
  askTarget,
  askText,
  cardName,
  cardText,
  ct,
  discardText,
  endText,
  phaseName,
  protocolName,
  rulesText,
  TEXT_KEYS,
  waitingText,
  type Ask,
  type Box,
  type ViewPhase,
} from '../../client/src/compile/text';
import { describeCatalog, describeRaw, inLang, lineProblems, playRandomGame } from './catalogKit';

/** The log text of an event as the server sends it, decoded first as the client decodes it. */
const describeEvent = describeRaw(compileWire, describeDecoded);

const NAMES = ['Anna', 'Bob'];
const VIEWERS: Viewer[] = [0, 1, SPECTATOR];
const ctxFor = (viewer: Viewer): LogContext => ({ viewer, names: NAMES });
const { PROTOCOLS, TEXTS, cardsOf, printedValue } = compileCards;
const BOXES: Box[] = ['top', 'middle', 'bottom'];

/** Every `Ask` and every phase a view shows: a record, so a new one is a type error here. */
const ASKS = Object.keys({
  draft: 1,
  action: 1,
  play: 1,
  compile: 1,
  discard: 1,
  flip: 1,
  shift: 1,
  delete: 1,
  return: 1,
  reveal: 1,
  line: 1,
  draw: 1,
  choice: 1,
  first: 1,
  rearrange: 1,
  swap: 1,
} satisfies Record<Ask, 1>) as Ask[];
const PHASES = Object.keys({
  draft: 1,
  start: 1,
  control: 1,
  compile: 1,
  action: 1,
  cache: 1,
  end: 1,
  over: 1,
} satisfies Record<ViewPhase, 1>) as ViewPhase[];

/** The event types the engine emits (engine.ts, flow.ts, programs/). */
const EVENT_TYPES = [
  'drafted',
  'laidOut',
  'turn',
  'played',
  'landed',
  'shifted',
  'flipped',
  'deleted',
  'returned',
  'drew',
  'reshuffled',
  'discarded',
  'blocked',
  'playedUnder',
  'resolving',
  'revealed',
  'handShown',
  'compiling',
  'compiled',
  'recompiled',
  'won',
  'control',
  'controlReturned',
  'rearranged',
  'refreshed',
  'noAction',
  'compileBarred',
  'compileBarredNext',
  'engineError',
];

/** Events random games do not reach: a seat with nothing to do, the engine's loop guard. */
const RARE: GameEvent[] = [{ type: 'noAction', seat: 1 }, { type: 'engineError' }];

/** Every card, by protocol and printed value. */
const CARDS = PROTOCOLS.flatMap((protocol) => cardsOf(protocol).map((card, slot) => ({ protocol, value: printedValue(card), slot })));

const GAMES = Array.from({ length: 30 }, (_, i) => i + 1).map((seed) => ({ seed, events: playRandomGame(compile, seed, 2).events }));
const ALL_EVENTS: { where: string; event: GameEvent }[] = [
  ...GAMES.flatMap(({ seed, events }) => events.map((event) => ({ where: `seed ${seed}`, event }))),
  ...RARE.map((event) => ({ where: 'made up', event })),
];

function say(event: Record<string, unknown>, viewer: Viewer, lang: Lang = 'en'): string {
  return inLang(lang, () => describeEvent(event, ctxFor(viewer)));
}

/** The faces an event tells only the seats in its `secret`. */
function secretFaces(event: GameEvent): { protocol: compileCards.Protocol; value: number }[] {
  const secret = event.secret as Record<string, unknown> | undefined;
  if (!secret) return [];
  const many = Array.isArray(secret.cards) ? (secret.cards as { protocol: compileCards.Protocol; value: number }[]) : [];
  const single =
    typeof secret.protocol === 'string' ? [{ protocol: secret.protocol as compileCards.Protocol, value: secret.value as number }] : [];
  return [...many, ...single];
}

describe('card texts', () => {
  test("every non-empty box has its text in both languages, the English exactly the engine's", () => {
    const problems: string[] = [];
    for (const { protocol, value, slot } of CARDS) {
      BOXES.forEach((box, i) => {
        const engine = TEXTS[protocol][slot]![i]!;
        const [en, de] = LANGS.map((lang) => inLang(lang, () => cardText(protocol, value, box)));
        const where = `${protocol} ${value} ${box}`;
        if (en !== engine) problems.push(`${where}: "${en}" is not the engine's "${engine}"`);
        if (engine === '' && de !== '') problems.push(`${where}: German "${de}" for an empty box`);
        if (engine !== '' && (!de?.trim() || de === en)) problems.push(`${where}: German "${de}"`);
      });
    }
    expect(problems).toEqual([]);
  });

  test("every card-text key is a real card's box, and none is missing", () => {
    const keys = TEXT_KEYS.filter((key) => key.startsWith('card.'));
    const expected = CARDS.flatMap(({ protocol, value, slot }) =>
      BOXES.filter((_box, i) => TEXTS[protocol][slot]![i] !== '').map((box) => `card.${protocol}.${value}.${box}`),
    );
    expect([...keys].sort()).toEqual([...expected].sort());
    expect(cardText('gravity', 3, 'middle')).toBe('');
  });

  test('protocols have their German names', () => {
    expect(inLang('de', () => PROTOCOLS.map(protocolName))).toEqual([
      'Dunkelheit',
      'Tod',
      'Feuer',
      'Schwerkraft',
      'Leben',
      'Licht',
      'Metall',
      'Seuche',
      'Psyche',
      'Geschwindigkeit',
      'Geist',
      'Wasser',
    ]);
    expect(cardName('darkness', 1)).toBe('Darkness 1');
    expect(inLang('de', () => cardName('speed', 3))).toBe('Geschwindigkeit 3');
  });
});

describe('prompts and labels', () => {
  test('every ask has a prompt, a "may" prompt and a waiting line in both languages', () => {
    const problems: string[] = [];
    for (const lang of LANGS) {
      for (const ask of ASKS) {
        for (const target of ['card', 'line'] as const) {
          const lines = inLang(lang, () => [askText(ask, false, target), askText(ask, true, target), waitingText(ask, 'Anna', target)]);
          for (const line of lines) problems.push(...lineProblems(line, `${lang} ${ask} ${target}`));
          if (!lines[2]!.includes('Anna')) problems.push(`${lang} ${ask}: "${lines[2]}" lacks the name`);
          if (lines[0] === lines[1]) problems.push(`${lang} ${ask}: the "may" prompt is the same`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(askText('flip')).toBe('Choose a card to flip');
    expect(waitingText('flip', 'Anna')).toBe('Waiting for Anna to choose a card to flip');
    expect(askText('shift', false, askTarget({ onLine: true }))).toBe('Choose the line to shift the card to');
    expect(askTarget({})).toBe('card');
    expect(inLang('de', () => askText('flip', true))).toBe('Du darfst eine Karte zum Umdrehen wählen');
  });

  test('a protocol reads "Compiled" or "Not compiled", never "Loading" as if the page still loaded (#42)', () => {
    expect([ct('label.compiled'), ct('label.notCompiled')]).toEqual(['Compiled', 'Not compiled']);
    expect(inLang('de', () => ct('label.notCompiled'))).toBe('Nicht kompiliert');
  });

  test('the control card comes first in a strip, where a narrow one cuts nothing of it (#42)', () => {
    const { match } = playRandomGame(compile, 3, 2);
    const view = match.viewFor(0) as CompileView;
    expect(stripFacts({ ...view, draft: null, control: 1 }, 1)).toMatch(/^Control card {2}· {2}Hand/);
    expect(stripFacts({ ...view, draft: null, control: null }, 1)).toMatch(/^Hand \d+ {2}· {2}Deck \d+ {2}· {2}Trash \d+$/);
  });

  test('phases, discards, the end and the rules', () => {
    expect(PHASES.map(phaseName)).toEqual([
      'Draft',
      'Start',
      'Check control',
      'Check compile',
      'Action',
      'Check cache',
      'End',
      'Game over',
    ]);
    expect(inLang('de', () => phaseName('cache'))).toBe('Handkartenlimit prüfen');
    expect([discardText(1, 1), discardText(2, 2), discardText(1, 3)]).toEqual([
      'Choose 1 card to discard',
      'Choose 2 cards to discard',
      'Choose 1 to 3 cards to discard',
    ]);
    expect(endText({ winners: [1], reason: 'compiled' }, ctxFor(0))).toBe('Bob compiled all three protocols');
    expect(endText({ winners: [1], reason: 'compiled' }, ctxFor(1))).toBe('You compiled all three protocols');
    expect(inLang('de', () => endText({ winners: [0], reason: 'compiled' }, ctxFor(SPECTATOR)))).toBe(
      'Anna hat alle drei Protokolle kompiliert',
    );
    expect(endText({ winners: [], reason: 'engine_step_limit' }, ctxFor(0))).toMatch(/error/);
    for (const lang of LANGS) {
      const rules = inLang(lang, rulesText);
      expect(rules.lines.length).toBeGreaterThanOrEqual(8);
      expect(rules.lines.every((line) => line.trim() !== '' && !line.includes('{'))).toBe(true);
    }
  });
});

describe('the log over seeded random games', () => {
  test('the events cover every type the engine emits', () => {
    const seen = new Set(ALL_EVENTS.map(({ event }) => event.type));
    expect(EVENT_TYPES.filter((type) => !seen.has(type))).toEqual([]);
    expect([...seen].filter((type) => !EVENT_TYPES.includes(type))).toEqual([]);
  });

  // The seeded games' events are read by test/conformance.test.ts; these are the ones it cannot reach.
  test('the events random games do not reach read as full sentences for each seat and a spectator, in both languages', () => {
    const problems: string[] = [];
    for (const { where, event } of ALL_EVENTS.filter(({ where }) => where === 'made up')) {
      for (const viewer of VIEWERS) {
        for (const lang of LANGS) {
          const shown = eventFor(event, viewer);
          const line = say(shown, viewer, lang);
          problems.push(...lineProblems(line, `${where} ${lang} viewer ${viewer} ${JSON.stringify(shown)}: "${line}"`));
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  test('a face only its owner may know is written for the owner and no one else', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { where, event } of ALL_EVENTS) {
      const faces = secretFaces(event);
      if (faces.length === 0) continue;
      checked++;
      const owner = event.secret!.to[0]!;
      for (const lang of LANGS) {
        const labels = inLang(lang, () => faces.map((f) => cardName(f.protocol, f.value)));
        const at = `${where} ${lang} ${JSON.stringify(event)}`;
        const ownLine = say(eventFor(event, owner), owner, lang);
        for (const label of labels) if (!ownLine.includes(label)) problems.push(`${at}: the owner's "${ownLine}" lacks ${label}`);
        const opponentLine = say(eventFor(event, 1 - owner), 1 - owner, lang);
        const spectatorLine = say(eventFor(event, SPECTATOR), SPECTATOR, lang);
        for (const line of [opponentLine, spectatorLine]) {
          // No protocol name at all: the secret is the whole face, not just its value.
          const told = faces.filter((f) => line.includes(inLang(lang, () => protocolName(f.protocol))));
          if (told.length) problems.push(`${at}: "${line}" names ${told.map((f) => f.protocol)}`);
        }
        // The opponent learns exactly what a spectator learns: the line is the public event's.
        const publicLine = say(eventFor(event, SPECTATOR), 1 - owner, lang);
        if (opponentLine !== publicLine) problems.push(`${at}: "${opponentLine}" differs from "${publicLine}"`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('sentences', () => {
  test('a card played face down: its face to its owner, "a card" to everyone else', () => {
    const played: GameEvent = { type: 'played', seat: 0, line: 1, up: false, secret: { to: [0], protocol: 'darkness', value: 1 } };
    expect(say(eventFor(played, 0), 0)).toBe('You played Darkness 1 face down in line 2.');
    expect(say(eventFor(played, 1), 1)).toBe('Anna played a card face down in line 2.');
    expect(say(eventFor(played, SPECTATOR), SPECTATOR)).toBe('Anna played a card face down in line 2.');
    expect(say(eventFor(played, 0), 0, 'de')).toBe('Du spielst Dunkelheit 1 verdeckt in Reihe 2.');
    expect(say(eventFor(played, 1), 1, 'de')).toBe('Anna spielt eine Karte verdeckt in Reihe 2.');
  });

  test('the top of a deck, a draw, a compile again', () => {
    const top: GameEvent = { type: 'played', seat: 1, line: 0, up: false, deck: true, secret: { to: [1], protocol: 'water', value: 3 } };
    expect(say(eventFor(top, 1), 1)).toBe('You played the top card of your deck face down in line 1: Water 3.');
    expect(say(eventFor(top, 0), 0)).toBe('Bob played the top card of their deck face down in line 1.');
    const drew: GameEvent = {
      type: 'drew',
      seat: 0,
      count: 2,
      secret: {
        to: [0],
        cards: [
          { protocol: 'fire', value: 0 },
          { protocol: 'life', value: 4 },
        ],
      },
    };
    expect(say(eventFor(drew, 0), 0)).toBe('You drew 2 cards: Fire 0, Life 4.');
    expect(say(eventFor(drew, SPECTATOR), SPECTATOR, 'de')).toBe('Anna zieht 2 Karten.');
    const took: GameEvent = { type: 'recompiled', seat: 0, took: true, secret: { to: [0], protocol: 'plague', value: 2 } };
    expect(say(eventFor(took, 0), 0)).toBe('You compiled a protocol again and took the top card of Bob’s deck: Plague 2.');
    expect(say(eventFor(took, 1), 1, 'de')).toBe('Anna kompiliert ein Protokoll erneut und zieht die oberste Karte aus deinem Deck.');
  });

  test('cards on the field are named by whose stack they lie in', () => {
    expect(say({ type: 'deleted', side: 1, line: 2, at: 0, protocol: 'metal', value: 6 }, 0)).toBe('Bob’s Metal 6 in line 3 was deleted.');
    expect(say({ type: 'flipped', side: 0, line: 0, at: 1, up: true, protocol: 'spirit', value: 2 }, 0, 'de')).toBe(
      'Deine Karte Geist 2 in Reihe 1 wird umgedreht und liegt jetzt offen.',
    );
    expect(say({ type: 'shifted', side: 0, line: 0, at: 0, to: 2, up: false }, 1)).toBe(
      'Anna’s face-down card was shifted from line 1 to line 3.',
    );
    expect(say({ type: 'discarded', seat: 1, cards: [{ protocol: 'death', value: 5 }], cache: true }, 1)).toBe(
      'You cleared cache, discarding Death 5.',
    );
    expect(say({ type: 'resolving', side: 0, line: 1, at: 0, protocol: 'light', value: 4, box: 'middle', cause: 'play' }, SPECTATOR)).toBe(
      'Anna’s Light 4 in line 2 resolves (played): “Your opponent reveals their hand.”',
    );
  });

  test('the client refuses unknown or malformed events before the log reads them', () => {
    for (const event of [
      { type: 'somethingNew', seat: 0 },
      { type: 'toString' },
      {},
      { type: 'played', seat: 'x', line: 0 },
      { type: 'played', seat: 0, line: 0, up: true },
      { type: 'deleted', side: 0, line: 0, protocol: 'darkness', value: 9 },
      { type: 'drew', seat: 0, count: 1, cards: 'Fire 0' },
      { type: 'resolving', side: 0, line: 0, protocol: 'fire', value: 3, box: 'top', cause: 'end' },
      { type: 'laidOut', protocols: [['fire']] },
      { type: 'rearranged', side: 0, protocols: ['nothing'] },
    ]) {
      expect([event, compileWire.event.safeParse(event).success]).toEqual([event, false]);
    }
  });

  test('a missing name falls back to the seat number', () => {
    expect(describeEvent({ type: 'turn', seat: 1, turn: 4 }, { viewer: SPECTATOR, names: [] })).toBe('Turn 4: Player 2’s turn.');
  });
});

// Lines German keeps as they are: the phase "Start" and "Deck".
describeCatalog(TEXT_KEYS, ct, 6);

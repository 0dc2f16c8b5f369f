/**
 * Operation: Mata Hari's client text: every engine event becomes a readable sentence for
 * every seat and a spectator in both languages, a sentence never names a card its viewer
 * may not see, declarations read as grammatical sentences, the German catalog is
 * complete, and the end screen's breakdown adds up to the server's scores.
 */
import {
  eventFor,
  findGame,
  matahariCards,
  matahariScoreLines,
  matahariWire,
  SPECTATOR,
  type Match,
  type GameEvent,
  type MatahariFace as Face,
  type MatahariState,
  type MatahariView,
  type Statement,
  type Viewer,
} from '@dead-drop/shared';
import { LANGS, type Lang } from '../../client/src/i18n';
import { describeCatalog, describeRaw, inLang, playRandomGame } from './catalogKit';
import type { LogContext } from '../../client/src/gameClient';
import { matahariEnding, resultLine } from '../../client/src/matahari/ending';
import { describeEvent as describeDecoded } from '../../client/src/matahari/logText';
import { declarationText, demandText, predicateText, requestText, statementText } from '../../client/src/matahari/sentences';
import { countLabel, faceLabel, joinList, mt, objectiveLabel, TEXT_KEYS } from '../../client/src/matahari/text';
import { cardsThatAre, mu, sendCaption } from '../../client/src/matahari/uiText';

/** The log text of an event as the server sends it, decoded first as the client decodes it. */
const describeEvent = describeRaw(matahariWire, describeDecoded);

const NAMES = ['Anna', 'Bob', 'Cleo', 'Dora', 'Emil', 'Fritz', 'Greta'];
const ctxFor = (viewer: Viewer): LogContext => ({ viewer, names: NAMES });
const game = findGame('matahari')!;

interface Played {
  seed: number;
  seats: number;
  events: GameEvent[];
  match: Match;
}

const play = (seed: number, seats: number): Played => ({ seed, seats, ...playRandomGame(game, seed, seats) });

const viewersOf = (seats: number): Viewer[] => [...Array.from({ length: seats }, (_, s) => s), SPECTATOR];

/** Every card face there is, for looking for card names in a sentence. */
const ALL_FACES: Face[] = Array.from({ length: matahariCards.OPERATION_CARDS }, (_, id) => matahariCards.faceOf(id));
const labelsIn = (line: string, lang: Lang): string[] =>
  inLang(lang, () => [...new Set(ALL_FACES.map(faceLabel))]).filter((label) => line.includes(label));

const GAMES: Played[] = Array.from({ length: 20 }, (_, i) => play(i + 1, 3 + (i % 5)));

describe('the log over seeded random games', () => {
  test('the games reach every event type', () => {
    const seen = new Set(GAMES.flatMap(({ events }) => events.map((e) => e.type)));
    const expected = [
      'offered',
      'countered',
      'passed',
      'accused',
      'accepted',
      'assassin',
      'swapped',
      'received',
      'rejected',
      'searched',
      'cover',
      'drew',
      'turn',
      'gameOver',
    ];
    // Random play almost never lets Mata Hari act (it needs a turn without any counter-offer),
    // nor an Assassin force a change: every seat may accuse until resolution, so random seats
    // use the covers up in a few turns. Those lines are checked by hand below.
    expect(expected.filter((type) => !seen.has(type))).toEqual([]);
    const accusations = GAMES.flatMap(({ events }) => events.filter((e) => e.type === 'accused'));
    expect(new Set(accusations.map((e) => e.right))).toEqual(new Set([true, false]));
  });

  test('a card is named only to a viewer its secret was addressed to', () => {
    const problems: string[] = [];
    for (const { seed, seats, events } of GAMES) {
      for (const event of events.filter((e) => e.secret)) {
        for (const lang of LANGS) {
          const say = (viewer: Viewer) => inLang(lang, () => describeEvent(eventFor(event, viewer), ctxFor(viewer)));
          const where = `seed ${seed} ${lang} ${JSON.stringify(event)}`;
          const outsiders = viewersOf(seats).filter((v) => !event.secret!.to.includes(v as number));
          for (const viewer of event.secret!.to) {
            const line = say(viewer);
            const missing = inLang(lang, () => (event.secret!.cards as Face[]).map(faceLabel)).filter((l) => !line.includes(l));
            if (missing.length) problems.push(`${where}: the owner's "${line}" lacks ${missing}`);
          }
          for (const viewer of outsiders) {
            const line = say(viewer);
            const leaked = inLang(lang, () => (event.secret!.cards as Face[]).map(faceLabel)).filter((l) => line.includes(l));
            if (leaked.length) problems.push(`${where}: viewer ${viewer} reads "${line}" naming ${leaked}`);
            // Cards taken in secret: an outsider learns what a spectator learns, and no card at all.
            if (['received', 'drew', 'searched'].includes(event.type)) {
              if (line !== say(SPECTATOR)) problems.push(`${where}: viewer ${viewer} reads "${line}", a spectator "${say(SPECTATOR)}"`);
              if (labelsIn(line, lang).length) problems.push(`${where}: viewer ${viewer} reads "${line}"`);
            }
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('sentences', () => {
  const blue = { t: 'colour', colour: 'blue' } as const;
  const gun = { t: 'resource', resource: 'gun' } as const;
  const atLeast5 = { t: 'priority', op: '>=', value: 5 } as const;
  const cases: { s: Statement; en: string; de: string }[] = [
    {
      s: { about: 'offer', quantifier: 'atLeast', count: 2, predicate: [blue] },
      en: 'At least 2 of these cards are blue',
      de: 'Mindestens 2 dieser Karten sind blau',
    },
    {
      s: { about: 'offer', quantifier: 'none', predicate: [{ t: 'partner' }] },
      en: 'None of these cards is a partner',
      de: 'Keine dieser Karten ist ein Partner',
    },
    {
      s: { about: 'offer', quantifier: 'all', predicate: [{ t: 'colour', colour: 'red' }] },
      en: 'All of these cards are red',
      de: 'Alle diese Karten sind rot',
    },
    { s: { about: 'card', card: 1, predicate: [gun] }, en: 'Card 2 is a Gun', de: 'Karte 2 ist eine Pistole' },
    {
      s: { about: 'card', card: 0, predicate: [{ t: 'resource', resource: 'coat' }] },
      en: 'Card 1 is a Coat',
      de: 'Karte 1 ist ein Mantel',
    },
    {
      s: { about: 'offer', quantifier: 'exactly', count: 2, predicate: [{ t: 'resource', resource: 'tapeRecorder' }] },
      en: 'Exactly 2 of these cards are Tape Recorders',
      de: 'Genau 2 dieser Karten sind Tonbandgeräte',
    },
    {
      s: { about: 'offer', quantifier: 'exactly', count: 1, predicate: [{ t: 'partner', partner: 'doubleAgent' }] },
      en: 'Exactly 1 of these cards is a Double Agent',
      de: 'Genau 1 dieser Karten ist ein Doppelagent',
    },
    {
      s: { about: 'offer', quantifier: 'atMost', count: 1, predicate: [{ t: 'parity', parity: 'even' }] },
      en: 'At most 1 of these cards has an even priority',
      de: 'Höchstens 1 dieser Karten hat eine gerade Priorität',
    },
    {
      s: { about: 'offer', quantifier: 'all', predicate: [blue, atLeast5] },
      en: 'All of these cards are blue and have priority ≥ 5',
      de: 'Alle diese Karten sind blau und haben Priorität ≥ 5',
    },
    {
      s: { about: 'card', card: 2, predicate: [{ t: 'priorityIn', values: [2, 4, 6] }] },
      en: 'Card 3 has priority 2, 4 or 6',
      de: 'Karte 3 hat Priorität 2, 4 oder 6',
    },
    {
      s: { about: 'offer', quantifier: 'atLeast', count: 2, predicate: [{ t: 'resourceCard' }] },
      en: 'At least 2 of these cards are resource cards',
      de: 'Mindestens 2 dieser Karten sind Ressourcenkarten',
    },
    {
      s: { about: 'card', card: 0, predicate: [{ t: 'priority', op: '=', value: 7 }] },
      en: 'Card 1 has priority 7',
      de: 'Karte 1 hat Priorität 7',
    },
  ];

  test.each(LANGS)('statements read as sentences in %s', (lang) => {
    expect(inLang(lang, () => cases.map(({ s }) => statementText(s)))).toEqual(cases.map((c) => c[lang]));
  });

  test('a declaration joins its statements; nothing declared is empty', () => {
    const said: Statement[] = [cases[0]!.s, cases[3]!.s, cases[1]!.s];
    expect(declarationText(said)).toBe('At least 2 of these cards are blue, card 2 is a Gun and none of these cards is a partner');
    expect(inLang('de', () => declarationText(said))).toBe(
      'Mindestens 2 dieser Karten sind blau, Karte 2 ist eine Pistole und keine dieser Karten ist ein Partner',
    );
    expect(declarationText([])).toBe('');
  });

  test('predicates on their own', () => {
    expect(predicateText([blue, atLeast5], false)).toBe('blue and priority ≥ 5');
    expect(predicateText([gun], true)).toBe('Guns');
    expect(inLang('de', () => predicateText([{ t: 'partner', partner: 'assassin' }], false))).toBe('ein Auftragsmörder');
  });

  test('demands and wishes: relative clauses, verb last in German', () => {
    const red = { t: 'colour', colour: 'red' } as const;
    expect(requestText({ binding: true, count: 1, predicate: [red] }, 'Anna')).toBe('Anna demands at least 1 card that is red');
    expect(requestText({ binding: false, count: 2, predicate: [blue, atLeast5] }, 'Bob')).toBe(
      'Bob would like at least 2 cards that are blue and have priority ≥ 5',
    );
    expect(inLang('de', () => requestText({ binding: true, count: 1, predicate: [red] }, 'Anna'))).toBe(
      'Anna verlangt mindestens 1 Karte, die rot ist',
    );
    expect(inLang('de', () => requestText({ binding: false, count: 2, predicate: [blue, atLeast5] }, 'Bob'))).toBe(
      'Bob hätte gerne mindestens 2 Karten, die blau sind und Priorität ≥ 5 haben',
    );
    expect(inLang('de', () => demandText({ count: 2, predicate: [gun] }))).toBe('mindestens 2 Karten, die Pistolen sind');
  });

  test('cards and objectives as printed', () => {
    expect(faceLabel({ resource: 'gun', colour: 'blue', priority: 5 })).toBe('Gun 5');
    expect(faceLabel({ partner: 'doubleAgent' })).toBe('Double Agent');
    expect(inLang('de', () => faceLabel({ resource: 'tapeRecorder', colour: 'red', priority: 3 }))).toBe('Tonbandgerät 3');
    expect(objectiveLabel(matahariCards.objectiveOf(4))).toBe('Gun (skull: green)');
    expect(inLang('de', () => objectiveLabel(matahariCards.objectiveOf(4)))).toBe('Pistole (Totenkopf: grün)');
  });

  const say = (event: Record<string, unknown>, viewer: Viewer, lang: Lang = 'en') =>
    inLang(lang, () => describeEvent(event, ctxFor(viewer)));

  test('log lines: you and the others, secrets only to their owner', () => {
    const received: GameEvent = {
      type: 'received',
      seat: 0,
      from: 1,
      secret: {
        to: [0],
        cards: [
          { resource: 'gun', colour: 'blue', priority: 5 },
          { resource: 'coat', colour: 'green', priority: 2 },
        ],
      },
    };
    expect(say(eventFor(received, 0), 0)).toBe('You received from Bob: Gun 5, Coat 2.');
    expect(say(eventFor(received, 0), 0, 'de')).toBe('Du erhältst von Bob: Pistole 5, Mantel 2.');
    expect(say(eventFor(received, 1), 1)).toBe('Anna took the swapped cards into their hand.');
    expect(say({ type: 'swapped', seat: 0, target: 1, count: 2 }, 1, 'de')).toBe('Anna tauscht 2 Karten mit dir.');
    expect(say({ type: 'accused', accuser: 2, accused: 0, partner: 'doubleAgent', right: false }, 0, 'de')).toBe(
      'Cleo beschuldigt dich, einen Doppelagenten zu verstecken – zu Unrecht.',
    );
    expect(
      say({ type: 'offered', seat: 1, size: 2, declaration: [cases[3]!.s], request: { binding: true, count: 1, predicate: [blue] } }, 0),
    ).toBe('Bob offered 2 cards: “Card 2 is a Gun”. Bob demands at least 1 card that is blue.');
    expect(say({ type: 'offered', seat: 1, size: 1, declaration: [], request: null }, 1, 'de')).toBe('Du bietest 1 Karte an.');
    expect(say({ type: 'countered', seat: 2, size: 2, declaration: [cases[0]!.s] }, 0, 'de')).toBe(
      'Cleo macht ein Gegenangebot mit 2 Karten: „Mindestens 2 dieser Karten sind blau“.',
    );
    expect(say({ type: 'mataHari', seat: 0, flipped: 2 }, 0, 'de')).toBe(
      'Du setzt Mata Hari ein und drehst 2 kompromittierte Deckungen auf Inkognito.',
    );
    expect(say({ type: 'adjusted', seat: 1 }, 0)).toBe('Bob changed their counter-offer to meet the Assassin’s demand.');
    expect(say({ type: 'adjusted', seat: 1 }, 1, 'de')).toBe('Du passt dein Gegenangebot an die Forderung des Auftragsmörders an.');
    // The search after a right accusation may take nothing.
    expect(say({ type: 'searched', seat: 2, count: 0 }, 0)).toBe('Cleo searched the draw pile and took no cards.');
  });

  test('the client refuses unknown or malformed events before the log reads them', () => {
    for (const event of [
      { type: 'somethingNew', seat: 0 },
      { type: 'toString' },
      {},
      { type: 'drew', seat: 'x' },
      { type: 'accused', accuser: 0, accused: 1, partner: 'spy', right: true },
      { type: 'offered', seat: 0, size: 1, declaration: [{ about: 'card', card: 0, predicate: [{ t: 'weird' }] }], request: null },
      { type: 'offered', seat: 0, size: 1, declaration: 'lies', request: null },
      { type: 'gameOver', winners: 'nobody' },
    ]) {
      expect([event, matahariWire.event.safeParse(event).success]).toEqual([event, false]);
    }
  });
});

describe('the end screen', () => {
  test('result lines for each end', () => {
    const line = (r: Parameters<typeof resultLine>[0], viewer: Viewer, lang: Lang = 'en') =>
      inLang(lang, () => resultLine(r, ctxFor(viewer)));
    expect(line({ winners: [0], reason: 'drawPile' }, 0)).toBe('You win — the draw pile ran out');
    expect(line({ winners: [1, 2], reason: 'covers' }, 1, 'de')).toBe(
      'Du teilst dir den Sieg mit Cleo – die letzte Deckung wurde aus der Tischmitte genommen',
    );
    expect(line({ winners: [1, 2], reason: 'covers' }, SPECTATOR)).toBe(
      'Bob and Cleo share the win — the last cover was taken from the middle',
    );
    expect(line({ winners: [2], reason: 'visionary', visionary: [{ seat: 2, priority: 5 }] }, 0)).toBe(
      'Cleo wins — Visionary Agent: Cleo holds every card of priority 5',
    );
    expect(line({ winners: [], reason: 'drawPile' }, 0, 'de')).toBe(
      'Niemand gewinnt: Alle Agenten wurden enttarnt – der Kartenstapel Operation ist aufgebraucht',
    );
    expect(line({ winners: [0], reason: 'mystery' }, 0)).toBe('The game is over');
  });

  test('the breakdown adds up to the server’s score for every player not excluded', () => {
    const problems: string[] = [];
    let scored = 0;
    for (let seed = 100; seed < 160; seed++) {
      const { match, seats } = play(seed, 3 + (seed % 5));
      const state = match.state as MatahariState;
      const view = game.viewFor(state, SPECTATOR) as MatahariView;
      const final = view.final!;
      for (let seat = 0; seat < seats; seat++) {
        const score = final.scores?.[seat] ?? null;
        if (score === null) continue;
        const b = matahariScoreLines(final.hands[seat]!, final.objectives[seat]!, view.players[seat]!.undercover);
        scored += 1;
        if (b.objective + b.undercover + b.skull !== score) problems.push(`seed ${seed} seat ${seat}: ${JSON.stringify(b)} vs ${score}`);
      }
      const ending = matahariEnding(view, ctxFor(SPECTATOR));
      expect(ending.rows.every((row) => row.values.length === seats)).toBe(true);
      if (final.scores) expect(ending.rows.at(-1)!.values).toEqual(final.scores.map((s) => s ?? '—'));
    }
    expect(scored).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  test('rows for a scored game, in German', () => {
    const { match } = GAMES.find(({ match }) => (match.state as MatahariState).result?.scores)!;
    const view = game.viewFor(match.state, 0) as MatahariView;
    const ending = inLang('de', () => matahariEnding(view, ctxFor(0)));
    expect(ending.rows.map((row) => row.label)).toEqual([
      'Ziel',
      'Deckungen kompromittiert',
      'Deckungen inkognito',
      'Als Spion enttarnt',
      'Zielkarten',
      'Inkognito (je +2)',
      'Karten in Totenkopf-Farbe',
      'Gesamt',
    ]);
  });
});

// Names German keeps (Mata Hari, Partner) and lines that are only slots ('{resource} {priority}').
describeCatalog(TEXT_KEYS, mt, 20);

describe("counts and lists, by the platform's plural and list rules", () => {
  // #19: "Counter-offer 1 cards", "1 Karten anbieten", "at least 1 matching cards".
  test('one card is one card, in both languages', () => {
    expect(countLabel('card', 1)).toBe('1 card');
    expect(countLabel('card', 2)).toBe('2 cards');
    expect(mu('compose.offer', { cards: countLabel('card', 1) })).toBe('Offer 1 card');
    expect(mu('compose.demandHint', { cards: countLabel('matching', 1) })).toBe('Needs at least 1 matching card (partners count).');
    expect(inLang('de', () => mu('compose.offer', { cards: countLabel('card', 1) }))).toBe('1 Karte anbieten');
    expect(inLang('de', () => mu('status.counter.you', { cards: countLabel('card', 1) }))).toMatch(
      /^Mach ein Gegenangebot mit 1 Karte oder/,
    );
    expect(demandText({ count: 1, predicate: [{ t: 'colour', colour: 'red' }] })).toMatch(/^at least 1 card /);
  });

  // #26: the demand editor read "at least [1] cards that are".
  test("the demand editor's words after its count agree with it", () => {
    expect([1, 2, 3].map(cardsThatAre)).toEqual(['card that is', 'cards that are', 'cards that are']);
    expect(inLang('de', () => [1, 2].map(cardsThatAre))).toEqual(['Karte, die so ist:', 'Karten, die so sind:']);
  });

  // #26: a greyed "Offer no cards" read like a choice; the button says what is missing.
  test('an offer or counter-offer that cannot be sent yet says what is missing, never "no cards"', () => {
    expect(sendCaption('offer', 0, { min: 1, max: 3 })).toBe('Tap up to 3 cards in your hand to offer');
    expect(sendCaption('offer', 1, { min: 1, max: 1 })).toBe('Offer 1 card');
    expect(sendCaption('offer', 2, { min: 1, max: 3 })).toBe('Offer 2 cards');
    expect(sendCaption('counter', 1, { min: 2, max: 2 })).toBe('Tap 2 cards in your hand to counter-offer');
    expect(sendCaption('counter', 2, { min: 2, max: 2 })).toBe('Counter-offer');
    expect(inLang('de', () => sendCaption('offer', 0, { min: 1, max: 1 }))).toBe('Tippe bis zu 1 Karte deiner Hand an, um sie anzubieten');
    expect(inLang('de', () => sendCaption('counter', 0, { min: 3, max: 3 }))).toBe(
      'Tippe 3 Karten deiner Hand an, um ein Gegenangebot zu machen',
    );
  });

  test('lists join as each language does, without a serial comma in English', () => {
    expect(joinList(['red', 'blue', 'green'], 'or')).toBe('red, blue or green');
    expect(inLang('de', () => joinList(['rot', 'blau', 'grün'], 'and'))).toBe('rot, blau und grün');
  });

  test('German calls a declaration an "Erklärung", never an "Ansage"', () => {
    expect(inLang('de', () => TEXT_KEYS.map((key) => mt(key)).join(' '))).not.toMatch(/Ansage/);
    expect(inLang('de', () => mu('compose.declaration'))).toBe('Deine Erklärung');
  });
});

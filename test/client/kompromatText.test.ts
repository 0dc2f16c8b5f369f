/**
 * Kompromat's client text: every engine event becomes a readable sentence for every
 * viewer in both languages, a sentence never tells a value its viewer may not know, and the
 * German catalog is complete.
 */
import { eventFor, kompromat, kompromatCards, SPECTATOR, type GameEvent, type Viewer, kompromatWire } from '@dead-drop/shared';
import { LANGS, type Lang } from '../../client/src/i18n';
import { describeCatalog, describeRaw, inLang, playRandomGame } from './catalogKit';
import type { LogContext } from '../../client/src/gameClient';
import { describeEvent as describeDecoded } from '../../client/src/kompromat/logText';
import { resultLine, scoreRows, type Score } from '../../client/src/kompromat/scoreLines';
import { kt, rankLabel, TEXT_KEYS, totalLabel } from '../../client/src/kompromat/text';

/** The log text of an event as the server sends it, decoded first as the client decodes it. */
const describeEvent = describeRaw(kompromatWire, describeDecoded);

const NAMES = ['Anna', 'Bob'];
const VIEWERS: Viewer[] = [0, 1, SPECTATOR];
const ctxFor = (viewer: Viewer): LogContext => ({ viewer, names: NAMES });
const { LIMIT, NOTORIETY_LOSS, ROUNDS } = kompromatCards;

const playGame = (seed: number): GameEvent[] => playRandomGame(kompromat, seed, 2).events;

/** The whole numbers written in a sentence ("1/11" gives 1 and 11, "17½" gives 17). */
function numbersIn(line: string): number[] {
  return (line.match(/\d+/g) ?? []).map(Number);
}

/** Numbers a sentence may show for this event: its own fields as written (0-based indexes
 *  become 1-based, a 1/11 card reads "1/11", halves drop to the whole part). */
function numbersAllowed(event: unknown): Set<number> {
  const allowed = new Set<number>();
  const visit = (value: unknown) => {
    if (typeof value === 'number') {
      const whole = Math.trunc(Math.abs(value));
      allowed.add(whole).add(whole + 1);
      if (value === 1) allowed.add(11);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  visit(event);
  return allowed;
}

/** Numbers every sentence may use: the rules' own (over 21, 6 rounds, 9 tokens, +3). */
const RULE_NUMBERS = [LIMIT, ROUNDS, NOTORIETY_LOSS, 3];

/** The secret values of an event, as the table writes card ranks. */
function secretLabels(event: GameEvent): string[] {
  const { rank, ranks } = event.secret ?? { to: [] };
  const single = typeof rank === 'number' ? [rank] : [];
  const many = Array.isArray(ranks) ? (ranks as number[]) : [];
  return [...single, ...many].map(rankLabel);
}

const GAMES = Array.from({ length: 20 }, (_, i) => i + 1).map((seed) => ({ seed, events: playGame(seed) }));

describe('the log over seeded random games', () => {
  test('the games reach every event type and every item effect', () => {
    const seen = new Set(
      GAMES.flatMap(({ events }) => events.map((e) => (e.type === 'item' ? `item.${String(e.copy ?? e.item)}` : e.type))),
    );
    const expected = [
      'round',
      'turn',
      'drewFirst',
      'drew',
      'placed',
      'stopped',
      'reveal',
      'revealed',
      'declared',
      'failed',
      'perfect',
      'notoriety',
      'took',
      'discarded',
      'returnedToken',
      'gameOver',
      ...kompromatCards.ITEM_KINDS.filter((kind) => kind !== 'usb').map((kind) => `item.${kind}`),
    ];
    expect(expected.filter((type) => !seen.has(type))).toEqual([]);
    expect(GAMES.some(({ events }) => events.some((e) => e.type === 'item' && e.copy !== undefined))).toBe(true);
  });

  // That each reads as a full sentence is test/conformance.test.ts's check.
  test('a sentence shows no number its event does not carry, for each seat and a spectator, in both languages', () => {
    const problems: string[] = [];
    for (const { seed, events } of GAMES) {
      for (const event of events) {
        for (const viewer of VIEWERS) {
          for (const lang of LANGS) {
            const shown = eventFor(event, viewer);
            const line = inLang(lang, () => describeEvent(shown, ctxFor(viewer)));
            const where = `seed ${seed} ${lang} viewer ${viewer} ${JSON.stringify(shown)}: "${line}"`;
            const allowed = numbersAllowed(shown);
            const stray = numbersIn(line).filter((n) => !allowed.has(n) && !RULE_NUMBERS.includes(n));
            if (stray.length) problems.push(`${where} shows numbers ${stray} the event does not carry`);
          }
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  test('a value hidden from the viewer is never written; its owner is told it', () => {
    const problems: string[] = [];
    for (const { seed, events } of GAMES) {
      for (const event of events.filter((e) => e.secret)) {
        const owner = event.secret!.to[0]!;
        for (const lang of LANGS) {
          const say = (viewer: Viewer) => inLang(lang, () => describeEvent(eventFor(event, viewer), ctxFor(viewer)));
          const where = `seed ${seed} ${lang} ${JSON.stringify(event)}`;
          const ownLine = say(owner);
          for (const label of secretLabels(event)) {
            if (!ownLine.includes(label)) problems.push(`${where}: the owner's "${ownLine}" lacks ${label}`);
          }
          const spectatorLine = say(SPECTATOR);
          const opponentLine = say(1 - owner);
          // The opponent learns exactly what a spectator learns.
          if (opponentLine !== spectatorLine) problems.push(`${where}: "${opponentLine}" differs from "${spectatorLine}"`);
          // Only the mission number, and Night Vision's public count of cards, may appear.
          const visible = new Set<number>();
          if (typeof event.mission === 'number') visible.add(event.mission + 1);
          if (typeof event.count === 'number') visible.add(event.count);
          const stray = numbersIn(opponentLine).filter((n) => !visible.has(n));
          if (stray.length) problems.push(`${where}: "${opponentLine}" shows ${stray}`);
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });
});

describe('sentences', () => {
  const say = (event: Record<string, unknown>, viewer: Viewer, lang: Lang = 'en') =>
    inLang(lang, () => describeEvent(event, ctxFor(viewer)));

  test('a drawn card: its value to its owner, "a card" to everyone else', () => {
    const drew: GameEvent = { type: 'drew', seat: 0, mission: 1, secret: { to: [0], rank: 0.5 } };
    expect(say(eventFor(drew, 0), 0)).toBe('You placed a face-down card at mission 2: ½.');
    expect(say(eventFor(drew, 1), 1)).toBe('Anna placed a face-down card at mission 2.');
    expect(say(eventFor(drew, 0), 0, 'de')).toBe('Du legst eine verdeckte Karte an Mission 2: ½.');
    expect(say(eventFor(drew, SPECTATOR), SPECTATOR, 'de')).toBe('Anna legt eine verdeckte Karte an Mission 2.');
  });

  test('card ranks and totals are written as printed', () => {
    expect([0.5, 1, 7, 10].map(rankLabel)).toEqual(['½', '1/11', '7', '10']);
    expect([0.5, 17.5, 21].map(totalLabel)).toEqual(['½', '17½', '21']);
    expect(say({ type: 'revealed', seat: 1, mission: 0, ranks: [1, 0.5, 9] }, 0)).toBe(
      'Bob revealed their cards at mission 1: 1/11, ½, 9.',
    );
  });

  test('a USB Stick reads as the item it copies', () => {
    const event = { type: 'item', seat: 1, item: 'usb', copy: 'newspaper', mission: 3 };
    expect(say(event, 0)).toBe('Bob used the USB Stick (as Newspaper) at mission 4: +3 to your total there.');
    expect(say(event, 1, 'de')).toBe('Du setzt den USB-Stick (als Zeitung) an Mission 4 ein: +3 auf die Summe von Anna dort.');
  });

  test('a Stun Gun names the card by its place in the row', () => {
    const event = { type: 'item', seat: 0, item: 'stunGun', mission: 2, index: 1 };
    expect(say(event, 1)).toBe('Anna used the Stun Gun at mission 3: your card 2 is discarded.');
    expect(say(event, SPECTATOR, 'de')).toBe('Anna setzt den Elektroschocker an Mission 3 ein: Karte 2 von Bob wird abgeworfen.');
  });

  test('plurals: one card, one token', () => {
    expect(say({ type: 'stopped', seat: 0, mission: 0, cards: 1 }, 0)).toBe('You stopped at mission 1 with 1 card.');
    expect(say({ type: 'notoriety', seat: 1, gained: 2, total: 4 }, 0, 'de')).toBe('Bob bekommt 2 Spionageabwehrtokens (jetzt 4).');
  });

  test('the client refuses unknown or malformed events before the log reads them', () => {
    for (const event of [
      { type: 'somethingNew', seat: 0 },
      { type: 'toString' },
      {},
      { type: 'drew', seat: 'x' },
      { type: 'item', seat: 0, item: 'teleporter' },
      { type: 'gameOver', winners: 'nobody' },
    ]) {
      expect([event, kompromatWire.event.safeParse(event).success]).toEqual([event, false]);
    }
    // An item event without its effect's fields still says which item was used.
    expect(say({ type: 'item', seat: 0, item: 'drone' }, 0)).toBe('You used the Drone.');
  });

  test('a missing name falls back to the seat number', () => {
    expect(describeEvent({ type: 'turn', seat: 1 }, { viewer: SPECTATOR, names: [] })).toBe('Player 2’s turn.');
  });
});

describe('the end screen', () => {
  const score = (total: number): Score => ({ targets: 5, documents: 6, codes: 2, items: 1, notoriety: total - 14, total });

  test('one row per score line, one value per player', () => {
    const rows = scoreRows([score(20), score(17)]);
    expect(rows.map((row) => row.label)).toEqual(['Targets', 'Documents', 'Codes', 'Items', 'Notoriety tokens', 'Total']);
    expect(rows.at(-1)!.values).toEqual([20, 17]);
    expect(inLang('de', () => scoreRows([score(20)]).map((row) => row.label))).toContain('Spionageabwehrtokens');
  });

  test('the result from each seat and a spectator', () => {
    const line = (result: { winners: number[]; reason: string }, viewer: Viewer, lang: Lang = 'en') =>
      inLang(lang, () => resultLine(result, ctxFor(viewer)));
    expect(line({ winners: [0], reason: 'score' }, 0)).toBe('You win on points');
    expect(line({ winners: [0], reason: 'notoriety' }, 1)).toBe('Anna wins: you reached 9 notoriety tokens');
    expect(line({ winners: [1], reason: 'notoriety' }, 1, 'de')).toBe('Du gewinnst: Anna hat 9 Spionageabwehrtokens');
    expect(line({ winners: [1], reason: 'notoriety' }, SPECTATOR)).toBe('Bob wins: Anna reached 9 notoriety tokens');
    expect(line({ winners: [1], reason: 'notorietyTiebreak' }, 0)).toBe('Tied on points — Bob wins with more notoriety tokens');
    expect(line({ winners: [], reason: 'draw' }, SPECTATOR, 'de')).toBe('Unentschieden: gleich viele Punkte und Spionageabwehrtokens');
    expect(line({ winners: [], reason: 'score' }, 0)).toBe('The game is over');
  });
});

// Names that German keeps (Chloroform, Jetpack, Code, Vesper Martini) and "+1" / "−1".
describeCatalog(TEXT_KEYS, kt, 12);

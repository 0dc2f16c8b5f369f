/**
 * What the table page says of seats a bot plays and of turn clocks: the names every view
 * uses, and a clock's reading in the server's time.
 */
import type { PublicSeat } from '../../client/src/net/tableSession';
import { clockWords, minutesSeconds, readClock } from '../../client/src/pages/clockStrip';
import { logContext, seatNames } from '../../client/src/seatNames';
import { uiCount } from '../../client/src/ui/text';
import { inLang } from './catalogKit';

function seat(name: string, bot: PublicSeat['bot'] = ''): PublicSeat {
  return {
    name,
    occupied: name !== '',
    connected: bot === '',
    host: false,
    bot,
    deadline: 0,
    reserve: 0,
    awayUntil: 0,
    rematch: false,
    abandon: false,
  };
}

describe('seat names', () => {
  const seats = [seat('Ada', 'standIn'), seat('Bot 2', 'bot'), seat('Cy'), seat('')];

  test('a stand-in says so, a seated bot keeps its name, a free seat stays blank', () => {
    expect(seatNames({ seats })).toEqual(['Ada (bot)', 'Bot 2', 'Cy', '']);
    expect(inLang('de', () => seatNames({ seats }))).toEqual(['Ada (Bot)', 'Bot 2', 'Cy', '']);
  });

  test('the log context carries the same names and the viewer', () => {
    expect(logContext({ seats, viewer: 2 })).toEqual({ viewer: 2, names: ['Ada (bot)', 'Bot 2', 'Cy', ''] });
  });
});

describe('turn clocks', () => {
  const now = 1_000_000;

  test('the decision time first, then the reserve', () => {
    expect(readClock({ deadline: now + 90_000, reserve: 60_000 }, now)).toEqual({ inReserve: false, left: 30_000 });
    expect(readClock({ deadline: now + 60_000, reserve: 60_000 }, now)).toEqual({ inReserve: true, left: 60_000 });
    expect(readClock({ deadline: now + 5_000, reserve: 60_000 }, now)).toEqual({ inReserve: true, left: 5_000 });
    expect(readClock({ deadline: now - 5_000, reserve: 0 }, now)).toEqual({ inReserve: true, left: 0 });
  });

  test('every seat says what is left of its reserve, or that it is spent (#26)', () => {
    expect(clockWords({ deadline: now + 90_000, reserve: 60_000 }, now)).toEqual({
      time: '0:30',
      reserve: 'reserve 1:00',
      inReserve: false,
    });
    expect(clockWords({ deadline: now + 5_000, reserve: 60_000 }, now)).toEqual({ time: null, reserve: 'reserve 0:05', inReserve: true });
    expect(clockWords({ deadline: now + 20_000, reserve: 0 }, now)).toEqual({ time: '0:20', reserve: 'reserve spent', inReserve: false });
    expect(clockWords({ deadline: 0, reserve: 30_000 }, now)).toEqual({ time: null, reserve: 'reserve 0:30', inReserve: false });
    expect(clockWords({ deadline: 0, reserve: 0 }, now)).toEqual({ time: null, reserve: 'reserve spent', inReserve: false });
    expect(inLang('de', () => clockWords({ deadline: 0, reserve: 0 }, now).reserve)).toBe('Reserve aufgebraucht');
  });

  test('minutes and seconds, rounded up', () => {
    expect([0, 1, 999, 1000, 59_001, 60_000, 125_000, 3_600_000].map(minutesSeconds)).toEqual([
      '0:00',
      '0:01',
      '0:01',
      '0:01',
      '1:00',
      '1:00',
      '2:05',
      '60:00',
    ]);
    // A slow table's clock, in hours.
    expect(minutesSeconds(43_200_000 - 30_000)).toBe('11:59:30');
  });
});

test("counts follow the language's plural rules", () => {
  expect([1, 4].map((n) => uiCount('landing.players', n))).toEqual(['1 player', '4 players']);
  expect(inLang('de', () => [1, 4].map((n) => uiCount('landing.players', n)))).toEqual(['1 Person', '4 Personen']);
});

/**
 * What every browser test file needs: the real server with the real games and the built
 * client on a free port, one Chromium, and people opened in it; all closed after the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { games as hosted, type AnyGame } from '@dead-drop/shared';
import type { Browser } from 'playwright-core';
import { startTableServer, type RunningServer } from '../../server/src/app';
import { CLIENT_DIST } from '../../server/src/clientPages';
import { LOOPBACK_LIMITS, type ServerLimits } from '../../server/src/serverLimits';
import { launchChromium } from '../../workshop/src/chromium';
import type { TableClient } from '../../workshop/src/tableClient';
import { Person, type Device } from './people';

export interface BrowserFixture {
  server: RunningServer;
  browser: Browser;
  /** The pages' origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The websocket endpoint, for bots at the same tables. */
  endpoint: string;
  /** The server's `DATA_DIR`: its store is `tables.sqlite` there. */
  dataDir: string;
  /** A new person (own browser context) at this server, closed after the file. */
  open(name: string, device: Device): Promise<Person>;
  /** Bots a test started; they leave after the file. */
  bots: TableClient[];
  /** Stops the server as a deploy does (everyone still at their tables), runs `whileDown`, and
   *  starts it again on the same port and store: the pages' origin stays what it was. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
}

export interface FixtureOptions {
  /** Replaces the hosted games (a game set up at a rigged position, under its own id). */
  games?: readonly AnyGame[];
  /** Changes the server's limits (a short lobby time). */
  limits?: Partial<ServerLimits>;
  /** Cards move and flip as they do for players; otherwise every motion ends on its first
   *  frame (`deadDropNoMotion`), for files that look at what happens, not how it moves. */
  motion?: boolean;
}

/** Registers the file's beforeAll/afterAll; the returned object is filled before the tests run. */
export function browserFixture({ games = hosted, limits = {}, motion = false }: FixtureOptions = {}): BrowserFixture {
  const people: Person[] = [];
  const at = { bots: [] as TableClient[] } as BrowserFixture;
  let dataDir = '';
  // Bots move without a pause: tests wait on what happens, never on how long it takes.
  // A store of its own: finished games are replayed from it, and a restart brings tables back.
  const start = (port: number) =>
    startTableServer({ games, port, clientDist: CLIENT_DIST, limits: { ...LOOPBACK_LIMITS, ...limits }, botDelayMs: 0, dataDir });
  at.open = async (name, device) => {
    const person = await Person.open(at.browser, name, at.origin, device, motion);
    people.push(person);
    return person;
  };
  at.restart = async (whileDown) => {
    const { port } = at.server;
    await at.server.close();
    try {
      await whileDown?.();
    } finally {
      // Up again even when a check failed meanwhile: the file's other tests and its clean-up need it.
      at.server = await start(port);
    }
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dead-drop-browser-'));
    at.dataDir = dataDir;
    at.server = await start(0);
    at.origin = `http://127.0.0.1:${at.server.port}`;
    at.endpoint = `ws://127.0.0.1:${at.server.port}`;
    at.browser = await launchChromium();
  });
  afterAll(async () => {
    // The whole client ran under the server's Content-Security-Policy: nothing it needs was refused.
    const refused = people.flatMap((person) => person.cspViolations);
    await Promise.all(people.map((person) => person.close()));
    await at.browser?.close();
    await Promise.all(at.bots.map((bot) => bot.leave()));
    await at.server?.close();
    rmSync(dataDir, { recursive: true, force: true });
    expect(refused).toEqual([]);
  });
  return at;
}

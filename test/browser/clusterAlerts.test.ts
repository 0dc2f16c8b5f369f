/**
 * A cluster in Chromium (#45 item 1): two real table processes and Redis; the pages come from
 * the process that does NOT hold the table, as they do for half the players behind one
 * address. "Your games in play" lists the table, a seat moves to a phone through a link made
 * and taken there, and the first browser is told its seat moved (not that it lost the
 * connection). Alerts on and off need a push subscription, which a test's private browser
 * window cannot make: test/server/clusterAlerts.test.ts sends those requests as a page does.
 */
import type { Browser } from 'playwright-core';
import { Redis } from 'ioredis';
import { kompromat } from '@dead-drop/shared';
import { launchChromium } from '../../workshop/src/chromium';
import { RedisProcess } from '../../workshop/src/redisProcess';
import { ServerProcess } from '../../workshop/src/serverProcess';
import { TableClient } from '../../workshop/src/tableClient';
import { DESKTOP, openGameMenu, Person, PHONE } from './people';

jest.setTimeout(5 * 60_000);

const basePort = 10_000 + Math.floor(Math.random() * 1_000) * 10;
let redisServer: RedisProcess;
let redis: Redis;
let servers: ServerProcess[] = [];
let browser: Browser;
const people: Person[] = [];
const bots: TableClient[] = [];

beforeAll(async () => {
  redisServer = await RedisProcess.start(basePort);
  redis = new Redis(redisServer.url);
  servers = await Promise.all([1, 2].map((offset) => ServerProcess.inCluster(redisServer.url, basePort + offset)));
  // A page may open a websocket to every process that announced itself; a process learns of the others at its next beat.
  for (const server of servers) {
    for (;;) {
      const policy = (await fetch(`http://127.0.0.1:${server.port}/`)).headers.get('content-security-policy') ?? '';
      if (servers.every(({ port }) => policy.includes(`ws://127.0.0.1:${port}`))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  browser = await launchChromium();
});

afterAll(async () => {
  const refused = people.flatMap((person) => person.cspViolations);
  await Promise.all(people.map((person) => person.close()));
  await browser?.close();
  await Promise.all(bots.map((bot) => bot.leave()));
  await Promise.all(servers.map((server) => server.stop()));
  await redis?.quit();
  await redisServer?.stop();
  expect(refused).toEqual([]);
}, 60_000);

async function open(name: string, origin: string, device: typeof DESKTOP): Promise<Person> {
  const person = await Person.open(browser, name, origin, device, false);
  people.push(person);
  return person;
}

/** The process that holds `roomId`, by the address it announced. */
async function holderOf(roomId: string): Promise<ServerProcess> {
  const owner = await redis.hget(`dd:table:${roomId}`, 'owner');
  const address = owner && (await redis.hget('dd:processes', owner));
  return servers.find((server) => address === `127.0.0.1:${server.port}`)!;
}

test('your games in play, a seat\'s link and "your seat moved", with every page from the process that does not hold the table', async () => {
  const bob = await TableClient.create(servers[0]!.endpoint, { game: kompromat.id, name: 'Bob' });
  bots.push(bob);
  const { roomId } = bob.room;
  const links = await bob.waitForLinks();
  const holder = await holderOf(roomId);
  const other = servers.find((server) => server !== holder)!;
  const origin = `http://127.0.0.1:${other.port}`;

  const ada = await open('Ada', origin, DESKTOP);
  await ada.page.goto(`${origin}/t/${roomId}#invite=${encodeURIComponent(links.invite!)}`);
  await ada.testId('name-input').fill('Ada');
  await ada.testId('join-table').click();
  await ada.testId('lobby').waitFor();
  expect((await bob.request('start', {})).ok).toBe(true);
  await ada.testId('game-log').waitFor();

  await ada.page.goto(`${origin}/`);
  const listed = ada.testId('your-table');
  await listed.first().waitFor();
  expect(await listed.count()).toBe(1);
  expect(await listed.nth(0).getAttribute('data-room')).toBe(roomId);

  await listed.nth(0).getByRole('link').click();
  await ada.testId('game-log').waitFor();
  await openGameMenu(ada);
  await ada.testId('move-seat').click();
  const link = await ada.testId('move-link').getAttribute('href');
  expect(link).toMatch(new RegExp(`^${origin}/take#.+`));
  const phone = await open('Ada', origin, PHONE);
  await phone.page.goto(link!);
  await phone.page.waitForURL(`${origin}/t/${roomId}`);
  await phone.testId('game-log').waitFor();
  await ada.testId('seat-moved').waitFor();
  expect(await ada.testId('banner-disconnected').isHidden()).toBe(true);
});

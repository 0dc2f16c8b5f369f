import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { percentiles } from './percentiles';

/**
 * A friend's first visit (#41): a page opened in a fresh browser context, then opened again in
 * the same one (a repeat visit), on this machine as it is and on a mid-range phone on a mobile
 * network. What crossed the wire as served (compressed, headers included), how many HTTP
 * requests reached the server, and when the page's first frame was drawn.
 *
 * Service workers are blocked: the worker's own fetches (its precache) happen in another
 * target than the page's, which the page's counts would miss; a repeat visit is then served by
 * the HTTP cache alone, which is what the immutable headers have to achieve on their own.
 */

/** Chromium's CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE_PROFILE = { cpuSlowdown: 4, latencyMs: 150, downBytesPerSecond: 1_600_000 / 8, upBytesPerSecond: 750_000 / 8 } as const;

/** A page to open, and how to tell it is drawn: the table's first frame mark, or the landing page's game cards. */
export interface BenchedPage {
  name: string;
  url: string;
  drawn: 'table' | 'landing';
}

/** One load, as the page's own network records it. */
interface Load {
  bytes: number;
  scriptBytes: number;
  requests: number;
  firstFrameMs: number;
}

/** Evaluated in the page (it has a DOM, this process none): when the landing page's game cards are there. */
const LANDING_DRAWN = 'document.querySelector(\'[data-testid^="game-"]\') && performance.now()';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' };

/** The median of `loads` fresh contexts for each page, first and repeat visit, as one JSON-ready record each. */
export async function pageBench(browser: Browser, pages: readonly BenchedPage[], loads = 5): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (const page of pages) {
    const desktop = await visits(browser, page, DESKTOP, false, loads);
    const phone = await visits(browser, page, PHONE, true, loads);
    for (const visit of ['first', 'repeat'] as const) {
      const at = (samples: Load[], pick: (load: Load) => number) => Math.round(percentiles(samples.map(pick)).p50);
      records.push({
        bench: 'page',
        page: page.name,
        visit,
        bytes: at(desktop[visit], (load) => load.bytes),
        scriptBytes: at(desktop[visit], (load) => load.scriptBytes),
        requests: at(desktop[visit], (load) => load.requests),
        firstFrameMs: at(desktop[visit], (load) => load.firstFrameMs),
        phoneFirstFrameMs: at(phone[visit], (load) => load.firstFrameMs),
      });
    }
  }
  return records;
}

async function visits(
  browser: Browser,
  page: BenchedPage,
  device: BrowserContextOptions,
  phone: boolean,
  loads: number,
): Promise<Record<'first' | 'repeat', Load[]>> {
  const samples = { first: [] as Load[], repeat: [] as Load[] };
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext(device);
    try {
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      if (phone) await throttle(cdp);
      samples.first.push(await load(tab, cdp, page));
      // A page left (the table's own address, its secret gone from it), and opened again by its link.
      await tab.goto('about:blank');
      samples.repeat.push(await load(tab, cdp, page));
    } finally {
      await context.close();
    }
  }
  return samples;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.upBytesPerSecond,
  });
}

/** Opens the page and waits until it is drawn and its network is quiet. A response from the cache
 *  crosses no wire: it counts no bytes and no request. */
async function load(tab: Page, cdp: CDPSession, page: BenchedPage): Promise<Load> {
  const scripts = new Set<string>();
  const counted: Load = { bytes: 0, scriptBytes: 0, requests: 0, firstFrameMs: 0 };
  const sent = (event: { requestId: string; type?: string }) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  };
  const finished = ({ requestId, encodedDataLength }: { requestId: string; encodedDataLength: number }) => {
    if (encodedDataLength <= 0) return;
    counted.requests++;
    counted.bytes += encodedDataLength;
    if (scripts.has(requestId)) counted.scriptBytes += encodedDataLength;
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.loadingFinished', finished);
  try {
    await tab.goto(page.url);
    // Times count from the navigation's start (performance.timeOrigin).
    const drawn =
      page.drawn === 'table'
        ? await tab.waitForFunction(() => performance.getEntriesByName('table-first-frame', 'mark')[0]?.startTime, undefined, {
            timeout: 120_000,
            polling: 50,
          })
        : await tab.waitForFunction(LANDING_DRAWN, undefined, { timeout: 120_000, polling: 'raf' });
    counted.firstFrameMs = Number(await drawn.jsonValue());
    await tab.waitForLoadState('networkidle');
    return counted;
  } finally {
    cdp.off('Network.requestWillBeSent', sent);
    cdp.off('Network.loadingFinished', finished);
  }
}

import { kompromatCards, type KompromatEvent } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { h } from '../ui/dom';
import { describeEvent } from './logText';
import { kt } from './text';

/** What a round's end is told by: who took or failed which mission, perfect ones, tokens. */
const SUMMED: ReadonlySet<KompromatEvent['type']> = new Set(['took', 'failed', 'perfect', 'notoriety', 'returnedToken', 'discarded']);
/** Long enough to read four missions' lines; a click or Esc closes it sooner. */
const SHOWN_MS = 9000;

/**
 * Between two rounds, a short account of the one that ended, over the table: without it the
 * next round's deal replaced the missions at once. It closes on a click, on Esc, or by itself.
 */
export class RoundSummary {
  private lines: KompromatEvent[] = [];
  /** Takes the open account away, with its timer and its key listener; null when none is open. */
  private dismiss: (() => void) | null = null;

  /** New events as they arrive (`replace`: the whole history on joining, which shows nothing). */
  heard(events: readonly KompromatEvent[], replace: boolean, ctx: LogContext): void {
    if (replace) {
      this.lines = [];
      return;
    }
    for (const event of events) {
      if (event.type === 'reveal') this.lines = [];
      else if (SUMMED.has(event.type)) this.lines.push(event);
      else if (event.type === 'round' && event.round > 1) this.show(event.round - 1, ctx);
    }
  }

  close(): void {
    this.dismiss?.();
    this.dismiss = null;
  }

  private show(round: number, ctx: LogContext): void {
    this.close();
    const said = this.lines.map((event) => describeEvent(event, ctx));
    this.lines = [];
    const title = kt('summary.title', { round, rounds: kompromatCards.ROUNDS });
    const panel = h(
      'section',
      { class: 'card round-summary', testid: 'round-summary', attrs: { role: 'dialog', 'aria-label': title } },
      h('h2', {}, title),
      said.length ? h('ul', {}, ...said.map((line) => h('li', {}, line))) : h('p', {}, kt('summary.none')),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          { class: 'primary', testid: 'round-summary-close', attrs: { type: 'button' }, on: { click: () => this.close() } },
          kt('summary.close'),
        ),
      ),
    );
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') this.close();
    };
    const timer = setTimeout(() => this.close(), SHOWN_MS);
    document.addEventListener('keydown', onKey);
    document.body.append(panel);
    this.dismiss = () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      panel.remove();
    };
  }
}

/**
 * First-time tips (issue #28 item 4): the first time a player meets a kind of decision in a
 * game (a demand, a reveal window, a choice on the other player's turn), one line says what it
 * is. Each tip is shown once per browser (remembered in the local store), and a player may
 * turn them all off. A game names the kind of decision its view puts to the viewer
 * (`GameClient.tips`); this module remembers and shows.
 */
import type { Seat } from '@dead-drop/shared';
import type { WireView } from '../net/wire';
import type { TableSnapshot } from '../net/tableSession';
import { catalog } from '../i18n';
import { readStored, writeStored } from '../localStore';
import { h } from './dom';

/** A game's tips: the kind of decision a view puts to a seat, and its line in the reader's language. */
export interface GameTips<View> {
  /** Every kind, for the tests: each has a line in English and German. */
  readonly kinds: readonly string[];
  kindOf(view: View, seat: Seat): string | null;
  text(kind: string): string;
}

/** A game's tips from its lines in both languages, by kind, and what names the kind now. */
export function gameTips<Kind extends string, View>(
  en: Record<Kind, string>,
  de: Record<Kind, string>,
  kindOf: (view: View, seat: Seat) => Kind | null,
): GameTips<View> {
  const lines = catalog<Kind>(en, de);
  const kinds = Object.keys(en) as Kind[];
  return {
    kinds,
    kindOf,
    text: (kind) => {
      const known = kinds.find((candidate) => candidate === kind);
      return known ? lines(known) : '';
    },
  };
}

const words = catalog(
  {
    'tip.label': 'Tip',
    'tip.close': 'Got it',
    'tip.off': 'No more tips',
  },
  {
    'tip.label': 'Tipp',
    'tip.close': 'Verstanden',
    'tip.off': 'Keine Tipps mehr',
  },
);

const SEEN_KEY = 'deaddrop.tips.seen';
const OFF_KEY = 'deaddrop.tips.off';

function seenTips(): Set<string> {
  try {
    const stored: unknown = JSON.parse(readStored(SEEN_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Whether the player turned tips off in this browser. */
export function tipsOff(): boolean {
  return readStored(OFF_KEY) === '1';
}

/** The tip line above the table: shown at a decision met for the first time, until closed
 *  or until the table asks something else. */
export class FirstTips<View extends WireView> {
  readonly element = h('div', { class: 'first-tip', testid: 'first-tip', attrs: { role: 'status', hidden: '' } });
  private shownKind: string | null = null;

  constructor(
    private readonly game: string,
    private readonly tips: GameTips<View> | undefined,
  ) {}

  update(snapshot: TableSnapshot<View>): void {
    const { view, viewer } = snapshot;
    // Only a decision this seat has now: nothing while it waits.
    const deciding = view && !view.result && view.legal.length > 0 && typeof viewer === 'number' && snapshot.phase === 'playing';
    const kind = this.tips && deciding ? this.tips.kindOf(view, viewer) : null;
    // A tip stays while its decision lasts; the next decision takes it away.
    if (kind !== this.shownKind) this.hide();
    if (kind === null || tipsOff()) return;
    const key = `${this.game}:${kind}`;
    const seen = seenTips();
    if (seen.has(key)) return;
    writeStored(SEEN_KEY, JSON.stringify([...seen, key]));
    this.show(kind);
  }

  private show(kind: string): void {
    this.shownKind = kind;
    this.element.replaceChildren(
      h('strong', { class: 'tip-label' }, `${words('tip.label')}: `),
      h('span', { testid: 'first-tip-text' }, this.tips!.text(kind)),
      h(
        'span',
        { class: 'tip-buttons' },
        h('button', { testid: 'first-tip-close', attrs: { type: 'button' }, on: { click: () => this.hide() } }, words('tip.close')),
        h(
          'button',
          {
            testid: 'first-tip-off',
            attrs: { type: 'button' },
            on: {
              click: () => {
                writeStored(OFF_KEY, '1');
                this.hide();
              },
            },
          },
          words('tip.off'),
        ),
      ),
    );
    this.element.hidden = false;
  }

  private hide(): void {
    this.shownKind = null;
    this.element.hidden = true;
  }
}

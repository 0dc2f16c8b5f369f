/**
 * "Why not?" at the table (issue #28): a player who taps something they cannot do now is
 * told why in one sentence, near the tap. The reason comes from the rules (`game.whyNot`,
 * asked of the seat's own view); each game words its own reasons (`<game>/whyNot.ts`), and
 * the reasons every game shares are worded here.
 */
import { CoreReason, SPECTATOR, type Reason } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import type { TableSnapshot } from '../net/tableSession';
import type { WireView } from '../net/wire';
import { logContext } from '../seatNames';
import { catalog } from '../i18n';
import { h } from './dom';
import { motion } from './theme';

const en = {
  'why.gameOver': 'The game is over.',
  'why.watching': 'You are watching: only the players at this table act.',
  'why.waiting': '{name} is deciding now, not you.',
  'why.nothing': 'You have nothing to decide now.',
  'why.notNow': 'That is not one of your choices now: the highlighted ones are.',
  'why.player': 'Player {n}',
};

const de: Record<keyof typeof en, string> = {
  'why.gameOver': 'Die Partie ist vorbei.',
  'why.watching': 'Du schaust zu: Hier handeln nur die Mitspielenden.',
  'why.waiting': 'Gerade entscheidet {name}, nicht du.',
  'why.nothing': 'Du hast gerade nichts zu entscheiden.',
  'why.notNow': 'Das steht jetzt nicht zur Wahl: Hervorgehoben ist, was geht.',
  'why.player': 'Spieler {n}',
};

const wt = catalog<keyof typeof en>(en, de);

/** A game's words for its own reasons: null for a code that is not its own. */
export type ReasonWords = (reason: Reason, ctx: LogContext) => string | null;

/** The sentence for `reason`: the game's words for its own codes, these for the shared ones. */
export function reasonText(reason: Reason, ctx: LogContext, own: ReasonWords): string {
  const mine = own(reason, ctx);
  if (mine !== null) return mine;
  switch (reason.code) {
    case CoreReason.gameOver:
      return wt('why.gameOver');
    case CoreReason.notYourTurn: {
      if (ctx.viewer === SPECTATOR) return wt('why.watching');
      const seat = reason.params?.seat;
      return typeof seat === 'number' ? wt('why.waiting', { name: nameOf(seat, ctx) }) : wt('why.nothing');
    }
    default:
      return wt('why.notNow');
  }
}

/** A seat's name in a reason: its player's, or "Player n". */
export function nameOf(seat: number, ctx: LogContext): string {
  return ctx.names[seat]?.trim() || wt('why.player', { n: seat + 1 });
}

/** A reason's value, as a number (0 when it is missing) or a string. */
export function numberParam(reason: Reason, name: string): number {
  const value = reason.params?.[name];
  return typeof value === 'number' ? value : 0;
}

export function stringParam(reason: Reason, name: string): string {
  const value = reason.params?.[name];
  return value === undefined ? '' : String(value);
}

/** A game's rules as far as "why not?" asks them (`GameDefinition.whyNot`). */
export interface WhyNotRules<View, Action> {
  whyNot(view: View, action: Action): Reason | null;
}

/**
 * Asks the rules why the table's viewer may not take `action`, and says it beside the tap:
 * what a scene calls when something it does not offer is tapped. Says nothing when the rules
 * allow it after all, or when there is no game going on.
 */
export function tellWhyNot<View extends WireView, Action>(
  rules: WhyNotRules<View, Action>,
  snapshot: TableSnapshot<View> | null,
  action: Action,
  words: (reason: Reason, ctx: LogContext) => string,
): void {
  const view = snapshot?.view;
  if (!snapshot || !view || snapshot.phase !== 'playing') return;
  const reason = rules.whyNot(view, action);
  if (reason) showWhyNot(words(reason, logContext(snapshot)));
}

/**
 * Where a sentence of `box`'s size goes: above the tap (the finger would cover it below), else
 * below it, on screen, and over as little as it can of what must stay in sight (a name, the
 * "what to do now" line): a sentence laid over them would hide what it speaks of.
 */
function placeBesideTap(box: DOMRect, keep: readonly DOMRect[]): { x: number; y: number } {
  const { innerWidth: width, innerHeight: height } = window;
  const x = Math.min(Math.max(8, lastTap.x - box.width / 2), width - box.width - 8);
  const onScreen = (y: number) => Math.min(Math.max(8, y), height - box.height - 8);
  const above = lastTap.y - box.height - 16;
  const candidates = [...(above >= 8 ? [above] : []), onScreen(lastTap.y + 24), onScreen(above)];
  const covered = (y: number) => keep.reduce((area, rect) => area + overlap(rect, new DOMRect(x, y, box.width, box.height)), 0);
  const y = candidates.reduce((best, candidate) => (covered(candidate) < covered(best) ? candidate : best));
  return { x, y };
}

function overlap(a: DOMRect, b: DOMRect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Where the last tap was, so the sentence appears beside it. */
const lastTap = { x: 0, y: 0 };
let shown: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  // Capturing, so it is heard before the canvas's own handlers decide what the tap does; the
  // sentence of a tap before stays only until this one.
  document.addEventListener(
    'pointerdown',
    (event) => {
      lastTap.x = event.clientX;
      lastTap.y = event.clientY;
      shown?.remove();
      shown = null;
    },
    { capture: true },
  );
}

/** Who hears each sentence as it is said: the action bar's live region, for a screen reader. */
const listeners = new Set<(sentence: string) => void>();

/** Hears every "why not?" sentence shown; returns the unsubscribe function. */
export function onWhyNot(listener: (sentence: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the next sentence goes, when it is asked without a tap (a key pressed on a button at `x`, `y`). */
export function askedAt(x: number, y: number): void {
  lastTap.x = x;
  lastTap.y = y;
}

/** What the sentence must not cover: the table's names and its "what to do now" line. */
let inSight: () => readonly DOMRect[] = () => [];

/** Names what a sentence must leave in sight (the table's stage); returns the undo. */
export function keepInSight(rects: () => readonly DOMRect[]): () => void {
  inSight = rects;
  return () => {
    if (inSight === rects) inSight = () => [];
  };
}

/** Shows `sentence` beside the last tap, for a few seconds or until the next tap. */
export function showWhyNot(sentence: string): void {
  for (const listener of listeners) listener(sentence);
  shown?.remove();
  const tip = h('div', { class: 'why-not', testid: 'why-not', attrs: { role: 'status' } }, sentence);
  document.body.append(tip);
  const { x, y } = placeBesideTap(tip.getBoundingClientRect(), inSight());
  tip.style.left = `${Math.round(x)}px`;
  tip.style.top = `${Math.round(y)}px`;
  shown = tip;
  setTimeout(() => tip.classList.add('fading'), motion.toastStay);
  setTimeout(() => {
    tip.remove();
    if (shown === tip) shown = null;
  }, motion.toastStay + motion.fade);
}

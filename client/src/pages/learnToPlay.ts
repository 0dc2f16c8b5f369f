/**
 * "Learn to play": a game's guided first game at a table of its own, one click from the
 * landing page's game card or from the `?` box at a table of that game (issue #28 item 1).
 * Only games whose client has a coach offer it (`GameListing.learnable`).
 */
import { catalog } from '../i18n';
import { createTable } from '../net/enterTable';
import { lastName, rememberName } from '../net/savedSeats';
import type { OpenTable } from '../games';
import { h } from '../ui/dom';

const words = catalog({
  'learn.play': 'Learn to play',
  'learn.opening': 'Opening the lesson…',
  'learn.name': 'Agent',
}, {
  'learn.play': 'Spielen lernen',
  'learn.opening': 'Die Lektion beginnt …',
  'learn.name': 'Agent',
});

/** A tutorial table of `game`, the learner sitting as `name` (the last name used, else "Agent").
 *  A name typed is remembered, as a table's form remembers it: the next form holds it. */
export function learnToPlay(game: string, name = ''): Promise<OpenTable> {
  const typed = name.trim();
  if (typed) rememberName(typed);
  return createTable({ game, name: typed || lastName() || words('learn.name'), tutorial: true });
}

/** The button that opens the lesson; it says so while the table opens, and stays usable after a failure. */
export function learnButton(game: string, learn: () => Promise<unknown>): HTMLButtonElement {
  const button = h('button', { class: 'learn', testid: `learn-${game}`, attrs: { type: 'button' } }, words('learn.play'));
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = words('learn.opening');
    void learn().finally(() => {
      button.disabled = false;
      button.textContent = words('learn.play');
    });
  });
  return button;
}

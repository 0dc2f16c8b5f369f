/**
 * "Learn to play": a game's guided first game at a table of its own, one click from the
 * landing page's game card or from the `?` box at a table of that game (issue #28 item 1).
 * Only games whose client has a coach offer it (`GameListing.learnable`).
 */
import { catalog } from '../i18n';
import { createTable } from '../net/enterTable';
import { lastName, rememberName } from '../net/savedSeats';
import type { OpenTable } from '../games';

const words = catalog({ 'learn.name': 'Agent' }, { 'learn.name': 'Agent' });

/** A tutorial table of `game`, the learner sitting as `name` (the last name used, else "Agent").
 *  A name typed is remembered, as a table's form remembers it: the next form holds it. */
export function learnToPlay(game: string, name = ''): Promise<OpenTable> {
  const typed = name.trim();
  if (typed) rememberName(typed);
  return createTable({ game, name: typed || lastName() || words('learn.name'), tutorial: true });
}

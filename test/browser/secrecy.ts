/**
 * What a screen may show of face-down cards, judged from the screen alone (the test hook's
 * scene), so that the browser tests need no game state beyond what a person sees.
 * Rules: docs/rules/kompromat.md, "What each seat may see".
 */
import type { SceneObject } from '../../client/src/pixi/sceneObjects';

export interface Viewer {
  /** Whose screen: a seat, or null for a spectator. */
  seat: number | null;
  /** The test is in the middle of choosing an item's target on this screen: the turn's
   *  buttons may be set aside then, while the turn (and its sight) goes on. */
  targeting?: boolean;
}

/** The mission of the first card of a turn, drawn and not yet placed (`drawn:<seat>`). */
export const PENDING = -1;

/** A face-down card drawn with its value: a hidden one unless a Drone revealed it. */
function seenDown(object: SceneObject): boolean {
  const card = object.card;
  return card !== undefined && !card.up && !card.shown && card.rank !== undefined;
}

/**
 * Every face-down value this screen shows that its viewer may not see. The owner sees their
 * own face-down cards only during their own turn, at the mission being attempted: the turn
 * is on when `button:stop` is enabled (it is legal from the first placement to the end of
 * the turn, which is exactly when face-down cards can be drawn), and those cards all lie at
 * one mission. The first card of a turn, waiting to be placed, shows its value to its owner
 * while the screen offers missions to place it at.
 */
export function secrecyViolations(scene: SceneObject[], viewer: Viewer): string[] {
  const violations: string[] = [];
  const shown = scene.filter(seenDown);
  const ownTurn = viewer.targeting === true || scene.some((o) => o.id === 'button:stop' && o.enabled);
  const placing = scene.some((o) => o.kind === 'mission' && o.enabled);
  for (const object of shown) {
    const card = object.card!;
    if (viewer.seat === null) violations.push(`the spectator sees the face-down ${object.id} = ${card.rank}`);
    else if (card.seat !== viewer.seat) violations.push(`seat ${viewer.seat} sees the opponent's face-down ${object.id} = ${card.rank}`);
    else if (!(card.mission === PENDING ? placing : ownTurn))
      violations.push(`seat ${viewer.seat} sees its own face-down ${object.id} = ${card.rank} outside its turn`);
  }
  // A back's words must not carry what its `rank` field leaves out.
  for (const object of scene.filter((o) => o.card && !o.card.up && !o.card.shown && o.card.rank === undefined)) {
    if (/[\d½]/.test(object.label)) violations.push(`the back ${object.id} is labelled "${object.label}"`);
  }
  const ownMissions = new Set(shown.filter((o) => o.card!.seat === viewer.seat && o.card!.mission !== PENDING).map((o) => o.card!.mission));
  if (ownMissions.size > 1) {
    violations.push(
      `seat ${viewer.seat} sees its own face-down values at missions ${[...ownMissions].join(', ')}: only the one being attempted may show`,
    );
  }
  return violations;
}

/** The lines of `after` that `before` did not have (the log may drop its oldest lines). */
export function newLines(before: readonly string[], after: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const line of before) left.set(line, (left.get(line) ?? 0) + 1);
  return after.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count === 0) return true;
    left.set(line, count - 1);
    return false;
  });
}

/**
 * Whether log lines name a face-down card's value: its label as the owner's screen draws
 * it (say "7" or "1/11"), as a word of its own. Decidable only when that label cannot mean
 * anything else public in the same lines; `publicNumbers` are those other readings (the
 * mission's position, the card count, the round), and then the check is skipped.
 */
export function logLeak(lines: readonly string[], valueLabel: string, publicNumbers: readonly number[]): string | null {
  const label = valueLabel.trim();
  if (label === '' || publicNumbers.some((n) => String(n) === label)) return null;
  const escaped = label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const word = new RegExp(`(^|[^\\d./])${escaped}($|[^\\d./])`);
  return lines.find((line) => word.test(line)) ?? null;
}

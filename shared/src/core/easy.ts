/**
 * Easy bots: the game's Normal bot, which now and then makes a mistake a learner makes, not a
 * random one: another move of the same kind (the card placed at another mission, drawn once
 * too often, another line) where there is one, else another legal move.
 */
type Policy<View, Action> = (view: View, random: () => number) => Action | null;

/** How many random legal moves are looked at for a mistake like the move Normal makes. */
const MISTAKE_TRIES = 8;

interface Typed {
  readonly type: string;
}

/** Normal (`bot`) with a mistake in `chance` of its decisions; an optional chance Normal lets
 *  pass it lets pass too, so Easy never owes a move that Normal does not. */
export function easyBotOf<View, Action extends Typed>(
  bot: Policy<View, Action>,
  sample: (view: View, random: () => number) => Action,
  chance: number,
): Policy<View, Action> {
  return (view, random) => {
    const normal = bot(view, random);
    if (normal === null || random() >= chance) return normal;
    const key = JSON.stringify(normal);
    const others: Action[] = [];
    for (let tries = 0; tries < MISTAKE_TRIES; tries++) {
      const other = sample(view, random);
      if (JSON.stringify(other) !== key) others.push(other);
    }
    const alike = others.filter((other) => other.type === normal.type);
    return alike[0] ?? others[0] ?? normal;
  };
}

/**
 * Compile's coach for its guided first game: the lines by key (coachText.ts), and which of the
 * offered objects a tap leads towards the scripted action. Several actions take more than one
 * tap on this table (a hand card, maybe "Play face down", then a line; cards to discard, then
 * "Discard"; a protocol of the draft, then "Take …"), so the next tap is read from what the
 * scene offers now, in its own words: a picked hand card says so in its label, and the face
 * button names the face it switches to. It is asked again at every render.
 */
import { compileTutorial, sameFlatRecord, type CompileAction, type CompileLegal, type CompileView } from '@dead-drop/shared';
import type { DrawnObject, GameCoach } from '../gameClient';
import { coachLine, isCoachKey } from './coachText';
import { handCardLabel } from './names';
import { ct, protocolName } from './text';

type Offered = readonly DrawnObject[];

/** The id if it is offered, else null. */
function offeredId(offered: Offered, id: string): string | null {
  return offered.some((object) => object.id === id) ? id : null;
}

/** A scripted discard's hand indices, or null for any other action. */
function discardOf(action: unknown): number[] | null {
  if (typeof action !== 'object' || action === null || !('type' in action) || action.type !== 'discard' || !('hand' in action)) return null;
  const { hand } = action;
  return Array.isArray(hand) && hand.every((i) => typeof i === 'number') ? hand : null;
}

/** The hand indices the scene shows as picked (to play, or among the cards to discard). */
function pickedHand(view: CompileView, offered: Offered): number[] {
  return (view.hand ?? []).flatMap((face, i) => {
    const object = offered.find((candidate) => candidate.id === `hand:${i}`);
    return object?.label === handCardLabel(face.protocol, face.value, true) ? [i] : [];
  });
}

/** A play: the hand card, then the face if it is not the one chosen, then the line. */
function playTarget(play: Extract<CompileLegal, { type: 'play' }>, view: CompileView, offered: Offered): string | null {
  if (pickedHand(view, offered)[0] !== play.hand) return offeredId(offered, `hand:${play.hand}`);
  // The face button names the face a tap switches to: "Play face down" while face up is chosen.
  const face = offered.find((object) => object.id === 'button:face');
  if (face && (face.label === ct('button.faceDown')) !== play.up) return face.id;
  return offeredId(offered, `line:${play.line}`);
}

/** A discard: each card to mark (or a wrong one to unmark), then "Discard". */
function discardTarget(hand: readonly number[], view: CompileView, offered: Offered): string | null {
  const picked = pickedHand(view, offered);
  const wrong = [...hand.filter((i) => !picked.includes(i)), ...picked.filter((i) => !hand.includes(i))];
  return wrong.length > 0 ? offeredId(offered, `hand:${wrong[0]}`) : offeredId(offered, 'button:discard');
}

/** A rearrange: whose protocols, then each protocol in its new order, then "Confirm". */
function rearrangeTarget(option: Extract<CompileLegal, { type: 'rearrange' }>, view: CompileView, offered: Offered): string | null {
  const confirm = offeredId(offered, 'button:confirm');
  if (confirm) return confirm;
  const protocols = view.sides[option.side]?.protocols ?? [];
  for (const n of [1, 2]) {
    const old = protocols[Number(option.order[n - 1])];
    const words = old && ct('arrange.put', { protocol: protocolName(old.protocol), n });
    const next = offered.find((object) => object.id.startsWith(`protocol:${option.side}:`) && object.label === words);
    if (next) return next.id;
  }
  return offeredId(offered, `button:arrange:${option.side}`);
}

function target(action: unknown, view: CompileView, offered: Offered): string | null {
  const discard = discardOf(action);
  if (discard) return discardTarget(discard, view, offered);
  if (typeof action !== 'object' || action === null) return null;
  const option = view.legal.find((legal) => legal.type !== 'discard' && sameFlatRecord(legal, action));
  switch (option?.type) {
    case 'draft': {
      const take = offered.find((object) => object.id === 'button:draft');
      return take?.label === ct('button.pick', { protocol: protocolName(option.protocol) })
        ? take.id
        : offeredId(offered, `draft:${option.protocol}`);
    }
    case 'play':
      return playTarget(option, view, offered);
    case 'card':
    case 'first':
      return offeredId(offered, `card:${option.side}:${option.line}:${option.at}`);
    case 'line':
    case 'compile':
      return offeredId(offered, `line:${option.line}`);
    case 'refresh':
    case 'skip':
      return offeredId(offered, `button:${option.type}`);
    case 'choose':
      return offeredId(offered, `button:choose:${option.option}`);
    case 'swap':
      return offeredId(offered, `button:swap:${option.a}${option.b}`);
    case 'rearrange':
      return rearrangeTarget(option, view, offered);
    default:
      return null;
  }
}

/** Where a step's `look` names point: groups of drawn objects by the prefix of their ids. */
const GROUPS: Record<string, string> = { hand: 'hand:', draft: 'draft:', protocols: 'protocol:' };

function look(name: string, view: CompileView, drawn: Offered): string[] {
  const ids = drawn.map((object) => object.id);
  const group = GROUPS[name];
  if (group) return ids.filter((id) => id.startsWith(group));
  // The control card is shown in its holder's strip, beside the name.
  if (name === 'control')
    return view.control === null ? [] : ids.filter((id) => id === `seat:${view.control}` || id === `trash:${view.control}`);
  // A stack: "stack:<side>:<line>", its cards.
  if (name.startsWith('stack:')) return ids.filter((id) => id.startsWith(`card:${name.slice('stack:'.length)}:`));
  return ids.filter((id) => id === name);
}

export const compileCoach: GameCoach<CompileView, CompileAction> = {
  tutorial: compileTutorial,
  say: (key) => (isCoachKey(key) ? coachLine(key) : key),
  target,
  look,
};

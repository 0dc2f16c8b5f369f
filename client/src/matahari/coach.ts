/**
 * Operation: Mata Hari's coach (shared/src/matahari/tutorial.ts): its lines (coachWords.ts),
 * and what leads to a scripted action. Loaded only at a tutorial table.
 *
 * Most of a move here is composed in the panel under the canvas, not on it: the canvas offers
 * the hand's cards (`hand:<index>`), the panel the rest. So `target` names either an offered
 * canvas object, or a control of the panel by its `data-testid` (`add-statement`,
 * `compose-offer`, `accept-1`, `accuse`, `search-3`, …), which the page finds in the stage's
 * overlay. A move takes several taps (cards, a statement, then the button): `target` reads
 * what is picked and drafted so far (`composing.ts`) and names the next one, a wrongly picked
 * card first, to take it back.
 */
import { matahariTutorial, scriptedAction, type MatahariAction, type MatahariView } from '@dead-drop/shared';
import type { DrawnObject, GameCoach } from '../gameClient';
import { coachWords, isCoachKey } from './coachWords';
import { composing } from './composing';

/** The panel's controls, by the test ids composer.ts gives them. */
const PANEL = {
  addStatement: 'add-statement',
  offer: 'compose-offer',
  counter: 'compose-counter',
  pass: 'compose-pass',
  reject: 'compose-reject',
  mataHari: 'compose-mataHari',
  take: 'compose-take',
  accusePanel: 'accuse',
  accuse: (seat: number) => `accuse-${seat}`,
  accusePartner: (seat: number) => `accuse-partner-${seat}`,
  accept: (seat: number) => `accept-${seat}`,
  searchCard: (index: number) => `search-${index}`,
} as const;

/** The accusation panel's partner before any is chosen (composer.ts: the first kind). */
const FIRST_PARTNER = 'doubleAgent';

/** The next pick towards `wanted`: a picked card that does not belong first, then a missing one. */
function nextPick(wanted: readonly number[], picked: ReadonlySet<number>): number | null {
  const wrong = [...picked].find((index) => !wanted.includes(index));
  if (wrong !== undefined) return wrong;
  return wanted.find((index) => !picked.has(index)) ?? null;
}

/** Cards from the hand, the declaration's statements as "+ statement" writes them, then the button. */
function composeFromHand(cards: readonly number[], statements: number, send: string, offered: readonly DrawnObject[]): string | null {
  const now = composing();
  const pick = nextPick(cards, now.selection.hand);
  if (pick !== null) {
    const id = `hand:${pick}`;
    return offered.some((object) => object.id === id) ? id : null;
  }
  return now.statements.length < statements ? PANEL.addStatement : send;
}

function target(action: MatahariAction, view: MatahariView, offered: readonly DrawnObject[]): string | null {
  if (!view.legal.some((legal) => legal.type === action.type)) return null;
  switch (action.type) {
    case 'offer':
      return composeFromHand(action.cards, action.declaration?.length ?? 0, PANEL.offer, offered);
    case 'counter':
      return composeFromHand(action.cards, action.declaration?.length ?? 0, PANEL.counter, offered);
    case 'pass':
      return PANEL.pass;
    case 'reject':
      return PANEL.reject;
    case 'mataHari':
      return PANEL.mataHari;
    // An Assassin's activation and demand are in no tutorial: the accept button alone.
    case 'accept':
      return PANEL.accept(action.seat);
    case 'accuse': {
      if (!composing().accusing) return PANEL.accusePanel;
      return action.partner === FIRST_PARTNER ? PANEL.accuse(action.seat) : PANEL.accusePartner(action.seat);
    }
    case 'search': {
      const pick = nextPick(action.cards, composing().selection.search);
      return pick === null ? PANEL.take : PANEL.searchCard(pick);
    }
    // The Assassin's change of an offer is in no tutorial.
    case 'adjust':
      return null;
  }
}

/** A drawn object by its id, or all under a name (`hand` is every `hand:<index>`). */
function look(name: string, drawn: readonly DrawnObject[]): string[] {
  return drawn.filter((object) => object.id === name || object.id.startsWith(`${name}:`)).map((object) => object.id);
}

export const matahariCoach: GameCoach<MatahariView, MatahariAction> = {
  tutorial: matahariTutorial,
  say: (key) => (isCoachKey(key) ? coachWords(key) : key),
  // The page hands the tutorial's actions on untyped: each is one of Mata Hari's.
  target: (action, view, offered) => {
    const scripted = scriptedAction(matahariTutorial, action);
    return scripted ? target(scripted, view, offered) : null;
  },
  look: (name, _view, drawn) => look(name, drawn),
};

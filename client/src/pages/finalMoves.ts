/**
 * Moves that cannot be taken back (#42 item 8): where the rules make a move final because it
 * draws or shows a card (`BaseView.finality`, beside the legal actions), a player who wants it is
 * asked first, in a small step that says why, and the Undo button's place says afterwards why no
 * Undo follows any final move. Whether to be asked is the player's setting, kept in the
 * browser: on by default on a touch screen, where a finger misses more often than a mouse.
 */
import { offeredFinality, type FinalReason } from '@dead-drop/shared';
import { catalog } from '../i18n';
import { readStored, writeStored } from '../localStore';
import type { TableSession, TableSnapshot } from '../net/tableSession';
import type { WireEvent, WireView } from '../net/wire';
import { h, replaceChildren } from '../ui/dom';

export const finalWords = catalog(
  {
    'final.ask.drew': 'A card will be drawn: this cannot be taken back.',
    'final.ask.revealed': 'A card will be shown: this cannot be taken back.',
    'final.ask.endsGame': 'This ends the game: it cannot be taken back.',
    'final.was.drew': 'No undo: a card was drawn',
    'final.was.revealed': 'No undo: a card was shown',
    'final.was.passedTurn': 'No undo: the others went on',
    'final.was.endsGame': 'No undo: the game is over',
    'final.confirm': 'Confirm',
    'final.cancel': 'Cancel',
    'final.setting.on': 'Confirm moves that cannot be taken back: on',
    'final.setting.off': 'Confirm moves that cannot be taken back: off',
    'final.setting.hint': 'Ask before a move that draws or shows a card or ends the game: Undo cannot take it back.',
  },
  {
    'final.ask.drew': 'Eine Karte wird gezogen: Das lässt sich nicht zurücknehmen.',
    'final.ask.revealed': 'Eine Karte wird aufgedeckt: Das lässt sich nicht zurücknehmen.',
    'final.ask.endsGame': 'Das beendet das Spiel: Es lässt sich nicht zurücknehmen.',
    'final.was.drew': 'Kein Zurück: Eine Karte wurde gezogen',
    'final.was.revealed': 'Kein Zurück: Eine Karte wurde aufgedeckt',
    'final.was.passedTurn': 'Kein Zurück: Die anderen sind dran',
    'final.was.endsGame': 'Kein Zurück: Das Spiel ist vorbei',
    'final.confirm': 'Bestätigen',
    'final.cancel': 'Abbrechen',
    'final.setting.on': 'Unwiderrufliche Züge bestätigen: an',
    'final.setting.off': 'Unwiderrufliche Züge bestätigen: aus',
    'final.setting.hint':
      'Vor einem Zug, der eine Karte zieht oder aufdeckt oder das Spiel beendet, nachfragen: „Zurück“ kann ihn nicht zurücknehmen.',
  },
);

const SETTING_KEY = 'deaddrop.confirmFinal';

/**
 * What is asked about: a move final because it draws or shows a card, or ends the game. One that
 * only hands the turn on is every turn's last move (every Mata Hari move, most of Compile's), and
 * asking each time would teach a player to press Confirm unread; the Undo button's place says it.
 */
type Asked = Exclude<FinalReason, 'passedTurn'>;
const asked = (reason: FinalReason | null): reason is Asked => reason !== null && reason !== 'passedTurn';

/** Whether the player wants to be asked before a final move: as they set it, else whether the screen is touched. */
export function confirmsFinalMoves(): boolean {
  const stored = readStored(SETTING_KEY);
  if (stored !== null) return stored === '1';
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

export function setConfirmsFinalMoves(on: boolean): void {
  writeStored(SETTING_KEY, on ? '1' : '0');
}

/**
 * The confirm step between a tap and the action it sends, one for every game: the page hands
 * it each action the scene (canvas, action bar, composer) would send.
 */
export class FinalConfirm {
  private readonly line = h('p', { class: 'final-confirm-line', testid: 'final-confirm-reason' });
  private readonly yes = h('button', {
    class: 'primary',
    testid: 'final-confirm-yes',
    attrs: { type: 'button' },
    on: { click: () => this.answer(true) },
  });
  private readonly no = h('button', { testid: 'final-confirm-no', attrs: { type: 'button' }, on: { click: () => this.answer(false) } });
  readonly element = h(
    'div',
    {
      class: 'final-confirm',
      testid: 'final-confirm',
      attrs: { role: 'alertdialog', 'aria-modal': 'false', hidden: '' },
      on: {
        keydown: (event) => {
          if ((event as KeyboardEvent).key === 'Escape') this.answer(false);
        },
      },
    },
    this.line,
    h('div', { class: 'final-confirm-buttons' }, this.no, this.yes),
  );
  private pending: { action: unknown; reason: Asked; send: () => void } | null = null;

  /**
   * Sends `action` now, or after a Confirm where `view` marks it final and `ask` says to ask;
   * `send` gets why it is final (null: it may be taken back).
   */
  take(view: WireView | null, action: unknown, ask: boolean, send: (reason: FinalReason | null) => void): void {
    const reason = view ? (offeredFinality(view, action) ?? null) : null;
    if (!asked(reason) || !ask) return send(reason);
    this.pending = { action, reason, send: () => send(reason) };
    this.draw();
    this.element.hidden = false;
    this.yes.focus();
  }

  /** A new view: an action asked about that it no longer offers is dropped (the turn moved on). */
  update(view: WireView | null): void {
    if (this.pending && (!view || offeredFinality(view, this.pending.action) === undefined)) this.answer(false);
  }

  /** The words again, in the reader's language now. */
  draw(): void {
    if (this.pending) this.line.textContent = finalWords(`final.ask.${this.pending.reason}`);
    replaceChildren(this.yes, finalWords('final.confirm'));
    replaceChildren(this.no, finalWords('final.cancel'));
  }

  private answer(yes: boolean): void {
    const pending = this.pending;
    this.pending = null;
    this.element.hidden = true;
    if (yes) pending?.send();
  }
}

/**
 * What the scene's moves go to. Every move of every game passes here: one that cannot be taken
 * back is asked about first where the player wants that, except in a lesson, whose coach leads
 * each move; once the table took it, `moved` hears why it is final (null: Undo may take it back).
 */
export function tableAct<View extends WireView, Event extends WireEvent, Action>(
  session: TableSession<View, Event>,
  snapshot: () => TableSnapshot<View>,
  finalConfirm: FinalConfirm,
  moved: (reason: FinalReason | null) => void,
): (action: Action) => void {
  return (action) => {
    const { view, tutorial } = snapshot();
    finalConfirm.take(
      view,
      action,
      confirmsFinalMoves() && tutorial < 0,
      (reason) =>
        void session.act(action).then((reply) => {
          if (reply.ok) moved(reason);
        }),
    );
  };
}

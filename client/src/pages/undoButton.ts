import type { FinalReason } from '@dead-drop/shared';
import type { TableSnapshot } from '../net/tableSession';
import { h } from '../ui/dom';
import { catalog } from '../i18n';
import { finalWords } from './finalMoves';

const words = catalog(
  {
    'undo.button': 'Undo',
    'undo.label': 'Take back your last move (Ctrl+Z or U)',
  },
  {
    'undo.button': 'Zurück',
    'undo.label': 'Deinen letzten Zug zurücknehmen (Strg+Z oder U)',
  },
);

/** How long the button's place says why a move just made cannot be taken back. */
const NOTE_MS = 5000;

/**
 * "Undo": shown only while the server says this seat may take back its last move
 * (`TableState.undoSeat`, which the game's rules decide), one click or Ctrl/Cmd+Z or U away.
 * The page decides nothing: a refused undo is told like any refusal. After a move of the
 * seat's own that the rules make final, its place says briefly why no Undo follows.
 */
export class UndoButton {
  readonly element = h('button', {
    class: 'undo-button',
    testid: 'undo',
    attrs: { type: 'button', hidden: '' },
    on: { click: () => this.take() },
  });
  /**
   * Where the button would be, after a final move: words, not a control. A tap goes through it
   * (style.css): it lies where it covers least of the table (`keepClear`), which on a crowded
   * phone table may still be a card.
   */
  readonly noteElement = h('span', { class: 'undo-note', testid: 'undo-note', attrs: { role: 'status', hidden: '' } });
  private offered = false;
  /** Why the seat's last move cannot be taken back, said for a few seconds after it. */
  private note: FinalReason | null = null;
  private noteTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onKey = (event: KeyboardEvent) => {
    if (!this.offered || event.defaultPrevented || typing(event.target)) return;
    const shortcut = (event.key === 'z' || event.key === 'Z') && (event.ctrlKey || event.metaKey) && !event.shiftKey;
    const plain = (event.key === 'u' || event.key === 'U') && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!shortcut && !plain) return;
    event.preventDefault();
    this.take();
  };

  /** `undo`: asks the server to take back this seat's last move. */
  constructor(private readonly undo: () => void) {
    document.addEventListener('keydown', this.onKey);
  }

  show(snapshot: TableSnapshot): void {
    this.offered = snapshot.phase === 'playing' && snapshot.undoSeat >= 0 && snapshot.undoSeat === snapshot.viewer;
    if (this.offered) this.note = null;
    this.draw();
  }

  /** The seat's move was taken: `reason` says why it is final, null where it may be taken back. */
  moved(reason: FinalReason | null): void {
    clearTimeout(this.noteTimer);
    // A final move is never offered for undo: the snapshot after it, before or after this, offers none.
    this.note = reason;
    if (this.note) {
      this.noteTimer = setTimeout(() => {
        this.note = null;
        this.draw();
      }, NOTE_MS);
    }
    this.draw();
  }

  dispose(): void {
    clearTimeout(this.noteTimer);
    document.removeEventListener('keydown', this.onKey);
  }

  private draw(): void {
    const note = !this.offered && this.note ? finalWords(`final.was.${this.note}`) : null;
    this.element.hidden = !this.offered;
    this.element.textContent = `↶ ${words('undo.button')}`;
    this.element.setAttribute('aria-label', words('undo.label'));
    this.element.title = words('undo.label');
    this.noteElement.hidden = note === null;
    this.noteElement.textContent = note ?? '';
  }

  private take(): void {
    if (!this.offered) return;
    // Once: the next snapshot says whether there is more to take back.
    this.offered = false;
    this.element.hidden = true;
    this.undo();
  }
}

/** Keys typed into a field (the chat) are words, not shortcuts. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

import type { TableSnapshot } from '../net/tableSession';
import { h } from '../ui/dom';
import { ui } from '../ui/text';

/**
 * "Undo": shown only while the server says this seat may take back its last move
 * (`TableState.undoSeat`, which the game's rules decide), one click or Ctrl/Cmd+Z or U away.
 * The page decides nothing: a refused undo is told like any refusal.
 */
export class UndoButton {
  readonly element = h('button', {
    class: 'undo-button',
    testid: 'undo',
    attrs: { type: 'button', hidden: '' },
    on: { click: () => this.take() },
  });
  private offered = false;
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
    this.element.hidden = !this.offered;
    this.element.textContent = `↶ ${ui('undo.button')}`;
    this.element.setAttribute('aria-label', ui('undo.label'));
    this.element.title = ui('undo.label');
  }

  dispose(): void {
    document.removeEventListener('keydown', this.onKey);
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
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target instanceof HTMLElement && target.isContentEditable);
}

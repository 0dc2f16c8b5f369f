import { catalog } from '../i18n';
import { showUnread } from '../pwa/badge';
import type { TableSnapshot } from '../net/tableSession';
import { h } from '../ui/dom';
import type { Sounds } from '../ui/sounds';

const words = catalog(
  {
    'turn.title': 'Your move · {game}',
    'sound.on': 'Sounds: on',
    'sound.off': 'Sounds: off',
    'sound.hint': 'Every sound of the table, on or off',
  },
  {
    'turn.title': 'Du bist dran · {game}',
    'sound.on': 'Töne: an',
    'sound.off': 'Töne: aus',
    'sound.hint': 'Alle Töne des Tisches, an oder aus',
  },
);

/**
 * Whether the game waits for this viewer now: every view says whom it waits for (`waitingFor`),
 * which leaves out a chance one may let pass (a Mata Hari accusation).
 */
function awaitsViewer(snapshot: Pick<TableSnapshot, 'view' | 'viewer'>): boolean {
  const { view, viewer } = snapshot;
  return !!view && typeof viewer === 'number' && !view.result && view.waitingFor.includes(viewer);
}

/**
 * Your move, noticed from another tab: the tab's title says so (`title`: the game's name now),
 * and a short tone sounds when it becomes your move. The Game menu's switch mutes every sound of
 * the table (see `Sounds`); the choice is remembered.
 */
export class TurnNotice {
  private readonly plainTitle = document.title;
  private yourMove = false;
  readonly toggle = h('button', {
    testid: 'sound-toggle',
    attrs: { type: 'button' },
    on: {
      click: () => {
        this.sounds.setMuted(!this.sounds.muted);
        this.drawToggle();
      },
    },
  });

  constructor(
    private readonly sounds: Sounds,
    private readonly title: () => string,
  ) {
    this.drawToggle();
  }

  update(snapshot: TableSnapshot): void {
    const now = awaitsViewer(snapshot);
    document.title = now ? words('turn.title', { game: this.title() }) : this.plainTitle;
    showUnread(now);
    if (now && !this.yourMove) this.sounds.play('yourMove');
    this.yourMove = now;
  }

  /** The page is going: the tab's title is its own again. */
  dispose(): void {
    document.title = this.plainTitle;
    showUnread(false);
  }

  drawToggle(): void {
    // Its words say what it switches and how it stands: a symbol was a guess on a phone, which has no hover for the title.
    const { muted } = this.sounds;
    this.toggle.textContent = words(muted ? 'sound.off' : 'sound.on');
    this.toggle.setAttribute('aria-pressed', String(!muted));
    this.toggle.title = words('sound.hint');
  }
}

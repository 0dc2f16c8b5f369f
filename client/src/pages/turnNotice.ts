import { catalog } from '../i18n';
import { readStored, writeStored } from '../localStore';
import type { TableSnapshot } from '../net/tableSession';
import { h } from '../ui/dom';
import { gameTitle } from '../games';

const words = catalog({
  'turn.title': 'Your move · {game}',
  'sound.on': 'Sound when it is your move: on',
  'sound.off': 'Sound when it is your move: off',
}, {
  'turn.title': 'Du bist dran · {game}',
  'sound.on': 'Ton, wenn du dran bist: an',
  'sound.off': 'Ton, wenn du dran bist: aus',
});

const MUTE_KEY = 'deaddrop.muted';

/**
 * Whether the game waits for this viewer now: every view says whom it waits for (`waitingFor`),
 * which leaves out a chance one may let pass (a Mata Hari accusation).
 */
function awaitsViewer(snapshot: Pick<TableSnapshot, 'view' | 'viewer'>): boolean {
  const { view, viewer } = snapshot;
  return !!view && typeof viewer === 'number' && !view.result && view.waitingFor.includes(viewer);
}

/**
 * Your move, noticed from another tab: the tab's title says so, and a short tone sounds when it
 * becomes your move (unless muted; the choice is remembered). The tone is made by the page's
 * audio, so there is nothing to download.
 */
export class TurnNotice {
  private readonly plainTitle = document.title;
  private yourMove = false;
  private muted = readStored(MUTE_KEY) === '1';
  private audio: AudioContext | null = null;
  readonly toggle = h('button', {
    class: 'sound', testid: 'sound-toggle', attrs: { type: 'button' },
    on: { click: () => this.setMuted(!this.muted) },
  });

  constructor() {
    this.drawToggle();
  }

  update(snapshot: TableSnapshot): void {
    const now = awaitsViewer(snapshot);
    document.title = now ? words('turn.title', { game: gameTitle(snapshot.game) }) : this.plainTitle;
    if (now && !this.yourMove && !this.muted) this.beep();
    this.yourMove = now;
  }

  /** The page is going: the tab's title is its own again, and the tone's audio is let go. */
  dispose(): void {
    document.title = this.plainTitle;
    void this.audio?.close().catch(() => undefined);
    this.audio = null;
  }

  drawToggle(): void {
    // A note every font has (an emoji bell is missing from many), struck through when muted.
    this.toggle.textContent = '♪';
    this.toggle.classList.toggle('muted', this.muted);
    this.toggle.setAttribute('aria-pressed', String(!this.muted));
    this.toggle.setAttribute('aria-label', words(this.muted ? 'sound.off' : 'sound.on'));
    this.toggle.title = words(this.muted ? 'sound.off' : 'sound.on');
  }

  private setMuted(muted: boolean): void {
    this.muted = muted;
    writeStored(MUTE_KEY, muted ? '1' : '0');
    this.drawToggle();
  }

  /** Two soft notes, a fifth apart: audible from another tab, gone in a third of a second. */
  private beep(): void {
    try {
      const audio = (this.audio ??= new AudioContext());
      const start = audio.currentTime;
      [660, 990].forEach((frequency, i) => {
        const at = start + i * 0.15;
        const tone = audio.createOscillator();
        const gain = audio.createGain();
        tone.frequency.value = frequency;
        gain.gain.setValueAtTime(0.08, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + 0.15);
        tone.connect(gain).connect(audio.destination);
        tone.start(at);
        tone.stop(at + 0.16);
      });
    } catch {
      // No audio here (a browser without it, or one that refuses before a click): the title says it.
    }
  }
}

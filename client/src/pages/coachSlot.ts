/**
 * Where a tutorial table's coach sits on the table page: the place above the canvas, and the
 * coach itself, downloaded (`pages/coachPanel.ts` and the game's `coach()` words) only once
 * the page finds itself at a tutorial table, in the learner's seat. Every other table costs
 * nothing of it.
 */
import type { GameClient } from '../gameClient';
import type { TableSnapshot } from '../net/tableSession';
import type { WireEvent, WireView } from '../net/wire';
import type { Stage } from '../pixi/stage';
import { h } from '../ui/dom';
import type { CoachPanel, CoachState } from './coachPanel';

export class CoachSlot<View extends WireView, Event extends WireEvent, Action> {
  readonly element = h('div', { class: 'coach-slot' });
  private panel: CoachPanel<View, Action> | null = null;
  private loading = false;
  private latest: TableSnapshot<View> | null = null;

  /** `drawn`: the page draws again once the coach has come. */
  constructor(
    private readonly game: GameClient<View, Event, Action>,
    private readonly drawn: () => void,
  ) {}

  /** Whether this page is at a tutorial table (which shows no first-time tips: the coach speaks). */
  static atTutorial(snapshot: TableSnapshot): boolean {
    return snapshot.tutorial >= 0;
  }

  update(snapshot: TableSnapshot<View>): void {
    this.latest = snapshot;
    if (this.panel) return this.panel.update(snapshot);
    const { viewer } = snapshot;
    if (this.loading || !this.game.coach || typeof viewer !== 'number' || !CoachSlot.atTutorial(snapshot)) return;
    this.loading = true;
    const coach = this.game.coach;
    void Promise.all([import('./coachPanel'), coach()]).then(([module, words]) => {
      this.panel = module.coachPanel(words, viewer, snapshot.tutorial);
      if (!this.panel) return;
      this.element.append(this.panel.element);
      if (this.latest) this.panel.update(this.latest);
      this.drawn();
    });
  }

  /** After each drawing of the scene. */
  show(stage: Stage, bar: HTMLElement): void {
    this.panel?.show(stage, bar);
  }

  state(): CoachState | null {
    return this.panel?.state() ?? null;
  }
}

/**
 * The coach of a guided first game (issue #28 item 1), loaded only at a tutorial table (see
 * `coachSlot.ts`). It reads the tutorial's script (`shared/src/<game>/tutorial.ts`) and the
 * table's count of actions played (`TableSnapshot.tutorial`): what the actions since said is
 * queued to be read with "Next", even though the bots play at once; then it asks for the
 * learner's next step, ringing on the canvas the object that leads to it (the game's coach
 * knows which, `GameCoach.target`, asked again at every drawing) and the action bar's button
 * of the same id. After the script it says farewell and steps aside. It decides nothing: the
 * server refuses any other move while the script lasts.
 */
import type { Seat, Tutorial, TutorialStep } from '@dead-drop/shared';
import type { DrawnObject, GameCoach } from '../gameClient';
import { catalog } from '../i18n';
import type { TableSnapshot } from '../net/tableSession';
import type { WireView } from '../net/wire';
import type { Stage } from '../pixi/stage';
import { h, replaceChildren } from '../ui/dom';

/** The panel's own words (the tests read its line while a bot moves). */
export const coachWords = catalog(
  {
    'coach.label': 'Coach',
    'coach.next': 'Next',
    'coach.close': 'Close',
    'coach.wait': 'Watch the bot play…',
  },
  {
    'coach.label': 'Trainer',
    'coach.next': 'Weiter',
    'coach.close': 'Schließen',
    'coach.wait': 'Schau dem Bot zu …',
  },
);

/** One line to read, and what on the table it speaks of (a step's `look`). */
interface Line {
  readonly key: string;
  readonly look: readonly string[];
}

/** What a browser test reads of the coach (`PageProbe.coach`). */
export interface CoachState {
  /** The actions played so far: the script's step the game is at. */
  step: number;
  line: string;
  /** What the coach rings: the object to tap first, then what it speaks of. */
  highlighted: string[];
  /** The object a tap on which leads to the step asked for; null while there is a line to read first. */
  target: string | null;
  /** A line waits for "Next" (or "Close", the last one). */
  next: boolean;
  /** The farewell was read: the coach has stepped aside. */
  done: boolean;
}

export class CoachPanel<View extends WireView, Action> {
  readonly element = h('section', { class: 'coach', testid: 'coach', attrs: { role: 'status', 'aria-live': 'polite' } });
  private readonly queue: Line[] = [];
  /** The actions whose lines are queued. */
  private seen: number;
  private played: number;
  private farewellQueued = false;
  private done = false;
  private view: View | null = null;
  private stage: Stage | null = null;
  private bar: HTMLElement | null = null;
  private shown = '';
  /** The words and button last drawn (see `draw`). */
  private face = '';
  private drawn: CoachState = { step: 0, line: '', highlighted: [], target: null, next: false, done: false };

  /** `played`: the actions played when the page came; only a lesson from its start says welcome. */
  constructor(
    private readonly tutorial: Tutorial<Action>,
    private readonly coach: GameCoach<View, Action>,
    private readonly learner: Seat,
    played: number,
  ) {
    this.seen = Math.min(played, tutorial.steps.length);
    this.played = played;
    if (played === 0) this.queue.push({ key: tutorial.welcome, look: [] });
  }

  /** The table changed: the lines of the actions played since join the queue. */
  update(snapshot: TableSnapshot<View>): void {
    this.view = snapshot.view;
    this.played = snapshot.tutorial;
    // A rematch: the new game is nobody's lesson.
    if (this.played < 0) this.done = true;
    const { steps } = this.tutorial;
    for (; this.seen < Math.min(this.played, steps.length); this.seen++) {
      const step = steps[this.seen]!;
      if (step.seat !== this.learner && step.coach) this.queue.push({ key: step.coach, look: step.look ?? [] });
      if (step.after) this.queue.push({ key: step.after, look: step.look ?? [] });
    }
    if (this.played >= steps.length && !this.farewellQueued) {
      this.farewellQueued = true;
      this.queue.push({ key: this.tutorial.farewell, look: [] });
    }
  }

  /** After each drawing of the scene: the line, the rings and the action bar's coached button. */
  show(stage: Stage, bar: HTMLElement): void {
    if (this.stage !== stage) {
      stage.onRegister(() => this.draw());
      // A game's panel over the stage redraws its controls as they are used: the coach marks again.
      new MutationObserver(() => this.draw()).observe(stage.overlay, { childList: true, subtree: true });
    }
    this.stage = stage;
    this.bar = bar;
    this.draw();
  }

  state(): CoachState {
    return { ...this.drawn, highlighted: [...this.drawn.highlighted] };
  }

  private draw(): void {
    const { stage, bar, view } = this;
    if (!stage || !bar) return;
    const reading = this.queue[0];
    const step = this.done || reading ? null : this.nextStep();
    const asked = step?.seat === this.learner ? step : null;
    const target = asked && view ? this.coach.target(asked.action, view, stage.offered()) : null;
    const look = reading?.look ?? asked?.look ?? [];
    const objects: DrawnObject[] = view ? stage.sceneObjects() : [];
    const soft = view ? look.flatMap((name) => this.coach.look(name, view, objects)) : [];
    if (reading) this.shown = this.coach.say(reading.key);
    else if (asked?.coach) this.shown = this.coach.say(asked.coach);
    else if (step) this.shown = coachWords('coach.wait');
    this.done ||= !reading && !step;
    stage.highlight(target ? [target] : [], soft);
    this.mark(stage, bar, target);
    this.drawn = {
      step: this.played,
      line: this.done ? '' : this.shown,
      highlighted: [...(target ? [target] : []), ...soft],
      target,
      next: !!reading,
      done: this.done,
    };
    this.element.hidden = this.done;
    if (this.done) return;
    const last = reading && this.queue.length === 1 && this.farewellQueued;
    // Drawn again only when its words or its button change: the scene registers at every
    // layout, and a live region rebuilt each time would be read out again and again.
    const face = `${this.shown}|${reading ? (last ? 'close' : 'next') : ''}`;
    if (face === this.face) return;
    this.face = face;
    replaceChildren(
      this.element,
      h(
        'p',
        { class: 'coach-line' },
        h('strong', { class: 'coach-label' }, `${coachWords('coach.label')}:`),
        h('span', { testid: 'coach-line' }, this.shown),
      ),
      reading
        ? h(
            'button',
            { class: 'primary', testid: last ? 'coach-close' : 'coach-next', attrs: { type: 'button' }, on: { click: () => this.read() } },
            coachWords(last ? 'coach.close' : 'coach.next'),
          )
        : null,
    );
  }

  /** The step the game is at, or null once the script is over. */
  private nextStep(): TutorialStep<Action> | null {
    return this.played >= 0 ? (this.tutorial.steps[this.played] ?? null) : null;
  }

  /** "Next": the line is read. */
  private read(): void {
    this.queue.shift();
    this.draw();
  }

  /**
   * The page's own controls the target stands for, marked: the action bar's button for a
   * canvas object (the bar stays out of sight until the keyboard reaches it, as in any game:
   * shown, it repeated every choice under the table and shrank it), or a control of a game's panel over the stage
   * (a Mata Hari declaration's buttons), which a game's coach names by its test id.
   */
  private mark(stage: Stage, bar: HTMLElement, target: string | null): void {
    const id = target ? CSS.escape(target) : null;
    const button = id ? bar.querySelector<HTMLElement>(`[data-testid="act-${id}"]`) : null;
    const control = id && !button ? stage.overlay.querySelector<HTMLElement>(`[data-testid="${id}"]`) : null;
    for (const old of [...bar.querySelectorAll('.coached'), ...stage.overlay.querySelectorAll('.coached')]) {
      if (old !== button && old !== control) old.classList.remove('coached');
    }
    button?.classList.add('coached');
    control?.classList.add('coached');
  }
}

/** The coach of its game's tutorial for the learner's seat, or null for another seat. */
export function coachPanel<View extends WireView, Action>(
  coach: GameCoach<View, Action>,
  seat: Seat,
  played: number,
): CoachPanel<View, Action> | null {
  const { tutorial } = coach;
  return seat === tutorial.learner ? new CoachPanel(tutorial, coach, seat, played) : null;
}

/**
 * "Play again with this group", on the page: at the end screen a person in a seat picks any
 * game and opens a new table of it, which the others at this table are invited to (see
 * `Msg.playAgain`); an invitation shows as a bar over the table until it is answered, and
 * accepting takes the page to the new table's lobby. A rematch stays the end screen's way to
 * the same game again.
 */
import type { Invitation } from '@dead-drop/shared';
import { h, replaceChildren, select } from '../ui/dom';
import { ui } from '../ui/text';

/** Where a group goes next: given by the router, which opens and joins tables. */
export interface GroupExits {
  /** The games a new table may be of, by id. */
  readonly games: readonly string[];
  /** A game's name in the viewer's language. */
  title(game: string): string;
  /** How many players a table of `game` seats. */
  seats(game: string): { readonly min: number; readonly max: number };
  /** Opens a new table of `game` as `name`, invites this table's people to it, and goes there. */
  open(game: string, name: string): void;
  /** Follows an invitation to its table as `name`. */
  follow(invitation: Invitation, name: string): void;
}

/** The end screen's part: which game, and the button that opens it for everyone. */
export class PlayAgainForm {
  /** Kept across the end screen's redraws, which rebuild its card; none before the first. */
  private chosen: string | null = null;
  private busy = false;

  constructor(
    private readonly group: GroupExits,
    private readonly current: string,
  ) {}

  /**
   * For the person named `name`, in a group of `people`: only the games that seat them all
   * (never Mata Hari, for 3 to 7, to two), another game than this one first.
   */
  element(name: string, people: number): HTMLElement {
    const { group } = this;
    const fitting = group.games.filter((game) => group.seats(game).min <= people && people <= group.seats(game).max);
    const games = fitting.length ? fitting : [this.current];
    if (this.chosen === null || !games.includes(this.chosen)) this.chosen = games.find((game) => game !== this.current) ?? games[0]!;
    const id = 'play-again-game';
    const picker = select(
      id,
      games,
      this.chosen,
      (game) => group.title(game),
      (game) => {
        this.chosen = game;
      },
      { id },
    );
    const go = h(
      'button',
      {
        testid: 'play-again',
        attrs: { type: 'button', ...(this.busy ? { disabled: '' } : {}) },
        on: {
          click: () => {
            this.busy = true;
            go.disabled = true;
            if (this.chosen) group.open(this.chosen, name);
          },
        },
      },
      ui('end.playAgainGo'),
    );
    return h(
      'div',
      { class: 'play-again', testid: 'play-again-form' },
      h('h2', {}, ui('end.playAgain')),
      h('label', { attrs: { for: id } }, ui('end.playAgainGame')),
      h('div', { class: 'play-again-row' }, picker, go),
    );
  }
}

/** An invitation of the group, over the table until accepted or declined. */
export class InvitationBar {
  readonly element = h('div', { class: 'invitation', testid: 'invitation', attrs: { role: 'status', hidden: '' } });
  /** What is shown, to say again in another language. */
  private shown: { invitation: Invitation; from: string; name: string } | null = null;

  constructor(private readonly group: GroupExits) {}

  /** `from`: the name of whoever invites; `name`: this person's own, to sit down with. */
  show(invitation: Invitation, from: string, name: string): void {
    this.shown = { invitation, from, name };
    this.draw()?.focus();
  }

  /** In the language chosen now. */
  redraw(): void {
    this.draw();
  }

  hide(): void {
    this.shown = null;
    this.element.hidden = true;
  }

  /** The bar for what is shown; its accept button, to focus. */
  private draw(): HTMLButtonElement | null {
    if (!this.shown) return null;
    const { invitation, from, name } = this.shown;
    const accept = h(
      'button',
      {
        class: 'primary',
        testid: 'invitation-accept',
        attrs: { type: 'button' },
        on: {
          click: () => {
            accept.disabled = true;
            this.group.follow(invitation, name);
          },
        },
      },
      ui('invite.accept'),
    );
    const decline = h(
      'button',
      {
        testid: 'invitation-decline',
        attrs: { type: 'button' },
        on: { click: () => this.hide() },
      },
      ui('invite.decline'),
    );
    replaceChildren(
      this.element,
      h('span', {}, ui('invite.text', { name: from, game: this.group.title(invitation.game) })),
      accept,
      decline,
    );
    this.element.hidden = false;
    return accept;
  }
}

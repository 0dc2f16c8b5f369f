import { Msg, type ChatLine } from '@dead-drop/shared';
import type { GameClient, LogContext } from '../gameClient';
import type { TableSession } from '../net/tableSession';
import { forgetSpentOf, type WireEvent, type WireView } from '../net/wire';
import { h, replaceChildren } from '../ui/dom';
import { ui } from '../ui/text';

/**
 * The game log beside the canvas, with the table's chat woven in and its form under it: the
 * events in the game's words, each line of talk after the events that had happened when it was
 * said. A tap on the log opens it over the table on a phone.
 */
export class LogPanel<View extends WireView, Event extends WireEvent, Action> {
  private readonly title = h('h2', {});
  private readonly lines = h('ol', { class: 'log-lines', testid: 'game-log', attrs: { 'aria-live': 'polite' } });
  private readonly talk = h('input', { testid: 'chat-input', attrs: { maxlength: '280', enterkeyhint: 'send' } });
  readonly element = h(
    'aside',
    { class: 'log' },
    this.title,
    this.lines,
    h(
      'form',
      {
        class: 'chat-form',
        on: {
          submit: (event) => {
            event.preventDefault();
            this.send();
          },
        },
      },
      this.talk,
      h('button', { testid: 'chat-send', attrs: { type: 'submit' } }, '➤'),
    ),
  );
  private events: Event[] = [];
  private chats: ChatLine[] = [];

  constructor(
    private readonly session: TableSession<View, Event>,
    private readonly game: GameClient<View, Event, Action>,
    private readonly context: () => LogContext,
  ) {
    this.lines.addEventListener('click', () => this.element.classList.toggle('open'));
  }

  /** Events heard (`replace`: the whole history, on joining). */
  addEvents(more: Event[], replace: boolean): void {
    this.events = replace ? more : [...this.events, ...more];
    this.draw();
  }

  /** Talk heard (`replace`: all of it so far, on joining). */
  addChats(lines: ChatLine[], replace: boolean): void {
    this.chats = replace ? lines : [...this.chats, ...lines];
    this.draw();
  }

  /** The log again, in the reader's language now and as this viewer may read it. */
  draw(): void {
    this.title.textContent = ui('table.log');
    this.talk.placeholder = ui(this.session.seat ? 'chat.placeholder' : 'chat.spectator');
    this.talk.disabled = !this.session.seat;
    const ctx = this.context();
    const { events, chats } = this;
    // Talk goes where it was said: after the game events that had happened by then.
    const said = (after: number) => chats.filter((line) => line.after === after).map(chatItem);
    replaceChildren(
      this.lines,
      // What this seat has forgotten since (its face-down cards, once the turn is over) is read without it.
      ...forgetSpentOf(this.game.wire, events).flatMap((event, index) => [...said(index), h('li', {}, this.game.describe(event, ctx))]),
      ...chats.filter((line) => line.after >= events.length).map(chatItem),
    );
    this.lines.scrollTop = this.lines.scrollHeight;
  }

  private send(): void {
    const text = this.talk.value.trim();
    if (!text) return;
    void this.session.request(Msg.chat, { text }).then((reply) => {
      if (reply.ok) this.talk.value = '';
    });
  }
}

/** A chat line: its words reach the page as text only, never as markup. A note is the table
 *  speaking of a seat (a bot took it over, its person came back, its time ran out), in its words. */
function chatItem(line: ChatLine): HTMLElement {
  if (line.note) return h('li', { class: 'note', testid: 'table-note' }, ui(`note.${line.note}`, { name: line.name }));
  return h('li', { class: 'chat', testid: 'chat-line' }, h('strong', {}, `${line.name}: `), line.text);
}

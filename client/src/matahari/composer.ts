import {
  matahariMeetsDemand,
  matahariOwnOffer,
  type Demand,
  type MatahariAction,
  type MatahariEvent,
  type MatahariLegal,
  type MatahariView,
  type Request,
  type Statement,
} from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import { h, keepingFocus, replaceChildren } from '../ui/dom';
import { describeEvent } from './logText';
import type { Selection } from './selection';
import { declarationEditor, defaultAtom, demandEditor } from './sentenceBuilder';
import { declarationText, demandText, requestText } from './sentences';
import { countLabel, faceLabel, mt, seatName } from './text';
import { accuseSection, type Accusing } from './accusePanel';
import { statusText } from './status';
import { mu, sendCaption } from './uiText';

type Template<T extends MatahariLegal['type']> = Extract<MatahariLegal, { type: T }>;

/** What the player is writing: kept across updates, dropped when the phase changes. */
interface Draft {
  declaration: Statement[];
  request: Request & { kind: 'none' | 'binding' | 'wish' };
  assassin: boolean;
  demand: Demand;
}

const freshDraft = (): Draft => ({
  declaration: [],
  request: { kind: 'none', binding: true, count: 1, predicate: [defaultAtom()] },
  assassin: false,
  demand: { count: 1, predicate: [defaultAtom()] },
});

/**
 * The action panel under the Mata Hari table. It offers exactly the seat's legal
 * templates, turns the picks and the draft into an action, and leaves every judgement
 * (truth of a declaration, a demand met) to the server.
 */
export class Composer {
  private draft = freshDraft();
  private phase = '';
  private readonly accusing: Accusing = { open: false, partners: new Map() };
  /** The events of one's own wrong accusation, in sight until dismissed (see `ownWrongAccusation`). */
  private verdict: readonly MatahariEvent[] | null = null;

  /** `edited`: the table draws itself again after a change of the draft, so that what it
   *  offers is registered anew (a coach re-reads the next tap then, see `composing.ts`). */
  constructor(
    private readonly root: HTMLElement,
    private readonly selection: Selection,
    private readonly act: (action: MatahariAction) => void,
    private readonly edited: () => void,
  ) {}

  /** The declaration being written and whether the accusation panel is open. */
  drafted(): { statements: readonly Statement[]; accusing: boolean } {
    return { statements: this.draft.declaration, accusing: this.accusing.open };
  }

  draw(view: MatahariView, ctx: LogContext): void {
    const key = `${view.turn}:${view.phase}`;
    if (key !== this.phase) {
      this.phase = key;
      this.draft = freshDraft();
      // A new decision: an Accuse list left open from the last one closes, and gives the table
      // back the room that kept one's own status and hand in sight on a phone (#42).
      this.accusing.open = false;
      this.accusing.partners.clear();
    }
    const redraw = this.edited;
    const sections = view.legal.map((legal) => this.section(legal, view, ctx, redraw));
    const status = h('p', { class: 'compose-status', testid: 'mh-status' }, statusText(view, ctx));
    // What the active player asked for, and the Assassin's demand, concern everyone at the table.
    const asked = view.request
      ? h('p', { class: 'said', testid: 'mh-request' }, requestText(view.request, seatName(view.active, ctx)))
      : null;
    const forced = view.assassin ? h('p', { class: 'said' }, `${mt('partner.assassin')}: ${demandText(view.assassin.demand)}`) : null;
    keepingFocus(this.root, () =>
      replaceChildren(
        this.root,
        h('div', { class: 'composer', testid: 'composer' }, this.verdictBlock(ctx, redraw), status, asked, forced, ...sections),
      ),
    );
  }

  /** Keeps one's wrong accusation, what the offer held and the cover it cost, in sight until
   *  dismissed; the update these events came with draws it. */
  showVerdict(events: readonly MatahariEvent[]): void {
    this.verdict = events;
  }

  private verdictBlock(ctx: LogContext, redraw: () => void): HTMLElement | null {
    if (!this.verdict) return null;
    const close = () => {
      this.verdict = null;
      redraw();
    };
    return h(
      'div',
      { class: 'verdict', testid: 'mh-verdict', attrs: { role: 'alert' } },
      ...this.verdict.map((event) => h('p', {}, describeEvent(event, ctx))),
      h('button', { testid: 'mh-verdict-close', attrs: { type: 'button' }, on: { click: close } }, mu('compose.verdictClose')),
    );
  }

  private section(legal: MatahariLegal, view: MatahariView, ctx: LogContext, redraw: () => void): HTMLElement | null {
    switch (legal.type) {
      case 'offer':
        return this.offerSection(legal, ctx, redraw);
      case 'counter':
        return this.counterSection(legal, view, redraw);
      case 'pass':
        return h(
          'button',
          { testid: 'compose-pass', attrs: { type: 'button' }, on: { click: () => this.act({ type: 'pass' }) } },
          mu('compose.pass'),
        );
      case 'accuse':
        return accuseSection(legal, ctx, this.accusing, this.act, redraw);
      case 'accept':
        return this.acceptSection(legal, view, ctx, redraw);
      case 'reject':
        return h(
          'button',
          { testid: 'compose-reject', attrs: { type: 'button' }, on: { click: () => this.act({ type: 'reject' }) } },
          mu('compose.reject'),
        );
      case 'mataHari':
        return h(
          'button',
          { testid: 'compose-mataHari', attrs: { type: 'button' }, on: { click: () => this.act({ type: 'mataHari' }) } },
          mu('compose.mataHari', { mataHari: mt('partner.mataHari') }),
        );
      case 'adjust':
        return this.adjustSection(legal, view, redraw);
      case 'search':
        return this.searchSection(legal, view, redraw);
    }
  }

  private offerSection(legal: Template<'offer'>, ctx: LogContext, redraw: () => void): HTMLElement {
    const picked = [...this.selection.hand].sort((a, b) => a - b);
    const { request } = this.draft;
    const requestKinds = ['none', 'binding', 'wish'] as const;
    const kind = h(
      'select',
      {
        testid: 'request-kind',
        on: {
          change: () => {
            request.kind = requestKinds[kind.selectedIndex]!;
            request.binding = request.kind === 'binding';
            redraw();
          },
        },
      },
      ...requestKinds.map((k) =>
        h(
          'option',
          { attrs: k === request.kind ? { selected: '' } : {} },
          mu(k === 'none' ? 'compose.requestNone' : k === 'binding' ? 'compose.requestBinding' : 'compose.requestWish'),
        ),
      ),
    );
    const action: MatahariAction = {
      type: 'offer',
      cards: picked,
      ...(this.draft.declaration.length ? { declaration: this.draft.declaration } : {}),
      ...(request.kind !== 'none' ? { request: { binding: request.binding, count: request.count, predicate: request.predicate } } : {}),
    };
    return h(
      'div',
      { class: 'compose-block' },
      h('p', {}, mu('compose.selected', { n: picked.length })),
      h('h3', {}, mu('compose.declaration')),
      declarationEditor(this.draft.declaration, Math.max(1, picked.length), redraw),
      h('h3', {}, mu('compose.request')),
      // A counter-offer has as many cards as the offer: a demand cannot ask for more.
      h('div', {}, kind, request.kind !== 'none' ? demandEditor(request, 'request', Math.min(3, Math.max(1, picked.length)), redraw) : ''),
      sendRow(
        preview(declarationText(this.draft.declaration) || mu('compose.noDeclaration')),
        // What everyone else reads, in the third person, as the log will say it.
        request.kind !== 'none' ? preview(requestText(request, seatName(ctx.viewer as number, ctx))) : null,
        h(
          'button',
          {
            class: 'primary',
            testid: 'compose-offer',
            attrs: { type: 'button', ...(picked.length < 1 || picked.length > legal.max ? { disabled: '' } : {}) },
            on: { click: () => this.act(action) },
          },
          sendCaption('offer', picked.length, { min: 1, max: legal.max }),
        ),
      ),
    );
  }

  private counterSection(legal: Template<'counter'>, view: MatahariView, redraw: () => void): HTMLElement {
    const picked = [...this.selection.hand].sort((a, b) => a - b);
    const action: MatahariAction = {
      type: 'counter',
      cards: picked,
      ...(this.draft.declaration.length ? { declaration: this.draft.declaration } : {}),
    };
    const hand = view.hand ?? [];
    // The cards chosen must meet the demand: the button says so before the server would refuse.
    const meets =
      !legal.demand ||
      picked.length !== legal.size ||
      matahariMeetsDemand(
        picked.flatMap((i) => hand[i] ?? []),
        legal.demand,
      );
    return h(
      'div',
      { class: 'compose-block' },
      h('p', {}, mu('compose.selected', { n: `${picked.length}/${legal.size}` })),
      legal.demand
        ? h(
            'p',
            { class: 'hint' },
            `${demandText(legal.demand)} — ${mu('compose.demandHint', { cards: countLabel('matching', legal.demand.count) })}`,
          )
        : null,
      h('h3', {}, mu('compose.declaration')),
      declarationEditor(this.draft.declaration, legal.size, redraw),
      sendRow(
        preview(declarationText(this.draft.declaration) || mu('compose.noDeclaration')),
        h(
          'button',
          {
            class: 'primary',
            testid: 'compose-counter',
            attrs: { type: 'button', ...(picked.length !== legal.size || !meets ? { disabled: '' } : {}) },
            on: { click: () => this.act(action) },
          },
          meets ? sendCaption('counter', picked.length, { min: legal.size, max: legal.size }) : mu('compose.demandUnmet'),
        ),
      ),
    );
  }

  private acceptSection(legal: Template<'accept'>, view: MatahariView, ctx: LogContext, redraw: () => void): HTMLElement {
    const { draft } = this;
    const assassin = legal.assassin
      ? h(
          'label',
          { class: 'check' },
          h('input', {
            testid: 'assassin-toggle',
            attrs: { type: 'checkbox', ...(draft.assassin ? { checked: '' } : {}) },
            on: {
              change: () => {
                draft.assassin = !draft.assassin;
                redraw();
              },
            },
          }),
          ` ${mu('compose.assassin', { assassin: mt('partner.assassin') })} `,
          draft.assassin ? h('span', {}, `${mu('compose.demandOn')} `, demandEditor(draft.demand, 'assassin', legal.size, redraw)) : '',
        )
      : null;
    return h(
      'div',
      { class: 'compose-block' },
      assassin,
      ...legal.seats.map((seat) => {
        const said = declarationText(view.players[seat]?.offer?.declaration ?? []);
        const action: MatahariAction = { type: 'accept', seat, ...(draft.assassin ? { assassin: true, demand: draft.demand } : {}) };
        return h(
          'div',
          { class: 'accept-row' },
          h(
            'button',
            { class: 'primary', testid: `accept-${seat}`, attrs: { type: 'button' }, on: { click: () => this.act(action) } },
            mu('compose.accept', { name: seatName(seat, ctx) }),
          ),
          said ? h('span', { class: 'said' }, `“${said}”`) : null,
        );
      }),
    );
  }

  private adjustSection(legal: Template<'adjust'>, view: MatahariView, redraw: () => void): HTMLElement {
    const keep = [...this.selection.keep].sort((a, b) => a - b);
    const take = [...this.selection.hand].sort((a, b) => a - b);
    const offer = matahariOwnOffer(view);
    return h(
      'div',
      { class: 'compose-block' },
      h('p', { class: 'hint' }, demandText(legal.demand)),
      h(
        'div',
        { class: 'chips' },
        ...offer.map((face, index) =>
          chip(`keep-${index}`, `${mu('compose.keep')}: ${faceLabel(face)}`, this.selection.keep.has(index), () => {
            this.selection.toggle(this.selection.keep, index, offer.length);
            redraw();
          }),
        ),
      ),
      h(
        'button',
        {
          class: 'primary',
          testid: 'compose-adjust',
          attrs: { type: 'button', ...(keep.length + take.length !== offer.length ? { disabled: '' } : {}) },
          on: { click: () => this.act({ type: 'adjust', keep, take }) },
        },
        mu('compose.adjust'),
      ),
    );
  }

  private searchSection(legal: Template<'search'>, view: MatahariView, redraw: () => void): HTMLElement {
    const picked = [...this.selection.search].sort((a, b) => a - b);
    return h(
      'div',
      { class: 'compose-block' },
      h(
        'div',
        { class: 'chips' },
        ...(view.search ?? []).map((face, index) =>
          chip(`search-${index}`, faceLabel(face), this.selection.search.has(index), () => {
            this.selection.toggle(this.selection.search, index, legal.max);
            redraw();
          }),
        ),
      ),
      h(
        'button',
        {
          class: 'primary',
          testid: 'compose-take',
          // Picks stop at `legal.max`, and taking nothing is allowed: the button is always ready.
          attrs: { type: 'button' },
          on: { click: () => this.act({ type: 'search', cards: picked }) },
        },
        mu('compose.take', { n: picked.length }),
      ),
    );
  }
}

function chip(testid: string, caption: string, on: boolean, toggle: () => void): HTMLElement {
  return h(
    'button',
    { class: on ? 'chip on' : 'chip', testid, attrs: { type: 'button', 'aria-pressed': String(on) }, on: { click: toggle } },
    caption,
  );
}

/**
 * What everyone will read, and the button that sends it: kept together at the foot of a panel
 * that scrolls, so that the button stays in sight without ever lying over the sentence.
 */
function sendRow(...parts: (HTMLElement | null)[]): HTMLElement {
  return h('div', { class: 'send-row' }, ...parts);
}

function preview(sentence: string): HTMLElement {
  return h('p', { class: 'preview', testid: 'preview' }, `${mu('compose.preview')} `, h('q', {}, sentence));
}

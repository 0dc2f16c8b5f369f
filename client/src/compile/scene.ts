import { Container, Graphics } from 'pixi.js';
import type { CompileAction, CompileEvent, CompileView } from '@dead-drop/shared';
import type { TableSnapshot } from '../net/tableSession';
import { logContext } from '../seatNames';
import { palette } from '../pixi/palette';
import type { Registered, Stage } from '../pixi/stage';
import { button, buttonRows, clickable, fittedLine, panel, wrappedLines } from '../pixi/widgets';
import type { GameScene, LogContext } from '../gameClient';
import { arrangeButtons, type ButtonSpec, type Picker } from './arrange';
import { compileCardRef } from './reference';
import { decorate } from '../pixi/keptSprites';
import { CardSprites } from './cardSprites';
import { compileMotion } from './motion';
import { arrangementOf, choicesFor, fieldKey, keptPicking, NOTHING_PICKED, type Choices, type Picking } from './choices';
import { drawDraft } from './draft';
import { cardFont, layoutFor, LIFT, PHONE_LEAST_HEIGHT, type Box, type Layout } from './layout';
import { buttonCaption, handCardLabel, stripFacts } from './names';
import { drawField, type FieldTable } from './field';
import { drawOverlays, type Shown } from './overlays';
import { pressToRead, readableKey, textSize, type Face, type MakeReadable, type Readable } from './readable';
import { drawHint, drawPanel } from './reading';
import { statusLines } from './status';
import { tellCompileWhyNot } from './whyNot';
import { cardName, ct, protocolName, seatName } from './text';

/**
 * The Compile table: three lines side by side, each with the two protocols face to face in
 * its middle, the opponent's stack above and one's own below (seat 0's for spectators), one's
 * hand at the bottom, and a side panel with the chain being resolved and the card under the
 * pointer, enlarged. Everything is drawn from the view; field cards keep their sprites by
 * place, and the events just before a view say where a new card comes from (`CardSprites`).
 * The side panel, the rearrange, the draft and what lies over the table are drawn by modules
 * of their own (reading, arrange, draft, overlays).
 */
export class CompileScene implements GameScene<CompileView, CompileEvent> {
  private snapshot: TableSnapshot<CompileView> | null = null;
  private picking: Picking = NOTHING_PICKED;
  private readonly board = new Container();
  private readonly cards: CardSprites;
  private readonly overlay = new Container();
  private readonly picker: Picker = { pick: (change) => this.pick(change), send: (action) => this.send(action) };
  private readonly makeReadable: MakeReadable = (display, face, onTap) =>
    pressToRead(display, face, onTap, {
      enlarge: (read) => this.enlarge(read),
      enlarged: () => this.enlarged,
      portrait: this.layout?.portrait ?? false,
    });
  private enlarged: Readable | null = null;
  private shown: Shown | null = null;
  /** The last card played face up, read in the panel while nothing is pointed at. */
  private latest: Face | null = null;
  private layout: Layout | null = null;

  constructor(
    private readonly stage: Stage,
    private readonly act: (action: CompileAction) => void,
  ) {
    this.cards = new CardSprites(stage.tweens);
    stage.root.addChild(this.board, this.cards.layer, this.overlay);
    stage.onResize(() => this.draw());
  }

  render(snapshot: TableSnapshot<CompileView>): void {
    this.snapshot = snapshot;
    const view = this.view();
    if (view) this.picking = keptPicking(view, this.picking);
    this.draw();
  }

  /** Moves start where the events say the card was; a hand shown stays until dismissed (a
   *  card Light 2 reveals is shown in place and beside its decision, from the view). */
  events(events: readonly CompileEvent[], replace: boolean): void {
    if (replace) return;
    this.stage.motions.play(compileMotion, events, { viewer: this.me(), view: this.view() });
    for (const e of events) {
      if (e.type === 'shifted') {
        const from = this.cards.spots.get(`f:${fieldKey(e.side, e.line, e.at)}`);
        const stack = this.view()?.sides[e.side]?.stacks[e.to]?.cards.length ?? 0;
        if (from) this.cards.origins.set(`f:${fieldKey(e.side, e.to, stack)}`, from);
      }
      if (e.type === 'played') {
        // From the player's side of the table, to the top of the stack (or on its way there).
        const from = this.cards.spots.get(`deck:${e.seat}`);
        const stack = this.view()?.sides[e.seat]?.stacks[e.line]?.cards.length ?? 0;
        if (from)
          for (const key of [`f:${fieldKey(e.seat, e.line, stack)}`, `m:${e.seat}:${e.line}:${stack}`]) this.cards.origins.set(key, from);
      }
      if (e.type === 'played' && e.up && e.protocol !== undefined && e.value !== undefined)
        this.latest = { protocol: e.protocol, value: e.value };
      if (e.type === 'handShown') {
        this.shown = { title: ct('reveal.hand', { name: this.name(e.seat) }), cards: e.cards };
      }
    }
  }

  private view(): CompileView | null {
    return this.snapshot?.view ?? null;
  }

  private me(): number | null {
    const viewer = this.snapshot?.viewer;
    return typeof viewer === 'number' ? viewer : null;
  }

  private context(): LogContext {
    return logContext(this.snapshot!);
  }

  private name(seat: number): string {
    return seatName(seat, this.context());
  }

  private send(action: CompileAction): void {
    this.picking = NOTHING_PICKED;
    this.act(action);
    this.draw();
  }

  private pick(change: Partial<Picking>): void {
    this.picking = { ...this.picking, ...change };
    this.draw();
  }

  /** What the field is drawn with (`drawField`): this scene's board and sprites, and what a tap does. */
  private fieldTable(): FieldTable {
    return {
      board: this.board,
      cards: this.cards,
      tweens: this.stage.tweens,
      picking: this.picking,
      picker: this.picker,
      makeReadable: this.makeReadable,
      context: this.context(),
      whyNot: (refused) => tellCompileWhyNot(this.snapshot, refused),
    };
  }

  private draw(): void {
    const view = this.view();
    if (!view || !this.snapshot) return;
    const me = this.me();
    const bottom = me ?? 0;
    const top = 1 - bottom;
    // On an upright phone the table fits the room the page leaves it (#42), the field taking
    // what the rest leaves; a phone on its side leaves too little: the table pans then.
    const needed = this.stage.phone() ? PHONE_LEAST_HEIGHT : null;
    this.stage.needHeight(needed);
    const layout = layoutFor(this.stage.width, Math.max(this.stage.height, needed ?? 0), view.open, me !== null || view.draft !== null);
    this.layout = layout;
    const choices = choicesFor(view, this.picking);
    const registered: Registered[] = [];
    for (const child of [...this.board.removeChildren(), ...this.overlay.removeChildren()]) child.destroy({ children: true });

    this.drawStatus(layout.status, statusLines(view, this.context(), this.picking, arrangementOf(choices, this.picking)), registered);
    this.drawStrip(view, top, layout.strips[0], registered);
    this.drawStrip(view, bottom, layout.strips[1], registered);
    const seen = new Set<string>();
    const faces = new Set<string>();
    if (view.draft) drawDraft(this.board, view, layout, choices, this.picking.protocol, this.picker, this.makeReadable, registered, faces);
    else {
      drawField(this.fieldTable(), view, layout, [top, bottom], choices, registered, seen, faces);
      this.drawHands(view, layout, [top, bottom], choices, registered, seen, faces);
    }
    this.cards.dropUnseen(seen);
    // A card read earlier that is no longer on the table (discarded, drawn over) is not kept.
    if (this.enlarged && !faces.has(readableKey(this.enlarged))) this.enlarged = null;
    // Where the last events moved cards from: used by this layout's new sprites only.
    this.cards.origins.clear();
    this.drawButtons(view, layout, choices, registered);
    // The last card played, while it lies face up on the table.
    if (this.latest && !faces.has(readableKey({ ...this.latest, up: true }))) this.latest = null;
    if (layout.panel) drawPanel(this.board, view, layout.panel, this.enlarged, this.me() ?? 0, registered, this.latest);
    if (layout.hint) drawHint(this.board, layout.hint, layout.minPx, registered);
    drawOverlays(
      this.overlay,
      this.stage,
      layout,
      { shown: this.shown, phoneCard: layout.portrait ? this.enlarged : null, side: this.me() ?? 0 },
      () => {
        this.shown = null;
        this.enlarged = null;
        this.draw();
      },
      this.makeReadable,
      registered,
    );
    this.stage.register(registered);
    this.stage.invalidate();
  }

  private drawStatus(box: Box, lines: string[], registered: Registered[]): void {
    const bar = panel(box.w, box.h, palette.feltLight, 10);
    bar.position.set(box.x, box.y);
    this.board.addChild(bar);
    registered.push({ id: 'status', kind: 'label', label: lines.join(' — '), enabled: false, display: bar });
    // Each line in its share of the bar, wrapped between words where it is long (a phone),
    // cut with "…" after what fits; never drawn under the floor.
    const minPx = this.layout!.minPx;
    const share = (box.h - 4) / Math.max(1, lines.length);
    lines.forEach((line, i) => {
      const style = {
        fontSize: minPx + (i === 0 ? 1 : 0),
        fontWeight: i === 0 ? '700' : '400',
        fill: i === 0 ? palette.highlight : palette.text,
        align: 'center',
        lineHeight: Math.round((minPx + 1) * 1.15),
      } as const;
      // (Pixi measures a block a little past lines × line height: the half line keeps the last.)
      const text = wrappedLines(line, box.w - 12, Math.max(1, Math.floor(share / style.lineHeight)) + 0.5, style);
      text.anchor.set(0.5, 0);
      text.position.set(box.x + box.w / 2, box.y + 2 + i * share + (share - text.height) / 2);
      this.board.addChild(text);
    });
  }

  /** A player's strip: name, hand count, deck, trash (tap to read), the control card. */
  private drawStrip(view: CompileView, seat: number, box: Box, registered: Registered[]): void {
    const side = view.sides[seat]!;
    const deciding = view.waitingFor.includes(seat as 0 | 1);
    const strip = new Container();
    strip.position.set(box.x, box.y);
    strip.addChild(
      panel(box.w, box.h, palette.feltLight, 8, { color: deciding ? palette.highlight : palette.seats[seat]!, width: deciding ? 3 : 1.5 }),
    );
    const connected = this.snapshot!.seats[seat]?.connected ? '●' : '○';
    const you = seat === this.me() ? ` (${ct('label.you')})` : '';
    // A wide screen's strip is narrow and tall: the name above the facts; a phone's, one row.
    const rows = box.h > 36;
    const name = fittedLine(`${connected} ${this.name(seat)}${you}`, box.w - 16, 12, {
      fontSize: 14,
      fontWeight: '700',
      fill: palette.seats[seat]!,
    });
    name.position.set(8, rows ? 4 : (box.h - name.height) / 2);
    strip.addChild(name);
    registered.push({ id: `seat:${seat}`, kind: 'seat', label: this.snapshot!.seats[seat]?.name ?? '', enabled: false, display: name });
    const picks = view.draft?.picks[seat];
    const facts = stripFacts(view, seat);
    const minPx = this.layout!.minPx;
    const text = fittedLine(facts, rows ? box.w - 16 : box.w - name.width - 28, minPx, { fontSize: 12, fill: palette.text });
    // On a phone's one-row strip, the facts are tapped as a band as tall as the strip: a finger
    // misses a line of words (#42).
    const band = new Container();
    band.position.set(rows ? 8 : box.w - text.width - 8, rows ? box.h - text.height - 5 : 0);
    text.position.set(0, rows ? 0 : (box.h - text.height) / 2);
    band.addChild(new Graphics().rect(0, 0, text.width, rows ? text.height : box.h).fill({ color: 0x000000, alpha: 0 }), text);
    strip.addChild(band);
    // The trash is public: a tap lays it out to read.
    const trash =
      side.trash.length > 0
        ? () => {
            this.shown = { title: `${ct('label.trash')} — ${this.name(seat)}`, cards: side.trash };
            this.draw();
          }
        : null;
    clickable(band, trash);
    if (!picks)
      registered.push({
        id: `trash:${seat}`,
        kind: 'deck',
        label: `${ct('label.trash')} ${side.trash.length} — ${this.name(seat)}`,
        enabled: trash !== null,
        display: band,
      });
    this.board.addChild(strip);
    this.cards.spots.set(`deck:${seat}`, { x: box.x + box.w - 60, y: box.y });
  }

  /** One's own hand at the bottom; with every card face up, each seat's by its strip instead. */
  private drawHands(
    view: CompileView,
    layout: Layout,
    [top, bottom]: [number, number],
    choices: Choices,
    registered: Registered[],
    seen: Set<string>,
    faces: Set<string>,
  ): void {
    const me = this.me();
    const draw = (hand: readonly Face[], seat: number, box: Box, offers: Choices | null) => {
      for (const face of hand) faces.add(readableKey({ ...face, up: true }));
      this.drawHand(hand, seat, box, offers, layout, registered, seen);
    };
    if (view.open) {
      const hands = view.hands ?? [];
      draw(hands[bottom] ?? [], bottom, layout.hand, null);
      if (layout.topHand) draw(hands[top] ?? [], top, layout.topHand, null);
    } else if (me !== null) draw(view.hand ?? [], me, layout.hand, choices);
  }

  /** A seat's hand in `box`: one's own (`choices` given) offers its cards, anyone else's only shows them. */
  private drawHand(
    hand: readonly Face[],
    seat: number,
    box: Box,
    choices: Choices | null,
    layout: Layout,
    registered: Registered[],
    seen: Set<string>,
  ): void {
    const { w, h } = layout.handCard;
    const step = hand.length <= 1 ? 0 : Math.min(w + 6, (box.w - w) / (hand.length - 1));
    const left = box.x + Math.max(0, (box.w - (step * (hand.length - 1) + w)) / 2);
    // One's own cards are `hand:<i>`; with every hand shown, `hand:<seat>:<i>`.
    const place = choices ? '' : `${seat}:`;
    hand.forEach((face, i) => {
      const key = `h:${place}${i}:${face.protocol}${face.value}`;
      seen.add(key);
      const chosen = choices !== null && (this.picking.hand === i || this.picking.discards.includes(i));
      const x = left + i * step;
      const y = box.y - (chosen ? LIFT : 0);
      if (!this.cards.has(key)) this.cards.origins.set(key, this.cards.spots.get(`deck:${seat}`) ?? { x, y: box.y - 40 });
      const sprite = this.cards.sprite(key, { up: true, ...face }, seat, { w, h, font: cardFont(w, layout.minPx) }, { x, y });
      sprite.display.zIndex = 100 + i;
      const offered = choices?.hand.has(i) ?? false;
      decorate(sprite, offered || chosen);
      this.stage.tweens.to(sprite.display, { x, y, alpha: 1 });
      this.makeReadable(sprite.display, { ...face, up: true }, offered && choices ? () => this.tapHand(i, choices) : null);
      const words = choices ? handCardLabel(face.protocol, face.value, chosen) : cardName(face.protocol, face.value);
      registered.push({
        id: `hand:${place}${i}`,
        kind: 'card',
        label: words,
        enabled: offered,
        display: sprite.display,
        refCard: compileCardRef(face),
        compileCard: {
          place: 'hand',
          side: seat,
          line: null,
          at: i,
          up: true,
          ...face,
          ...(chosen ? { chosen: true } : {}),
          ...textSize(sprite.display),
        },
      });
    });
  }

  private tapHand(i: number, choices: Choices): void {
    if (choices.discard) {
      const picked = this.picking.discards.includes(i) ? this.picking.discards.filter((x) => x !== i) : [...this.picking.discards, i];
      if (picked.length <= choices.discard.max) this.pick({ discards: picked });
      return;
    }
    this.pick({ hand: this.picking.hand === i ? null : i });
  }

  private drawButtons(view: CompileView, layout: Layout, choices: Choices, registered: Registered[]): void {
    const specs: ButtonSpec[] = [];
    if (this.picking.protocol && choices.draft.has(this.picking.protocol)) {
      const protocol = this.picking.protocol;
      specs.push({
        id: 'button:draft',
        caption: ct('button.pick', { protocol: protocolName(protocol) }),
        onTap: () => this.send({ type: 'draft', protocol }),
      });
    }
    if (this.picking.hand !== null && choices.faces.up && choices.faces.down) {
      const up = this.picking.up;
      specs.push({ id: 'button:face', caption: ct(up ? 'button.faceDown' : 'button.faceUp'), onTap: () => this.pick({ up: !up }) });
    }
    if (choices.discard) {
      const { min, max } = choices.discard;
      const count = this.picking.discards.length;
      if (count >= min && count <= max) {
        const hand = [...this.picking.discards].sort((a, b) => a - b);
        specs.push({
          id: 'button:discard',
          caption: `${ct('button.discard')} (${count})`,
          onTap: () => this.send({ type: 'discard', hand }),
        });
      }
    }
    const arrangement = arrangementOf(choices, this.picking);
    if (arrangement) specs.push(...arrangeButtons(arrangement, this.context(), this.picker));
    for (const { id, action } of choices.buttons)
      specs.push({ id: `button:${id}`, caption: buttonCaption(view, action, this.me() ?? 0), onTap: () => this.send(action) });
    const height = layout.buttonH;
    // Skip first, where it is always found.
    specs.sort((a, b) => Number(b.id === 'button:skip') - Number(a.id === 'button:skip'));
    const made = specs.map((spec) => {
      const display = button(spec.caption, spec.onTap, { height, color: spec.id === 'button:skip' ? palette.disabled : palette.button });
      registered.push({ id: spec.id, kind: 'button', label: spec.caption, enabled: true, display });
      return display;
    });
    buttonRows(this.board, made, layout.buttons, height);
  }

  private enlarge(face: Readable): void {
    this.enlarged = face;
    this.draw();
  }
}

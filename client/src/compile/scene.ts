import { Container, Graphics } from 'pixi.js';
import { compileCards, type CompileAction, type CompileCardView, type CompileEvent, type CompileView } from '@dead-drop/shared';
import type { TableSnapshot } from '../net/tableSession';
import { logContext } from '../seatNames';
import { palette } from '../pixi/palette';
import type { Registered, Stage } from '../pixi/stage';
import { button, buttonRows, clickable, glow, label, panel, smallestFontPx } from '../pixi/widgets';
import type { GameScene, LogContext } from '../gameClient';
import type { CompileHookCard } from '../testHook';
import { coveredStrip, commandCard, draftTile, protocolCard, readableCard } from './art';
import { arrangementOf, choicesFor, fieldKey, keptPicking, NOTHING_PICKED, type Arrangement, type Choices, type Picking } from './choices';
import { layoutFor, stackStep, type Box, type Layout } from './layout';
import { fieldCardLabel, handCardLabel, lineLabel } from './names';
import { statusLines } from './status';
import { cardName, cardText, ct, ofSeat, protocolName, seatName } from './text';

type Protocol = compileCards.Protocol;
type Face = { protocol: Protocol; value: number };
/** A face as drawn: one's own face-down card is read marked face down. */
type Readable = Face & { up: boolean };
type Spot = { x: number; y: number };

/** Space between the parts of the layout. */
const GAP = 6;

/** How long a press on a card takes to enlarge it, as a phone's long press. */
const LONG_PRESS_MS = 450;

/** The size of the words of a card laid out to be read: on a desktop's side panel (never
 *  less than its floor when the panel is short), and enlarged on a phone. */
const READ_PX = { panel: 14, panelFloor: 12, phone: 13 } as const;
/** The size of the words of the draft's tiles, which say what each protocol does. */
const DRAFT_PX = { desktop: 12, phone: 11 } as const;

interface Sprite {
  display: Container;
  signature: string;
}

/** What a hand shown to everyone (or a trash opened) holds, kept on screen until dismissed. */
interface Shown {
  title: string;
  cards: Face[];
}

/**
 * The Compile table: three lines side by side, each with the two protocols face to face in
 * its middle, the opponent's stack above and one's own below (seat 0's for spectators), one's
 * hand at the bottom, and a side panel with the chain being resolved and the card under the
 * pointer, enlarged. Everything is drawn from the view; field cards keep their sprites by
 * place, and the events just before a view say where a new card comes from.
 */
export class CompileScene implements GameScene<CompileView, CompileEvent> {
  private snapshot: TableSnapshot<CompileView> | null = null;
  private picking: Picking = NOTHING_PICKED;
  private readonly board = new Container();
  private readonly cardLayer = new Container();
  private readonly overlay = new Container();
  private readonly sprites = new Map<string, Sprite>();
  /** Where each drawn card was at the last layout, by sprite key; new sprites start at a hint. */
  private readonly spots = new Map<string, Spot>();
  private readonly origins = new Map<string, Spot>();
  private enlarged: Readable | null = null;
  private shown: Shown | null = null;
  private layout: Layout | null = null;

  constructor(private readonly stage: Stage, private readonly act: (action: CompileAction) => void) {
    this.cardLayer.sortableChildren = true;
    stage.root.addChild(this.board, this.cardLayer, this.overlay);
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
    for (const e of events) {
      if (e.type === 'shifted') {
        const from = this.spots.get(`f:${fieldKey(e.side, e.line, e.at)}`);
        const stack = (this.view()?.sides[e.side]?.stacks[e.to]?.cards.length ?? 0);
        if (from) this.origins.set(`f:${fieldKey(e.side, e.to, stack)}`, from);
      }
      if (e.type === 'played') {
        // From the player's side of the table, to the top of the stack (or on its way there).
        const from = this.spots.get(`deck:${e.seat}`);
        const stack = this.view()?.sides[e.seat]?.stacks[e.line]?.cards.length ?? 0;
        if (from) for (const key of [`f:${fieldKey(e.seat, e.line, stack)}`, `m:${e.seat}:${e.line}:${stack}`]) this.origins.set(key, from);
      }
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

  private draw(): void {
    const view = this.view();
    if (!view || !this.snapshot) return;
    const me = this.me();
    const bottom = me ?? 0;
    const top = 1 - bottom;
    const layout = layoutFor(this.stage.width, this.stage.height, view.open);
    this.layout = layout;
    const choices = choicesFor(view, this.picking);
    const registered: Registered[] = [];
    for (const child of [...this.board.removeChildren(), ...this.overlay.removeChildren()]) child.destroy({ children: true });

    this.drawStatus(layout.status, statusLines(view, this.context(), this.picking, arrangementOf(choices, this.picking)), registered);
    this.drawStrip(view, top, layout.strips[0], registered);
    this.drawStrip(view, bottom, layout.strips[1], registered);
    const seen = new Set<string>();
    const faces = new Set<string>();
    if (view.draft) this.drawDraft(view, layout, choices, registered, faces);
    else {
      this.drawLines(view, layout, [top, bottom], choices, registered, seen, faces);
      this.drawHands(view, layout, [top, bottom], choices, registered, seen, faces);
    }
    this.dropUnseen(seen);
    // A card read earlier that is no longer on the table (discarded, drawn over) is not kept.
    if (this.enlarged && !faces.has(readableKey(this.enlarged))) this.enlarged = null;
    // Where the last events moved cards from: used by this layout's new sprites only.
    this.origins.clear();
    this.drawButtons(view, layout.buttons, choices, registered);
    if (layout.panel) this.drawPanel(view, layout.panel, registered);
    if (layout.hint) this.drawHint(layout.hint, registered);
    this.drawOverlays(layout, registered);
    this.stage.register(registered);
    this.stage.invalidate();
  }

  private drawStatus(box: Box, lines: string[], registered: Registered[]): void {
    const bar = panel(box.w, box.h, palette.feltLight, 10);
    bar.position.set(box.x, box.y);
    this.board.addChild(bar);
    registered.push({ id: 'status', kind: 'label', label: lines.join(' — '), enabled: false, display: bar });
    const size = Math.min(15, (box.h - 4) / Math.max(1, lines.length) * 0.8);
    lines.forEach((line, i) => {
      const text = label(line, { fontSize: size, fontWeight: i === 0 ? '700' : '400', fill: i === 0 ? palette.highlight : palette.text });
      text.anchor.set(0.5, 0);
      text.position.set(box.x + box.w / 2, box.y + 3 + i * (box.h - 6) / lines.length);
      if (text.width > box.w - 12) text.scale.set((box.w - 12) / text.width);
      this.board.addChild(text);
    });
  }

  /** A player's strip: name, hand count, deck, trash (tap to read), the control card. */
  private drawStrip(view: CompileView, seat: number, box: Box, registered: Registered[]): void {
    const side = view.sides[seat]!;
    const deciding = view.waitingFor.includes(seat as 0 | 1);
    const strip = new Container();
    strip.position.set(box.x, box.y);
    strip.addChild(panel(box.w, box.h, palette.feltLight, 8, { color: deciding ? palette.highlight : palette.seats[seat]!, width: deciding ? 3 : 1.5 }));
    const connected = this.snapshot!.seats[seat]?.connected ? '●' : '○';
    const you = seat === this.me() ? ` (${ct('label.you')})` : '';
    const name = label(`${connected} ${this.name(seat)}${you}`, { fontSize: 14, fontWeight: '700', fill: palette.seats[seat]! });
    name.position.set(8, (box.h - name.height) / 2);
    strip.addChild(name);
    registered.push({ id: `seat:${seat}`, kind: 'seat', label: this.snapshot!.seats[seat]?.name ?? '', enabled: false, display: name });
    const picks = view.draft?.picks[seat];
    const facts = picks ? picks.map(protocolName).join(' · ') : [
      `${ct('label.hand')} ${side.hand}`,
      `${ct('label.deck')} ${side.deck}`,
      `${ct('label.trash')} ${side.trash.length}`,
      ...(view.control === seat ? [ct('label.control')] : []),
      ...(view.noCompile === seat ? ['⊘'] : []),
    ].join('  ·  ');
    const text = label(facts, { fontSize: 12, fill: palette.text });
    text.position.set(box.w - text.width - 8, (box.h - text.height) / 2);
    strip.addChild(text);
    // The trash is public: a tap lays it out to read.
    const trash = side.trash.length > 0 ? () => { this.shown = { title: `${ct('label.trash')} — ${this.name(seat)}`, cards: side.trash }; this.draw(); } : null;
    clickable(text, trash);
    if (!picks) registered.push({ id: `trash:${seat}`, kind: 'deck', label: `${ct('label.trash')} ${side.trash.length} — ${this.name(seat)}`, enabled: trash !== null, display: text });
    this.board.addChild(strip);
    this.spots.set(`deck:${seat}`, { x: box.x + box.w - 60, y: box.y });
  }

  private drawLines(view: CompileView, layout: Layout, seats: [number, number], choices: Choices, registered: Registered[], seen: Set<string>, faces: Set<string>): void {
    const { w, h } = layout.card;
    const arrangement = arrangementOf(choices, this.picking);
    layout.lines.forEach((line, l) => {
      const offer = choices.lines.get(l);
      const column = new Graphics().roundRect(line.column.x + 2, line.column.y, line.column.w - 4, line.column.h, 10)
        .fill({ color: 0xffffff, alpha: offer ? 0.08 : 0.02 });
      if (offer) column.stroke({ color: palette.highlight, width: 3 });
      this.board.addChild(column);
      clickable(column, offer ? () => this.send(offer) : null);
      registered.push({ id: `line:${l}`, kind: 'line', label: lineLabel(view, l, offer), enabled: !!offer, display: column });

      seats.forEach((seat, place) => {
        const box = line.protocols[place]!;
        if (arrangement?.side === seat) this.drawArranged(view, arrangement, l, box, registered);
        else {
          const protocol = view.sides[seat]!.protocols[l];
          if (protocol) {
            const art = protocolCard(protocol.protocol, protocol.compiled, box.w, box.h, seat);
            art.position.set(box.x, box.y);
            this.board.addChild(art);
            registered.push({ id: `protocol:${seat}:${l}`, kind: 'protocol', label: protocolName(protocol.protocol), enabled: false, display: art });
          }
        }
        const stack = view.sides[seat]!.stacks[l]!;
        const total = label(`Σ ${stack.total}`, { fontSize: 13, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x000000, width: 3 } });
        total.anchor.set(0, 0.5);
        total.position.set(box.x + box.w + 4, box.y + box.h / 2);
        if (total.x + total.width > line.column.x + line.column.w) total.position.x = box.x + box.w - total.width - 4;
        this.board.addChild(total);

        const room = line.stacks[place]!;
        const moving = view.transit.filter((t) => t.side === seat && t.line === l);
        const cards = [...stack.cards, ...moving];
        const step = stackStep(cards.length, room.h, h, coveredStrip(h));
        cards.forEach((seenCard, at) => {
          const isMoving = at >= stack.cards.length;
          // Light 2's card shows its face to everyone until its decision is taken.
          const revealed = !isMoving && view.shown?.side === seat && view.shown.line === l && view.shown.at === at;
          const card: CompileCardView = revealed ? { up: false, protocol: view.shown!.protocol, value: view.shown!.value } : seenCard;
          // Both stacks go down the screen, so each covered card shows its band and top box
          // above the card on it: the opponent's ends at the middle, one's own starts there.
          const y = place === 0 ? room.y + room.h - h - (cards.length - 1 - at) * step : room.y + at * step;
          const key = isMoving ? `m:${seat}:${l}:${at}` : `f:${fieldKey(seat, l, at)}`;
          seen.add(key);
          const sprite = this.sprite(key, card, seat, w, h, { x: room.x, y });
          sprite.display.zIndex = at;
          const choice = isMoving ? undefined : choices.cards.get(fieldKey(seat, l, at));
          this.decorate(sprite, !!choice || revealed);
          this.stage.tweens.to(sprite.display, { x: room.x, y, alpha: isMoving ? 0.55 : 1 });
          this.spots.set(key, { x: room.x, y });
          const face = readableOf(card);
          if (face) faces.add(readableKey(face));
          // A card in a line on offer chooses the line, unless the card itself is on offer.
          const tap = choice ?? offer;
          this.readable(sprite.display, face, tap ? () => this.send(tap) : null);
          const hook: CompileHookCard = {
            place: isMoving ? 'moving' : 'field', side: seat, line: l, at, up: card.up, ...(faceOf(card) ?? {}),
            ...(revealed ? { shown: true } : {}), ...textSize(sprite.display),
          };
          const words = fieldCardLabel(card, { side: seat, line: l, at, count: isMoving ? null : stack.cards.length, revealed }, this.context());
          registered.push({ id: isMoving ? `moving:${seat}:${l}:${at}` : `card:${fieldKey(seat, l, at)}`, kind: 'card', label: words, enabled: !!choice, display: sprite.display, compileCard: hook });
        });
      });
    });
  }

  /** One's own hand at the bottom; with every card face up, each seat's by its strip instead. */
  private drawHands(view: CompileView, layout: Layout, [top, bottom]: [number, number], choices: Choices, registered: Registered[], seen: Set<string>, faces: Set<string>): void {
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
  private drawHand(hand: readonly Face[], seat: number, box: Box, choices: Choices | null, layout: Layout, registered: Registered[], seen: Set<string>): void {
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
      const y = box.y - (chosen ? 14 : 0);
      if (!this.sprites.has(key)) this.origins.set(key, this.spots.get(`deck:${seat}`) ?? { x, y: box.y - 40 });
      const sprite = this.sprite(key, { up: true, ...face }, seat, w, h, { x, y });
      sprite.display.zIndex = 100 + i;
      const offered = choices?.hand.has(i) ?? false;
      this.decorate(sprite, offered || chosen);
      this.stage.tweens.to(sprite.display, { x, y, alpha: 1 });
      this.readable(sprite.display, { ...face, up: true }, offered && choices ? () => this.tapHand(i, choices) : null);
      const words = choices ? handCardLabel(face.protocol, face.value) : cardName(face.protocol, face.value);
      registered.push({
        id: `hand:${place}${i}`, kind: 'card', label: words, enabled: offered, display: sprite.display,
        compileCard: { place: 'hand', side: seat, line: null, at: i, up: true, ...face, ...(chosen ? { chosen: true } : {}), ...textSize(sprite.display) },
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

  /** The draft: the protocols left, each saying what it does, and readable with its six cards
   *  before it is taken. */
  private drawDraft(view: CompileView, layout: Layout, choices: Choices, registered: Registered[], faces: Set<string>): void {
    const pool = view.draft!.pool;
    const area: Box = { x: layout.lines[0]!.column.x, y: layout.lines[0]!.column.y, w: layout.lines[0]!.column.w * 3, h: layout.lines[0]!.column.h };
    const columns = layout.portrait ? 3 : 4;
    const rows = Math.ceil(12 / columns);
    const tileW = area.w / columns - 8;
    const tileH = Math.min(96, area.h / rows - 8);
    const font = layout.portrait ? DRAFT_PX.phone : DRAFT_PX.desktop;
    pool.forEach((protocol, i) => {
      const chosen = this.picking.protocol === protocol;
      const tile = draftTile(protocol, tileW, tileH, font, chosen);
      tile.position.set(area.x + (i % columns) * (tileW + 8) + 4, area.y + Math.floor(i / columns) * (tileH + 8) + 4);
      if (chosen) tile.addChild(glow(tileW, tileH));
      clickable(tile, () => this.pick({ protocol }));
      this.board.addChild(tile);
      const words = `${protocolName(protocol)} — ${ct(`about.${protocol}`)}`;
      registered.push({ id: `draft:${protocol}`, kind: 'protocol', label: words, enabled: choices.draft.has(protocol), display: tile });
    });
    // The chosen protocol's six cards, readable, where the hand goes.
    const shown = this.picking.protocol;
    if (!shown) return;
    const { w, h } = layout.handCard;
    const step = Math.min(w + 6, (layout.hand.w - w) / 5);
    valuesOf(shown).forEach((value, i) => {
      const art = commandCard({ up: true, protocol: shown, value }, 0, w, h);
      art.position.set(layout.hand.x + i * step, layout.hand.y);
      const face = { protocol: shown, value, up: true };
      faces.add(readableKey(face));
      this.readable(art, face, null);
      this.board.addChild(art);
    });
  }

  private drawButtons(view: CompileView, box: Box, choices: Choices, registered: Registered[]): void {
    const specs: { id: string; caption: string; onTap: () => void }[] = [];
    if (this.picking.protocol && choices.draft.has(this.picking.protocol)) {
      const protocol = this.picking.protocol;
      specs.push({ id: 'button:draft', caption: ct('button.pick', { protocol: protocolName(protocol) }), onTap: () => this.send({ type: 'draft', protocol }) });
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
        specs.push({ id: 'button:discard', caption: `${ct('button.discard')} (${count})`, onTap: () => this.send({ type: 'discard', hand }) });
      }
    }
    const arrangement = arrangementOf(choices, this.picking);
    if (arrangement) specs.push(...this.arrangeButtons(arrangement));
    for (const { id, action } of choices.buttons) specs.push({ id: `button:${id}`, caption: this.caption(view, action), onTap: () => this.send(action) });
    const layout = this.layout!;
    const height = Math.min(36, box.h / (layout.portrait ? 2.3 : 1.1));
    // Skip first, where it is always found.
    specs.sort((a, b) => Number(b.id === 'button:skip') - Number(a.id === 'button:skip'));
    const made = specs.map((spec) => {
      const display = button(spec.caption, spec.onTap, { height, color: spec.id === 'button:skip' ? palette.disabled : palette.button });
      registered.push({ id: spec.id, kind: 'button', label: spec.caption, enabled: true, display });
      return display;
    });
    buttonRows(this.board, made, box, height);
  }

  /**
   * A rearrange is built on the table rather than picked from a list of orders: whose
   * protocols (when both players' may be), then a tap on each protocol in its new order, the
   * field showing that order as it grows; Confirm sends the listed rearrange it makes.
   */
  private arrangeButtons(arrangement: Arrangement): { id: string; caption: string; onTap: () => void }[] {
    const specs = arrangement.sides.filter((side) => side !== arrangement.side).map((side) => ({
      id: `button:arrange:${side}`,
      caption: ofSeat('arrange.side', side, this.context()),
      onTap: () => this.pick({ arrange: { side, order: [] } }),
    }));
    if (arrangement.side === null) return specs;
    const side = arrangement.side;
    const action = arrangement.action;
    if (action) specs.unshift({ id: 'button:confirm', caption: ct('button.confirm'), onTap: () => this.send(action) });
    if (arrangement.order.length > 0) specs.push({ id: 'button:reset', caption: ct('button.reset'), onTap: () => this.pick({ arrange: { side, order: [] } }) });
    return specs;
  }

  /**
   * One protocol of the side being rearranged, where the order tapped so far puts it: the
   * ones placed are numbered, the rest follow in their old order and are the next to tap.
   */
  private drawArranged(view: CompileView, arrangement: Arrangement, line: number, box: Box, registered: Registered[]): void {
    const side = arrangement.side!;
    const placed = arrangement.order;
    const drawn = [...placed, ...[0, 1, 2].filter((old) => !placed.includes(old))];
    const old = drawn[line]!;
    const protocol = view.sides[side]!.protocols[old];
    if (!protocol) return;
    const isPlaced = line < placed.length;
    const art = protocolCard(protocol.protocol, protocol.compiled, box.w, box.h, side, isPlaced ? `${line + 1} ✓` : undefined);
    art.position.set(box.x, box.y);
    art.addChild(isPlaced ? glow(box.w, box.h) : new Graphics().roundRect(0, 0, box.w, box.h, 8).stroke({ color: palette.highlight, width: 1 }));
    const next = !isPlaced && placed.length < 2;
    clickable(art, next ? () => this.pick({ arrange: { side, order: [...placed, old] } }) : null);
    this.board.addChild(art);
    const words = next ? ct('arrange.put', { protocol: protocolName(protocol.protocol), n: placed.length + 1 }) : protocolName(protocol.protocol);
    registered.push({ id: `protocol:${side}:${line}`, kind: 'protocol', label: words, enabled: next, display: art });
  }

  private caption(view: CompileView, action: CompileAction): string {
    switch (action.type) {
      case 'skip': return ct('button.skip');
      case 'refresh': return ct('button.refresh');
      case 'choose': return ct(`option.${action.option}`);
      case 'swap': return ct('option.swap', { a: this.protocolAt(view, this.me() ?? 0, action.a), b: this.protocolAt(view, this.me() ?? 0, action.b) });
      default: return action.type;
    }
  }

  private protocolAt(view: CompileView, side: number, line: number): string {
    const protocol = view.sides[side]?.protocols[line];
    return protocol ? protocolName(protocol.protocol) : '';
  }

  /**
   * The side panel: the chain being resolved (each text in words), then, laid out to be read
   * (words whole, at least 12 px): Light 2's revealed card while its decision lasts, and the
   * card under the pointer, or a line saying to point at one.
   */
  private drawPanel(view: CompileView, box: Box, registered: Registered[]): void {
    this.board.addChild(Object.assign(panel(box.w, box.h, palette.feltLight, 10), { x: box.x, y: box.y }));
    let y = box.y + 8;
    if (view.chain.length > 0) {
      const title = label(ct('label.chain'), { fontSize: 13, fontWeight: '700', fill: palette.highlight });
      title.position.set(box.x + 8, y);
      this.board.addChild(title);
      y += title.height + 4;
      for (const entry of [...view.chain].reverse()) {
        const words = label(`${cardName(entry.protocol, entry.value)} — ${cardText(entry.protocol, entry.value, entry.box)}`, {
          fontSize: 12, fill: palette.text, wordWrap: true, wordWrapWidth: box.w - 16,
        });
        words.position.set(box.x + 8, y);
        this.board.addChild(words);
        y += words.height + 4;
        if (y > box.y + box.h * 0.3) break;
      }
    }
    const bottom = box.y + box.h - 8;
    const w = box.w - 16;
    const shown = view.shown ? { protocol: view.shown.protocol, value: view.shown.value, up: false } : null;
    if (shown) {
      const note = ct('reveal.card', { card: cardName(shown.protocol, shown.value) });
      const where = { side: view.shown!.side, line: view.shown!.line, at: view.shown!.at, shown: true as const };
      y = this.drawReadable(shown, { place: 'revealed', ...where }, { x: box.x + 8, y: y + 4, w, h: bottom - y - 4 }, note, registered) + 4;
    }
    const face = this.enlarged;
    // A face-down card read here is one's own (or, in a replay with every card face up, anyone's).
    const reader = { place: 'enlarged' as const, side: this.me() ?? 0, line: null, at: 0 };
    if (face && !(shown && readableKey(face) === readableKey(shown))) this.drawReadable(face, reader, { x: box.x + 8, y: y + 4, w, h: bottom - y - 4 }, undefined, registered);
    else if (!face && !shown) {
      const hint = label(ct('hint.hover'), { fontSize: 13, fill: palette.muted, wordWrap: true, wordWrapWidth: w });
      hint.position.set(box.x + 8, y + 4);
      this.board.addChild(hint);
      registered.push({ id: 'hint', kind: 'label', label: hint.text, enabled: false, display: hint });
    }
  }

  /** A card laid out to be read in `room`, at the panel's size, or smaller down to its floor
   *  when the room is short; returns where it ends. */
  private drawReadable(face: Readable, hook: Omit<CompileHookCard, 'up'>, room: Box, note: string | undefined, registered: Registered[]): number {
    let art = readableCard(face, room.w, READ_PX.panel, note);
    if (art.height > room.h) {
      art.destroy({ children: true });
      art = readableCard(face, room.w, READ_PX.panelFloor, note);
    }
    art.position.set(room.x, room.y);
    this.board.addChild(art);
    registered.push({ id: hook.place, kind: 'card', label: cardName(face.protocol, face.value), enabled: false, display: art, compileCard: { ...hook, ...face, ...textSize(art) } });
    return room.y + art.height;
  }

  /** On a phone: a long press enlarges a card, which nothing on a touch screen would tell. */
  private drawHint(box: Box, registered: Registered[]): void {
    const hint = label(ct('hint.longPress'), { fontSize: 11, fill: palette.muted });
    hint.anchor.set(0.5, 0);
    hint.position.set(box.x + box.w / 2, box.y);
    this.board.addChild(hint);
    registered.push({ id: 'hint', kind: 'label', label: hint.text, enabled: false, display: hint });
  }

  /** A hand shown to everyone, or a trash opened to read, over the table (under the status
   *  line, which stays readable) until dismissed; on a phone, the card held, enlarged. */
  private drawOverlays(layout: Layout, registered: Registered[]): void {
    const phoneCard = layout.portrait ? this.enlarged : null;
    if (!this.shown && !phoneCard) return;
    const below = layout.status.y + layout.status.h + GAP;
    const shade = new Graphics().rect(0, below, this.stage.width, this.stage.height - below).fill({ color: 0x000000, alpha: 0.7 });
    this.overlay.addChild(shade);
    const dismiss = () => {
      this.shown = null;
      this.enlarged = null;
      this.draw();
    };
    clickable(shade, dismiss);
    let top = below + 8;
    if (this.shown) {
      const title = label(this.shown.title, { fontSize: 16, fontWeight: '700', fill: palette.highlight, wordWrap: true, wordWrapWidth: this.stage.width - 32, align: 'center' });
      title.anchor.set(0.5, 0);
      title.position.set(this.stage.width / 2, top);
      this.overlay.addChild(title);
      registered.push({ id: 'overlay-title', kind: 'label', label: this.shown.title, enabled: false, display: title });
      top += title.height + 10;
    }
    let end = top;
    if (this.shown) {
      const cards = this.shown.cards;
      const width = this.stage.width - 32;
      const perRow = Math.max(1, Math.min(cards.length, layout.portrait ? (cards.length === 1 ? 1 : 3) : 6));
      const w = Math.min(cards.length === 1 ? 260 : 150, width / perRow - 8);
      const h = w * 1.4;
      cards.forEach((face, i) => {
        const art = commandCard({ up: true, ...face }, 0, w, h);
        const row = Math.floor(i / perRow);
        const inRow = Math.min(perRow, cards.length - row * perRow);
        art.position.set((this.stage.width - inRow * (w + 8)) / 2 + (i % perRow) * (w + 8), top + row * (h + 8));
        this.readable(art, { ...face, up: true }, dismiss);
        this.overlay.addChild(art);
      });
      end = top + Math.ceil(cards.length / perRow) * (h + 8);
    } else if (phoneCard) {
      const w = Math.min(340, this.stage.width - 32);
      const art = readableCard(phoneCard, w, READ_PX.phone);
      art.position.set((this.stage.width - w) / 2, top);
      clickable(art, dismiss);
      this.overlay.addChild(art);
      registered.push({ id: 'enlarged', kind: 'card', label: cardName(phoneCard.protocol, phoneCard.value), enabled: false, display: art, compileCard: { place: 'enlarged', side: this.me() ?? 0, line: null, at: 0, ...phoneCard, ...textSize(art) } });
      end = top + art.height + 8;
    }
    const close = button(ct('button.done'), dismiss);
    close.position.set((this.stage.width - close.width) / 2, Math.min(this.stage.height - 50, end + 8));
    this.overlay.addChild(close);
    registered.push({ id: 'button:dismiss', kind: 'button', label: ct('button.done'), enabled: true, display: close });
  }

  private enlarge(face: Readable): void {
    this.enlarged = face;
    this.draw();
  }

  /**
   * A card that acts on a tap (or enlarges, when it offers nothing), and enlarges under the
   * pointer on a desktop or on a long press on a phone: then the tap that ends the press
   * does not act.
   */
  private readable(display: Container, face: Readable | null, onTap: (() => void) | null): void {
    let pressedLong = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const act = onTap ?? (face ? () => this.enlarge(face) : null);
    clickable(display, act && (() => { if (!pressedLong) act(); }));
    for (const event of ['pointerdown', 'pointerup', 'pointerupoutside', 'pointerover'] as const) display.removeAllListeners(event);
    if (!face) return;
    display.eventMode = 'static';
    const release = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    display.on('pointerdown', () => {
      pressedLong = false;
      timer = setTimeout(() => {
        pressedLong = true;
        this.enlarge(face);
      }, LONG_PRESS_MS);
    }).on('pointerup', release).on('pointerupoutside', release);
    if (this.layout?.portrait) return;
    display.on('pointerover', () => {
      if (this.enlarged && readableKey(this.enlarged) === readableKey(face)) return;
      this.enlarged = face;
      this.draw();
    });
  }

  /** The sprite of a place: kept while its card looks the same, drawn again if not. */
  private sprite(key: string, card: CompileCardView, owner: number, w: number, h: number, at: Spot): Sprite {
    const signature = JSON.stringify([card, owner, Math.round(w)]);
    const existing = this.sprites.get(key);
    if (existing?.signature === signature) return existing;
    const display = existing?.display ?? new Container();
    if (!existing) {
      const from = this.origins.get(key) ?? at;
      this.origins.delete(key);
      display.position.set(from.x, from.y);
      display.alpha = from === at ? 0.2 : 1;
      this.cardLayer.addChild(display);
    }
    for (const child of display.removeChildren()) child.destroy({ children: true });
    display.addChild(commandCard(card, owner, w, h));
    const outline = glow(w, h, 6);
    outline.label = 'outline';
    display.addChild(outline);
    const sprite = { display, signature };
    this.sprites.set(key, sprite);
    return sprite;
  }

  private decorate(sprite: Sprite, offered: boolean): void {
    const outline = sprite.display.getChildByLabel('outline');
    if (outline) outline.visible = offered;
  }

  /** Cards no longer drawn fade where they are. */
  private dropUnseen(seen: Set<string>): void {
    for (const [key, sprite] of this.sprites) {
      if (seen.has(key)) continue;
      this.sprites.delete(key);
      clickable(sprite.display, null);
      this.stage.tweens.to(sprite.display, { x: sprite.display.x, y: sprite.display.y, alpha: 0 }, 200, () => sprite.display.destroy({ children: true }));
    }
  }
}

function faceOf(card: CompileCardView): Face | null {
  return card.protocol === undefined || card.value === undefined ? null : { protocol: card.protocol, value: card.value };
}

function readableOf(card: CompileCardView): Readable | null {
  const face = faceOf(card);
  return face && { ...face, up: card.up };
}

function readableKey(face: Readable): string {
  return `${face.protocol}:${face.value}:${face.up ? 'up' : 'down'}`;
}

/** The size of the words drawn on a card, for the test hook. */
function textSize(display: Container): { textPx?: number } {
  const px = smallestFontPx(display);
  return Number.isFinite(px) ? { textPx: Math.round(px * 10) / 10 } : {};
}

/** A protocol's six values, as printed. */
function valuesOf(protocol: Protocol): number[] {
  return compileCards.cardsOf(protocol).map((card) => compileCards.faceOf(card).value);
}

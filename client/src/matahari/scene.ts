import { Container } from 'pixi.js';
import type { MatahariView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import type { TableSnapshot } from '../net/tableSession';
import { palette } from '../pixi/palette';
import { middleOn, platesClash, ringHeight, seatRing, tableRing } from '../pixi/seatRing';
import type { Registered, Stage } from '../pixi/stage';
import { clickable, fittedLine, label, panel, wrappedLines } from '../pixi/widgets';
import { cover, coverPile, drawPile, faceChip, type CoverSide } from './art';
import { chipAt, openFan, type OpenFan } from './openFan';
import type { Selection } from './selection';
import { declarationText } from './sentences';
import { faceLabel, mt, objectiveLabel, seatName } from './text';
import { mu } from './uiText';
import { refusedAtSeat, tellMatahariWhyNot } from './whyNot';
import { matahariFaceRef } from './reference';
import { offerBacks, offerRoom, plateCentre } from './offerBacks';
import { drawOwnSide, type HandPicking } from './ownSide';
import { seatState } from './status';

type PlayerView = MatahariView['players'][number];

/**
 * The Mata Hari table on the canvas: the seats around an oval (in rows on a phone) with their
 * covers and offers, the draw pile and covers in the middle, and one's own hand at the bottom
 * as rows of tiles, with one's status, objective and offer. Clicking a hand card picks it for the action being composed.
 */
export class MataHariScene {
  private readonly layer = new Container();
  private snapshot: TableSnapshot<MatahariView> | null = null;
  /** One's own hand's taps: `picked` follows a pick. */
  private readonly picking: HandPicking;

  constructor(
    private readonly stage: Stage,
    selection: Selection,
    picked: () => void,
  ) {
    stage.root.addChild(this.layer);
    this.picking = { selection, picked, snapshot: () => this.snapshot };
  }

  draw(view: MatahariView, snapshot: TableSnapshot<MatahariView>, ctx: LogContext): void {
    for (const child of this.layer.removeChildren()) child.destroy({ children: true });
    this.snapshot = snapshot;
    const registered: Registered[] = [];
    const { width } = this.stage;
    // Where the page scrolls as a whole (an upright phone or tablet), the table takes the
    // height it needs at its width, and one's own status, offer, objective and hand in rows of
    // readable tiles under it. A board game site on a phone scrolls its page the same way,
    // rather than shrink the cards until they cannot be read or tapped. A phone seats the
    // others in rows at the top; a tablet and a wider screen round an oval table, a large
    // screen with everything larger, so that the table fills it.
    const scrolls = this.stage.phone();
    const rows = scrolls && width < ROWS_BELOW;
    const font = rows ? PHONE_PX : scrolls ? DESKTOP_PX : desktopFont(width, this.stage.height);
    const me = typeof snapshot.viewer === 'number' ? snapshot.viewer : null;
    const seats = view.players.length;
    const words = { w: rows ? Math.min(118, width / 3.3) : Math.round((PLATE_W * font) / DESKTOP_PX), h: plateHeight(font) };
    const fan = openFanFor(view, words, rows);
    // With every card face up, each plate holds its seat's objective and cards under its words.
    const plate = fan ? { w: words.w, h: words.h + OBJECTIVE_LINE + fan.height } : words;
    const own = me === null ? null : drawOwnSide(view, me, width, font, ctx, this.picking, registered);
    if (own) this.layer.addChild(own.box);
    const ownH = own ? own.height + FOOT : 0;
    const centre = this.centreRow(view, width, Math.max(1, font / DESKTOP_PX), registered);
    const middleSize = { w: centre.width, h: centre.height };
    // A seat's place: its plate and, facing the middle, the room its offer's backs lie in (#42).
    const place = fan ? plate : { w: plate.w, h: plate.h + offerRoom(font) };
    const gridBottom = 8 + Math.ceil((seats - (me === null ? 0 : 1)) / 3) * (place.h + 8);
    // A desktop does not scroll, unless its room would lay a plate over another: then it pans too.
    const standOff = (y: number, middle: number) => (fan ? y : plateCentre(y, font, middle));
    const clash = !scrolls && platesClash(seats, me, width, this.stage.roomHeight - ownH - 8, place, plate, middleSize, standOff);
    const needed = rows
      ? gridBottom + centre.height + 12 + ownH + 6
      : scrolls || clash
        ? ringHeight(seats, me, width, place, middleSize) + ownH
        : null;
    this.stage.needHeight(needed);
    // The decision's panel on a phone leaves one's own status and hand in sight: the table pans
    // to its foot, and a panel of the usual share hid the status later in a game (#42).
    this.stage.keepFoot(rows ? ownH : null);
    // Drawn at that height already, before the canvas has grown to it (the resize draws again).
    const height = Math.max(this.stage.height, needed ?? 0);
    const ownTop = height - ownH;
    own?.box.position.set(0, ownTop);
    const ring = rows ? null : tableRing(seats, me, width, ownTop - 8, place, middleSize);
    const spots = ring ? seatRing(seats, me ?? 0, ring) : seatGrid(seats, me, width, place);
    const middle = ring ? middleOn(seats, me, width, ring, place, middleSize, ownTop - 8) : (gridBottom + ownTop) / 2;
    view.players.forEach((player, seat) => {
      if (seat === me) return;
      const spot = spots[seat]!;
      const at = { x: spot.x, y: standOff(spot.y, middle) };
      const box = this.drawSeat(view, player, seat, at, plate, font, snapshot, ctx, registered);
      if (fan) this.drawOpenCards(box, view, player, seat, { x: 6, y: words.h, w: plate.w - 12 }, fan, registered);
      else if (player.offer) {
        const backs = offerBacks(player.offer.size, font, { x: box.x, y: box.y, ...plate }, middle);
        this.layer.addChild(backs);
        registered.push({ id: `backs:${seat}`, kind: 'label', label: String(player.offer.size), enabled: false, display: backs });
      }
    });
    centre.position.set((width - centre.width) / 2, Math.max(ring ? 0 : gridBottom, middle - centre.height / 2));
    this.stage.register(registered);
    this.stage.invalidate();
  }

  /** A seat's plate, its words at `font` px or more at the top. Returns the plate, for what goes under them. */
  private drawSeat(
    view: MatahariView,
    player: PlayerView,
    seat: number,
    at: { x: number; y: number },
    size: { w: number; h: number },
    font: number,
    snapshot: TableSnapshot<MatahariView>,
    ctx: LogContext,
    registered: Registered[],
  ): Container {
    const box = new Container();
    box.position.set(at.x - size.w / 2, at.y - size.h / 2);
    const waiting = view.waitingFor.includes(seat);
    const colour = palette.seats[seat % palette.seats.length]!;
    box.addChild(panel(size.w, size.h, palette.feltLight, 10, { color: waiting ? palette.highlight : colour, width: waiting ? 3 : 2 }));
    const inner = size.w - 12;
    const line = font + 2;
    const nameH = nameHeight(font);
    const online = snapshot.seats[seat]?.connected ? '●' : '○';
    const name = fittedLine(`${online} ${seatName(seat, ctx)}`, inner, font, { fontSize: font + 2, fontWeight: '700', fill: colour });
    name.position.set(6, 4);
    // One fact a line: "Compromised 0 · Undercover 0" on one line shrank to 8 px on a phone (#26).
    const sides: (CoverSide | null)[] = [null, 'compromised', 'undercover'];
    const factTexts = [
      mu('seat.handCount', { n: player.hand }),
      `${mt('cover.compromised')} ${player.compromised}`,
      `${mt('cover.undercover')} ${player.undercover}`,
    ].map((fact, i) => {
      const text = fittedLine(fact, inner, font, { fontSize: font, fill: palette.text });
      text.position.set(6, nameH + i * line);
      // A cover's side at the end of its count's line, where the line leaves room for it.
      const side = sides[i];
      const chipW = Math.round(font * 0.8);
      if (side && text.width + chipW + 6 <= inner)
        box.addChild(Object.assign(cover(side, chipW, font), { x: size.w - 6 - chipW, y: nameH + i * line + 1 }));
      return text;
    });
    const stateY = nameH + FACT_LINES * line;
    const state = label(seatState(view, player, seat), { fontSize: font, fill: palette.muted, fontStyle: 'italic' });
    state.position.set(6, stateY);
    box.addChild(name, ...factTexts, state);
    registered.push({ id: `seat:${seat}`, kind: 'seat', label: snapshot.seats[seat]?.name ?? '', enabled: false, display: box });
    const accuse = refusedAtSeat(view, seat);
    clickable(box, accuse && (() => tellMatahariWhyNot(this.snapshot, accuse)));
    registered.push({ id: `name:${seat}`, kind: 'label', label: snapshot.seats[seat]?.name ?? '', enabled: false, display: name });

    if (player.offer) {
      const said = declarationText(player.offer.declaration);
      if (said) {
        // Two lines at most, cut with "…": the log and the Accept buttons say it whole.
        const words = wrappedLines(`“${said}”`, inner, DECLARATION_LINES, { fontSize: font, lineHeight: line, fill: palette.highlight });
        words.position.set(6, stateY + line + 2);
        box.addChild(words);
      }
    }
    // An offer shown to this viewer after a wrong accusation: only this viewer's view has it.
    // The panel says it in words (the verdict); chips under the plate say whose offer it was.
    const shown = view.shown?.find((entry) => entry.seat === seat);
    if (shown) {
      const h = Math.round(font / 0.38);
      shown.cards.forEach((face, i) => {
        const card = faceChip(face, Math.round(h / 1.35), h, false);
        card.position.set(i * (h / 1.35 + 3), size.h + 2);
        box.addChild(card);
        registered.push({
          id: `shown:${seat}:${i}`,
          kind: 'card',
          label: faceLabel(face),
          enabled: false,
          display: card,
          refCard: matahariFaceRef(face),
        });
      });
    }
    this.layer.addChild(box);
    return box;
  }

  /** With every card face up: the seat's objective, then its hand and its offer (outlined) as chips. */
  private drawOpenCards(
    box: Container,
    view: MatahariView,
    player: PlayerView,
    seat: number,
    area: { x: number; y: number; w: number },
    fan: OpenFan,
    registered: Registered[],
  ): void {
    const objective = view.objectives?.[seat];
    if (objective) {
      const line = label(`${mu('table.objective')}: ${objectiveLabel(objective)}`, { fontSize: 10, fill: palette.highlight });
      line.position.set(area.x, area.y);
      if (line.width > area.w) line.scale.set(area.w / line.width);
      box.addChild(line);
      registered.push({ id: `objective:${seat}`, kind: 'card', label: objectiveLabel(objective), enabled: false, display: line });
    }
    const hand = view.hands?.[seat] ?? [];
    const cards = [
      ...hand.map((face, i) => ({ face, id: `hand:${seat}:${i}` })),
      ...(player.offer?.cards ?? []).map((face, i) => ({ face, id: `offer:${seat}:${i}` })),
    ];
    cards.forEach(({ face, id }, index) => {
      const chip = faceChip(face, fan.w, fan.h, index >= hand.length);
      const { x, y } = chipAt(fan, index);
      chip.position.set(area.x + x, area.y + OBJECTIVE_LINE + y);
      box.addChild(chip);
      registered.push({ id, kind: 'card', label: faceLabel(face), enabled: false, display: chip, refCard: matahariFaceRef(face) });
    });
  }

  /**
   * The middle of the table: the draw pile and the covers, each with its count under it, and
   * the turn between them, `k` times their smallest size; a screen too narrow gets the row
   * smaller. The caller places it.
   */
  private centreRow(view: MatahariView, width: number, k: number, registered: Registered[]): Container {
    const [w, h] = [Math.round(40 * k), Math.round(56 * k)];
    const font = Math.round(DESKTOP_PX * k);
    const pile = withCount(drawPile(view.drawPile, w, h), `${mu('table.drawPile')}\n${view.drawPile}`, font);
    const covers = withCount(coverPile(view.coversLeft, w, h), `${mu('table.covers')}\n${view.coversLeft}`, font);
    const turn = label(mu('status.turn', { n: view.turn }), { fontSize: font + 2, fontWeight: '700', fill: palette.highlight });
    const row = new Container();
    let x = 0;
    for (const part of [pile, turn, covers]) {
      part.position.set(x, (h - (part === turn ? turn.height : h)) / 2);
      x += part.width + CENTRE_GAP * k;
      row.addChild(part);
    }
    row.scale.set(Math.min(1, (width - 16) / row.width));
    this.layer.addChild(row);
    registered.push({ id: 'deck', kind: 'deck', label: String(view.drawPile), enabled: false, display: pile });
    registered.push({ id: 'covers', kind: 'deck', label: String(view.coversLeft), enabled: false, display: covers });
    return row;
  }
}

/** Below one's hand: room for a picked card's glow, which reaches about 4 px past its tile, at the table's foot. */
const FOOT = 10;

/** The smallest words a player must read: on a phone, and on a wider screen (#26). */
const PHONE_PX = 11;
const DESKTOP_PX = 12;
/** A plate: its name's line, then its facts (hand, compromised, undercover), its state and the declaration's lines. */
const FACT_LINES = 3;
const DECLARATION_LINES = 2;
/** A plate's width at desktop words, larger in step with them. */
const PLATE_W = 176;

/** The name's line, in words 2 px larger than the plate's others. */
function nameHeight(font: number): number {
  return font + 7;
}

function plateHeight(font: number): number {
  return nameHeight(font) + (FACT_LINES + 1 + DECLARATION_LINES) * (font + 2) + 8;
}

/** Narrower than this, a scrolling page seats the others in rows of three (a phone); wider, round the oval. */
const ROWS_BELOW = 700;
/** The canvas at which a desktop table is drawn at its smallest words, and how much larger a large screen draws it. */
const DESKTOP_ROOM = { w: 1000, h: 600 };
const MOST_SCALE = 1.5;

/** A desktop table's words: 12 px up to `DESKTOP_ROOM`, growing with a larger canvas. */
function desktopFont(width: number, height: number): number {
  const scale = Math.min(MOST_SCALE, width / DESKTOP_ROOM.w, height / DESKTOP_ROOM.h);
  return Math.max(DESKTOP_PX, Math.floor(DESKTOP_PX * scale));
}

/** The height of the objective's line over a seat's cards, when every card is face up. */
const OBJECTIVE_LINE = 14;
/** Between the piles and the turn, at their smallest. */
const CENTRE_GAP = 20;

/** A pile with its count in words under it; the pile moved right if its words are the wider. */
function withCount(pile: Container, words: string, font: number): Container {
  const count = label(words, { fontSize: font, fill: palette.text, align: 'center' });
  pile.x = Math.max(0, (count.width - pile.width) / 2);
  count.anchor.set(0.5, 0);
  count.position.set(pile.x + pile.width / 2, pile.height + 4);
  const group = new Container();
  group.addChild(pile, count);
  return group;
}

/**
 * How every seat's cards lie in its plate when the view shows them all (the replay of a
 * finished game with every card face up); null for any other view. A wide screen gives them
 * two rows' room; a phone, whose page scrolls, a little more.
 */
function openFanFor(view: MatahariView, words: { w: number; h: number }, phone: boolean): OpenFan | null {
  if (!view.open) return null;
  const hands = view.hands ?? [];
  const most = Math.max(...view.players.map((player, seat) => (hands[seat]?.length ?? 0) + (player.offer?.cards?.length ?? 0)));
  return openFan(most, words.w - 12, phone ? 120 : 70);
}

/** On an upright phone the others sit in rows of three at the top, in play order after oneself. */
function seatGrid(seats: number, me: number | null, width: number, plate: { w: number; h: number }): { x: number; y: number }[] {
  const start = me === null ? 0 : me + 1;
  const spots: { x: number; y: number }[] = [];
  const gap = (width - 3 * plate.w) / 4;
  for (let k = 0; k < seats - (me === null ? 0 : 1); k++) {
    const seat = (start + k) % seats;
    spots[seat] = { x: gap + plate.w / 2 + (k % 3) * (plate.w + gap), y: 8 + plate.h / 2 + Math.floor(k / 3) * (plate.h + 8) };
  }
  return spots;
}

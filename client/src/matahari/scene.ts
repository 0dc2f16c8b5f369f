import { Container } from 'pixi.js';
import { matahariCards, type MatahariFace, type MatahariView } from '@dead-drop/shared';
import type { LogContext } from '../gameClient';
import type { TableSnapshot } from '../net/tableSession';
import { palette } from '../pixi/palette';
import { ringFor, seatRing } from '../pixi/seatRing';
import type { Registered, Stage } from '../pixi/stage';
import { clickable, glow, label, panel } from '../pixi/widgets';
import { cardBack, CARD_COLOURS, faceCard, faceChip } from './art';
import { chipAt, openFan, type OpenFan } from './openFan';
import type { Selection } from './selection';
import { declarationText } from './sentences';
import { faceLabel, mt, objectiveLabel, seatName } from './text';
import { mu } from './uiText';

type PlayerView = MatahariView['players'][number];

/**
 * The Mata Hari table on the canvas: the seats around an oval with their covers and
 * offers, the draw pile and covers in the middle, and one's own hand fanned at the bottom
 * with one's objective. Clicking a hand card picks it for the action being composed.
 */
export class MataHariScene {
  private readonly layer = new Container();

  constructor(private readonly stage: Stage, private readonly selection: Selection, private readonly picked: () => void) {
    stage.root.addChild(this.layer);
  }

  draw(view: MatahariView, snapshot: TableSnapshot, ctx: LogContext): void {
    for (const child of this.layer.removeChildren()) child.destroy({ children: true });
    const registered: Registered[] = [];
    const { width, height } = this.stage;
    // A phone's canvas can come out wide once the action panel takes its share: width decides too.
    const portrait = width < 560 || height > width * 1.1;
    const me = typeof snapshot.viewer === 'number' ? snapshot.viewer : null;
    const seats = view.players.length;
    const handArea = me === null ? 0 : portrait ? 120 : 112;
    const words = portrait ? { w: Math.min(118, width / 3.3), h: 84 } : { w: 176, h: 88 };
    const fan = openFanFor(view, words, portrait, height);
    // With every card face up, each plate holds its seat's objective and cards under its words.
    const plate = fan ? { w: words.w, h: words.h + OBJECTIVE_LINE + fan.height } : words;
    // The own status line sits 16 px above the hand; the other plates stay clear of it.
    const bottom = height - (me === null ? 6 : handArea + 22);
    const ring = portrait ? null : ringFor(seats, me, width, bottom, plate);
    const spots = ring ? seatRing(seats, me ?? 0, ring) : seatGrid(seats, me, width, plate);
    view.players.forEach((player, seat) => {
      if (seat === me) return;
      const box = this.drawSeat(view, player, seat, spots[seat]!, plate, words.h, snapshot, ctx, registered);
      if (fan) this.drawOpenCards(box, view, player, seat, { x: 6, y: words.h, w: plate.w - 12 }, fan, registered);
    });
    const gridBottom = 8 + Math.ceil((seats - (me === null ? 0 : 1)) / 3) * (plate.h + 8);
    // On a phone the middle fits between the rows of plates and one's own status line (and
    // one's offer, which a phone shows above the hand).
    const ownOffer = me !== null && portrait && view.players[me]?.offer?.cards ? OWN_OFFER_ABOVE : 0;
    const band = ring
      ? { top: ring.y + ring.h / 2 - CENTRE_H / 2, bottom: ring.y + ring.h / 2 + CENTRE_H / 2 }
      : { top: gridBottom, bottom: me === null ? height - 6 : height - handArea - 18 - ownOffer };
    this.drawCentre(view, width, band, registered);
    if (me !== null) this.drawOwn(view, me, { x: 0, y: height - handArea, w: width, h: handArea }, portrait, ctx, registered);
    this.stage.register(registered);
    this.stage.invalidate();
  }

  /** A seat's plate: its words in the top `wordsH` of it. Returns the plate, for what goes under them. */
  private drawSeat(view: MatahariView, player: PlayerView, seat: number, at: { x: number; y: number },
    size: { w: number; h: number }, wordsH: number, snapshot: TableSnapshot, ctx: LogContext, registered: Registered[]): Container {
    const box = new Container();
    box.position.set(at.x - size.w / 2, at.y - size.h / 2);
    const waiting = view.waitingFor.includes(seat);
    box.addChild(panel(size.w, size.h, palette.feltLight, 10, {
      color: waiting ? palette.highlight : palette.seats[seat % palette.seats.length]!, width: waiting ? 3 : 2,
    }));
    const online = snapshot.seats[seat]?.connected ? '●' : '○';
    const name = label(`${online} ${seatName(seat, ctx)}`, { fontSize: 13, fontWeight: '700', fill: palette.seats[seat % palette.seats.length]! });
    name.position.set(6, 4);
    if (name.width > size.w - 10) name.scale.set((size.w - 10) / name.width);
    const facts = label(`${mu('seat.handCount', { n: player.hand })}\n${coverText(player)}`, { fontSize: 11, fill: palette.text, lineHeight: 13 });
    facts.position.set(6, 20);
    if (facts.width > size.w - 10) facts.scale.set((size.w - 10) / facts.width);
    const state = label(seatState(view, player, seat), { fontSize: 11, fill: palette.muted, fontStyle: 'italic' });
    state.position.set(6, 47);
    box.addChild(name, facts, state);
    registered.push({ id: `seat:${seat}`, kind: 'seat', label: snapshot.seats[seat]?.name ?? '', enabled: false, display: box });
    registered.push({ id: `name:${seat}`, kind: 'label', label: snapshot.seats[seat]?.name ?? '', enabled: false, display: name });

    if (player.offer) {
      // On the line of the seat's state ("offered"), right-aligned: on the name's line they hid
      // a narrow plate's name ("Bot 5" read "Bot"), and the log names seats in full.
      const w = 11;
      // With every card face up, the offer lies among the seat's cards rather than as backs.
      const backs = view.open ? 0 : player.offer.size;
      const row = new Container();
      for (let i = 0; i < backs; i++) {
        const back = cardBack(w, w * 1.4);
        back.x = i * (w + 3);
        row.addChild(back);
      }
      row.position.set(size.w - 6 - backs * (w + 3), 45);
      box.addChild(row);
      if (backs > 0) registered.push({ id: `backs:${seat}`, kind: 'label', label: String(backs), enabled: false, display: row });
      const said = declarationText(player.offer.declaration);
      if (said) {
        const line = label(`“${said}”`, { fontSize: 10, fill: palette.highlight, wordWrap: true, wordWrapWidth: size.w - 10 });
        line.position.set(6, 61);
        if (line.height > wordsH - 62) line.scale.set((wordsH - 62) / line.height);
        box.addChild(line);
      }
    }
    // An offer shown to this viewer after a wrong accusation: only this viewer's view has it.
    const shown = view.shown?.find((entry) => entry.seat === seat);
    if (shown) {
      const w = 30;
      shown.cards.forEach((face, i) => {
        const card = faceCard(face, w, w * 1.4);
        card.position.set(i * (w + 3), size.h + 2);
        box.addChild(card);
        registered.push({ id: `shown:${seat}:${i}`, kind: 'card', label: faceLabel(face), enabled: false, display: card });
      });
    }
    this.layer.addChild(box);
    return box;
  }

  /** With every card face up: the seat's objective, then its hand and its offer (outlined) as chips. */
  private drawOpenCards(box: Container, view: MatahariView, player: PlayerView, seat: number,
    area: { x: number; y: number; w: number }, fan: OpenFan, registered: Registered[]): void {
    const objective = view.objectives?.[seat];
    if (objective) {
      const line = label(`${mu('table.objective')}: ${objectiveLabel(objective)}`, { fontSize: 10, fill: palette.highlight });
      line.position.set(area.x, area.y);
      if (line.width > area.w) line.scale.set(area.w / line.width);
      box.addChild(line);
      registered.push({ id: `objective:${seat}`, kind: 'card', label: objectiveLabel(objective), enabled: false, display: line });
    }
    const hand = view.hands?.[seat] ?? [];
    const cards = [...hand.map((face, i) => ({ face, id: `hand:${seat}:${i}` })),
      ...(player.offer?.cards ?? []).map((face, i) => ({ face, id: `offer:${seat}:${i}` }))];
    cards.forEach(({ face, id }, index) => {
      const chip = faceChip(face, fan.w, fan.h, index >= hand.length);
      const { x, y } = chipAt(fan, index);
      chip.position.set(area.x + x, area.y + OBJECTIVE_LINE + y);
      box.addChild(chip);
      registered.push({ id, kind: 'card', label: faceLabel(face), enabled: false, display: chip });
    });
  }

  /**
   * The middle of the table, centred in the band from `top` to `bottom`: the draw pile and the
   * covers, each with its count under it, and the turn between them. A band too low for that
   * (a phone at seven seats) gets the counts beside the piles, and a screen too narrow the
   * whole row smaller.
   */
  private drawCentre(view: MatahariView, width: number, band: { top: number; bottom: number }, registered: Registered[]): void {
    const beside = band.bottom - band.top < CENTRE_H;
    const pile = withCount(cardBack(40, 56), `${mu('table.drawPile')}\n${view.drawPile}`, beside);
    const covers = withCount(panel(40, 56, 0x7a1f1f, 6, { color: 0xffffff, width: 2 }), `${mu('table.covers')}\n${view.coversLeft}`, beside);
    const turn = label(mu('status.turn', { n: view.turn }), { fontSize: 14, fontWeight: '700', fill: palette.highlight });
    const row = new Container();
    let x = 0;
    for (const part of [pile, turn, covers]) {
      part.position.set(x, (56 - (part === turn ? turn.height : 56)) / 2);
      x += part.width + CENTRE_GAP;
      row.addChild(part);
    }
    const scale = Math.min(1, (width - 16) / row.width);
    row.scale.set(scale);
    row.position.set((width - row.width) / 2, Math.max(band.top, (band.top + band.bottom - row.height) / 2));
    this.layer.addChild(row);
    registered.push({ id: 'deck', kind: 'deck', label: String(view.drawPile), enabled: false, display: pile });
    registered.push({ id: 'covers', kind: 'deck', label: String(view.coversLeft), enabled: false, display: covers });
  }

  private drawOwn(view: MatahariView, me: number, area: { x: number; y: number; w: number; h: number }, portrait: boolean,
    ctx: LogContext, registered: Registered[]): void {
    const hand = view.hand ?? [];
    const picking = view.legal.find((legal) => legal.type === 'offer' || legal.type === 'counter' || legal.type === 'adjust');
    const max = !picking ? 0 : picking.type === 'offer' ? picking.max : picking.type === 'counter' ? picking.size : hand.length;
    // Only the active player's offer may hold a Mata Hari; a counter-offer and its adjustment never.
    const usable = (face: MatahariFace) => picking?.type === 'offer' || matahariCards.mayCounterOffer(face);
    const objectiveW = portrait ? 70 : 96;
    if (view.objective) {
      const card = panel(objectiveW, area.h - 30, palette.paper, 8, { color: CARD_COLOURS[view.objective.colour], width: 3 });
      card.position.set(area.x + 6, area.y + 22);
      const text = label(`${mu('table.yourObjective')}\n${objectiveLabel(view.objective)}`, {
        fontSize: portrait ? 10 : 12, fill: palette.ink, fontWeight: '600', wordWrap: true, wordWrapWidth: objectiveW - 8, align: 'center',
      });
      text.anchor.set(0.5, 0);
      text.position.set(area.x + 6 + objectiveW / 2, area.y + 26);
      this.layer.addChild(card, text);
      registered.push({ id: 'objective', kind: 'card', label: objectiveLabel(view.objective), enabled: false, display: card });
    }
    const own = view.players[me]!;
    const header = label(`${seatName(me, ctx)} · ${coverText(own)} · ${seatState(view, own, me)}`, { fontSize: 13, fontWeight: '700', fill: palette.seats[me % palette.seats.length]! });
    header.position.set(area.x + objectiveW + 16, area.y - 14);
    if (header.width > area.w - objectiveW - 24) header.scale.set((area.w - objectiveW - 24) / header.width);
    this.layer.addChild(header);
    registered.push({ id: 'status', kind: 'label', label: header.text, enabled: false, display: header });

    const left = area.x + objectiveW + 16;
    const room = area.w - left - 8 - (own.offer?.cards && !portrait ? 150 : 0);
    const h = area.h - 30;
    const w = Math.min(h / 1.4, 64);
    const step = hand.length > 1 ? Math.min(w + 4, (room - w) / (hand.length - 1)) : 0;
    hand.forEach((face, index) => {
      const card = faceCard(face, w, h);
      const chosen = this.selection.hand.has(index);
      card.position.set(left + index * step, area.y + 22 - (chosen ? 12 : 0));
      if (chosen) card.addChild(glow(w, h, 6));
      const canPick = max > 0 && usable(face) && (chosen || this.selection.hand.size < max);
      clickable(card, canPick ? () => { this.selection.toggle(this.selection.hand, index, max); this.picked(); } : null);
      this.layer.addChild(card);
      registered.push({ id: `hand:${index}`, kind: 'card', label: faceLabel(face), enabled: canPick, display: card });
    });
    if (own.offer?.cards) {
      // Beside the hand on a wide screen, above it on a phone.
      const top = portrait ? area.y - OWN_OFFER_ABOVE + 16 : area.y + 22;
      const caption = label(mu('table.yourOffer'), { fontSize: 11, fill: palette.muted });
      caption.position.set(area.w - 146, top - 16);
      this.layer.addChild(caption);
      own.offer.cards.forEach((face, index) => {
        const card = faceCard(face, 44, 62);
        card.position.set(area.w - 146 + index * 48, top);
        this.layer.addChild(card);
        registered.push({ id: `offer:${me}:${index}`, kind: 'card', label: faceLabel(face), enabled: false, display: card });
      });
    }
  }
}

/** The height of the objective's line over a seat's cards, when every card is face up. */
const OBJECTIVE_LINE = 14;
/** What the middle of the table (draw pile, covers, turn) takes with the counts under the piles. */
const CENTRE_H = 100;
const CENTRE_GAP = 20;
/** How far above one's hand a phone shows one's offer, its caption included. */
const OWN_OFFER_ABOVE = 116;

/** A pile with its count in words, under it or beside it. */
function withCount(pile: Container, words: string, beside: boolean): Container {
  const count = label(words, { fontSize: 12, fill: palette.text, align: beside ? 'left' : 'center' });
  if (beside) {
    count.anchor.set(0, 0.5);
    count.position.set(pile.width + 6, pile.height / 2);
  } else {
    // Centred under the pile, and the pile moved right if its words are the wider.
    pile.x = Math.max(0, (count.width - pile.width) / 2);
    count.anchor.set(0.5, 0);
    count.position.set(pile.x + pile.width / 2, pile.height + 4);
  }
  const group = new Container();
  group.addChild(pile, count);
  return group;
}

/**
 * How every seat's cards lie in its plate when the view shows them all (the replay of a
 * finished game with every card face up); null for any other view. A wide screen gives them
 * two rows' room; on a phone the rows of plates share what the middle leaves.
 */
function openFanFor(view: MatahariView, words: { w: number; h: number }, portrait: boolean, height: number): OpenFan | null {
  if (!view.open) return null;
  const hands = view.hands ?? [];
  const most = Math.max(...view.players.map((player, seat) => (hands[seat]?.length ?? 0) + (player.offer?.cards?.length ?? 0)));
  const plateRows = Math.ceil(view.players.length / 3);
  const room = portrait ? (height - CENTRE_H - 8) / plateRows - 8 - words.h - OBJECTIVE_LINE : 70;
  return openFan(most, words.w - 12, room);
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

function coverText(player: PlayerView): string {
  return `${mt('cover.compromised')} ${player.compromised} · ${mt('cover.undercover')} ${player.undercover}`;
}

function seatState(view: MatahariView, player: PlayerView, seat: number): string {
  if (view.active === seat) return mu('seat.active');
  switch (player.answer) {
    case 'offered': return mu('seat.offered');
    case 'passed': return mu('seat.passed');
    case 'pending': return mu('seat.thinking');
    case 'out': return mu('seat.out');
    default: return '';
  }
}

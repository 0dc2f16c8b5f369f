import { Container, Graphics, type TextStyleOptions } from 'pixi.js';
import type { KompromatAction, KompromatEvent, KompromatView } from '@dead-drop/shared';
import type { TableSnapshot } from '../net/tableSession';
import { logContext } from '../seatNames';
import { FONT, palette } from '../pixi/palette';
import type { Registered, Stage } from '../pixi/stage';
import { button, buttonRows, clickable, fittedLine, glow, label, panel } from '../pixi/widgets';
import type { GameScene } from '../gameClient';
import { affordances, type Affordances, type Choice, type Pending } from './affordances';
import { ciTab, equipmentCard, itemArt, missionCardArt, notorietyToken } from './art';
import { ItemHelp } from './itemHelp';
import { kompromatMotion } from './motion';
import { itemRef, missionCardRef } from './reference';
import { cardLabel, sceneCard, Stacks } from './stacks';
import { CI_PEEK, FINGER, layoutFor, PHONE_LEAST_HEIGHT, stackSpots, type Box, type Layout } from './layout';
import { RoundSummary } from './roundSummary';
import { statusLine } from './status';
import { tellKompromatWhyNot } from './whyNot';
import type { LogContext } from '../gameClient';
import { ui } from '../ui/text';
import { kt, missionTexts, rankLabel, seatName, totalLabel } from './text';
import { buttonCaption, runningSum, takenText } from './tableWords';

/** A notoriety token's width in the margin. */
const TOKEN = 24;
/** The room the plate's facts leave for the token leading them: a 13 px line's height, and a gap. */
const FACTS_TOKEN = 22;

type MissionView = KompromatView['missions'][number];

/**
 * The Kompromat table: missions in a line, each player's cards stacked on their side,
 * the opponent at the top and oneself at the bottom (seat 0 there for spectators).
 * Everything is drawn from the view; the stacks' cards move (see `Stacks`).
 */
export class KompromatScene implements GameScene<KompromatView, KompromatEvent> {
  private snapshot: TableSnapshot<KompromatView> | null = null;
  private pending: Pending | null = null;
  private readonly board = new Container();
  private readonly stacks: Stacks;
  /** Totals beside the missions, drawn over the cards' edges so no stack hides them. */
  private readonly badges = new Container();
  private layout: Layout | null = null;
  private readonly help = new ItemHelp(() => this.explain());
  private registered: Registered[] = [];

  private readonly summary = new RoundSummary();

  constructor(
    private readonly stage: Stage,
    private readonly act: (action: KompromatAction) => void,
  ) {
    this.stacks = new Stacks(stage.tweens);
    stage.root.addChild(this.board, this.stacks.layer, this.badges, this.help.hint);
    stage.onResize(() => this.draw());
  }

  /** Between rounds, an account of the one that ended (see `RoundSummary`). */
  events(events: readonly KompromatEvent[], replace: boolean): void {
    if (this.snapshot) this.summary.heard(events, replace, logContext(this.snapshot));
    const viewer = this.snapshot?.viewer;
    if (!replace)
      this.stage.motions.play(kompromatMotion, events, { viewer: typeof viewer === 'number' ? viewer : null, view: this.view() });
  }

  render(snapshot: TableSnapshot<KompromatView>): void {
    this.snapshot = snapshot;
    // A half-chosen item use survives an update only while it is still possible.
    if (this.pending && !(this.view()?.legal ?? []).some((action) => action.type === 'item' && action.item === this.pending!.item)) {
      this.pending = null;
    }
    this.draw();
  }

  private view(): KompromatView | null {
    return this.snapshot?.view ?? null;
  }

  private draw(): void {
    const view = this.view();
    const snapshot = this.snapshot;
    if (!view || !snapshot) return;
    const me = typeof snapshot.viewer === 'number' ? snapshot.viewer : null;
    const bottom = me ?? 0;
    const top = 1 - bottom;
    // On an upright phone the table fits the room the page leaves it (#42), down to the height
    // its stacks and Σ totals need, below which it pans.
    const needed = this.stage.phone() ? PHONE_LEAST_HEIGHT : null;
    this.stage.needHeight(needed);
    const layout = layoutFor(this.stage.width, Math.max(this.stage.height, needed ?? 0), view.missions.length);
    this.layout = layout;
    const offered = affordances(view.legal, this.pending, top);
    const context = logContext(snapshot);
    const registered: Registered[] = [];

    for (const child of [...this.board.removeChildren(), ...this.badges.removeChildren()]) child.destroy({ children: true });
    this.drawStatus(layout.status, statusLine(view, context, offered), registered);
    this.drawPlate(view, snapshot, top, layout.plates[0], false, offered, registered, context);
    this.drawPlate(view, snapshot, bottom, layout.plates[1], me === bottom, offered, registered, context);
    view.missions.forEach((mission, m) => this.drawMission(view, mission, m, layout, [top, bottom], offered, registered, context));
    this.stacks.draw(view, layout, [top, bottom], offered, registered, (choice) => this.tap(choice));
    if (!layout.portrait) this.drawSupplies(view, layout);
    this.drawButtons(layout.buttons, offered, view, registered);
    this.registered = [...registered, this.help.entry];
    this.help.place(layout.hint, layout.font);
    this.explain();
  }

  /** Shows the text of the pointed item, or of the one being used, in the hint line. */
  private explain(): void {
    this.help.show(this.pending?.item);
    this.stage.register(this.registered);
    this.stage.invalidate();
  }

  private choose(choice: Choice): void {
    if ('send' in choice) {
      this.pending = null;
      this.act(choice.send);
    } else {
      this.pending = choice.narrow;
    }
    this.draw();
  }

  /** What a tap does: the choice, or else, for a `refused` action, say why it cannot be taken now. */
  private tap(choice: Choice | null | undefined, refused?: KompromatAction): (() => void) | null {
    if (choice) return () => this.choose(choice);
    return refused ? () => tellKompromatWhyNot(this.snapshot, refused) : null;
  }

  private drawStatus(box: Box, text: string, registered: Registered[]): void {
    const bar = new Container();
    bar.position.set(box.x, box.y);
    const line = label(text, { fontSize: Math.min(16, box.h * 0.5), fontWeight: '600', fill: palette.highlight, align: 'center' });
    line.anchor.set(0.5);
    line.position.set(box.w / 2, box.h / 2);
    // A long line is drawn smaller, down to the smallest size, and then on two lines.
    const font = this.layout!.font;
    if (line.width > box.w - 16)
      line.style.fontSize = Math.max(font, Math.floor((Number(line.style.fontSize) * (box.w - 16)) / line.width));
    if (line.width > box.w - 16) Object.assign(line.style, { wordWrap: true, wordWrapWidth: box.w - 16, lineHeight: font + 1 });
    bar.addChild(panel(box.w, box.h, palette.feltLight, box.h / 2), line);
    this.board.addChild(bar);
    // Listed for layout checks (nothing may cover it, its words readable) and for the replay's round.
    registered.push({ id: 'status', kind: 'label', label: text, enabled: false, display: bar });
  }

  private drawPlate(
    view: KompromatView,
    snapshot: TableSnapshot<KompromatView>,
    seat: number,
    box: Box,
    mine: boolean,
    offered: Affordances,
    registered: Registered[],
    context: LogContext,
  ): void {
    const player = view.players[seat]!;
    const info = snapshot.seats[seat];
    const plate = new Container();
    plate.position.set(box.x, box.y);
    const active = view.waitingFor.includes(seat);
    plate.addChild(
      panel(box.w, box.h, palette.feltLight, 10, { color: active ? palette.highlight : palette.seats[seat]!, width: active ? 3 : 2 }),
    );
    this.board.addChild(plate);

    // Deck: a back with its count; one's own deck is where one draws.
    const deckH = Math.min(box.h - 12, 60);
    const deckW = deckH / 1.4;
    const font = this.layout!.font;
    const deck = equipmentCard({ up: false }, seat, deckW, deckH, font);
    deck.position.set(8, 6);
    const count = label(String(player.deck), { fontSize: 16, fontWeight: '800', fill: 0xffffff, stroke: { color: 0x000000, width: 3 } });
    count.anchor.set(0.5);
    count.position.set(deckW / 2, deckH / 2);
    deck.addChild(count);
    plate.addChild(deck);
    this.stacks.deckAt(seat, { x: box.x + 8, y: box.y + 6 });
    if (mine) {
      if (offered.deck) plate.addChild(Object.assign(glow(deckW, deckH, 6), { x: 8, y: 6 }));
      clickable(deck, this.tap(offered.deck, { type: 'draw' }));
      registered.push({ id: 'deck', kind: 'deck', label: kt('card.equipmentDeck'), enabled: !!offered.deck, display: deck });
    }

    // The first card of a turn, drawn and not yet placed, waits beside the deck.
    let x = 8 + deckW + 8;
    const drawn = view.turn?.seat === seat ? view.turn.drawn : null;
    if (drawn) {
      const card = equipmentCard(drawn, seat, deckW, deckH, font);
      card.position.set(x, 6);
      plate.addChild(card);
      registered.push({
        id: `drawn:${seat}`,
        kind: 'card',
        label: cardLabel(drawn),
        enabled: false,
        display: card,
        card: sceneCard(drawn, -1, seat, 0),
      });
      x += deckW + 8;
    }

    const you = seat === snapshot.viewer ? ` (${ui('seat.you')})` : '';
    const dot = info?.connected ? '●' : '○';
    const below = this.layout!.portrait;
    const peek = player.peek?.length
      ? label(kt('plate.peek', { ranks: player.peek.map(rankLabel).join(' · ') }), { fontSize: 13, fill: palette.highlight })
      : null;
    const lines = [
      label(`${dot} ${seatName(seat, context)}${you}`, { fontSize: 15, fontWeight: '700', fill: palette.seats[seat]! }),
      // Fitted beside its token (FACTS_TOKEN): the German line ran past a phone's plate.
      fittedLine(
        kt('plate.facts', { notoriety: player.notoriety, vp: player.vp, discard: player.discard, pile: player.pile.length }),
        box.w - x - 8 - FACTS_TOKEN,
        font,
        { fontSize: 13, fill: palette.text },
      ),
      // A phone's slim plate has no third line: the cards seen with Night Vision go right of the name.
      ...(peek && !below ? [peek] : []),
    ];
    let y = 5;
    for (const line of lines) {
      line.position.set(x, y);
      plate.addChild(line);
      y += line.height + 2;
    }
    if (peek && below) {
      peek.anchor.set(1, 0);
      peek.position.set(box.w - 8, 7);
      plate.addChild(peek);
    }
    registered.push({ id: `seat:${seat}`, kind: 'seat', label: info?.name ?? '', enabled: false, display: lines[0]! });
    // The whole bar, for layout checks: no card or total may lie over it.
    registered.push({
      id: `plate:${seat}`,
      kind: 'label',
      label: lines.map((line) => line.text).join(' · '),
      enabled: false,
      display: plate,
    });

    // Items: under the text on a phone, to its right on a wide screen. One's own usable
    // ones glow and start an item use; any item explains itself under the pointer.
    // The player's notoriety, as a token leading the line that counts it.
    const facts = lines[1]!;
    const token = notorietyToken(facts.height);
    token.position.set(x, facts.y);
    facts.x += token.width + 4;
    plate.addChild(token);
    const textRight = Math.max(...lines.map((line) => line.x + line.width)) + 12;
    const itemsLeft = below ? x : textRight;
    const itemsTop = below ? y + 2 : 6;
    const itemH = Math.min(box.h - itemsTop - 6, 44);
    const room = box.w - 8 - itemsLeft;
    const itemW = Math.min(84, room / Math.max(4, player.items.length) - 4);
    player.items.forEach((item, index) => {
      const choice = mine ? offered.items.get(item) : undefined;
      const chosen = mine && offered.pending?.item === item;
      const art = itemArt(item, kt(`item.${item}`), itemW, itemH, !!choice || chosen, font);
      art.position.set(below ? itemsLeft + index * (itemW + 4) : box.w - 8 - (player.items.length - index) * (itemW + 4), itemsTop);
      plate.addChild(art);
      if (chosen) plate.addChild(Object.assign(glow(itemW, itemH, 6), { x: art.x, y: art.y }));
      clickable(art, this.tap(choice, mine ? { type: 'item', item } : undefined));
      this.help.explains(art, item);
      registered.push({
        id: mine ? `item:${item}` : `item:${seat}:${item}`,
        kind: 'item',
        label: kt(`item.${item}`),
        detail: kt(`itemHelp.${item}`),
        enabled: !!choice,
        display: art,
        refCard: itemRef(item),
      });
    });
  }

  private drawMission(
    view: KompromatView,
    mission: MissionView,
    m: number,
    layout: Layout,
    seats: [number, number],
    offered: Affordances,
    registered: Registered[],
    context: LogContext,
  ): void {
    const { w, h, y } = layout.missionCard;
    const x = layout.columns[m]! - w / 2;
    const revealing = view.reveal?.mission === m;
    if (mission.ci !== null) {
      const tab = ciTab(mission.ci, w * 0.5);
      tab.position.set(x + w * 0.25, y - CI_PEEK);
      this.board.addChild(tab);
    }
    const art = mission.card
      ? missionCardArt(...missionTexts(mission.card), mission.card, m + 1, w, h, layout.font)
      : emptyMission(mission.resolved ? takenText(mission.taker, context) : '', w, h);
    art.position.set(x, y);
    this.board.addChild(art);
    const choice = offered.missions.get(m);
    if (choice || revealing) this.board.addChild(Object.assign(glow(w, h), { x, y, tint: choice ? 0xffffff : 0x88ccff }));
    clickable(art, this.tap(choice, this.pending ? { ...this.pending, type: 'item', mission: m } : { type: 'place', mission: m }));
    // An item mission says what its item does before anyone plays for it.
    const item = mission.card?.kind === 'item' ? mission.card.item : null;
    if (item) this.help.explains(art, item);
    registered.push({
      id: `mission:${m}`,
      kind: 'mission',
      label: mission.card ? missionTexts(mission.card)[0] : '',
      ...(item ? { detail: kt(`itemHelp.${item}`) } : {}),
      enabled: !!choice,
      display: art,
      ...(mission.card ? { refCard: missionCardRef(mission.card) } : {}),
    });

    // Beside each side: the declared total, and what changes it.
    seats.forEach((seat, place) => {
      const side = mission.sides[seat]!;
      const bits = [
        side.total !== null ? `Σ ${totalLabel(side.total)}` : runningSum(view, m, seat, context.viewer),
        side.newspaper ? `${kt('item.newspaper')} +${side.newspaper}` : '',
        side.vesper ? `${kt('item.vesper')} ${side.vesper > 0 ? '+' : '−'}${Math.abs(side.vesper)}` : '',
      ]
        .filter(Boolean)
        .join('  ');
      if (!bits) return;
      // At the outer end of the side's stack, in the room kept for it there (see `stackSpots`).
      const badge = label(bits, {
        fontFamily: FONT,
        fontSize: 13,
        fontWeight: '800',
        fill: 0xffffff,
        stroke: { color: 0x000000, width: 3 },
      });
      badge.anchor.set(0.5, place === 0 ? 1 : 0);
      const { total } = stackSpots(layout, layout.columns[m]!, place, side.cards.length);
      badge.position.set(total.x, total.y);
      this.badges.addChild(badge);
      registered.push({ id: `total:${m}:${seat}`, kind: 'label', label: bits, enabled: false, display: badge });
    });
  }

  /** The mission deck and the token supply, in the margin left of the missions. */
  private drawSupplies(view: KompromatView, layout: Layout): void {
    const left = layout.columns[0]! - (layout.columns[1]! - layout.columns[0]!) / 2;
    if (left < 90) return;
    const style: TextStyleOptions = { fontSize: 12, fill: palette.muted, align: 'center', wordWrap: true, wordWrapWidth: left - 16 };
    const deck = label(`${kt('card.missionDeck')}\n${view.missionDeck}`, style);
    const supply = label(`${kt('card.supply')}\n${view.supply}`, style);
    // The supply's tokens, drawn under their count.
    const token = notorietyToken(TOKEN);
    let y = layout.missionCard.y + (layout.missionCard.h - (deck.height + 12 + supply.height + 4 + TOKEN)) / 2;
    const parts: [Container, number][] = [
      [deck, 12],
      [supply, 4],
      [token, 0],
    ];
    for (const [part, gap] of parts) {
      part.position.set((left - part.width) / 2, y);
      y += part.height + gap;
      this.board.addChild(part);
    }
  }

  private drawButtons(box: Box, offered: Affordances, view: KompromatView, registered: Registered[]): void {
    const height = this.stage.width < 600 ? FINGER : Math.min(40, box.h / 1.1);
    const made = offered.buttons.map((spec) => {
      const caption = buttonCaption(spec, view);
      const display = button(
        caption,
        spec.choice
          ? () => this.choose(spec.choice!)
          : () => {
              this.pending = null;
              this.draw();
            },
        {
          height,
          color: spec.kind === 'cancel' ? palette.disabled : palette.button,
        },
      );
      registered.push({ id: spec.id, kind: 'button', label: caption, enabled: true, display });
      return display;
    });
    buttonRows(this.board, made, box, height);
  }
}

/** A mission whose card is gone: who took it, or that it was discarded. */
function emptyMission(caption: string, w: number, h: number): Container {
  const box = new Container();
  box.addChild(new Graphics().roundRect(0, 0, w, h, 8).stroke({ color: palette.muted, width: 1.5, alpha: 0.6 }));
  const text = label(caption, { fontSize: 12, fill: palette.muted, wordWrap: true, wordWrapWidth: w - 8, align: 'center' });
  text.anchor.set(0.5);
  text.position.set(w / 2, h / 2);
  box.addChild(text);
  return box;
}

/**
 * What the Mata Hari browser test reads off a screen and judges, as plain functions of the
 * test hook's scene and a page's text, so that each check can be shown to fail on a
 * fabricated screen (matahariTable.test.ts). Cards are known by the words drawn on them
 * (`hand:<i>` labels such as "Gun 5"), as a person reads their own hand.
 */
import { matahariCards } from '@dead-drop/shared';
import type { SceneObject } from '../../client/src/pixi/sceneObjects';
import { faceLabel } from '../../client/src/matahari/text';
import type { Person } from './people';

type Face = matahariCards.Face;
export type Colour = matahariCards.Colour;

/** Every face by its English label; resource faces are unique cards, partners come in copies. */
const FACES = new Map<string, Face>(
  Array.from({ length: matahariCards.OPERATION_CARDS }, (_, id) => matahariCards.faceOf(id)).map((face) => [faceLabel(face), face]),
);

export function faceOf(label: string): Face {
  const face = FACES.get(label);
  if (!face) throw new Error(`"${label}" is no card face`);
  return face;
}

/** The colour of a resource card, null for a partner. */
export function colourOf(label: string): Colour | null {
  const face = faceOf(label);
  return 'colour' in face ? face.colour : null;
}

/** A resource card: one of a kind, so where its label shows is where that card is known. */
export function isResource(label: string): boolean {
  return colourOf(label) !== null;
}

/** The object drawn under this id, if any. */
export function objectAt(scene: readonly SceneObject[], id: string): SceneObject | undefined {
  return scene.find((object) => object.id === id);
}

const indexOf = (id: string) => Number(id.split(':').at(-1));

/** The viewer's own hand as drawn, in hand order: labels of `hand:<i>`. */
export function handLabels(scene: readonly SceneObject[]): string[] {
  return scene
    .filter((o) => o.id.startsWith('hand:'))
    .sort((a, b) => indexOf(a.id) - indexOf(b.id))
    .map((o) => o.label);
}

/** The viewer's own offer on the table (`offer:<seat>:<i>`). */
export function offerLabels(scene: readonly SceneObject[]): string[] {
  return scene
    .filter((o) => o.id.startsWith('offer:'))
    .sort((a, b) => indexOf(a.id) - indexOf(b.id))
    .map((o) => o.label);
}

/** The same cards whatever their order. */
export function bag(labels: readonly string[]): string[] {
  return [...labels].sort();
}

/** `hand` without one copy of each of `cards`, plus `added`: a hand after a swap. */
export function traded(hand: readonly string[], cards: readonly string[], added: readonly string[]): string[] {
  const left = [...hand];
  for (const card of cards) {
    const at = left.indexOf(card);
    if (at < 0) throw new Error(`${card} is not in ${hand.join(', ')}`);
    left.splice(at, 1);
  }
  return bag([...left, ...added]);
}

/** What a seat holds in secret, read off its own screen. */
export interface Secrets {
  seat: number;
  /** Resource cards in hand and in its own offer. */
  cards: string[];
  objective: string;
}

export function secretsOf(seat: number, scene: readonly SceneObject[]): Secrets {
  const objective = scene.find((o) => o.id === 'objective')?.label;
  if (objective === undefined) throw new Error(`seat ${seat}'s screen draws no objective`);
  return { seat, cards: [...handLabels(scene), ...offerLabels(scene)].filter(isResource), objective };
}

/** Where a label stands as a card of its own in a text: "Gun 5" but not "Gun 56". */
function names(text: string, label: string): boolean {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\d])${escaped}(?!\\d)`, 'u').test(text);
}

/**
 * What a screen shows that its viewer may not know: another seat's resource cards or
 * objective in its text or on its canvas, and canvas objects that only an owner's screen
 * draws (a hand, an objective, an offer's faces) on anyone else's. `seat` is null for a
 * spectator; `text` is the page's DOM text.
 */
export function secrecyProblems(
  viewer: { seat: number | null; scene: readonly SceneObject[]; text: string },
  secrets: readonly Secrets[],
): string[] {
  const problems: string[] = [];
  const who = viewer.seat === null ? 'the spectator' : `seat ${viewer.seat}`;
  for (const object of viewer.scene) {
    const [kind, owner] = object.id.split(':');
    if (viewer.seat === null && (kind === 'hand' || kind === 'objective'))
      problems.push(`${who}'s screen draws ${object.id} "${object.label}"`);
    if (kind === 'offer' && Number(owner) !== viewer.seat) problems.push(`${who}'s screen draws ${object.id} "${object.label}"`);
    if (kind === 'shown') problems.push(`${who}'s screen draws ${object.id} "${object.label}" without an accusation`);
  }
  const labels = viewer.scene.map((o) => o.label);
  for (const other of secrets.filter((s) => s.seat !== viewer.seat)) {
    for (const secret of [...other.cards, other.objective]) {
      if (labels.includes(secret)) problems.push(`${who}'s canvas names seat ${other.seat}'s "${secret}"`);
      if (names(viewer.text, secret)) problems.push(`${who}'s page text names seat ${other.seat}'s "${secret}"`);
    }
  }
  return problems;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Whether a table is laid out for `seats` seats on its canvas (`table`, in the page's pixels
 * like the scene; a phone's page scrolls, so the canvas may reach below the screen): every
 * other seat's plate (`seat:<n>`, all of them for a spectator) is drawn, wholly on it and clear of the
 * other plates and of the viewer's own hand and objective, which are on screen too; and the
 * middle (draw pile and covers with their counts) is clear of all of them and of the viewer's
 * status line and offer; one's own status line, objective, offer and hand cards lie clear of
 * each other, so that no card's name is covered and a tap reaches the card it is on (#26: a
 * tap on Photographs 4 offered Gun 2); and each plate's name (`name:<n>`) lies whole in its
 * plate, under nothing.
 */
export function layoutProblems(scene: readonly SceneObject[], seats: number, viewer: number | null, table: Rect): string[] {
  const problems: string[] = [];
  const plates = scene.filter((o) => o.kind === 'seat');
  const expected = Array.from({ length: seats }, (_, seat) => seat)
    .filter((seat) => seat !== viewer)
    .map((seat) => `seat:${seat}`);
  const drawn = plates.map((o) => o.id).sort();
  if (JSON.stringify(drawn) !== JSON.stringify(expected.sort()))
    problems.push(`plates drawn: ${drawn.join(', ')}; expected ${expected.join(', ')}`);
  const own = scene.filter((o) => o.id.startsWith('hand:') || o.id === 'objective');
  if (viewer !== null && own.length === 0) problems.push('no own hand drawn');
  const offScreen = (o: Rect) => o.w <= 0 || o.h <= 0 || !inside(o, table);
  for (const object of [...plates, ...own]) {
    if (offScreen(object)) problems.push(`${object.id} at ${rect(object)} is not wholly on the table at ${rect(table)}`);
  }
  plates.forEach((a, i) => {
    for (const b of [...plates.slice(i + 1), ...own]) {
      if (overlap(a, b)) problems.push(`${a.id} at ${rect(a)} overlaps ${b.id} at ${rect(b)}`);
    }
  });
  // The middle (each pile with its count in words) is on screen and clear of the plates, of
  // one's own status line, hand, objective and offer.
  const middle = scene.filter((o) => o.id === 'deck' || o.id === 'covers');
  if (middle.length !== 2) problems.push(`the middle drew ${middle.map((o) => o.id).join(', ') || 'nothing'}`);
  const mine = [...own, ...scene.filter((o) => o.id === 'status' || (viewer !== null && o.id.startsWith(`offer:${viewer}:`)))];
  for (const a of middle) {
    if (offScreen(a)) problems.push(`${a.id} at ${rect(a)} is not wholly on the table at ${rect(table)}`);
    for (const b of [...plates, ...mine]) {
      if (overlap(a, b)) problems.push(`${a.id} at ${rect(a)} overlaps ${b.id} at ${rect(b)}`);
    }
  }
  // One's own things apart: a fanned hand laid each card over half of the one before.
  mine.forEach((a, i) => {
    for (const b of mine.slice(i + 1)) {
      if (overlap(a, b)) problems.push(`${a.id} at ${rect(a)} overlaps ${b.id} at ${rect(b)}`);
    }
  });
  // Each plate's name is whole (#26: a phone's plate read "Bot" for "Bot 5"): inside its plate
  // and under nothing else drawn, so that the log's "Bot 5 demands…" finds its plate.
  for (const name of scene.filter((o) => o.id.startsWith('name:'))) {
    const plate = objectAt(scene, `seat:${name.id.split(':')[1]}`);
    if (plate && !inside(name, plate)) problems.push(`${name.id} at ${rect(name)} is not wholly inside ${plate.id} at ${rect(plate)}`);
    for (const other of scene.filter((o) => o !== name && o !== plate && overlap(o, name))) {
      problems.push(`${name.id} at ${rect(name)} is covered by ${other.id} at ${rect(other)}`);
    }
  }
  return problems;
}

/** What a player reads on a Mata Hari table: plates, names, the middle, their own side. */
const READ = /^(seat|name|deck|covers|status|objective|hand|offer):?/;

/**
 * Words a player must read drawn smaller than `px` (#26: a phone's plates said "Compromised 0 ·
 * Undercover 0" at 8 px, its hand "G", "Co"): 11 on a phone, 12 on a desktop.
 */
export function smallWords(scene: readonly SceneObject[], px: number): string[] {
  return scene
    .filter((o) => READ.test(o.id) && o.textPx !== undefined && o.textPx < px)
    .map((o) => `${o.id} ("${o.label}") draws words at ${o.textPx} px, under ${px}`);
}

/** A box that scrolls: how high it shows, and how high its content is. */
export interface ScrollArea {
  name: string;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * Scroll areas a list lies in that are boxes inside the page rather than the page itself:
 * lower than half the screen (#26: the Accuse list scrolled inside the action panel, itself a
 * strip of a phone's screen). `areas` are the list's scrolling ancestors.
 */
export function innerScrollAreas(areas: readonly ScrollArea[], screenHeight: number): string[] {
  return areas
    .filter((a) => a.scrollHeight > a.clientHeight && a.clientHeight < screenHeight / 2)
    .map((a) => `${a.name} scrolls ${a.scrollHeight} px of content in ${a.clientHeight} px`);
}

/** Where the canvas is, in the page's pixels like the scene's objects. */
export async function tableBox(person: Person): Promise<Rect> {
  const box = await person.testId('table-canvas').boundingBox();
  if (!box) throw new Error(`${person.name}: no table canvas`);
  return { x: box.x, y: box.y, w: box.width, h: box.height };
}

/** The scrolling ancestors of the element with this test id. */
export function scrollAreasAround(person: Person, testid: string): Promise<ScrollArea[]> {
  return person.page.evaluate((testid) => {
    const areas: { name: string; clientHeight: number; scrollHeight: number }[] = [];
    for (let e = document.querySelector(`[data-testid="${testid}"]`)?.parentElement; e; e = e.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(e).overflowY))
        areas.push({ name: `${e.tagName.toLowerCase()}.${e.className}`, clientHeight: e.clientHeight, scrollHeight: e.scrollHeight });
    }
    return areas;
  }, testid);
}

const inside = (a: Rect, b: Rect) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

const rect = (o: Rect) => `(${Math.round(o.x)},${Math.round(o.y)} ${Math.round(o.w)}×${Math.round(o.h)})`;

/**
 * Taps a hand card at its middle, as a person would, after scrolling the page to it if it lies
 * off screen (a phone's page scrolls as a whole). Cards lie apart: the middle is that card.
 */
export async function tapCard(person: Person, card: SceneObject): Promise<void> {
  const { height } = person.page.viewportSize()!;
  let { y } = card;
  if (y < 0 || y + card.h > height) {
    await person.page.evaluate(
      (by) => {
        let area = document.querySelector('[data-testid="table-canvas"]')?.parentElement ?? null;
        while (area && !(area.scrollHeight > area.clientHeight && /(auto|scroll)/.test(getComputedStyle(area).overflowY)))
          area = area.parentElement;
        area?.scrollBy(0, by);
      },
      y + card.h / 2 - height / 2,
    );
    y = objectAt(await person.scene(), card.id)!.y;
  }
  const x = card.x + card.w / 2;
  if (person.touch) await person.page.touchscreen.tap(x, y + card.h / 2);
  else await person.page.mouse.click(x, y + card.h / 2);
}

/** The page's text as its DOM holds it (hidden parts too: a closed <details>, a faded toast). */
export function pageText(person: Person): Promise<string> {
  return person.page.evaluate(() => document.body.textContent ?? '');
}

/** Waits until the element with this test id says `needle`; the failure says what it said. */
export async function waitForWords(person: Person, testid: string, needle: string): Promise<void> {
  await person.page
    .waitForFunction(
      ({ testid, needle }) =>
        Array.from(document.querySelectorAll(`[data-testid="${testid}"]`)).some((e) => e.textContent?.includes(needle)),
      { testid, needle },
      { polling: 100 },
    )
    .catch(async (error: unknown) => {
      const said = await person
        .testId(testid)
        .allTextContents()
        .catch(() => []);
      throw new Error(`${person.name}: ${testid} never said "${needle}"; it says ${JSON.stringify(said)}: ${String(error)}`);
    });
}

/** A word as the page laid it out: on how many lines its letters stand. */
export interface LaidWord {
  word: string;
  lines: number;
}

/** Words split over lines inside themselves ("Docum / ents"); a break between words is fine. */
export function brokenWords(words: readonly LaidWord[]): string[] {
  return words.filter((w) => w.lines > 1).map((w) => `"${w.word}" is broken over ${w.lines} lines`);
}

/** Every word of the element with this test id, with the number of lines its letters stand on. */
export function laidWords(person: Person, testid: string): Promise<LaidWord[]> {
  return person.page.evaluate((testid) => {
    const root = document.querySelector(`[data-testid="${testid}"]`);
    if (!root) throw new Error(`no ${testid} on the page`);
    const words: { word: string; lines: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        words.push({ word: match[0], lines: tops.size });
      }
    }
    return words;
  }, testid);
}

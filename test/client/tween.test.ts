/**
 * The canvas's tweens (client/src/pixi/tween.ts), which carry every motion of #27 item 4: a
 * pose moves there over time; a card held out of sight while another flies to it keeps its
 * tween and comes back as that tween leaves it; with reduced motion nothing slides, it fades.
 */
import type { Container } from 'pixi.js';
import { Tweens } from '../../client/src/pixi/tween';

/** The few fields of a Pixi container the tweens read and write. */
function fakeContainer() {
  const object = {
    x: 0,
    y: 0,
    alpha: 1,
    rotation: 0,
    destroyed: false,
    scale: {
      x: 1,
      y: 1,
      set(x: number, y = x) {
        object.scale.x = x;
        object.scale.y = y;
      },
    },
    position: {
      set(x: number, y: number) {
        object.x = x;
        object.y = y;
      },
    },
  };
  return object;
}
const asContainer = (object: ReturnType<typeof fakeContainer>) => object as unknown as Container;

/** The media query the tweens read, switched by each test. */
const query = { matches: false };
Object.assign(globalThis, { matchMedia: () => query });
beforeEach(() => {
  query.matches = false;
});

test('a tween moves position, scale, turn and transparency to its pose, then calls back', () => {
  const tweens = new Tweens(() => undefined);
  const card = fakeContainer();
  const done = jest.fn();
  tweens.to(asContainer(card), { x: 100, y: 50, alpha: 0.5, scaleX: 0, rotation: 1 }, 200, done);
  tweens.step(100);
  expect(card.x).toBeGreaterThan(0);
  expect(card.x).toBeLessThan(100);
  expect(tweens.count).toBe(1);
  expect(tweens.step(100)).toBe(false);
  expect(card).toMatchObject({ x: 100, y: 50, alpha: 0.5, rotation: 1, scale: { x: 0, y: 1 } });
  expect(done).toHaveBeenCalledTimes(1);
});

test('a timer counts as running until it has called back', () => {
  const tweens = new Tweens(() => undefined);
  const done = jest.fn();
  tweens.after(300, done);
  tweens.step(200);
  expect(done).not.toHaveBeenCalled();
  expect(tweens.count).toBe(1);
  tweens.step(100);
  expect(done).toHaveBeenCalledTimes(1);
  expect(tweens.count).toBe(0);
});

test('a card held out of sight keeps moving, stays unseen, and shows with the transparency its tween gives', () => {
  const tweens = new Tweens(() => undefined);
  const card = fakeContainer();
  card.alpha = 0.2;
  tweens.to(asContainer(card), { x: 80, y: 0, alpha: 1 }, 200);
  tweens.hide(asContainer(card));
  tweens.step(100);
  expect(card.alpha).toBe(0);
  expect(card.x).toBeGreaterThan(0);
  tweens.step(100);
  expect(card.alpha).toBe(0);
  tweens.show(asContainer(card));
  expect(card.alpha).toBe(1);
  expect(card.x).toBe(80);
});

test('with reduced motion an object jumps to its place and only fades', () => {
  query.matches = true;
  const tweens = new Tweens(() => undefined);
  const card = fakeContainer();
  card.alpha = 0;
  tweens.to(asContainer(card), { x: 120, y: 40, alpha: 1, scaleX: 2 }, 200);
  expect(card).toMatchObject({ x: 120, y: 40, scale: { x: 2 }, alpha: 0 });
  tweens.step(100);
  expect(card.x).toBe(120);
  expect(card.alpha).toBeGreaterThan(0);
  expect(card.alpha).toBeLessThan(1);
});

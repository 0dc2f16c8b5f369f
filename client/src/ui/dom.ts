/**
 * A small element builder. Text goes in through `textContent` only, so a player's name or
 * a chat line can never become markup.
 */
type Child = Node | string | null | undefined | false;

export interface Props {
  class?: string;
  testid?: string;
  attrs?: Record<string, string>;
  on?: Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>>;
}

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  if (props.testid) element.dataset.testid = props.testid;
  for (const [name, value] of Object.entries(props.attrs ?? {})) element.setAttribute(name, value);
  for (const [type, listener] of Object.entries(props.on ?? {})) element.addEventListener(type, listener as EventListener);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...children.filter((child): child is Node | string => !!child));
}

/**
 * Runs `redraw`, which builds `root`'s controls anew, and gives the keyboard's focus back to the
 * control of the same test id: a table's update (anyone's move) redraws its menus and panels,
 * and a keyboard's place in them was lost to the page's top at each one (#42).
 */
export function keepingFocus(root: Element, redraw: () => void): void {
  const focused = document.activeElement;
  const testid = focused instanceof HTMLElement && root.contains(focused) ? focused.dataset.testid : undefined;
  redraw();
  if (testid === undefined || root.contains(document.activeElement)) return;
  root.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testid)}"]`)?.focus({ preventScroll: true });
}

/** The options for `values`, `current` among them chosen. `valued`: each carries its value, so
 *  the select's own `value` is that rather than its caption. */
export function options<T extends string | number>(
  values: readonly T[],
  current: T,
  caption: (value: T) => string,
  valued = false,
): HTMLOptionElement[] {
  return values.map((value) =>
    h(
      'option',
      {
        attrs: { ...(valued ? { value: String(value) } : {}), ...(value === current ? { selected: '' } : {}) },
      },
      caption(value),
    ),
  );
}

/** A select over `values`, `current` chosen; `pick` hears each choice. `id`: for a label's `for`. */
export function select<T extends string | number>(
  testid: string,
  values: readonly T[],
  current: T,
  caption: (value: T) => string,
  pick: (value: T) => void,
  more: { id?: string; valued?: boolean } = {},
): HTMLSelectElement {
  const element = h(
    'select',
    {
      testid,
      ...(more.id ? { attrs: { id: more.id } } : {}),
      on: { change: () => pick(values[element.selectedIndex]!) },
    },
    ...options(values, current, caption, more.valued),
  );
  return element;
}

/** The whole numbers from `from` to `to`. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

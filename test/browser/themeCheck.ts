/**
 * What the theme promises on any page (#27 item 1), read from the page as Chromium drew it:
 * no button, select, input or link keeps the browser's own look, every text is in the bundled
 * font and reads at 4.5:1 or more on what it sits on. Runs inside the page; returns what fails.
 */
export function themeProblems(): string[] {
  const problems: string[] = [];
  // The browser's own look for each control: drawn in a shadow root, where no page style reaches.
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<button>b</button><select><option>s</option></select><input><a href="#x">a</a>';
  const look = (element: Element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: `${style.borderTopStyle} ${style.borderTopColor}`, colour: style.color };
  };
  const defaults: Record<string, ReturnType<typeof look>> = {
    BUTTON: look(shadow.querySelector('button')!),
    SELECT: look(shadow.querySelector('select')!),
    INPUT: look(shadow.querySelector('input')!),
    A: look(shadow.querySelector('a')!),
  };
  host.remove();
  // Chromium's defaults in a light and a dark colour scheme, in case the shadow root took the page's.
  const buttonFaces = ['rgb(239, 239, 239)', 'rgb(240, 240, 240)', 'rgb(107, 107, 107)', 'rgb(59, 59, 59)'];
  const linkBlues = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(158, 158, 255)', 'rgb(208, 173, 240)'];

  const named = (element: Element) => {
    const testid = (element as HTMLElement).dataset.testid;
    return `${element.tagName.toLowerCase()}${testid ? `[${testid}]` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  };
  const shown = (element: Element) => element.getClientRects().length > 0;

  const body = getComputedStyle(document.body).fontFamily;
  if (!/^"?Inter"?,/.test(body)) problems.push(`body font is ${body}`);
  if (![...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded'))
    problems.push('Inter is not loaded');

  for (const element of document.querySelectorAll('button, select, input, textarea, a[href]')) {
    if (!shown(element)) continue;
    const style = getComputedStyle(element);
    const own = look(element);
    if (!/^"?Inter"?,/.test(style.fontFamily)) problems.push(`${named(element)}: font ${style.fontFamily}`);
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      if (style.accentColor === 'auto') problems.push(`${named(element)}: the browser's own check colour`);
      continue;
    }
    if (element.tagName === 'A') {
      if (own.colour === defaults.A!.colour || linkBlues.includes(own.colour))
        problems.push(`${named(element)}: the browser's link colour ${own.colour}`);
      continue;
    }
    const plain = defaults[element.tagName === 'TEXTAREA' ? 'INPUT' : element.tagName]!;
    if (own.background === plain.background || buttonFaces.includes(own.background))
      problems.push(`${named(element)}: the browser's background ${own.background}`);
    if (own.border === plain.border) problems.push(`${named(element)}: the browser's border ${own.border}`);
  }

  // Every text against the colour it is drawn on: its own background, or the first opaque one
  // behind it, with the translucent ones between laid over it.
  const rgba = (css: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const behind = (element: Element) => {
    const layers = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const colour = rgba(getComputedStyle(at).backgroundColor);
      if (colour.a > 0) layers.push(colour);
      if (colour.a === 1) break;
    }
    let ground = rgba(getComputedStyle(document.documentElement).backgroundColor);
    for (const layer of layers.reverse()) {
      ground = {
        r: layer.r * layer.a + ground.r * (1 - layer.a),
        g: layer.g * layer.a + ground.g * (1 - layer.a),
        b: layer.b * layer.a + ground.b * (1 - layer.a),
        a: 1,
      };
    }
    return ground;
  };
  for (const element of document.querySelectorAll('body *')) {
    const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
    // A control that cannot be used now is exempt (WCAG 1.4.3); the theme still draws it readable.
    if (!text || !shown(element) || element.closest(':disabled, [aria-hidden="true"]')) continue;
    const [light, dark] = [luminance(rgba(getComputedStyle(element).color)), luminance(behind(element))].sort((x, y) => y - x) as [
      number,
      number,
    ];
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 4.5) problems.push(`${named(element)}: contrast ${ratio.toFixed(2)}:1`);
  }
  return problems;
}

/**
 * The landing page's "About and credits": whose work the pages show and under which licence,
 * as the licences ask (CC BY 3.0 for game-icons.net's icons: the author, the source, the licence
 * and that they were changed; the OFL for Inter). README.md's "Credits" says the same.
 */
import { h } from '../ui/dom';
import { ui, type UiKey } from '../ui/text';

const CC_BY = 'https://creativecommons.org/licenses/by/3.0/';
const GAME_ICONS = 'https://game-icons.net';

function link(text: string, href: string): HTMLAnchorElement {
  return h('a', { attrs: { href, target: '_blank', rel: 'noopener noreferrer' } }, text);
}

/** A line whose `{name}` places are links: the words around them translated, the names not. */
function linked(key: UiKey, links: Record<string, HTMLAnchorElement>): HTMLParagraphElement {
  const parts = ui(key).split(/\{(\w+)\}/);
  return h('p', {}, ...parts.map((part, i) => (i % 2 === 1 ? (links[part] ?? part) : part)));
}

export function aboutSection(): HTMLElement {
  return h(
    'section',
    { class: 'card about', testid: 'about' },
    h('h2', {}, ui('about.title')),
    h('p', {}, ui('about.art')),
    linked('about.icons', { author: link('GameIcons', GAME_ICONS), licence: link('CC BY 3.0', CC_BY) }),
    linked('about.font', { licence: link('SIL Open Font License 1.1', '/licenses/Inter-OFL.txt') }),
  );
}

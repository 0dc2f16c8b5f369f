import { LANGS, lang, setLang } from '../i18n';
import { h } from './dom';
import { ui } from './text';
import { motion } from './theme';

/** The header every page shares: the name of the site and the language switch. */
export function header(...extra: (Node | null)[]): HTMLElement {
  return h('header', { class: 'topbar' }, h('a', { class: 'brand', attrs: { href: '/' } }, ui('app.name')), ...extra, languageSwitch());
}

function languageSwitch(): HTMLElement {
  return h(
    'nav',
    { class: 'langs', attrs: { 'aria-label': 'Language / Sprache' } },
    ...LANGS.map((code) =>
      h(
        'button',
        {
          class: code === lang() ? 'lang active' : 'lang',
          testid: `lang-${code}`,
          attrs: { type: 'button', lang: code, 'aria-pressed': String(code === lang()) },
          on: { click: () => setLang(code) },
        },
        ui(`lang.${code}`),
      ),
    ),
  );
}

/** A short message that fades by itself; the latest replaces the one before. */
export function toast(message: string): void {
  fading(message, 'toast-error', 'alert');
}

/** News that is not a problem (a table restored after a restart), said the same way. */
export function notice(message: string): void {
  fading(message, 'toast-note', 'status');
}

function fading(message: string, testid: string, role: string): void {
  document.querySelector(`[data-testid="${testid}"]`)?.remove();
  const note = h('div', { class: 'toast', testid, attrs: { role } }, message);
  document.body.append(note);
  // Gone once its fade (style.css's --motion-fade) has run.
  setTimeout(() => note.classList.add('fading'), motion.toastStay);
  setTimeout(() => note.remove(), motion.toastStay + motion.fade);
}

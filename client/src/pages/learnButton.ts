/**
 * "Learn to play": the button that opens a game's lesson, on the landing page's game card and
 * in the `?` box at a table. Apart from `learnToPlay`, which enters a table: the table page
 * imports this, and entering a table imports the table page (#46: an import circle).
 */
import { catalog } from '../i18n';
import { h } from '../ui/dom';

const words = catalog(
  {
    'learn.play': 'Learn to play',
    'learn.opening': 'Opening the lesson…',
  },
  {
    'learn.play': 'Spielen lernen',
    'learn.opening': 'Die Lektion beginnt …',
  },
);

/** The button that opens the lesson; it says so while the table opens, and stays usable after a failure. */
export function learnButton(game: string, learn: () => Promise<unknown>): HTMLButtonElement {
  const button = h('button', { class: 'learn', testid: `learn-${game}`, attrs: { type: 'button' } }, words('learn.play'));
  button.addEventListener('click', () => {
    button.disabled = true;
    button.textContent = words('learn.opening');
    void learn().finally(() => {
      button.disabled = false;
      button.textContent = words('learn.play');
    });
  });
  return button;
}

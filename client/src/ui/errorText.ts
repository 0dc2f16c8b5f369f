import { catalog } from '../i18n';

/** The table's refusals in the viewer's words, by the server's code: `error.<code>`. */
const en = {
  'error.bad_chat': 'A chat line has 1 to 280 characters.',
  'error.malformed_action': 'That move could not be read.',
  'error.not_your_turn': 'It is not your turn.',
  'error.illegal_action': 'That move is not allowed now.',
  'error.rate_limited': 'Too many clicks — slow down a little.',
  'error.stale_action': 'The table changed before your move arrived: look again, then choose.',
  'error.tutorial_step': 'The coach is waiting for another move: look for the ring.',
  'error.store_failed': 'The server could not save the table, so nothing was done. It goes on by itself once it can save again.',
  'error.chat_rate_limited': 'You are writing faster than the table can read: your line was not sent. Wait a moment and send it again.',
  'error.game_over': 'The game is over.',
  'error.spectator': 'Spectators cannot play.',
  'error.not_host': 'Only the host can do that.',
  'error.undo_refused': 'That move cannot be taken back any more: something was drawn or shown since, or it is no longer your turn.',
  'error.not_enough_players': 'Not enough players yet.',
  'error.no_seat': 'There is no seat for that: the table is full, or the seat holds no bot.',
  'error.no_reply': 'The table did not answer. Check your connection.',
  'error.not_playing': 'No game is running.',
  'error.paused': 'The game is paused: nobody moves until the host resumes it.',
  'error.no_person': 'That seat holds no other player.',
  'error.bad_invitation': 'That new table cannot be joined: open another one.',
} as const satisfies Record<string, string>;

type Key = keyof typeof en;

const de: Record<Key, string> = {
  'error.bad_chat': 'Eine Chatzeile hat 1 bis 280 Zeichen.',
  'error.malformed_action': 'Dieser Zug war nicht lesbar.',
  'error.not_your_turn': 'Du bist nicht am Zug.',
  'error.illegal_action': 'Dieser Zug ist gerade nicht erlaubt.',
  'error.rate_limited': 'Zu viele Klicks – etwas langsamer bitte.',
  'error.stale_action': 'Der Tisch hat sich geändert, bevor dein Zug ankam: Schau noch einmal hin und wähle dann.',
  'error.tutorial_step': 'Der Trainer wartet auf einen anderen Zug: Achte auf den Ring.',
  'error.store_failed':
    'Der Server konnte den Tisch nicht speichern, deshalb ist nichts geschehen. Es geht von selbst weiter, sobald er wieder speichern kann.',
  'error.chat_rate_limited':
    'Du schreibst schneller, als der Tisch lesen kann: Die Zeile wurde nicht gesendet. Warte kurz und schick sie noch einmal.',
  'error.game_over': 'Das Spiel ist vorbei.',
  'error.spectator': 'Zuschauer können nicht mitspielen.',
  'error.not_host': 'Das kann nur der Gastgeber.',
  'error.undo_refused':
    'Dieser Zug lässt sich nicht mehr zurücknehmen: seitdem wurde etwas gezogen oder gezeigt, oder du bist nicht mehr am Zug.',
  'error.not_enough_players': 'Noch nicht genug Mitspieler.',
  'error.no_seat': 'Dafür ist kein Platz: der Tisch ist voll, oder auf dem Platz sitzt kein Bot.',
  'error.no_reply': 'Der Tisch antwortet nicht. Prüf deine Verbindung.',
  'error.not_playing': 'Es läuft kein Spiel.',
  'error.paused': 'Das Spiel ist angehalten: niemand zieht, bis der Gastgeber es fortsetzt.',
  'error.no_person': 'Auf diesem Platz sitzt kein anderer Mitspieler.',
  'error.bad_invitation': 'Dem neuen Tisch kann niemand beitreten: eröffne einen anderen.',
};

const words = catalog(en, de);

function isKey(key: string): key is Key {
  return Object.hasOwn(en, key);
}

/** A refusal in the viewer's language: the game's words for its own codes, the table's for
 *  the others, and the server's words for a code neither knows. */
export function uiError(code: string, message: string, gameText?: (code: string) => string | undefined): string {
  const key = `error.${code}`;
  return gameText?.(code) ?? (isKey(key) ? words(key) : message);
}

import { catalog } from '../i18n';

/** What players read of alerts, "your tables" and moving a seat, in English and German. */
export const words = catalog(
  {
    'alerts.on': 'Alerts on this device: on',
    'alerts.off': 'Alerts on this device: off',
    'alerts.hint': 'A notification on this device when it is your move and the table is not on screen',
    'alerts.denied': 'This browser does not allow alerts from this site: allow them in its site settings.',
    'alerts.unsupported': 'This browser cannot show alerts outside the tab (on an iPhone, add the site to the home screen first).',
    'alerts.failed': 'Alerts could not be turned on: {reason}',
    'alerts.noPushService':
      'Alerts are allowed, but this browser cannot receive them here (a private window, or a browser without a push service). Open the table in an ordinary Chrome, Edge or Firefox window, or keep this tab open: its icon shows a dot when it is your move.',
    'move.open': 'Move my seat to another device…',
    'move.title': 'Take your seat to another device',
    'move.explain':
      'Open this link or scan the code on the other device within 10 minutes. It works once; this browser then gives the seat up.',
    'move.copy': 'Copy link',
    'move.copied': 'Link copied',
    'move.close': 'Close',
    'move.failed': 'No link could be made: {reason}',
    'moved.title': 'Your seat moved to another device',
    'moved.text': 'You play this table on the other device now. This browser no longer holds the seat.',
    'moved.home': 'To the start page',
    'take.busy': 'Taking your seat…',
    'take.refused': 'This link has been used already, or its 10 minutes are over. Make a new one on the device that holds the seat.',
    'take.home': 'To the start page',
    'yours.title': 'Your games in play',
    'yours.yourMove': 'Your move',
    'yours.waitingFor': 'Waiting for {names}',
    'yours.over': 'Game over',
    'yours.since': 'for {time}',
    'time.minutes': '{n} min',
    'time.hours': '{n} h',
    'time.days': '{n} d',
    'slow.clock': 'Slow table: {n} h per move',
  },
  {
    'alerts.on': 'Hinweise auf diesem Gerät: an',
    'alerts.off': 'Hinweise auf diesem Gerät: aus',
    'alerts.hint': 'Eine Benachrichtigung auf diesem Gerät, wenn du am Zug bist und der Tisch nicht zu sehen ist',
    'alerts.denied': 'Dieser Browser erlaubt dieser Seite keine Hinweise: in den Website-Einstellungen erlauben.',
    'alerts.unsupported':
      'Dieser Browser kann außerhalb des Tabs keine Hinweise zeigen (auf dem iPhone die Seite erst zum Home-Bildschirm hinzufügen).',
    'alerts.failed': 'Hinweise ließen sich nicht einschalten: {reason}',
    'alerts.noPushService':
      'Hinweise sind erlaubt, aber dieser Browser kann sie hier nicht empfangen (ein privates Fenster oder ein Browser ohne Push-Dienst). Öffne den Tisch in einem normalen Fenster von Chrome, Edge oder Firefox, oder lass diesen Tab offen: Sein Symbol zeigt einen Punkt, wenn du am Zug bist.',
    'move.open': 'Meinen Platz auf ein anderes Gerät mitnehmen …',
    'move.title': 'Platz auf ein anderes Gerät mitnehmen',
    'move.explain':
      'Den Link binnen 10 Minuten auf dem anderen Gerät öffnen oder den Code scannen. Er gilt einmal; dieser Browser gibt den Platz dann ab.',
    'move.copy': 'Link kopieren',
    'move.copied': 'Link kopiert',
    'move.close': 'Schließen',
    'move.failed': 'Es ließ sich kein Link machen: {reason}',
    'moved.title': 'Dein Platz ist auf ein anderes Gerät umgezogen',
    'moved.text': 'Du spielst diesen Tisch jetzt auf dem anderen Gerät. Dieser Browser hält den Platz nicht mehr.',
    'moved.home': 'Zur Startseite',
    'take.busy': 'Platz wird übernommen …',
    'take.refused': 'Dieser Link wurde schon benutzt, oder seine 10 Minuten sind um. Auf dem Gerät mit dem Platz einen neuen machen.',
    'take.home': 'Zur Startseite',
    'yours.title': 'Deine laufenden Spiele',
    'yours.yourMove': 'Du bist dran',
    'yours.waitingFor': 'Wartet auf {names}',
    'yours.over': 'Spiel vorbei',
    'yours.since': 'seit {time}',
    'time.minutes': '{n} Min.',
    'time.hours': '{n} Std.',
    'time.days': '{n} Tg.',
    'slow.clock': 'Langsamer Tisch: {n} Std. pro Zug',
  },
);

/** How long something has waited, in its largest whole unit: "5 min", "3 h", "2 d". */
export function waited(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return words('time.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? words('time.hours', { n: hours }) : words('time.days', { n: Math.floor(hours / 24) });
}

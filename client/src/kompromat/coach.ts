/**
 * Kompromat's coach (shared/src/kompromat/tutorial.ts): its lines in English and German, and
 * what on the table leads to a scripted action. Loaded only at a tutorial table.
 */
import { kompromatTutorial, scriptedAction, type KompromatAction, type KompromatView } from '@dead-drop/shared';
import type { DrawnObject, GameCoach } from '../gameClient';
import { catalog } from '../i18n';

const en = {
  welcome:
    'Welcome, agent! You and a rival send cards to missions: the best total up to 21 takes the mission card. Let me show you one round.',
  draw: 'Your turn. Tap your deck to draw your first card: for now only you see it.',
  drawn: 'An 8! Every turn starts with one card laid face up at a mission.',
  placeNewspaper: 'Lay it at the first mission, the Newspaper: an item you could win.',
  drawFaceDown: '8 is far from 21. Draw again: this card goes face down at the same mission.',
  faceDown: 'Only you know its value: your rival sees just a card back.',
  stop15: 'You have 15. One more card might take you over 21, so stop here.',
  stopped: 'Turn over. Your face-down cards now show their backs to you too: remember your 15!',
  botTurn: 'Now the bot plays a mission of its own, the same way.',
  botStopped: 'The bot stopped with three cards there. You see how many it has, never their values.',
  drawAgain: 'Your turn again: draw a card.',
  placePursuit: 'You play each mission on one turn only. Lay this card at the second mission, a target worth 4 points.',
  drawLow: 'That is still low: draw a face-down card.',
  drawStillLow: 'Still far from 21: draw once more.',
  stop16: '16 is a fair total. Stop.',
  botGreedy: 'The bot took five cards at the third mission. A big stack is a risky one.',
  placeDrone: 'Challenge the bot at its big stack: lay your card at the third mission.',
  stop19: '19, a strong total: stop.',
  drawLast: 'One mission is left for you: draw.',
  placeLast: 'A 10. Lay it at the last mission.',
  drawOnTen: 'With 10, one more card cannot take you over 21: draw.',
  stopLast: 'Stop: you have played every mission this round.',
  botLast: 'The bot plays the last mission open to it: the Newspaper.',
  reveal: "All cards are down, so the reveal begins, mission by mission. Your 15 beats the bot's 14: the Newspaper is yours!",
  useNewspaper: "An item is used once. Lay your Newspaper on the bot's big stack at the third mission: +3 to its total there.",
  newspaperLaid: 'The bot took the second mission, 19 against your 16. Now it declares its total at the third.',
  botFailed:
    "20.5 plus your Newspaper's 3 is 23.5: over 21! The bot fails the mission and takes a notoriety token; your 19 wins the Drone.",
  farewell: 'That is Kompromat! Play on: five more rounds, and the most points win. The ? button has the rules.',
};

const lines = catalog<keyof typeof en>(en, {
  welcome:
    'Willkommen! Du und dein Gegenüber schickt Karten zu Missionen: Die beste Summe bis 21 gewinnt die Missionskarte. Ich zeige dir eine Runde.',
  draw: 'Du bist dran. Tippe auf deinen Stapel und ziehe deine erste Karte: Vorerst siehst nur du sie.',
  drawn: 'Eine 8! Jeder Zug beginnt mit einer offenen Karte an einer Mission.',
  placeNewspaper: 'Lege sie an die erste Mission, die Zeitung: ein Gegenstand, den du gewinnen kannst.',
  drawFaceDown: '8 ist weit von 21. Ziehe noch einmal: Diese Karte kommt verdeckt an dieselbe Mission.',
  faceDown: 'Nur du kennst ihren Wert: Dein Gegenüber sieht nur die Rückseite.',
  stop15: 'Du hast 15. Eine weitere Karte könnte dich über 21 bringen, also hör hier auf.',
  stopped: 'Zug vorbei. Deine verdeckten Karten zeigen jetzt auch dir nur die Rückseite: Merk dir deine 15!',
  botTurn: 'Jetzt spielt der Bot auf dieselbe Weise eine eigene Mission.',
  botStopped: 'Der Bot hat dort mit drei Karten aufgehört. Du siehst, wie viele er hat, nie ihre Werte.',
  drawAgain: 'Wieder du: Ziehe eine Karte.',
  placePursuit: 'Jede Mission spielst du nur in einem Zug. Lege diese Karte an die zweite Mission, ein Zielobjekt mit 4 Punkten.',
  drawLow: 'Das ist noch wenig: Ziehe eine verdeckte Karte.',
  drawStillLow: 'Immer noch weit von 21: Ziehe noch einmal.',
  stop16: '16 ist eine ordentliche Summe. Hör auf.',
  botGreedy: 'Der Bot hat an der dritten Mission fünf Karten genommen. Ein großer Stapel ist riskant.',
  placeDrone: 'Fordere den Bot an seinem großen Stapel heraus: Lege deine Karte an die dritte Mission.',
  stop19: '19, eine starke Summe: Hör auf.',
  drawLast: 'Eine Mission bleibt dir noch: Ziehe.',
  placeLast: 'Eine 10. Lege sie an die letzte Mission.',
  drawOnTen: 'Bei 10 bringt dich keine weitere Karte über 21: Ziehe.',
  stopLast: 'Hör auf: Du hast in dieser Runde jede Mission gespielt.',
  botLast: 'Der Bot spielt die letzte Mission, die ihm bleibt: die Zeitung.',
  reveal: 'Alle Karten liegen, also beginnt die Aufdeckung, Mission für Mission. Deine 15 schlägt die 14 des Bots: Die Zeitung gehört dir!',
  useNewspaper:
    'Einen Gegenstand benutzt du einmal. Lege deine Zeitung auf den großen Stapel des Bots an der dritten Mission: +3 auf seine Summe dort.',
  newspaperLaid: 'Der Bot gewinnt die zweite Mission, 19 gegen deine 16. Jetzt nennt er seine Summe an der dritten.',
  botFailed:
    '20,5 plus 3 durch deine Zeitung macht 23,5: über 21! Der Bot scheitert an der Mission und nimmt einen Spionageabwehrtoken; deine 19 gewinnt die Drohne.',
  farewell: 'Das ist Kompromat! Spiel weiter: noch fünf Runden, die meisten Punkte gewinnen. Der ?-Knopf erklärt die Regeln.',
});

const KEYS = Object.keys(en);

function isKey(key: string): key is keyof typeof en {
  return KEYS.includes(key);
}

/** The ids a tap on which leads towards `action`, first the one to tap first (an item, then
 *  its targets as the scene asks for them, one at a time). A card's seat is `?`: only the
 *  opponent's cards are ever offered as a target. */
function pathTo(action: KompromatAction): string[] {
  switch (action.type) {
    case 'draw':
      return ['deck'];
    case 'place':
      return [`mission:${action.mission}`];
    case 'stop':
      return ['button:stop'];
    case 'pass':
      return [action.round ? 'button:passRound' : 'button:pass'];
    case 'declare':
      return [`button:declare:${action.total}`];
    case 'returnToken':
      return ['button:returnToken'];
    case 'item': {
      const { item, copy, from, to, mission, index, delta } = action;
      return [
        `item:${item}`,
        ...(copy !== undefined ? [`button:copy:${copy}`] : []),
        ...(from !== undefined ? [`mission:${from}`] : []),
        ...(to !== undefined ? [`mission:${to}`] : []),
        ...(mission !== undefined ? [index !== undefined ? `card:${mission}:?:${index}` : `mission:${mission}`] : []),
        ...(delta !== undefined ? [`button:delta:${delta}`] : []),
      ];
    }
  }
}

/** Whether a drawn object is the one `wanted` names, `?` standing for any part. */
function sameId(object: DrawnObject, wanted: string): boolean {
  const parts = object.id.split(':');
  const asked = wanted.split(':');
  return parts.length === asked.length && asked.every((part, index) => part === '?' || part === parts[index]);
}

export const kompromatCoach: GameCoach<KompromatView, KompromatAction> = {
  tutorial: kompromatTutorial,
  say: (key) => (isKey(key) ? lines(key) : ''),
  target(action, _view, offered) {
    const scripted = scriptedAction(kompromatTutorial, action);
    for (const wanted of scripted ? pathTo(scripted) : []) {
      const found = offered.find((object) => sameId(object, wanted));
      if (found) return found.id;
    }
    return null;
  },
  look: (name, _view, drawn) => (drawn.some((object) => object.id === name) ? [name] : []),
};

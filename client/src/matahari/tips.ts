/** Operation: Mata Hari's first-time tips (see `ui/firstTips.ts`): each decision of a turn,
 *  by the templates the seat's view holds, in English and German. */
import type { MatahariView, Seat } from '@dead-drop/shared';
import { gameTips } from '../ui/firstTips';

const en = {
  offer:
    'Your turn: offer 1 to 3 cards face down. A declaration about them is up to you, but it must be true unless a Double Agent is among them.',
  counter: 'An offer is on the table: counter-offer as many cards of your hand, or pass.',
  demand: 'This offer comes with a demand: a counter-offer must hold at least that many matching cards (partners count).',
  resolve: 'Everyone has answered: accept one counter-offer and swap, or reject them all (you draw 2 and take a Compromised cover).',
  accuse:
    'You may accuse a player with an offer on the table of hiding a partner: if you are right it leaves the game; if wrong, you take a Compromised cover.',
  adjust: 'The Assassin demands matching cards of you: change your offer so that it holds them.',
  search: 'Search the draw pile: take the cards you may, or none.',
};

const de: Record<keyof typeof en, string> = {
  offer:
    'Du bist dran: Biete 1 bis 3 Karten verdeckt an. Eine Erklärung dazu ist freiwillig, muss aber stimmen, außer ein Doppelagent ist dabei.',
  counter: 'Ein Angebot liegt auf dem Tisch: Mach ein Gegenangebot mit ebenso vielen Karten deiner Hand, oder passe.',
  demand: 'Zu diesem Angebot gehört eine Forderung: Ein Gegenangebot muss mindestens so viele passende Karten haben (Partner zählen).',
  resolve:
    'Alle haben geantwortet: Nimm ein Gegenangebot an und tausche, oder lehne alle ab (du ziehst 2 und nimmst eine kompromittierte Deckung).',
  accuse:
    'Du darfst jemanden mit einem Angebot auf dem Tisch beschuldigen, einen Partner zu verstecken: Liegst du richtig, verlässt er das Spiel; sonst nimmst du eine kompromittierte Deckung.',
  adjust: 'Der Auftragsmörder fordert passende Karten von dir: Ändere dein Angebot, sodass es sie enthält.',
  search: 'Durchsuche den Kartenstapel: Nimm die Karten, die du darfst, oder keine.',
};

type Kind = keyof typeof en;

/** The seat's main decision now: an accusation only when it is all the seat may do. */
function kindOf(view: MatahariView, _seat: Seat): Kind | null {
  const types = new Set(view.legal.map((legal) => legal.type));
  if (types.has('search')) return 'search';
  if (types.has('adjust')) return 'adjust';
  if (types.has('offer')) return 'offer';
  if (types.has('pass')) return view.request?.binding ? 'demand' : 'counter';
  if (types.has('reject')) return 'resolve';
  return types.has('accuse') ? 'accuse' : null;
}

export const matahariTips = gameTips(en, de, kindOf);

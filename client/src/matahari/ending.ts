/**
 * The end screen: the sentence saying who won and why, and the score broken down line by
 * line (spec, "Scoring"). The breakdown only explains: the total row is the server's
 * `final.scores`, and a test checks that the lines add up to it.
 */
import type { MatahariFace as Face, MatahariObjective as Objective, MatahariView as MView } from '@dead-drop/shared';
import type { Ending, LogContext } from '../gameClient';
import { joinList, mt, objectiveLabel, ofSeat, seatName } from './text';

/** What the result sentence needs; the `gameOver` event and the final view both carry it. */
export interface ResultFacts {
  readonly winners: readonly number[];
  readonly reason: string;
  readonly visionary?: readonly { readonly seat: number; readonly priority: number }[];
}

/** "You win — the draw pile ran out", "Anna and Bob share the win — Visionary Agent: …". */
export function resultLine(result: ResultFacts, ctx: LogContext): string {
  const why = whyLine(result, ctx);
  return why === undefined ? mt('result.unknown') : mt('result.line', { winners: winnersLine(result.winners, ctx), why });
}

function winnersLine(winners: readonly number[], ctx: LogContext): string {
  const [only] = winners;
  if (only === undefined) return mt('result.nobody');
  if (winners.length === 1) return ofSeat('result.win', only, ctx);
  // German needs the viewer apart: "Du teilst dir den Sieg mit …", not "Du und Anna teilen".
  const others = winners.filter((seat) => seat !== ctx.viewer).map((seat) => seatName(seat, ctx));
  return others.length < winners.length
    ? mt('result.shared.you', { names: joinList(others, 'and') })
    : mt('result.shared.other', { names: joinList(others, 'and') });
}

function whyLine(result: ResultFacts, ctx: LogContext): string | undefined {
  switch (result.reason) {
    case 'drawPile':
    case 'covers':
      return mt(`result.why.${result.reason}`);
    case 'visionary': {
      const holders = (result.visionary ?? []).map((v) => ofSeat('result.holds', v.seat, ctx, { priority: v.priority }));
      return holders.length > 0 ? mt('result.why.visionary', { holders: joinList(holders, 'and') }) : undefined;
    }
    default:
      return undefined;
  }
}

type ResourceFace = Exclude<Face, { readonly partner: unknown }>;

/** One player's score, line by line; the skull line is negative. */
export interface Breakdown {
  objective: number;
  undercover: number;
  skull: number;
}

/** Objective resource cards score their priority, Undercover covers 2 each, cards of the
 *  skull's colour cost their priority. Partners score nothing. */
export function scoreBreakdown(hand: readonly Face[], objective: Objective, undercover: number): Breakdown {
  const sum = (keep: (face: ResourceFace) => boolean) =>
    hand.reduce((total, face) => ('resource' in face && keep(face) ? total + face.priority : total), 0);
  return {
    objective: sum((face) => face.resource === objective.resource),
    undercover: 2 * undercover,
    skull: -sum((face) => face.colour === objective.skull),
  };
}

const NONE = '—';

export function matahariEnding(view: MView, ctx: LogContext): Ending {
  const { final } = view;
  const facts: ResultFacts = { ...(view.result ?? { winners: [], reason: '' }), visionary: final?.visionary ?? [] };
  const headline = resultLine(facts, ctx);
  if (!final) return { headline, rows: [] };
  const covers = [
    { label: mt('score.objective'), values: final.objectives.map(objectiveLabel) },
    { label: mt('score.compromised'), values: view.players.map((p) => p.compromised) },
    { label: mt('score.undercover'), values: view.players.map((p) => p.undercover) },
  ];
  // A Visionary Agent wins outright: nobody is scored, so there is nothing to break down.
  if (final.scores === null) return { headline, rows: covers };
  const { scores } = final;
  const lines = final.hands.map((hand, seat) => scoreBreakdown(hand, final.objectives[seat]!, view.players[seat]?.undercover ?? 0));
  return {
    headline,
    rows: [
      ...covers,
      { label: mt('score.excluded'), values: lines.map((_, seat) => (final.excluded.includes(seat) ? mt('word.yes') : NONE)) },
      { label: mt('score.objectivePoints'), values: lines.map((l) => l.objective) },
      { label: mt('score.undercoverPoints'), values: lines.map((l) => l.undercover) },
      { label: mt('score.skullPenalty'), values: lines.map((l) => l.skull) },
      { label: mt('score.total'), values: lines.map((_, seat) => scores[seat] ?? NONE) },
    ],
  };
}

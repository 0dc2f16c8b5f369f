/**
 * The end screen: the sentence saying who won and why, and the score broken down line by
 * line (spec, "Scoring"), by the rules' own `scoreLines`. The total row is the server's
 * `final.scores`, and a test checks that the lines add up to it.
 */
import { matahariScoreLines, type MatahariView as MView } from '@dead-drop/shared';
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
  const lines = final.hands.map((hand, seat) => matahariScoreLines(hand, final.objectives[seat]!, view.players[seat]?.undercover ?? 0));
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

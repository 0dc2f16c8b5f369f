import { kompromatMeta, kompromatWire, type KompromatEvent, type KompromatView } from '@dead-drop/shared';
import type { GameClient } from '../gameClient';
import { cueOf } from '../ui/sounds';
import { describeEvent } from './logText';
import { kompromatReference } from './reference';
import { KompromatScene } from './scene';
import { resultLine, scoreRows } from './scoreLines';
import { kt } from './text';
import { kompromatTips } from './tips';

function turnBegins(view: KompromatView): boolean {
  return view.turn !== null && view.turn.mission === null && !view.turn.drawn;
}

export const kompromatClient: GameClient<KompromatView, KompromatEvent> = {
  tips: kompromatTips,
  // Only a tutorial table downloads the coach's words.
  coach: () => import('./coach').then((module) => module.kompromatCoach),
  wire: kompromatWire,
  scene: (stage, act) => new KompromatScene(stage, act),
  meta: kompromatMeta,
  reference: kompromatReference,
  rulings: () => import('./rulings').then((module) => module.KOMPROMAT_RULINGS),
  rules: () => ({
    title: kt('rules.title'),
    lines: (['goal', 'turn', 'secret', 'reveal', 'win', 'ci', 'sets', 'items'] as const).map((line) => kt(`rules.${line}`)),
  }),
  describe: describeEvent,
  cue: cueOf<KompromatEvent['type']>({
    drewFirst: 'card',
    drew: 'card',
    placed: 'card',
    discarded: 'card',
    took: 'card',
    revealed: 'flip',
    item: 'flip',
  }),
  replayMarks(at, last) {
    const marks = { turns: [] as number[], rounds: [] as number[] };
    let before: KompromatView | null = null;
    for (let step = 0; step <= last; step++) {
      const { view } = at(step);
      if (!view) continue;
      // A turn begins where a seat is to draw its first card, not again while it uses an item first.
      if (turnBegins(view) && !(before && turnBegins(before))) marks.turns.push(step);
      if (before && view.round !== before.round) marks.rounds.push(step);
      before = view;
    }
    return marks;
  },
  ending(snapshot, ctx) {
    const { view } = snapshot;
    if (!view?.result) return null;
    // A loss at 9 notoriety ends the game unscored: the tokens are the whole story then.
    const rows = view.scores
      ? scoreRows(view.scores)
      : [{ label: kt('score.notoriety'), values: view.players.map((player) => player.notoriety) }];
    return { headline: resultLine(view.result, ctx), rows };
  },
};

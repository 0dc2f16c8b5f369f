import { kompromatCards, type KompromatView } from '@dead-drop/shared';
import type { GameClient } from '../gameClient';
import { describeEvent } from './logText';
import { KompromatScene } from './scene';
import { resultLine, scoreRows } from './scoreLines';
import { kt } from './text';

export const kompromatClient: GameClient = {
  scene: (stage, act) => new KompromatScene(stage, act),
  seats: { min: kompromatCards.SEATS, max: kompromatCards.SEATS },
  rules: () => ({
    title: kt('rules.title'),
    lines: (['goal', 'turn', 'secret', 'reveal', 'win', 'ci', 'sets', 'items'] as const).map((line) => kt(`rules.${line}`)),
  }),
  describe: describeEvent,
  ending(snapshot, ctx) {
    const view = snapshot.view as KompromatView | null;
    if (!view?.result) return null;
    // A loss at 9 notoriety ends the game unscored: the tokens are the whole story then.
    const rows = view.scores
      ? scoreRows(view.scores)
      : [{ label: kt('score.notoriety'), values: view.players.map((player) => player.notoriety) }];
    return { headline: resultLine(view.result, ctx), rows };
  },
};

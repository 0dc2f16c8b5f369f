import type { KompromatView } from '@dead-drop/shared';
import type { GameClient } from '../gameClient';
import { describeEvent } from './logText';
import { KompromatScene } from './scene';
import { resultLine, scoreRows } from './scoreLines';

export const kompromatClient: GameClient = {
  scene: (stage, act) => new KompromatScene(stage, act),
  describe: describeEvent,
  ending(snapshot, ctx) {
    const view = snapshot.view as KompromatView | null;
    if (!view?.result) return null;
    return { headline: resultLine(view.result, ctx), rows: view.scores ? scoreRows(view.scores) : [] };
  },
};

import { compileMeta, compileWire, type CompileEvent, type CompileView } from '@dead-drop/shared';
import type { GameClient } from '../gameClient';
import { cueOf } from '../ui/sounds';
import { describeEvent } from './logText';
import { compileReference } from './reference';
import { CompileScene } from './scene';
import { ct, endText, protocolName, rulesText } from './text';
import { compileTips } from './tips';

export const compileClient: GameClient<CompileView, CompileEvent> = {
  tips: compileTips,
  coach: () => import('./coach').then((m) => m.compileCoach),
  wire: compileWire,
  scene: (stage, act) => new CompileScene(stage, act),
  meta: compileMeta,
  reference: compileReference,
  rulings: () => import('./rulings').then((module) => module.COMPILE_RULINGS),
  rules: rulesText,
  describe: describeEvent,
  cue: cueOf<CompileEvent['type']>({
    played: 'card',
    playedUnder: 'card',
    shifted: 'card',
    returned: 'card',
    drew: 'card',
    discarded: 'card',
    deleted: 'card',
    flipped: 'flip',
    revealed: 'flip',
    handShown: 'flip',
    compiled: 'flip',
    recompiled: 'flip',
  }),
  ending(snapshot, ctx) {
    const { view } = snapshot;
    if (!view?.result) return null;
    // Who compiled what: each player's protocols, Compiled ones marked.
    const rows = [0, 1, 2].map((line) => ({
      label: ct('label.line', { n: line + 1 }),
      values: view.sides.map((side) => {
        const protocol = side.protocols[line];
        return protocol ? `${protocolName(protocol.protocol)}${protocol.compiled ? ` ✓ ${ct('label.compiled')}` : ''}` : '';
      }),
    }));
    return { headline: endText(view.result, ctx), rows };
  },
};

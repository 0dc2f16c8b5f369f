import { compileMeta, compileWire, type CompileAction, type CompileEvent, type CompileView } from '@dead-drop/shared';
import { ICONS } from '../art/icons/compile';
import type { ClientModule } from '../gameModule';
import type { GameClient } from '../gameClient';
import { cueOf } from '../ui/sounds';
import { describeEvent } from './logText';
import { compileReference } from './reference';
import { CompileScene } from './scene';
import { ct, endText, protocolName, rulesText } from './text';
import { compileTips } from './tips';
import { compileMotion, type CompileArt } from './motion';
import { compileWhyNot } from './whyNot';
import { chosenIcons } from './iconChoice';

export const compileClient: GameClient<CompileView, CompileEvent, CompileAction> = {
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

/** The client as the registry holds it (`ClientModule`): one line in client/src/games.ts. */
export const compileModule: ClientModule<CompileView, CompileEvent, CompileArt> = {
  client: compileClient,
  motion: compileMotion,
  whyNot: compileWhyNot,
  icons: { chosen: chosenIcons, shipped: ICONS },
  samples: {
    motion: {
      seeds: [1, 2, 3, 4],
      hidden: (e) => {
        if (e.type === 'drew') return e.cards === undefined;
        return (
          (e.type === 'played' || e.type === 'landed' || e.type === 'shifted' || e.type === 'returned' || e.type === 'recompiled') &&
          e.protocol === undefined
        );
      },
      isBack: (art) => 'card' in art && art.card.protocol === undefined && art.card.value === undefined,
      events: [{ type: 'engineError' }, { type: 'compileBarred', seat: 0 }, { type: 'noAction', seat: 1 }],
    },
    unmetTips: ['compile'],
  },
};

import { kompromatMeta, kompromatWire, type KompromatAction, type KompromatEvent, type KompromatView } from '@dead-drop/shared';
import { ICONS } from '../art/icons/kompromat';
import type { ClientModule } from '../gameModule';
import type { GameClient } from '../gameClient';
import { cueOf } from '../ui/sounds';
import { describeEvent } from './logText';
import { kompromatReference } from './reference';
import { KompromatScene } from './scene';
import { resultLine, scoreRows } from './scoreLines';
import { kt } from './text';
import { kompromatTips } from './tips';
import { kompromatMotion, type KompromatArt } from './motion';
import { kompromatWhyNot } from './whyNot';
import { chosenIcons } from './iconChoice';

function turnBegins(view: KompromatView): boolean {
  return view.turn !== null && view.turn.mission === null && !view.turn.drawn;
}

export const kompromatClient: GameClient<KompromatView, KompromatEvent, KompromatAction> = {
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

/** The client as the registry holds it (`ClientModule`): one line in client/src/games.ts. */
export const kompromatModule: ClientModule<KompromatView, KompromatEvent, KompromatArt> = {
  client: kompromatClient,
  motion: kompromatMotion,
  whyNot: kompromatWhyNot,
  icons: { chosen: chosenIcons, shipped: ICONS },
  samples: {
    motion: {
      seeds: [1, 2],
      hidden: (e) => (e.type === 'drew' || e.type === 'drewFirst') && e.rank === undefined,
      isBack: (art) => 'equipment' in art && art.equipment.rank === undefined,
      events: [],
    },
    unmetTips: ['balaclava'],
  },
};

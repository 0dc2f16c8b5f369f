/**
 * First-time tips (#28 item 4): every kind of decision each game names has a line in English
 * and German, and over seeded random games every seat that has something to decide is told
 * which kind it meets: each kind comes up (but for those these few games never reach).
 */
import { compile, kompromat, matahari, randomMove, randomSource, type AnyGame } from '@dead-drop/shared';
import { compileTips } from '../../client/src/compile/tips';
import { kompromatTips } from '../../client/src/kompromat/tips';
import { matahariTips } from '../../client/src/matahari/tips';
import { LANGS } from '../../client/src/i18n';
import type { GameTips } from '../../client/src/ui/firstTips';
import { inLang } from './catalogKit';

const GAMES: { game: AnyGame; seats: number; tips: GameTips<never>; unmet: string[] }[] = [
  { game: compile, seats: 2, tips: compileTips as GameTips<never>, unmet: ['compile'] },
  { game: kompromat, seats: 2, tips: kompromatTips as GameTips<never>, unmet: ['balaclava'] },
  { game: matahari, seats: 4, tips: matahariTips as GameTips<never>, unmet: ['adjust'] },
];

describe.each(GAMES)('first-time tips in $game.id', ({ game, seats, tips, unmet }) => {
  test('every kind has its own line in English and German', () => {
    const problems = tips.kinds.flatMap((kind) => {
      const [en, de] = LANGS.map((lang) => inLang(lang, () => tips.text(kind)));
      return !en || !de || en === de || /\{|undefined/.test(`${en}${de}`) ? [`${kind}: "${en}" / "${de}"`] : [];
    });
    expect(problems).toEqual([]);
    expect(tips.text('no such kind')).toBe('');
  });

  test('every seat with a decision meets a kind of it, and every kind comes up', () => {
    const met = new Set<string>();
    const problems: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = randomSource(seed, [0x71, 2]);
      let state = game.setup(seed, seats, game.parseOptions({}));
      for (let step = 0; step < 2000 && !game.result(state); step++) {
        for (let seat = 0; seat < seats; seat++) {
          const view = game.viewFor(state, seat);
          if (view.legal.length === 0) continue;
          const kind = tips.kindOf(view as never, seat);
          if (kind === null && view.legal.some((legal: { type: string }) => legal.type !== 'accuse'))
            problems.push(`seed ${seed} step ${step}: seat ${seat} decides, no kind`);
          if (kind !== null && !tips.kinds.includes(kind)) problems.push(`unknown kind ${kind}`);
          if (kind !== null) met.add(kind);
        }
        const move = randomMove(game, state, random)!;
        const applied = game.apply(state, move.seat, move.action);
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.state;
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(tips.kinds.filter((kind) => !met.has(kind))).toEqual(unmet);
  });
});

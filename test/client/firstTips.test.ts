/**
 * First-time tips (#28 item 4): every kind of decision each game names has a line in English
 * and German, and over seeded random games every seat that has something to decide is told
 * which kind it meets: each kind comes up (but for those these few games never reach).
 */
import { fromLeaves, randomMove, randomSource, toLeaves } from '@dead-drop/shared';
import { LANGS } from '../../client/src/i18n';
import { decodeView } from '../../client/src/net/wire';
import { byId, registered } from '../gameChecks/registered';
import { inLang } from './catalogKit';

describe.each(byId(registered))('first-time tips in %s', (_id, { module, withClient }) => {
  const { rules: game, samples } = module;
  const seats = samples.seats;

  test('every kind has its own line in English and German', async () => {
    const problems = await withClient(({ client: { tips } }) =>
      (tips?.kinds ?? []).flatMap((kind) => {
        const [en, de] = LANGS.map((lang) => inLang(lang, () => tips?.text(kind)));
        return !en || !de || en === de || /\{|undefined/.test(`${en}${de}`) ? [`${kind}: "${en}" / "${de}"`] : [];
      }),
    );
    expect(problems).toEqual([]);
    expect(await withClient(({ client: { tips } }) => tips?.text('no such kind') ?? '')).toBe('');
  });

  test('every seat with a decision meets a kind of it, and every kind comes up', async () => {
    const [problems, unmet, expected] = await withClient(({ client: { tips, wire }, samples: { unmetTips } }) => {
      const met = new Set<string>();
      const found: string[] = [];
      if (!tips) return [found, [], unmetTips] as const;
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const random = randomSource(seed, [0x71, 2]);
        let state = game.setup(seed, seats, game.parseOptions({}));
        for (let step = 0; step < 2000 && !game.result(state); step++) {
          for (let seat = 0; seat < seats; seat++) {
            const view = game.viewFor(state, seat);
            if (view.legal.length === 0) continue;
            // The view as the client has it: laid out in leaves as the room sends it, and decoded.
            const decoded = decodeView(wire, fromLeaves(toLeaves(view)));
            if (!decoded) throw new Error(`seed ${seed} step ${step}: seat ${seat}'s view does not decode`);
            const kind = tips.kindOf(decoded, seat);
            // A chance a seat may let pass (a Mata Hari accusation) is no decision of its own.
            if (kind === null && view.legal.some((legal: unknown) => !game.optional(legal)))
              found.push(`seed ${seed} step ${step}: seat ${seat} decides, no kind`);
            if (kind !== null && !tips.kinds.includes(kind)) found.push(`unknown kind ${kind}`);
            if (kind !== null) met.add(kind);
          }
          const move = randomMove(game, state, random)!;
          const applied = game.apply(state, move.seat, move.action);
          if (!applied.ok) throw new Error(applied.error.message);
          state = applied.state;
        }
      }
      return [found, tips.kinds.filter((kind) => !met.has(kind)), unmetTips] as const;
    });
    expect(problems.slice(0, 5)).toEqual([]);
    expect(unmet).toEqual(expected);
  });
});

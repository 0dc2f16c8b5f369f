import { compile, Match, playRandomMove, playtest, randomSource, SPECTATOR, type AnyGame, type CompileState } from '@dead-drop/shared';
import { CARD_COUNT, faceOf, textOf } from '../../shared/src/compile/cards';

const GAMES = 300;
const setup = (seed: number) => ({ game: 'compile', seed, seats: 2, options: {} });

describe('Compile over seeded random games', () => {
  test("every card's every text runs, every kind of decision is asked, and the other seat decides mid-turn", () => {
    const ran = new Map<string, number>();
    const asked = new Map<string, number>();
    let otherSeat = 0;
    let deepest = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const match = new Match(compile, setup(seed));
      const random = randomSource(seed);
      for (;;) {
        const view = compile.viewFor(match.state as CompileState, SPECTATOR);
        if (view.prompt) {
          asked.set(view.prompt.ask, (asked.get(view.prompt.ask) ?? 0) + 1);
          if (view.turn && view.prompt.seat !== view.turn.seat) otherSeat++;
        }
        deepest = Math.max(deepest, view.chain.length);
        const events = playRandomMove(match, random);
        if (!events) break;
        for (const event of events) {
          if (event.type === 'resolving') {
            const key = `${event.protocol} ${event.value} ${event.box}`;
            ran.set(key, (ran.get(key) ?? 0) + 1);
          }
        }
      }
    }
    const texts: string[] = [];
    for (let card = 0; card < CARD_COUNT; card++) {
      const { protocol, value } = faceOf(card);
      for (const box of ['top', 'middle', 'bottom'] as const) {
        // Texts that only change values or restrict plays have nothing to run.
        if (textOf(card, box) && !PASSIVE.has(`${protocol} ${value} ${box}`)) texts.push(`${protocol} ${value} ${box}`);
      }
    }
    console.info(
      [
        `Compile coverage over ${GAMES} random games: deepest chain ${deepest}, decisions by the other seat mid-turn ${otherSeat}`,
        `decisions: ${[...asked].map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
        `texts run: ${texts.map((text) => `${text} ${ran.get(text) ?? 0}`).join(', ')}`,
      ].join('\n'),
    );
    expect(texts.filter((text) => !ran.has(text))).toEqual([]);
    expect([...asked.keys()].sort()).toEqual([
      'action',
      'choice',
      'compile',
      'delete',
      'discard',
      'draft',
      'draw',
      'first',
      'flip',
      'line',
      'play',
      'rearrange',
      'return',
      'reveal',
      'shift',
      'swap',
    ]);
    expect(otherSeat).toBeGreaterThan(0);
    expect(deepest).toBeGreaterThan(2);
  });
});

/** Boxes whose text is a lasting rule (values, restrictions), not an effect that runs. */
const PASSIVE = new Set([
  'darkness 2 top',
  'metal 0 top',
  'metal 2 top',
  'plague 0 bottom',
  'psychic 1 top',
  'spirit 0 bottom',
  'spirit 1 top',
]);

describe('the auditor itself can fail', () => {
  const faceDownCards = (state: CompileState, side: number) =>
    state.areas[side]!.stacks.flatMap((stack) => stack.filter((slot) => !slot.up));

  test('it catches a view that shows the opponent a face-down face', () => {
    const leaky: AnyGame = {
      ...compile,
      viewFor: (state: CompileState, viewer) => ({
        ...compile.viewFor(state, viewer),
        peek: faceDownCards(state, 1).map((slot) => faceOf(slot.card)),
      }),
    };
    expect(playtest(leaky, setup(3)).violations.join('\n')).toMatch(/depends on something hidden/);
  });

  test('it catches a face-down card that can be followed across moves without its face', () => {
    // No face: only a token that stays with the card wherever it moves.
    const trackable: AnyGame = {
      ...compile,
      viewFor: (state: CompileState, viewer) => ({
        ...compile.viewFor(state, viewer),
        tokens: faceDownCards(state, 1).map((slot) => slot.card % 3),
      }),
    };
    expect(playtest(trackable, setup(3)).violations.join('\n')).toMatch(/depends on something hidden/);
  });

  test('it catches an event that publishes a face-down face', () => {
    const loud: AnyGame = {
      ...compile,
      apply: (state, seat, action) => {
        const applied = compile.apply(state, seat, action);
        if (!applied.ok) return applied;
        return {
          ...applied,
          events: applied.events.map((e) => (e.secret && e.type === 'played' ? { ...e, protocol: e.secret.protocol } : e)),
        };
      },
    };
    expect(playtest(loud, setup(3)).violations.join('\n')).toMatch(/publishes a face/);
  });

  test('it catches a card lost from play', () => {
    const lossy: AnyGame = {
      ...compile,
      apply: (state, seat, action) => {
        const applied = compile.apply(state, seat, action);
        if (applied.ok && applied.state.areas[0].trash.length > 0) applied.state.areas[0].trash.pop();
        return applied;
      },
    };
    expect(playtest(lossy, setup(3)).violations.join('\n')).toMatch(/card \d+ is in 0 places/);
  });

  test("it reports the engine's step limit as a violation, never as a quiet end", () => {
    const runaway: AnyGame = {
      ...compile,
      apply: (state, seat, action) => {
        const applied = compile.apply(state, seat, action);
        if (applied.ok && applied.state.turns > 3)
          return { ...applied, state: { ...applied.state, prompt: null, result: { winners: [], reason: 'engine_step_limit' } } };
        return applied;
      },
    };
    expect(playtest(runaway, setup(3)).violations.join('\n')).toMatch(/step limit/);
  });
});

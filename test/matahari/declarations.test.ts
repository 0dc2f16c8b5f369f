/** Spec "A turn", 1. Declaration and 2. Counter-offers: structured declarations, true unless a
 *  Double Agent is in the offer. */
import { matahari } from '@dead-drop/shared';
import { table, type Action } from './rig';

type Statement = NonNullable<Extract<Action, { type: 'offer' }>['declaration']>[number];

const start = () =>
  table({
    seats: 4,
    hands: [
      ['gun3', 'gun6', 'photographs2', 'DA', 'gloves7'],
      ['disguise5', 'gloves1', 'AS'],
      ['briefcase4', 'documents7', 'MH'],
      ['gloves2', 'disguise3', 'briefcase6'],
    ],
  });

const blue = { t: 'colour', colour: 'blue' } as const;

describe('declarations about the offer', () => {
  test('true statements of every form are accepted and shown to everyone', () => {
    const declaration: Statement[] = [
      { about: 'offer', quantifier: 'exactly', count: 2, predicate: [blue] },
      { about: 'card', card: 2, predicate: [{ t: 'resource', resource: 'photographs' }] },
      { about: 'offer', quantifier: 'all', predicate: [{ t: 'resourceCard' }] },
      { about: 'offer', quantifier: 'none', predicate: [{ t: 'partner' }] },
      { about: 'offer', quantifier: 'atLeast', count: 1, predicate: [{ t: 'priority', op: '>', value: 5 }] },
      { about: 'offer', quantifier: 'atMost', count: 1, predicate: [{ t: 'parity', parity: 'odd' }] },
    ];
    const t = start().offer(0, ['gun3', 'gun6', 'photographs2'], { declaration });
    for (const viewer of [1, 2, 'spectator'] as const) {
      expect(t.view(viewer).players[0]!.offer).toEqual({ size: 3, declaration });
    }
    expect(t.events[0]).toMatchObject({ type: 'offered', seat: 0, size: 3, declaration });
  });

  test.each<[string, Statement, boolean]>([
    ['a conjunction', { about: 'offer', quantifier: 'exactly', count: 1, predicate: [blue, { t: 'priority', op: '<', value: 4 }] }, true],
    [
      'a conjunction, false',
      { about: 'offer', quantifier: 'exactly', count: 2, predicate: [blue, { t: 'priority', op: '<', value: 4 }] },
      false,
    ],
    ['priority v (one of)', { about: 'card', card: 0, predicate: [{ t: 'priorityIn', values: [3, 5] }] }, true],
    ['priority v, false', { about: 'card', card: 1, predicate: [{ t: 'priorityIn', values: [3, 5] }] }, false],
    ['priority ≤', { about: 'card', card: 0, predicate: [{ t: 'priority', op: '<=', value: 3 }] }, true],
    ['priority ≥', { about: 'card', card: 0, predicate: [{ t: 'priority', op: '>=', value: 4 }] }, false],
    ['priority =', { about: 'card', card: 1, predicate: [{ t: 'priority', op: '=', value: 6 }] }, true],
    ['even', { about: 'card', card: 0, predicate: [{ t: 'parity', parity: 'even' }] }, false],
    ['all', { about: 'offer', quantifier: 'all', predicate: [blue] }, true],
    ['none', { about: 'offer', quantifier: 'none', predicate: [{ t: 'resource', resource: 'gun' }] }, false],
    ['at least', { about: 'offer', quantifier: 'atLeast', count: 2, predicate: [{ t: 'priority', op: '>', value: 5 }] }, false],
    ['at most', { about: 'offer', quantifier: 'atMost', count: 0, predicate: [{ t: 'colour', colour: 'red' }] }, true],
    ['a resource card', { about: 'offer', quantifier: 'all', predicate: [{ t: 'resourceCard' }] }, true],
    ['a partner', { about: 'card', card: 0, predicate: [{ t: 'partner' }] }, false],
  ])('%s: accepted only when true', (_, statement, holds) => {
    const t = start();
    const action: Action = { type: 'offer', cards: t.at(0, 'gun3', 'gun6'), declaration: [statement] };
    if (holds) t.act(0, action);
    else t.refuse(0, action, 'false_declaration');
  });

  test('several statements must all be true; saying nothing is allowed', () => {
    const t = start();
    t.refuse(
      0,
      {
        type: 'offer',
        cards: t.at(0, 'gun3'),
        declaration: [
          { about: 'card', card: 0, predicate: [blue] },
          { about: 'card', card: 0, predicate: [{ t: 'resource', resource: 'briefcase' }] },
        ],
      },
      'false_declaration',
    );
    t.offer(0, ['gun3']);
    expect(t.view(1).players[0]!.offer).toEqual({ size: 1, declaration: [] });
  });

  test('a partner has no colour, resource or priority; "partner" and its kind are true of it', () => {
    const t = table({ seats: 4, active: 1, hands: [['gun3'], ['disguise5', 'AS'], ['briefcase4'], ['gloves2']] });
    const offer = (predicate: Statement['predicate']): Action => ({
      type: 'offer',
      cards: t.at(1, 'AS'),
      declaration: [{ about: 'card', card: 0, predicate }],
    });
    t.refuse(1, offer([{ t: 'colour', colour: 'green' }]), 'false_declaration');
    t.refuse(1, offer([{ t: 'priority', op: '<=', value: 7 }]), 'false_declaration');
    t.refuse(1, offer([{ t: 'resourceCard' }]), 'false_declaration');
    t.refuse(1, offer([{ t: 'partner', partner: 'doubleAgent' }]), 'false_declaration');
    t.act(1, offer([{ t: 'partner', partner: 'assassin' }]));
  });

  test('a Double Agent in the offer lets the declaration be false', () => {
    const lie: Statement[] = [{ about: 'offer', quantifier: 'all', predicate: [{ t: 'colour', colour: 'red' }] }];
    const t = start();
    t.refuse(0, { type: 'offer', cards: t.at(0, 'gun3'), declaration: lie }, 'false_declaration');
    t.offer(0, ['gun3', 'DA'], { declaration: lie });
  });

  test('statements may only point at or count cards the offer has', () => {
    const t = start();
    t.refuse(
      0,
      { type: 'offer', cards: t.at(0, 'gun3', 'gun6'), declaration: [{ about: 'card', card: 2, predicate: [blue] }] },
      'illegal_action',
    );
    t.refuse(
      0,
      { type: 'offer', cards: t.at(0, 'gun3'), declaration: [{ about: 'offer', quantifier: 'atMost', count: 2, predicate: [blue] }] },
      'illegal_action',
    );
  });

  test('counter-offers follow the same truth rule, with the same Double Agent exception', () => {
    const t = table({
      seats: 4,
      active: 1,
      hands: [
        ['gun3', 'DA', 'photographs2'],
        ['disguise5', 'gloves1'],
        ['briefcase4', 'documents7'],
        ['gloves2', 'disguise3'],
      ],
    }).offer(1, ['disguise5']);
    const lie: Statement[] = [{ about: 'card', card: 0, predicate: [{ t: 'resource', resource: 'gloves' }] }];
    t.refuse(2, { type: 'counter', cards: t.at(2, 'briefcase4'), declaration: lie }, 'false_declaration');
    t.refuse(0, { type: 'counter', cards: t.at(0, 'gun3'), declaration: lie }, 'false_declaration');
    t.act(0, { type: 'counter', cards: t.at(0, 'DA'), declaration: lie });
    t.act(2, {
      type: 'counter',
      cards: t.at(2, 'briefcase4'),
      declaration: [{ about: 'card', card: 0, predicate: [{ t: 'priority', op: '=', value: 4 }] }],
    });
    expect(t.view(3).players[0]!.offer).toEqual({ size: 1, declaration: lie });
  });
});

describe('declarations from the wire', () => {
  test.each([
    [{ type: 'offer', cards: [0], declaration: [{ about: 'card', card: 0, predicate: [] }] }],
    [{ type: 'offer', cards: [0], declaration: [{ about: 'card', card: 0, predicate: [{ t: 'colour', colour: 'pink' }] }] }],
    [{ type: 'offer', cards: [0], declaration: [{ about: 'offer', quantifier: 'all', count: 1, predicate: [{ t: 'resourceCard' }] }] }],
    [{ type: 'offer', cards: [0], declaration: [{ about: 'offer', quantifier: 'exactly', predicate: [{ t: 'resourceCard' }] }] }],
    [{ type: 'offer', cards: [0], declaration: [{ about: 'card', card: 0, predicate: [{ t: 'priority', op: '!', value: 3 }] }] }],
    [{ type: 'offer', cards: [0], declaration: [{ about: 'card', card: 0, predicate: [{ t: 'priorityIn', values: [3, 3] }] }] }],
    [{ type: 'offer', cards: [0], declaration: [{ about: 'card', card: 0, predicate: [{ t: 'resourceCard', x: 1 }] }] }],
    [{ type: 'offer', cards: [0, 0] }],
    [{ type: 'offer', cards: [0, 1, 2, 3] }],
    [{ type: 'offer', cards: [0], request: { count: 1, predicate: [{ t: 'resourceCard' }] } }],
    [{ type: 'offer', cards: [0], request: { binding: true, count: 0, predicate: [{ t: 'resourceCard' }] } }],
    [{ type: 'accept', seat: 1, demand: { count: 1, predicate: [{ t: 'partner', partner: 'spy' }] } }],
    [{ type: 'accuse', seat: 1, partner: 'mole' }],
    [{ type: 'search', cards: [0, 1, 2] }],
    [{ type: 'pass', cards: [0] }],
  ])('%j is malformed', (raw) => {
    expect(matahari.parseAction(raw)).toMatchObject({ code: 'malformed_action' });
  });

  test('unknown actions are refused; a parsed action is a clean copy', () => {
    expect(matahari.parseAction({ type: 'bribe' })).toMatchObject({ code: 'unknown_action' });
    const raw = {
      type: 'offer',
      cards: [1, 0],
      declaration: [{ about: 'card', card: 1, predicate: [{ t: 'priorityIn', values: [5, 2] }] }],
    };
    expect(matahari.parseAction(raw)).toEqual({
      type: 'offer',
      cards: [1, 0],
      declaration: [{ about: 'card', card: 1, predicate: [{ t: 'priorityIn', values: [2, 5] }] }],
    });
  });
});

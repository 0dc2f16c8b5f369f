import { matahariCards, type Atom, type Demand, type Predicate, type Statement } from '@dead-drop/shared';
import { h, range, select } from '../ui/dom';
import { mt } from './text';
import { cardsThatAre, mu } from './uiText';

/**
 * Form controls that build declarations, demands and wishes as data the server checks.
 * Each control edits a draft in place and calls `changed`, so the composer can show the
 * sentence everyone will read.
 */
const { COLOURS, RESOURCES, PARTNERS, PRIORITIES } = matahariCards;
const ATOM_KINDS = ['colour', 'resource', 'partner', 'resourceCard', 'priority', 'parity'] as const;
const QUANTIFIERS = ['exactly', 'atLeast', 'atMost', 'all', 'none'] as const;
const OPS = ['=', '<', '>', '<=', '>='] as const;

type Changed = () => void;

export function defaultAtom(kind: (typeof ATOM_KINDS)[number] = 'colour'): Atom {
  switch (kind) {
    case 'colour':
      return { t: 'colour', colour: 'red' };
    case 'resource':
      return { t: 'resource', resource: RESOURCES[0] };
    case 'partner':
      return { t: 'partner' };
    case 'resourceCard':
      return { t: 'resourceCard' };
    case 'priority':
      return { t: 'priority', op: '>=', value: 4 };
    case 'parity':
      return { t: 'parity', parity: 'even' };
  }
}

/** One property: its kind, then its value. */
function atomEditor(atom: Atom, id: string, replace: (next: Atom) => void, changed: Changed): HTMLElement {
  const kind = atom.t === 'priorityIn' ? 'priority' : atom.t;
  const row = h(
    'span',
    { class: 'atom' },
    select(
      `${id}-kind`,
      ATOM_KINDS,
      kind,
      (k) => mu(`atom.${k}`),
      (k) => {
        replace(defaultAtom(k));
        changed();
      },
    ),
  );
  const set = (next: Atom) => {
    replace(next);
    changed();
  };
  switch (atom.t) {
    case 'colour':
      row.append(
        select(
          `${id}-colour`,
          COLOURS,
          atom.colour,
          (c) => mt(`colour.${c}`),
          (colour) => set({ t: 'colour', colour }),
        ),
      );
      break;
    case 'resource':
      row.append(
        select(
          `${id}-resource`,
          RESOURCES,
          atom.resource,
          (r) => mt(`resource.${r}`),
          (resource) => set({ t: 'resource', resource }),
        ),
      );
      break;
    case 'partner': {
      const kinds = ['any', ...PARTNERS] as const;
      row.append(
        select(
          `${id}-partner`,
          kinds,
          atom.partner ?? 'any',
          (p) => (p === 'any' ? mu('atom.anyPartner') : mt(`partner.${p}`)),
          (p) => set(p === 'any' ? { t: 'partner' } : { t: 'partner', partner: p }),
        ),
      );
      break;
    }
    case 'priority':
      row.append(
        select(
          `${id}-op`,
          OPS,
          atom.op,
          (op) => op.replace('<=', '≤').replace('>=', '≥'),
          (op) => set({ ...atom, op }),
        ),
        select(`${id}-value`, range(1, PRIORITIES), atom.value, String, (value) => set({ ...atom, value })),
      );
      break;
    case 'parity':
      row.append(
        select(
          `${id}-parity`,
          ['even', 'odd'] as const,
          atom.parity,
          (p) => mu(`atom.${p}`),
          (parity) => set({ t: 'parity', parity }),
        ),
      );
      break;
    case 'resourceCard':
    case 'priorityIn':
      break;
  }
  return row;
}

/** A conjunction: properties joined by "and"; the last one cannot be removed. */
export function predicateEditor(predicate: Predicate, id: string, changed: Changed): HTMLElement {
  const box = h('span', { class: 'predicate' });
  predicate.forEach((atom, index) => {
    box.append(
      atomEditor(
        atom,
        `${id}-${index}`,
        (next) => {
          predicate[index] = next;
        },
        changed,
      ),
    );
    if (predicate.length > 1) {
      box.append(
        h(
          'button',
          {
            class: 'mini',
            attrs: { type: 'button' },
            on: {
              click: () => {
                predicate.splice(index, 1);
                changed();
              },
            },
          },
          '×',
        ),
      );
    }
  });
  if (predicate.length < 4) {
    box.append(
      h(
        'button',
        {
          class: 'mini',
          testid: `${id}-and`,
          attrs: { type: 'button' },
          on: {
            click: () => {
              predicate.push(defaultAtom('priority'));
              changed();
            },
          },
        },
        mu('compose.andAlso'),
      ),
    );
  }
  return box;
}

/** A statement about the whole offer ("at least 2 of the offered cards are …") or one card ("card 1 is …"). */
function statementEditor(
  statement: Statement,
  id: string,
  size: number,
  replace: (next: Statement) => void,
  changed: Changed,
): HTMLElement {
  const about = select(
    `${id}-about`,
    ['offer', 'card'] as const,
    statement.about,
    (a) => mu(`compose.about.${a}`),
    (a) => {
      replace(
        a === 'offer'
          ? { about: 'offer', quantifier: 'atLeast', count: 1, predicate: statement.predicate }
          : { about: 'card', card: 0, predicate: statement.predicate },
      );
      changed();
    },
  );
  const row = h('div', { class: 'statement' });
  if (statement.about === 'offer') {
    const count = 'count' in statement ? statement.count : null;
    row.append(
      select(
        `${id}-quantifier`,
        QUANTIFIERS,
        statement.quantifier,
        (q) => mu(`q.${q}`),
        (quantifier) => {
          replace(
            quantifier === 'all' || quantifier === 'none'
              ? { about: 'offer', quantifier, predicate: statement.predicate }
              : { about: 'offer', quantifier, count: Math.min(count ?? 1, size), predicate: statement.predicate },
          );
          changed();
        },
      ),
      'count' in statement
        ? select(`${id}-count`, range(0, Math.max(1, size)), Math.min(statement.count, size), String, (chosen) => {
            replace({ ...statement, count: chosen });
            changed();
          })
        : '',
      about,
      ` ${mu('compose.are')} `,
    );
  } else {
    row.append(
      about,
      select(`${id}-card`, range(1, Math.max(1, size)), Math.min(statement.card + 1, size), String, (n) => {
        replace({ ...statement, card: n - 1 });
        changed();
      }),
      ` ${mu('compose.is')} `,
    );
  }
  row.append(predicateEditor(statement.predicate, `${id}-p`, changed));
  return row;
}

/** The statement "+ statement" adds: at least one of the offered cards is red. */
export function newStatement(): Statement {
  return { about: 'offer', quantifier: 'atLeast', count: 1, predicate: [defaultAtom()] };
}

/** Any number of statements, each removable; none means saying nothing. */
export function declarationEditor(statements: Statement[], size: number, changed: Changed): HTMLElement {
  return h(
    'div',
    { class: 'declaration', testid: 'declaration' },
    ...statements.map((statement, index) =>
      h(
        'div',
        { class: 'statement-row' },
        statementEditor(
          statement,
          `statement-${index}`,
          size,
          (next) => {
            statements[index] = next;
          },
          changed,
        ),
        h(
          'button',
          {
            class: 'mini',
            attrs: { type: 'button' },
            on: {
              click: () => {
                statements.splice(index, 1);
                changed();
              },
            },
          },
          mu('compose.remove'),
        ),
      ),
    ),
    statements.length < 6
      ? h(
          'button',
          {
            class: 'mini',
            testid: 'add-statement',
            attrs: { type: 'button' },
            on: {
              click: () => {
                statements.push(newStatement());
                changed();
              },
            },
          },
          mu('compose.addStatement'),
        )
      : null,
  );
}

/** "At least N cards that are …": the binding demand, the wish and the Assassin's demand share it. */
export function demandEditor(demand: Demand, id: string, max: number, changed: Changed): HTMLElement {
  // Fewer cards picked than the demand asked for: it shrinks with them, so what is sent is what is shown.
  demand.count = Math.min(demand.count, Math.max(1, max));
  return h(
    'span',
    { class: 'demand' },
    `${mu('compose.atLeast')} `,
    select(`${id}-count`, range(1, Math.max(1, max)), demand.count, String, (count) => {
      demand.count = count;
      changed();
    }),
    ` ${cardsThatAre(demand.count)} `,
    predicateEditor(demand.predicate, `${id}-p`, changed),
  );
}

import { games, matahariCards, type MatahariLegal, type MatahariView, type Predicate, type Statement } from '@dead-drop/shared';
import type { RunningServer } from '../../server/src/app';
import { expectRefused, leaveAll, openTable, Player, settleAll, startServer } from './harness';

/**
 * One whole trade round of Operation: Mata Hari through the table server, five players and a
 * spectator over real websockets. The deal is the server's (a random seed), so every choice
 * is made from the seats' own views and legal templates; the test alone sees every hand.
 */

type Face = matahariCards.Face;
type Counter = Extract<MatahariLegal, { type: 'counter' }>;

const SEATS = 5;
const NAMES = ['Ada', 'Bob', 'Cy', 'Dee', 'Eve'];
let server: RunningServer;
let everyone: Player[] = [];

beforeAll(async () => {
  server = await startServer({ games });
});
afterAll(async () => {
  await leaveAll(everyone);
  await server.close();
});

const view = (client: Player) => client.view() as MatahariView;
const key = (face: Face | matahariCards.Objective) => JSON.stringify(face);
const isPartner = (face: Face): face is Extract<Face, { partner: string }> => 'partner' in face;
/** The same cards, whatever their order. */
const bag = (faces: readonly Face[]) => faces.map(key).sort();

/** A card's place in a hand: hands are kept sorted by card id (resources, then partners). */
function rank(face: Face): number {
  const { RESOURCES, PARTNERS, PRIORITIES, RESOURCE_CARDS, PER_PARTNER } = matahariCards;
  return isPartner(face)
    ? RESOURCE_CARDS + PARTNERS.indexOf(face.partner) * PER_PARTNER
    : RESOURCES.indexOf(face.resource) * PRIORITIES + face.priority - 1;
}

/** How a card travels: one entry holding its face as JSON. Resource faces are unique (one card
 *  per resource and priority); partner faces are not, so they are checked by where they go. */
const RESOURCE_FACE = /\{"resource":"\w+","colour":"\w+","priority":\d\}/g;
const OBJECTIVE = /\{"resource":"\w+","colour":"\w+","skull":"\w+"\}/g;
const ANY_FACE = /\{"(?:resource|partner)":"/;

/** The demands this test may make, as predicates it can check itself. */
const DEMANDS: { predicate: Predicate; holds: (face: Face) => boolean }[] = [
  ...matahariCards.COLOURS.map((colour) => ({
    predicate: [{ t: 'colour', colour }] as Predicate,
    holds: (face: Face) => !isPartner(face) && face.colour === colour,
  })),
  ...(['even', 'odd'] as const).map((parity) => ({
    predicate: [{ t: 'parity', parity }] as Predicate,
    holds: (face: Face) => !isPartner(face) && (face.priority % 2 === 0) === (parity === 'even'),
  })),
];

/**
 * What each client may know of card faces: its own hand and offers, whatever was shown to
 * it. Grown from the seat's own view after each step; the test checks those views against
 * each other separately (no card in two places), so a leak cannot hide in here.
 */
class Secrets {
  readonly known: Set<string>[];
  /** Clients that have been shown an offer (a wrong accuser). */
  private readonly shownTo = new Set<number>();
  /** Frames already checked, per client. */
  private checked: number[];

  constructor(private readonly clients: Player[]) {
    this.known = clients.map(() => new Set());
    this.checked = clients.map(() => 0);
  }

  /** After a step: learn, then check every client's decoded view and all bytes it received. */
  check(): { faces: number[] } {
    const views = this.clients.map(view);
    const seats = views.slice(0, SEATS);
    // The truth, from each seat's own view: every resource card is in one place only.
    const holdings = seats.map((own, seat) => [...own.hand!, ...(own.players[seat]!.offer?.cards ?? [])]);
    const placed = holdings
      .flat()
      .filter((face) => !isPartner(face))
      .map(key);
    expect(new Set(placed).size).toBe(placed.length);
    seats.forEach((own, seat) => {
      expect(own.hand).toHaveLength(own.players[seat]!.hand);
      for (const face of holdings[seat]!) this.known[seat]!.add(key(face));
      for (const shown of own.shown ?? []) for (const face of shown.cards) this.known[seat]!.add(key(face));
      for (const face of own.search ?? []) this.known[seat]!.add(key(face));
    });

    return {
      faces: views.map((seen, v) => {
        const seat = v < SEATS ? v : null;
        // Decoded: others' hands are counts, their offers backs, their objectives absent.
        expect(seen.viewer).toBe(seat ?? 'spectator');
        expect(seen.final).toBeNull();
        seen.players.forEach((player, s) => {
          expect(typeof player.hand).toBe('number');
          if (s !== seat) expect(player.offer?.cards).toBeUndefined();
        });
        if (seat === null) {
          for (const field of ['hand', 'objective', 'shown', 'search'] as const) expect(seen[field]).toBeUndefined();
          expect(seen.legal).toEqual([]);
        }
        const decoded = JSON.stringify(seen);
        const bytes = this.clients[v]!.bytes().toString('latin1');
        const known = this.known[v]!;
        for (const text of [decoded, bytes]) {
          const foreign = (text.match(RESOURCE_FACE) ?? []).filter((face) => !known.has(face));
          expect({ client: v, foreign: [...new Set(foreign)] }).toEqual({ client: v, foreign: [] });
          const objectives = [...new Set(text.match(OBJECTIVE) ?? [])];
          expect({ client: v, objectives }).toEqual({ client: v, objectives: seat === null ? [] : [key(seats[seat]!.objective!)] });
        }
        // Nobody is sent where another seat's offered faces or a shown offer would lie.
        for (let s = 0; s < SEATS; s++) if (s !== seat) expect(bytes.includes(`players.${s}.offer.cards`)).toBe(false);
        if (seen.shown) this.shownTo.add(v);
        if (!this.shownTo.has(v)) expect({ client: v, shown: bytes.includes('shown') }).toEqual({ client: v, shown: false });
        // Events carry faces only to the seats they concern.
        for (const batch of this.clients[v]!.events()) {
          for (const event of batch) {
            if (!('cards' in event)) continue;
            const concerned = event.type === 'accused' ? event.accuser : event.seat;
            expect({ client: v, event: event.type, concerned }).toEqual({ client: v, event: event.type, concerned: seat });
          }
        }
        return (bytes.match(RESOURCE_FACE) ?? []).length;
      }),
    };
  }

  /** The bytes each client received since the last call. */
  fresh(): string[] {
    const out = this.clients.map((client, v) => client.bytes(this.checked[v]).toString('latin1'));
    this.checked = this.clients.map((client) => client.room.frames.length);
    return out;
  }
}

/** A true declaration about `faces`: what the first card is, and how many are resources. */
function trueDeclaration(faces: readonly Face[]): Statement[] {
  const first = faces[0]!;
  return [
    {
      about: 'card',
      card: 0,
      predicate: [isPartner(first) ? { t: 'partner', partner: first.partner } : { t: 'colour', colour: first.colour }],
    },
    { about: 'offer', quantifier: 'exactly', count: faces.filter((face) => !isPartner(face)).length, predicate: [{ t: 'resourceCard' }] },
  ];
}

function indicesWhere(hand: readonly Face[], test: (face: Face) => boolean): number[] {
  return hand.flatMap((face, i) => (test(face) ? [i] : []));
}

test('a whole trade round of Mata Hari: offers, a refused counter-offer, simultaneous answers, a wrong accusation and a swap', async () => {
  // Seat 0 plays first; the deal is random.
  const { host, links } = await openTable(server, 'matahari', 'Ada', { firstSeat: 0 });
  const players = [host];
  for (const name of NAMES.slice(1)) players.push(await Player.join(server, host.roomId, { invite: links.invite, name }));
  const watcher = await Player.join(server, host.roomId, { watch: links.watch });
  everyone = [...players, watcher];
  expect(await host.start()).toEqual({ ok: true });
  await Promise.all(everyone.map((client) => client.waitFor('a view', () => client.hasView())));
  await settleAll(everyone);
  expect(everyone.map((client) => client.viewKeys())).toEqual([...players.map((_, seat) => [`seat:${seat}`]), []]);

  const secrets = new Secrets(everyone);
  secrets.check();
  secrets.fresh();
  const start = view(watcher);
  expect(start).toMatchObject({ phase: 'offer', active: 0, turn: 1, waitingFor: [0], drawPile: 30, coversLeft: 10, request: null });
  expect(start.players.map((player) => player.hand)).toEqual([9, 9, 9, 9, 9]);
  const dealt = players.map((player) => view(player).hand!);
  for (const hand of dealt) expect(hand.map(rank)).toEqual([...hand.map(rank)].sort((a, b) => a - b));

  // 1. The active player offers two cards, saying what the first is and how many are
  //    resources, and demands at least one card of a kind that lets this round go as planned.
  const active = players[0]!;
  const [offerTemplate] = view(active).legal;
  expect(offerTemplate).toEqual({ type: 'offer', max: 3 });
  const resources = indicesWhere(dealt[0]!, (face) => !isPartner(face));
  const offered = (resources.length >= 2 ? resources : [0, 1]).slice(0, 2);
  const offeredFaces = offered.map((i) => dealt[0]![i]!);
  /** Roles among seats 1..4: a counter-offerer who first breaks the demand, another
   *  counter-offerer, the accuser (of that one) and a player who passes. */
  const plan = DEMANDS.flatMap(({ predicate, holds }) => {
    // Partners meet a binding demand in a counter-offer, except Mata Hari, which only the
    // active player may offer.
    const counts = (face: Face) => (isPartner(face) && face.partner !== 'mataHari') || holds(face);
    // What breaks the demand and may still be counter-offered: not Mata Hari herself, whom the
    // rules refuse in a counter-offer before the demand is looked at (a deal that gave her to the
    // breaker failed with "bad_cards").
    const breaks = (face: Face) => !counts(face) && !(isPartner(face) && face.partner === 'mataHari');
    const breaker = [1, 2, 3, 4].find((s) => dealt[s]!.filter(breaks).length >= 2 && dealt[s]!.some(counts));
    const other = [1, 2, 3, 4].find((s) => s !== breaker && dealt[s]!.some(counts));
    if (breaker === undefined || other === undefined) return [];
    const [accuser, passer] = [1, 2, 3, 4].filter((s) => s !== breaker && s !== other);
    return [{ predicate, counts, breaks, breaker, other, accuser: accuser!, passer: passer! }];
  })[0];
  if (!plan) throw new Error(`no demand suits this deal: ${JSON.stringify(dealt)}`);
  const request = { binding: true, count: 1, predicate: plan.predicate };
  const declaration = trueDeclaration(offeredFaces);
  expect(await active.act({ type: 'offer', cards: offered, declaration, request })).toEqual({ ok: true });
  await settleAll(everyone);

  for (const client of everyone) {
    expect(view(client)).toMatchObject({
      phase: 'counter',
      active: 0,
      request,
      waitingFor: [1, 2, 3, 4],
      players: [
        { hand: 7, offer: { size: 2, declaration }, answer: null },
        ...[1, 2, 3, 4].map(() => ({ hand: 9, offer: null, answer: 'pending' })),
      ],
    });
  }
  expect(view(active).players[0]!.offer!.cards).toEqual(offeredFaces);
  expect(bag(view(active).hand!)).toEqual(bag(dealt[0]!.filter((_, i) => !offered.includes(i))));
  expect(view(active).legal).toEqual([]);
  const afterOffer = secrets.check();
  secrets.fresh();

  // Every other seat may counter-offer two cards under the demand, pass or accuse seat 0.
  const counterOf = (seat: number) => view(players[seat]!).legal.find((option): option is Counter => option.type === 'counter');
  for (const seat of [plan.breaker, plan.other]) {
    expect(counterOf(seat)).toEqual({ type: 'counter', size: 2, demand: { count: 1, predicate: plan.predicate } });
  }
  expect(view(players[plan.accuser]!).legal).toContainEqual({ type: 'accuse', seats: [0] });

  // 2. A counter-offer that breaks the binding demand: refused to its sender alone, nothing changes.
  const breaker = players[plan.breaker]!;
  const breaking = indicesWhere(dealt[plan.breaker]!, plan.breaks).slice(0, 2);
  await expectRefused(everyone, breaker, () => breaker.act({ type: 'counter', cards: breaking }), 'demand_not_met');

  // 3. Two counter-offers and a pass, sent at the same time.
  const counterCards = (seat: number) => {
    const hand = view(players[seat]!).hand!;
    const matching = indicesWhere(hand, plan.counts)[0]!;
    return [matching, hand.findIndex((_, i) => i !== matching)];
  };
  const breakerCards = counterCards(plan.breaker);
  const otherCards = counterCards(plan.other);
  const breakerFaces = breakerCards.map((i) => dealt[plan.breaker]![i]!);
  const otherFaces = otherCards.map((i) => dealt[plan.other]![i]!);
  const breakerSays = trueDeclaration(breakerFaces);
  expect(
    await Promise.all([
      breaker.act({ type: 'counter', cards: breakerCards, declaration: breakerSays }),
      players[plan.other]!.act({ type: 'counter', cards: otherCards }),
      players[plan.passer]!.act({ type: 'pass' }),
    ]),
  ).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
  await settleAll(everyone);

  for (const client of everyone) {
    const seen = view(client);
    expect(seen.phase).toBe('counter');
    expect(seen.waitingFor).toEqual([plan.accuser]);
    expect(seen.players[plan.breaker]).toMatchObject({ hand: 7, offer: { size: 2, declaration: breakerSays }, answer: 'offered' });
    expect(seen.players[plan.other]).toMatchObject({ hand: 7, offer: { size: 2, declaration: [] }, answer: 'offered' });
    expect(seen.players[plan.passer]).toMatchObject({ hand: 9, offer: null, answer: 'passed' });
  }
  expect(view(breaker).players[plan.breaker]!.offer!.cards).toEqual(breakerFaces);
  expect(view(players[plan.other]!).players[plan.other]!.offer!.cards).toEqual(otherFaces);
  secrets.check();
  secrets.fresh();

  // 4. A wrong accusation of the other counter-offerer: a partner kind not in their offer.
  const accuser = players[plan.accuser]!;
  const partner = matahariCards.PARTNERS.find((kind) => !otherFaces.some((face) => isPartner(face) && face.partner === kind))!;
  expect(view(accuser).legal).toContainEqual({ type: 'accuse', seats: [0, plan.breaker, plan.other].sort((a, b) => a - b) });
  expect(await accuser.act({ type: 'accuse', seat: plan.other, partner })).toEqual({ ok: true });
  await settleAll(everyone);

  const accusation = { accuser: plan.accuser, accused: plan.other, partner, right: false };
  for (const client of everyone) {
    const seen = view(client);
    expect(seen.accusations).toEqual([accusation]);
    expect(seen.players[plan.accuser]).toMatchObject({ compromised: 1, undercover: 0, answer: 'pending' });
    expect(seen.players[plan.other]).toMatchObject({ offer: { size: 2 }, answer: 'offered' });
    expect(seen.coversLeft).toBe(9);
    // Only the accuser's view gains the shown offer.
    expect(seen.shown).toEqual(client === accuser ? [{ seat: plan.other, cards: otherFaces }] : undefined);
  }
  const accused = secrets.fresh();
  // The shown offer travelled to the accuser and nowhere else: the others were sent no face.
  expect(accused[plan.accuser]).toContain(key(otherFaces[0]!));
  accused.forEach((bytes, v) => {
    if (v !== plan.accuser) expect({ client: v, face: ANY_FACE.test(bytes) }).toEqual({ client: v, face: false });
  });
  secrets.check();
  secrets.fresh();

  // The accuser then passes: the active player resolves.
  expect(await accuser.act({ type: 'pass' })).toEqual({ ok: true });
  await settleAll(everyone);
  expect(view(watcher)).toMatchObject({ phase: 'resolve', waitingFor: [0] });
  expect(view(active).legal).toContainEqual({
    type: 'accept',
    seats: [plan.breaker, plan.other].sort((a, b) => a - b),
    size: 2,
    assassin: offeredFaces.some((f) => isPartner(f) && f.partner === 'assassin'),
  });
  secrets.check();
  secrets.fresh();

  // 5. The active player accepts the first counter-offer: the two swap, the turn passes on.
  expect(await active.act({ type: 'accept', seat: plan.breaker })).toEqual({ ok: true });
  await settleAll(everyone);

  const expected = dealt.map((hand) => [...hand]);
  expected[0] = [...dealt[0]!.filter((_, i) => !offered.includes(i)), ...breakerFaces];
  expected[plan.breaker] = [...dealt[plan.breaker]!.filter((_, i) => !breakerCards.includes(i)), ...offeredFaces];
  players.forEach((player, seat) => {
    const { hand } = view(player);
    expect({ seat, hand: bag(hand!) }).toEqual({ seat, hand: bag(expected[seat]!) });
    expect(hand!.map(rank)).toEqual([...hand!.map(rank)].sort((a, b) => a - b));
  });
  for (const client of everyone) {
    const seen = view(client);
    expect(seen).toMatchObject({
      phase: 'offer',
      active: 1,
      turn: 2,
      waitingFor: [1],
      request: null,
      accusations: [],
      coversLeft: 9,
      drawPile: 30,
    });
    expect(seen.players.map((player) => [player.hand, player.offer, player.answer])).toEqual(players.map(() => [9, null, null]));
    expect(seen.shown).toBeUndefined();
  }
  // The swap told each of the two what it received, in hand order; everyone else only who
  // received how many from whom.
  const sorted = (faces: Face[]) => [...faces].sort((a, b) => rank(a) - rank(b));
  const told = [
    { type: 'received', seat: 0, from: plan.breaker },
    { type: 'received', seat: plan.breaker, from: 0 },
  ];
  everyone.forEach((client, v) => {
    const received = client
      .events()
      .flat()
      .filter((event) => event.type === 'received');
    expect(received).toEqual([
      { ...told[0], ...(v === 0 ? { cards: sorted(breakerFaces) } : {}) },
      { ...told[1], ...(v === plan.breaker ? { cards: sorted(offeredFaces) } : {}) },
    ]);
  });
  const end = secrets.check();
  // The byte checks could fail: each seat was sent faces (its own), the spectator none.
  expect(afterOffer.faces.slice(0, SEATS).every((count) => count > 0)).toBe(true);
  expect(end.faces[SEATS]).toBe(0);
}, 60_000);

import { Room, type Client } from '@colyseus/core';
import { StateView, type } from '@colyseus/schema';
import { findGame, Msg, viewerKey, type Match, type Reply } from '@dead-drop/shared';
import * as z from 'zod/mini';
import { tickClockSlowly } from '@dead-drop/server/dist/roomClock';
import { refusal, refused } from '@dead-drop/server/dist/table/links';
import { TableState } from '@dead-drop/server/dist/table/TableState';
import { playRecorded, recordedMatch, recordedPatches, type RecordedStep } from './recordedPatches';

/** The table's state, with the baseline room's counter by which the bots take turns. */
export class ProbeState extends TableState {
  @type('uint32') actions = 0;
}

/**
 * A probe of what carrying a game's patches costs: its patches without the game. Each `act`
 * writes the next of the entry changes that seeded games of it make (see `recordedPatches`),
 * through the table's own state, seat entries and StateViews, and sends them as the table
 * would. The first joiners take the seats, in order; later ones watch. Created with `{ name,
 * game, seats }`, it takes turns like the baseline room. Load tests run it between the baseline
 * room and the game's table: what it adds to the baseline is the cost of carrying the game's
 * patches to filtered clients, and what the table adds to it is the cost of working them out.
 * With `rules: true` it also plays each recorded action through the game's rules (`Match.act`),
 * but works out no view: the carrying and the rules, which any way of working out the views
 * must add to.
 */
const ProbeOptions = z.strictObject({
  name: z.optional(z.string()),
  game: z.string(),
  seats: z.number().check(z.int()),
  rules: z.optional(z.boolean()),
});

export class ProbeRoom extends Room<{ state: ProbeState }> {
  override patchRate: number | null = null;

  private cycle: readonly RecordedStep[] = [];
  private step = 0;
  /** The recorded game under way, when the rules are played too. */
  private match: Match | null = null;
  private seated = 0;

  override onCreate(options: unknown): void {
    const given = ProbeOptions.safeParse(options);
    const game = given.success ? findGame(given.data.game) : undefined;
    const seats = given.data?.seats ?? 0;
    if (!game || seats < game.minSeats || seats > game.maxSeats) {
      throw refusal(refused('bad_options', 'A probe room needs { game, seats } of a known game.'));
    }
    const { opening, cycle } = recordedPatches(game, seats);
    if (given.data?.rules === true) this.match = recordedMatch(game, seats, 1);
    this.state = new ProbeState();
    for (let seat = 0; seat < seats; seat++) this.state.openView(seat);
    this.state.writeViews(opening);
    // Nobody has joined yet: this only settles the opening, which each joiner gets whole.
    this.broadcastPatch();
    this.cycle = cycle;
    tickClockSlowly(this);
    this.onMessage(Msg.act, (): Reply => {
      const { patch, move } = this.cycle[this.step]!;
      if (this.match) this.match = playRecorded(this.match, move).match;
      this.state.writeViews(patch);
      this.step = (this.step + 1) % this.cycle.length;
      this.state.actions++;
      this.broadcastPatch();
      return { ok: true };
    });
  }

  override onJoin(client: Client): void {
    if (this.seated === this.state.views.size) return;
    client.view = new StateView();
    client.view.add(this.state.views.get(viewerKey(this.seated++))!);
  }
}

import { Room } from '@colyseus/core';
import { Schema, type } from '@colyseus/schema';
import { tickClockSlowly } from '@dead-drop/server/dist/roomClock';
import { Msg, type Reply } from '@dead-drop/shared';

export class BaselineState extends Schema {
  @type('uint32') actions = 0;
}

/**
 * The cheapest room that speaks the table's protocol: created with `{ name }`, joined
 * by id, and each `act` changes one number. Load tests run it beside the table room to
 * tell Colyseus's own cost from the table's.
 */
export class BaselineRoom extends Room<{ state: BaselineState }> {
  override patchRate: number | null = null;

  override onCreate(): void {
    this.state = new BaselineState();
    tickClockSlowly(this);
    this.onMessage(Msg.act, (): Reply => {
      this.state.actions++;
      this.broadcastPatch();
      return { ok: true };
    });
  }
}

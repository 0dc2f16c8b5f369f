import { getMessageBytes, Protocol } from '@colyseus/core';
import { JoinRefusal, TableCloseCode } from '@dead-drop/shared';
import { SteadyPingTransport } from '../steadyPingTransport';
import type { ServerLimits } from '../serverLimits';
import { clientAddress } from './address';
import { GuardedSocket } from './guardedSocket';

type TransportOptions = ConstructorParameters<typeof SteadyPingTransport>[0];
type ConnectionArgs = Parameters<SteadyPingTransport['onConnection']>;

/**
 * The websocket transport with two guards in front of Colyseus:
 * - one address holds at most `connectionsPerAddress` open connections;
 * - every frame is checked by its socket (`GuardedSocket`) before any listener of Colyseus
 *   hears of it.
 */
export class GuardedTransport extends SteadyPingTransport {
  private readonly perAddress = new Map<string, number>();

  constructor(
    options: TransportOptions,
    private readonly limits: ServerLimits,
  ) {
    super({ ...options, WebSocket: GuardedSocket });
    // The parent registers its method unbound, to be called with the websocket server as
    // `this`; this one needs its own object.
    this.wss.removeListener('connection', this.onConnection);
    this.wss.on('connection', (...args: ConnectionArgs) => {
      void this.onConnection(...args);
    });
  }

  protected override onConnection(...args: ConnectionArgs): Promise<void> {
    const [socket, request] = args;
    const address = clientAddress(request, this.limits.trustProxy);
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.limits.connectionsPerAddress) {
      const message = `One address may hold at most ${this.limits.connectionsPerAddress} connections.`;
      socket.send(getMessageBytes[Protocol.ERROR](JoinRefusal.too_many_connections, message), () =>
        socket.close(TableCloseCode.tooManyConnections, message),
      );
      return Promise.resolve();
    }
    this.perAddress.set(address, held + 1);
    if (socket instanceof GuardedSocket) socket.address = address;
    socket.on('close', () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    return super.onConnection(...args);
  }
}

import { readStored, writeStored } from '../localStore';
import { toast } from '../ui/chrome';
import { h } from '../ui/dom';
import { postJson, reasonOf } from './postJson';
import { words } from './words';

const PREFIX = 'deaddrop.alerts.';

/**
 * "Tell me when it's my move", for this browser and this table (opt-in): the browser's push
 * subscription goes to the server with the seat's key, and the service worker shows what the
 * server pushes. Turned off, the server forgets this browser for the table.
 */
export class AlertToggle {
  readonly button = h('button', {
    testid: 'alerts-toggle',
    attrs: { type: 'button' },
    on: { click: () => void this.flip() },
  });
  private on: boolean;

  constructor(
    private readonly roomId: string,
    private readonly seatKey: () => string | undefined,
  ) {
    this.on = readStored(PREFIX + roomId) === '1';
    this.draw();
  }

  private async flip(): Promise<void> {
    const seatKey = this.seatKey();
    if (!seatKey) return;
    const subscription = this.on ? await this.current() : await this.subscribe();
    if (subscription === null && !this.on) return;
    const answer = this.on
      ? await postJson('/api/alerts/unsubscribe', { roomId: this.roomId, seatKey, endpoint: subscription?.endpoint ?? '' })
      : await postJson('/api/alerts/subscribe', { roomId: this.roomId, seatKey, subscription: subscription!.toJSON() });
    if (!answer?.ok && !this.on) {
      toast(words('alerts.failed', { reason: reasonOf(answer) }));
      return;
    }
    this.on = !this.on;
    writeStored(PREFIX + this.roomId, this.on ? '1' : '0');
    this.draw();
  }

  private async current(): Promise<PushSubscription | null> {
    const registration = await navigator.serviceWorker?.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  }

  /** This browser's push subscription for the server's key, asked for on this click; null when refused. */
  private async subscribe(): Promise<PushSubscription | null> {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
      toast(words('alerts.unsupported'));
      return null;
    }
    if ((await Notification.requestPermission()) !== 'granted') {
      toast(words('alerts.denied'));
      return null;
    }
    try {
      const key = await fetch('/api/alerts/key').then((response) => response.json() as Promise<{ publicKey: string }>);
      const registration = await navigator.serviceWorker.ready;
      return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.publicKey });
    } catch (error) {
      // The push service's refusals are DOMExceptions whose messages speak to developers
      // ("Registration failed - permission denied" in a private window): say what to do instead.
      toast(
        error instanceof DOMException
          ? words('alerts.noPushService')
          : words('alerts.failed', { reason: error instanceof Error ? error.message : String(error) }),
      );
      return null;
    }
  }

  /** Its words, in the page's language: what it switches and how it stands. */
  draw(): void {
    this.button.textContent = words(this.on ? 'alerts.on' : 'alerts.off');
    this.button.setAttribute('aria-pressed', String(this.on));
    this.button.title = words('alerts.hint');
  }
}

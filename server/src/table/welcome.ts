import { SPECTATOR, type LinksMessage, type Viewer } from '@dead-drop/shared';
import type { Chat } from './chat';
import type { Member } from './members';
import type { Play } from './play';
import type { PlayAgain } from './playAgain';
import type { TableCore } from './tableCore';

/** What someone (back) at the table reads first: its links, its time, their seat, the history so far, the talk, an invitation. */
export function welcome(core: TableCore, play: Play, chat: Chat, playAgain: PlayAgain, member: Member): void {
  const { sessionId, seat } = member;
  const { outbox, links, seats } = core;
  const shared: LinksMessage = seat ? { ...links } : { watch: links.watch };
  outbox.send(sessionId, 'links', shared);
  outbox.send(sessionId, 'clock', { now: core.deps.clock.now() });
  if (seat) outbox.send(sessionId, 'seat', { seat: seats.indexOf(seat), seatKey: seat.key });
  const viewer: Viewer = seat ? seats.indexOf(seat) : SPECTATOR;
  outbox.send(sessionId, 'history', play.historyMessage(viewer));
  outbox.send(sessionId, 'chatLog', chat.lines());
  playAgain.tell(member);
}

/** A move was taken back: everyone's history again, without it. */
export function retell(core: TableCore, play: Play, members: Iterable<Member>): void {
  for (const { sessionId, seat } of members) {
    core.outbox.send(sessionId, 'history', play.historyMessage(seat ? core.seats.indexOf(seat) : SPECTATOR));
  }
}

import type { LogContext } from './gameClient';
import type { TableSnapshot } from './net/tableSession';
import { ui } from './ui/text';

/**
 * The names the table shows for its seats, wherever it shows them (the canvas, the log, the
 * clocks, the end screen): a seat a bot plays for a person who left says so ("Ada (bot)"),
 * so nobody takes the bot's moves for the person's. A bot the host seated keeps the name the
 * server gave it ("Bot 2"), which says it already.
 */
export function seatNames(snapshot: Pick<TableSnapshot, 'seats'>): string[] {
  return snapshot.seats.map(({ name, bot }) => (bot === 'standIn' && name ? ui('seat.standIn', { name }) : name));
}

/** What a game's words need to speak of the seats: who looks, and the names above. */
export function logContext(snapshot: Pick<TableSnapshot, 'seats' | 'viewer'>): LogContext {
  return { viewer: snapshot.viewer, names: seatNames(snapshot) };
}

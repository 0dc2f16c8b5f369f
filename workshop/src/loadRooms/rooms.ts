/**
 * The rooms a load test measures the table against, by the names the server offers them
 * under (only a measured server: measurementRooms.ts). They are no part of the table's protocol: the browser
 * never joins one, so their names stay out of the protocol it bundles.
 */
export const LOAD_ROOM = {
  /** The cheapest room that speaks the table's protocol (`BaselineRoom`). */
  baseline: 'baseline',
  /** A game's recorded patches without the game (`ProbeRoom`). */
  probe: 'probe',
} as const;

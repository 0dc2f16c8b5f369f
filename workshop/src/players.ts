import { isPlayer, type Player } from '@dead-drop/shared';

/** The players of `--bots bot,random` (simulate) or `--players` (golden): "bot" and "random". */
export function playerList(flag: string, list: string): Player[] {
  const names = list.split(',');
  const unknown = names.find((name) => !isPlayer(name));
  if (unknown !== undefined) throw new Error(`--${flag} takes a comma list of "bot" and "random", not "${unknown}"`);
  return names.filter(isPlayer);
}

/** Every card's programs, by card number and box. */
import { cardOf, PROTOCOLS, type Box, type CardNo, type Protocol } from '../cards';
import { darkness } from './darkness';
import { death } from './death';
import { fire } from './fire';
import { gravity } from './gravity';
import { life } from './life';
import { light } from './light';
import { metal } from './metal';
import { plague } from './plague';
import { psychic } from './psychic';
import { speed } from './speed';
import { spirit } from './spirit';
import type { BoxPrograms, Program } from './steps';
import { water } from './water';

const BY_PROTOCOL: Record<Protocol, Record<number, BoxPrograms>> = {
  darkness,
  death,
  fire,
  gravity,
  life,
  light,
  metal,
  plague,
  psychic,
  speed,
  spirit,
  water,
};

const PROGRAMS = new Map<CardNo, BoxPrograms>(
  PROTOCOLS.flatMap((protocol) =>
    Object.entries(BY_PROTOCOL[protocol]).map(([value, boxes]) => [cardOf(protocol, Number(value)), boxes] as const),
  ),
);

const NOTHING: Program = [];

export function programOf(card: CardNo, box: Box): Program {
  return PROGRAMS.get(card)?.[box] ?? NOTHING;
}

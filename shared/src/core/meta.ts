/**
 * What a game is, apart from its rules: its id, how many it seats, its name in each language
 * the site speaks, and the options a host may set with their defaults and bounds. Plain data
 * with no schema library in it, so that the browser's pages can read it (the landing page's
 * seat choice, every page's title) without bundling the rules; the rules build their option
 * schema from it (`optionsSchema`), so the two never disagree.
 */
import type { Seat } from './viewer';

/** An option a host may set: its kind, its default, and what it allows. */
export type OptionMeta =
  /** Who plays first: a seat of the largest table the game has, or 'random' (drawn from the seed). */
  | { readonly kind: 'firstSeat'; readonly default: 'random' }
  | { readonly kind: 'flag'; readonly default: boolean }
  /** A whole number from `min` to `max`. */
  | { readonly kind: 'count'; readonly min: number; readonly max: number; readonly default: number }
  | { readonly kind: 'choice'; readonly values: readonly [string, ...string[]]; readonly default: string };

/** A text in each language the site speaks. */
export interface Words {
  readonly en: string;
  readonly de: string;
}

export interface GameMeta<Id extends string = string> {
  readonly id: Id;
  readonly seats: { readonly min: number; readonly max: number };
  /** The game's name in each language, as its box prints it. */
  readonly title: Words;
  /** A line under the title on the landing page: how many play, and what it is like. */
  readonly blurb: Words;
  readonly options: Readonly<Record<string, OptionMeta>>;
}

type OptionValue<O extends OptionMeta> = O extends { readonly kind: 'firstSeat' }
  ? Seat | 'random'
  : O extends { readonly kind: 'flag' }
    ? boolean
    : O extends { readonly kind: 'count' }
      ? number
      : O extends { readonly values: readonly (infer V)[] }
        ? V
        : never;

/** The options a game's rules receive, each with a value: what `meta` declares. */
export type OptionsOf<M extends GameMeta> = { -readonly [K in keyof M['options']]: OptionValue<M['options'][K]> };

/** A game's meta, checked and with its literal types kept (the id, the choices). */
export function defineMeta<const Id extends string, const M extends GameMeta<Id>>(meta: M & GameMeta<Id>): M {
  return meta;
}

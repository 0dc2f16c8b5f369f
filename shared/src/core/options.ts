/** A game's option schema, made from the options its meta declares (see `GameMeta`). */
import * as z from 'zod/mini';
import type { GameMeta, OptionMeta, OptionsOf } from './meta';

/** What a host may set: a strict object (unknown keys refused), a default for each key. */
export function optionsSchema<M extends GameMeta>(meta: M): z.ZodMiniType<OptionsOf<M>> {
  const shape = Object.fromEntries(Object.entries(meta.options).map(([key, option]) => [key, optionSchema(option, meta.seats.max)]));
  // A shape built key by key has no static type: each key's schema is the one its meta kind
  // gives, and `OptionsOf` maps each kind to that schema's value, so the two agree.
  return z.strictObject(shape) as unknown as z.ZodMiniType<OptionsOf<M>>;
}

function optionSchema(option: OptionMeta, maxSeats: number) {
  switch (option.kind) {
    case 'firstSeat':
      return firstSeatOption(maxSeats);
    case 'flag':
      return z._default(z.boolean(), option.default);
    case 'count':
      return z._default(z.int().check(z.minimum(option.min), z.maximum(option.max)), option.default);
    case 'choice':
      return z._default(z.enum(option.values), option.default);
  }
}

/**
 * Who plays first: a seat, or 'random' (the default) to draw it from the seed. Any seat a
 * table of the game could have is accepted, since options are checked before the seats fill.
 */
function firstSeatOption(maxSeats: number) {
  const seats = Array.from({ length: maxSeats }, (_, seat) => seat);
  return z._default(z.literal(['random', ...seats], { error: `a seat from 0 to ${maxSeats - 1}, or "random"` }), 'random');
}

import * as z from 'zod/mini';
import { PROTOCOLS } from './cards';
import { REORDERS, type LineIx, type Side } from './state';

const line = z.literal([0, 1, 2]) as z.ZodMiniType<LineIx>;
const side = z.literal([0, 1]) as z.ZodMiniType<Side>;
/** No stack or hand comes near this; larger numbers are garbage. */
const index = z.int().check(z.minimum(0), z.maximum(99));

/** Every action but a discard, which an action and its legal template tell apart. */
const options = [
  z.strictObject({ type: z.literal('draft'), protocol: z.enum(PROTOCOLS) }),
  z.strictObject({ type: z.literal('play'), hand: index, line, up: z.boolean() }),
  z.strictObject({ type: z.literal('refresh') }),
  z.strictObject({ type: z.literal('skip') }),
  z.strictObject({ type: z.literal('card'), side, line, at: index }),
  z.strictObject({ type: z.literal('line'), line }),
  z.strictObject({ type: z.literal('choose'), option: z.enum(['flip', 'discard', 'draw']) }),
  z.strictObject({ type: z.literal('first'), side, line, at: index }),
  z.strictObject({ type: z.literal('rearrange'), side, order: z.enum(REORDERS) }),
  z.strictObject({ type: z.literal('swap'), a: line, b: line }),
  z.strictObject({ type: z.literal('compile'), line }),
] as const;

/**
 * What a seat may send, declared once: the rules take it as this type and the server parses it
 * from the wire with this schema. Hand cards are named by their index in the seat's own sorted
 * hand; field cards by their place (`side`, `line`, `at` from the bottom); whether any of it is
 * allowed now is for the legal actions to say, which list every one (a discard is checked
 * against its template).
 */
export const Action = z.discriminatedUnion('type', [
  ...options,
  z.strictObject({ type: z.literal('discard'), hand: z.array(index).check(z.maxLength(99)) }),
]);
export type Action = z.output<typeof Action>;

/** What a seat may do now, as a view lists it (a client decodes it so): the actions
 *  themselves, except a discard, which is a template. */
export const LegalSchema = z.discriminatedUnion('type', [
  ...options,
  z.strictObject({ type: z.literal('discard'), min: index, max: index }),
]);
export type Legal = z.output<typeof LegalSchema>;

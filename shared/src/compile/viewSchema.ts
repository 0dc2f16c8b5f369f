/** Compile's view as a client decodes it from the wire (see `core/decoders.ts`). */
import * as z from 'zod/mini';
import { baseViewFields, Count, Index } from '../core/decoders';
import { LegalSchema } from './actions';
import { CAUSES, FaceShape, Line, maybeFace, ProtocolName, SideNo } from './events';
import type { CView } from './view';

const Card = z.strictObject({ up: z.boolean(), ...maybeFace });
const Faces = z.array(FaceShape);
const PHASES = ['start', 'control', 'compile', 'action', 'cache', 'end'] as const;
const ASKS = [
  'draft',
  'action',
  'play',
  'compile',
  'discard',
  'flip',
  'shift',
  'delete',
  'return',
  'reveal',
  'line',
  'draw',
  'choice',
  'first',
  'rearrange',
  'swap',
] as const;
const place = { side: SideNo, line: Line, at: Index };

const Side = z.strictObject({
  protocols: z.array(z.strictObject({ protocol: ProtocolName, compiled: z.boolean() })),
  stacks: z.array(z.strictObject({ cards: z.array(Card), total: z.number() })),
  hand: Count,
  deck: Count,
  trash: Faces,
});

const Prompt = z.strictObject({
  seat: SideNo,
  ask: z.enum(ASKS),
  optional: z.boolean(),
  source: z.nullable(z.strictObject(place)),
  onLine: z.optional(z.boolean()),
  min: z.optional(Count),
  max: z.optional(Count),
  faceDown: z.optional(z.boolean()),
  lines: z.optional(z.array(Line)),
});

export const CViewSchema = z.strictObject({
  ...baseViewFields(LegalSchema, SideNo),
  game: z.literal('compile'),
  phase: z.enum(['draft', ...PHASES, 'over']),
  first: SideNo,
  turn: z.nullable(z.strictObject({ seat: SideNo, phase: z.enum(PHASES), number: Count })),
  draft: z.nullable(z.strictObject({ pool: z.array(ProtocolName), picks: z.array(z.array(ProtocolName)) })),
  sides: z.array(Side),
  controlCard: z.boolean(),
  control: z.nullable(SideNo),
  prompt: z.nullable(Prompt),
  chain: z.array(
    z.strictObject({ ...place, protocol: ProtocolName, value: z.int(), box: z.enum(['top', 'middle', 'bottom']), cause: z.enum(CAUSES) }),
  ),
  transit: z.array(z.strictObject({ ...Card.shape, side: SideNo, line: Line })),
  shown: z.nullable(z.strictObject({ ...place, protocol: ProtocolName, value: z.int() })),
  noCompile: z.nullable(SideNo),
  hand: z.optional(Faces),
  hands: z.optional(z.array(Faces)),
}) satisfies z.ZodMiniType<CView>;

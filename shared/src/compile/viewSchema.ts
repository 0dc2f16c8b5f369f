/** Compile's view as a client decodes it from the wire (see `core/decoders.ts`). */
import { z } from 'zod';
import { baseViewFields, Count, Index } from '../core/decoders';
import { LegalSchema } from './actions';
import { CAUSES, FaceShape, Line, maybeFace, ProtocolName, SideNo } from './events';
import type { CView } from './view';

const Card = z.strictObject({ up: z.boolean(), ...maybeFace });
const Faces = z.array(FaceShape);
const PHASES = ['start', 'control', 'compile', 'action', 'cache', 'end'] as const;
const ASKS = [
  'draft', 'action', 'play', 'compile', 'discard', 'flip', 'shift', 'delete', 'return', 'reveal', 'line', 'draw', 'choice', 'first',
  'rearrange', 'swap',
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
  seat: SideNo, ask: z.enum(ASKS), optional: z.boolean(), source: z.strictObject(place).nullable(), onLine: z.boolean().optional(),
  min: Count.optional(), max: Count.optional(), faceDown: z.boolean().optional(), lines: z.array(Line).optional(),
});

export const CViewSchema = z.strictObject({
  ...baseViewFields(LegalSchema, SideNo),
  game: z.literal('compile'),
  phase: z.enum(['draft', ...PHASES, 'over']),
  first: SideNo,
  turn: z.strictObject({ seat: SideNo, phase: z.enum(PHASES), number: Count }).nullable(),
  draft: z.strictObject({ pool: z.array(ProtocolName), picks: z.array(z.array(ProtocolName)) }).nullable(),
  sides: z.array(Side),
  controlCard: z.boolean(),
  control: SideNo.nullable(),
  prompt: Prompt.nullable(),
  chain: z.array(z.strictObject({ ...place, protocol: ProtocolName, value: z.int(), box: z.enum(['top', 'middle', 'bottom']), cause: z.enum(CAUSES) })),
  transit: z.array(z.strictObject({ ...Card.shape, side: SideNo, line: Line })),
  shown: z.strictObject({ ...place, protocol: ProtocolName, value: z.int() }).nullable(),
  noCompile: SideNo.nullable(),
  hand: Faces.optional(),
  hands: z.array(Faces).optional(),
}) satisfies z.ZodType<CView>;

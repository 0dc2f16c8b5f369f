/**
 * Compile's view, declared once: the rules build it (`view.ts`) and a client decodes it from the
 * wire with this schema (see `core/decoders.ts`); its types are the schema's.
 */
import * as z from 'zod/mini';
import { baseViewFields, Count, Index } from '../core/decoders';
import { LegalSchema } from './actions';
import { CAUSES, FaceShape, Line, maybeFace, ProtocolName, SideNo } from './events';

/** A card as one viewer sees it: a back is `{ up: false }` and nothing else. */
const Card = z.strictObject({ up: z.boolean(), ...maybeFace });
export type CardView = z.output<typeof Card>;
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

const Stack = z.strictObject({ cards: z.array(Card), total: z.number() });
export type StackView = z.output<typeof Stack>;

const Side = z.strictObject({
  protocols: z.array(z.strictObject({ protocol: ProtocolName, compiled: z.boolean() })),
  /** Per line. */
  stacks: z.array(Stack),
  hand: Count,
  deck: Count,
  trash: Faces,
});
export type SideView = z.output<typeof Side>;

/** The open decision as everyone may see it; what the decider may choose is in its `legal`. */
const Prompt = z.strictObject({
  seat: SideNo,
  ask: z.enum(ASKS),
  optional: z.boolean(),
  /** Where the asking text's card lies, if a text asks. */
  source: z.nullable(z.strictObject(place)),
  /** Whether the decision is about a line (every option is one) rather than a card or words. */
  onLine: z.optional(z.boolean()),
  /** A discard: how many cards. */
  min: z.optional(Count),
  max: z.optional(Count),
  /** A play an effect makes. */
  faceDown: z.optional(z.boolean()),
  lines: z.optional(z.array(Line)),
});
export type PromptView = z.output<typeof Prompt>;

/** A text on the effect stack, bottom first: only texts whose card is face up and visible. */
const Chained = z.strictObject({
  ...place,
  protocol: ProtocolName,
  value: z.int(),
  box: z.enum(['top', 'middle', 'bottom']),
  cause: z.enum(CAUSES),
});
export type ChainEntry = z.output<typeof Chained>;

/** A card on its way to a stack (a "committed" card): nothing may choose it. */
const Transit = z.strictObject({ ...Card.shape, side: SideNo, line: Line });
export type TransitView = z.output<typeof Transit>;

export const CViewSchema = z.strictObject({
  ...baseViewFields(LegalSchema, SideNo),
  game: z.literal('compile'),
  phase: z.enum(['draft', ...PHASES, 'over']),
  first: SideNo,
  turn: z.nullable(z.strictObject({ seat: SideNo, phase: z.enum(PHASES), number: Count })),
  draft: z.nullable(z.strictObject({ pool: z.array(ProtocolName), picks: z.array(z.array(ProtocolName)) })),
  sides: z.array(Side),
  /** Advanced rules: whether the control card is in play, and who holds it (null: beside the field). */
  controlCard: z.boolean(),
  control: z.nullable(SideNo),
  prompt: z.nullable(Prompt),
  chain: z.array(Chained),
  transit: z.array(Transit),
  /** Light 2's revealed card, while its text lasts. */
  shown: z.nullable(z.strictObject({ ...place, protocol: ProtocolName, value: z.int() })),
  /** Metal 1: the seat that may not compile on its next turn. */
  noCompile: z.nullable(SideNo),
  /** Your own hand, in your view only. */
  hand: z.optional(Faces),
  /** Open view only (`openView`): both hands, by seat. */
  hands: z.optional(z.array(Faces)),
});
export type CView = z.output<typeof CViewSchema>;

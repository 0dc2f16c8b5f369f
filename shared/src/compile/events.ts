/**
 * What Compile tells a viewer happened, as that viewer is told it (see `core/decoders.ts`): the
 * client decodes its log into these and puts each kind into words. A card's `side` is the seat
 * whose stack it lies in; `protocol` and `value` name its face, which a face-down card's event
 * carries only to those who may know it.
 */
import * as z from 'zod/mini';
import type { Made } from '../core/events';
import { Count, eventKind, Index } from '../core/decoders';
import { hasCard, PROTOCOLS, type Face } from './cards';
import type { Cause, LineIx, Side } from './state';

export const SideNo = z.literal([0, 1]) satisfies z.ZodMiniType<Side>;
export const Line = z.literal([0, 1, 2]) satisfies z.ZodMiniType<LineIx>;
export const ProtocolName = z.enum(PROTOCOLS);
/** A card's face: its protocol and printed value. */
export const FaceShape = z
  .strictObject({ protocol: ProtocolName, value: z.int().check(z.minimum(0), z.maximum(6)) })
  .check(z.refine(({ protocol, value }) => hasCard(protocol, value), 'no such card')) satisfies z.ZodMiniType<Face>;
const Faces = z.array(FaceShape);
export const CAUSES = [
  'play',
  'flip',
  'uncover',
  'land',
  'start',
  'end',
  'covered',
  'after',
  'compile',
] as const satisfies readonly Cause[];

/** A face the event shows, or to this viewer may not. */
export const maybeFace = { protocol: z.optional(ProtocolName), value: z.optional(z.int().check(z.minimum(0), z.maximum(6))) };
/** A card face up is in sight of everyone: its event always tells its face. */
const toldIfUp = (e: { up: boolean; protocol?: string; value?: number }) => !e.up || (e.protocol !== undefined && e.value !== undefined);

/** A card in a stack: whose stack, which line, how far up. */
const place = { side: SideNo, line: Line, at: Index };

export const CompileEvent = z.discriminatedUnion('type', [
  eventKind('drafted', { seat: SideNo, protocol: ProtocolName }),
  eventKind('laidOut', { protocols: z.tuple([z.array(ProtocolName), z.array(ProtocolName)]) }),
  eventKind('turn', { seat: SideNo, turn: Count }),
  /** `deck`: played face down from the top of the deck (unseen by the player too, but told). */
  eventKind('played', { seat: SideNo, line: Line, up: z.boolean(), deck: z.optional(z.boolean()), ...maybeFace }).check(
    z.refine(toldIfUp, 'a face-up card without its face'),
  ),
  eventKind('blocked', { seat: SideNo, line: Line }),
  eventKind('playedUnder', { seat: SideNo, line: Line, count: Count }),
  eventKind('landed', { ...place, up: z.boolean(), ...maybeFace }).check(z.refine(toldIfUp, 'a face-up card without its face')),
  eventKind('shifted', { ...place, to: Line, up: z.boolean(), ...maybeFace }).check(z.refine(toldIfUp, 'a face-up card without its face')),
  eventKind('flipped', { ...place, up: z.boolean(), protocol: ProtocolName, value: z.int() }),
  eventKind('deleted', { ...place, protocol: ProtocolName, value: z.int() }),
  eventKind('returned', { ...place, up: z.boolean(), ...maybeFace }).check(z.refine(toldIfUp, 'a face-up card without its face')),
  eventKind('drew', { seat: SideNo, count: Count, cards: z.optional(Faces) }),
  eventKind('reshuffled', { seat: SideNo, count: Count }),
  /** `cache`: cleared at the end of the turn, not discarded by a card's text. */
  eventKind('discarded', { seat: SideNo, cards: Faces, cache: z.optional(z.boolean()) }),
  eventKind('resolving', {
    ...place,
    protocol: ProtocolName,
    value: z.int(),
    box: z.enum(['top', 'middle', 'bottom']),
    cause: z.enum(CAUSES),
  }),
  eventKind('revealed', { ...place, protocol: ProtocolName, value: z.int() }),
  eventKind('handShown', { seat: SideNo, cards: Faces }),
  eventKind('compiling', { seat: SideNo, line: Line }),
  eventKind('compiled', { seat: SideNo, line: Line, protocol: ProtocolName }),
  /** `took`: a card came from the other deck; its face goes to the taker alone. */
  eventKind('recompiled', { seat: SideNo, took: z.boolean(), ...maybeFace }),
  eventKind('won', { seat: SideNo }),
  eventKind('control', { seat: SideNo }),
  eventKind('controlReturned', { seat: SideNo }),
  eventKind('rearranged', { side: SideNo, protocols: z.array(ProtocolName) }),
  eventKind('refreshed', { seat: SideNo }),
  eventKind('noAction', { seat: SideNo }),
  eventKind('compileBarred', { seat: SideNo }),
  eventKind('compileBarredNext', { seat: SideNo }),
  eventKind('engineError', {}),
]);
export type CompileEvent = z.infer<typeof CompileEvent>;
/** The events the rules make, checked against what a client decodes (`Made`). */
export type MadeEvent = Made<CompileEvent>;

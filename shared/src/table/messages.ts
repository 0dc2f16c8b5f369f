/**
 * The shapes of everything a client may send a table: create and join options, and the
 * payload of each message (named in `messageTable.ts`). The server parses every one of them here before it looks at
 * it, so a handler only ever sees data of the declared shape. Refusals say what is wrong
 * in words, never echo more than a few characters of what was sent, and never throw.
 */
import * as z from 'zod/mini';
import { ruleError, type RuleError } from '../core/errors';
import { describeIssue, QUOTED } from '../core/issues';
import { BOT_LEVELS } from '../core/levels';
import type { JoinRefused } from './protocol';
import { chatText, displayName, MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from './names';

/** Cleaned as others will read it (see `displayName`), or refused. */
const Name = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const name = displayName(raw);
    if (name !== null) return name;
    ctx.issues.push({ code: 'custom', message: `Pick a name of 1 to ${MAX_NAME_LENGTH} characters.`, input: raw });
    return z.NEVER;
  }),
);

/** No game seats more: a bound for what a client may name before the table's game is known. */
const MAX_SEATS = 8;
/** An hour per decision is as slow as a live clock goes; past it only the slow tables' clocks. */
export const MAX_CLOCK_SECONDS = 3600;
/**
 * A slow table's clocks, in seconds per move: 12 h, 24 h, 72 h, for friends who play over
 * days. Such a table never closes for being idle while its game runs (see `isSlowClock`).
 */
export const SLOW_CLOCKS = [43_200, 86_400, 259_200] as const;

/** Whether a table's clock (seconds per decision) is a slow table's. */
export function isSlowClock(seconds: number): boolean {
  return (SLOW_CLOCKS as readonly number[]).includes(seconds);
}

/** A seat's place at a table, as a message names it. */
const SeatIndex = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_SEATS - 1));

/** Secrets are 24 characters (`newSecret`); a longer string cannot be one. */
const Secret = z.string().check(z.maxLength(64));

export const CreateTableOptions = z.strictObject({
  game: z.string().check(z.maxLength(QUOTED)),
  name: Name,
  /** Checked by the game's own `parseOptions`. */
  options: z.optional(z.unknown()),
  /** Seconds per decision on the turn clocks; 0 or absent: no clocks. Fractions are for tests. */
  clock: z.optional(z.union([z.number().check(z.minimum(0), z.maximum(MAX_CLOCK_SECONDS)), z.literal(SLOW_CLOCKS)])),
  /** "Play against bots": this many bots sit down beside the creator and the game starts at once. */
  bots: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_SEATS - 1))),
  /** How well those bots play; Normal when absent. */
  botLevel: z.optional(z.enum(BOT_LEVELS)),
  /**
   * "Learn to play": the game's guided first game (`findTutorial`). Its seed, options and seats
   * are the tutorial's; bots fill the other seats, it starts at once and has no clocks.
   */
  tutorial: z.optional(z.literal(true)),
});
export type CreateTableOptions = z.input<typeof CreateTableOptions>;
export type CreateTableRequest = z.output<typeof CreateTableOptions>;

/** `formerKey`: the seat key this browser held at the table before, if any: one the host removed stays out by it. */
const InviteJoin = z.strictObject({ invite: Secret, name: Name, formerKey: z.optional(Secret) });
const WatchJoin = z.strictObject({ watch: Secret });
const SeatKeyJoin = z.strictObject({ seatKey: Secret });

export type JoinTableOptions = z.input<typeof InviteJoin> | z.input<typeof WatchJoin> | z.input<typeof SeatKeyJoin>;
export type JoinTableRequest = z.output<typeof InviteJoin> | z.output<typeof WatchJoin> | z.output<typeof SeatKeyJoin>;

/**
 * A join names its kind by the secret it carries; the first of these keys present picks
 * the shape the rest must have, so the refusal speaks of that shape.
 */
const JOIN_KINDS = [
  ['seatKey', SeatKeyJoin],
  ['invite', InviteJoin],
  ['watch', WatchJoin],
] as const;

/**
 * An action and the state it was chosen from: `at` is the table's `step` (`TableState.step`)
 * the sender saw. A state that moved on since (a double tap's second send, another seat's
 * move on its way) refuses it with `stale_action`.
 */
export const ActMessage = z.strictObject({ action: z.unknown(), at: z.number().check(z.int(), z.minimum(0)) });
export type ActMessage = z.infer<typeof ActMessage>;

/** An undo names the state it takes back (`TableState.step` after the move): one that moved on since refuses it. */
export const UndoMessage = z.strictObject({ at: z.number().check(z.int(), z.minimum(0)) });
export type UndoMessage = z.infer<typeof UndoMessage>;

/** A message that says nothing more than its name: `{}`, or no payload at all. */
export const EmptyMessage = z.optional(z.strictObject({}));
/** A seat a message names: the bot the host removes, the person removed or made host. */
export const SeatChoiceMessage = z.strictObject({ seat: SeatIndex });
export type SeatChoiceMessage = z.infer<typeof SeatChoiceMessage>;
export const BotLevelMessage = z.strictObject({ seat: SeatIndex, level: z.enum(BOT_LEVELS) });
export type BotLevelMessage = z.infer<typeof BotLevelMessage>;
export const AbandonMessage = z.strictObject({ agree: z.boolean() });
export type AbandonMessage = z.infer<typeof AbandonMessage>;
/** A place in `TableState.keptOut`: the person there may sit down again. */
export const LetBackMessage = z.strictObject({ index: z.number().check(z.int(), z.minimum(0), z.maximum(255)) });
export type LetBackMessage = z.infer<typeof LetBackMessage>;
export const LockMessage = z.strictObject({ locked: z.boolean() });
export type LockMessage = z.infer<typeof LockMessage>;
export const PauseMessage = z.strictObject({ paused: z.boolean() });
export type PauseMessage = z.infer<typeof PauseMessage>;
/** Room ids are Colyseus's (9 characters); game ids are short words. */
export const PlayAgainMessage = z.strictObject({
  game: z.string().check(z.minLength(1), z.maxLength(QUOTED)),
  roomId: z.string().check(z.regex(/^[\w-]{1,40}$/)),
  invite: Secret,
});
export type PlayAgainMessage = z.infer<typeof PlayAgainMessage>;

const ChatText = z.pipe(
  z.string().check(z.maxLength(MAX_CHAT_LENGTH * 8)),
  z.transform((raw, ctx) => {
    const text = chatText(raw);
    if (text !== null) return text;
    ctx.issues.push({ code: 'custom', message: `A chat line has 1 to ${MAX_CHAT_LENGTH} characters.`, input: raw });
    return z.NEVER;
  }),
);
export const ChatMessage = z.strictObject({ text: ChatText });
export type ChatMessage = z.input<typeof ChatMessage>;

/** The data, or a refusal with `code` whose message says what is wrong. */
export function parseWire<S extends z.ZodMiniType>(schema: S, raw: unknown, code: string): z.output<S> | RuleError {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : ruleError(code, describeIssue(parsed.error.issues[0]));
}

/**
 * The join, or its refusal: `bad_link` without any secret, `bad_name` for the name,
 * `bad_request` for any other shape.
 */
export function parseJoinOptions(raw: unknown): JoinTableRequest | JoinRefused {
  const given = typeof raw === 'object' && raw !== null ? raw : {};
  const kind = JOIN_KINDS.find(([key]) => Object.hasOwn(given, key));
  if (!kind) return { refusal: 'bad_link', message: 'A table can only be joined through its invitation or spectator link.' };
  const parsed = kind[1].safeParse(raw);
  return parsed.success ? parsed.data : refusedFor(parsed.error);
}

/** A create request's options, or their refusal (`bad_name` for the name, `bad_request` otherwise). */
export function parseCreateOptions(raw: unknown): CreateTableRequest | JoinRefused {
  const parsed = CreateTableOptions.safeParse(raw);
  return parsed.success ? parsed.data : refusedFor(parsed.error);
}

function refusedFor(error: z.core.$ZodError): JoinRefused {
  const issue = error.issues[0];
  return { refusal: issue?.path[0] === 'name' ? 'bad_name' : 'bad_request', message: describeIssue(issue) };
}

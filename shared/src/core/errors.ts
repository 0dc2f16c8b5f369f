/**
 * Every refusal has a stable code (for clients and tests) and a sentence for people.
 * The codes below are shared by all games; a game may add its own.
 */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

export const ErrorCode = {
  malformed: 'malformed_action',
  unknownAction: 'unknown_action',
  notYourTurn: 'not_your_turn',
  illegal: 'illegal_action',
  gameOver: 'game_over',
  badOptions: 'bad_options',
  badSeats: 'bad_seat_count',
} as const;

export function ruleError(code: string, message: string): RuleError {
  return { code, message };
}

export function isRuleError(value: unknown): value is RuleError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value
    && typeof (value as RuleError).code === 'string';
}

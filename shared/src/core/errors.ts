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

/**
 * A refusal where the contract has no way to return one: `setup` returns a state, so a seat
 * count the game is not for is thrown as this. Its message reads `code: message`.
 */
export class RuleFailure extends Error {
  constructor(readonly error: RuleError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'RuleFailure';
  }
}

export function isRuleError(value: unknown): value is RuleError {
  return (
    typeof value === 'object' && value !== null && 'code' in value && 'message' in value && typeof (value as RuleError).code === 'string'
  );
}

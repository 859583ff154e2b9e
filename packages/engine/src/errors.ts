/**
 * The reasons a decision can be refused. Every refusal leaves the state unchanged.
 * - `malformed`: not a decision object of this game's shape (wrong type, missing fields).
 * - `not_pending`: the seat has nothing to decide now (wrong seat, or it already answered a window).
 * - `illegal`: well-formed and from a deciding seat, but not among the legal options.
 * - `game_over`: the game has ended.
 * - `stale`: the decision names a request id that is not the current one (replayed or late message).
 * - `bad_seat`: the seat number does not exist in this game.
 */
export type IllegalDecisionCode = 'malformed' | 'not_pending' | 'illegal' | 'game_over' | 'stale' | 'bad_seat';

/**
 * The one error class every game throws for a refused decision.
 * Thrown by `GameModule.apply` before any mutation, so the state is unchanged.
 */
export class IllegalDecisionError extends Error {
  /** Machine-readable reason. */
  readonly code: IllegalDecisionCode;
  /** The seat that sent the decision (may be out of range when code is `bad_seat`). */
  readonly seat: number;
  constructor(code: IllegalDecisionCode, seat: number, message: string) {
    super(`[${code}] seat ${seat}: ${message}`);
    this.name = 'IllegalDecisionError';
    this.code = code;
    this.seat = seat;
  }
}

/**
 * Why a configuration was refused (`ConfigError.code`):
 * - `unknown_option`: a field or option id the game does not have;
 * - `bad_type`: a value of the wrong type (text for a number, a fraction for an integer, an id not among an enum's);
 * - `out_of_bounds`: a number outside the option's `[min, max]`;
 * - `impossible`: each value is fine alone but together they cannot make a game (a deck too small to deal, no way
 *   to win);
 * - `unknown_preset`: a preset name the game does not have;
 * - `invalid`: any other refusal (the default of older call sites).
 */
export type ConfigErrorCode =
  | 'unknown_option'
  | 'bad_type'
  | 'out_of_bounds'
  | 'impossible'
  | 'unknown_preset'
  | 'invalid';

/**
 * Thrown by a game's `validateConfig` (and so by `setup`) for a configuration that is not valid:
 * unknown field, wrong type, or a value outside the range a ruling allows. `field` names the offending key.
 */
export class ConfigError extends Error {
  /** The configuration field at fault (`''` for the whole object). */
  readonly field: string;
  /** Machine-readable reason (see `ConfigErrorCode`). */
  readonly code: ConfigErrorCode;
  constructor(field: string, message: string, code: ConfigErrorCode = 'invalid') {
    super(field ? `config.${field}: ${message}` : `config: ${message}`);
    this.name = 'ConfigError';
    this.field = field;
    this.code = code;
  }
}

/**
 * A preset asked for in a game mode it is not made for (`Preset.modes`, options.ts `checkPresetMode`): a `ConfigError`
 * on field `preset`, code `impossible`, that also names the preset, the modes it is for and the mode asked, so that a
 * shell can say it in its own words.
 */
export class PresetModeError extends ConfigError {
  constructor(
    readonly preset: string,
    readonly modes: readonly string[],
    readonly mode: string,
  ) {
    super(
      'preset',
      `preset ${JSON.stringify(preset)} is made for the mode(s) ${modes.join(', ')}, not ${JSON.stringify(mode)}`,
      'impossible',
    );
    this.name = 'PresetModeError';
  }
}

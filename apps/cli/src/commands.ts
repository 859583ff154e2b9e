/**
 * The commands `shaju` parses (args.ts): each command's checked options.
 */
import type { RulesChoice } from '@shaju/engine';
import type { BotPace } from '@shaju/protocol/constants';
import type { LabOptions } from './lab/args.ts';
import type { ConfigOverrides } from './options.ts';
import type { GameEntry, Lang } from './types.ts';

/** Settings every command has. */
export interface CommonOptions {
  readonly lang: Lang;
  /** `--no-color` was given. */
  readonly noColor: boolean;
  /** Warnings to print before running (rule options set while they have no effect: options.ts `rulesWarnings`). */
  readonly warnings?: readonly string[];
}

/** `shaju play`. */
export interface PlayOptions extends CommonOptions {
  readonly entry: GameEntry;
  readonly players: number;
  readonly seat: number;
  readonly seed: number;
  /** Whether `--seed` was given (else it came from the clock). */
  readonly seedGiven: boolean;
  /** Bot kinds, dealt to the bot seats in turn. */
  readonly bots: readonly string[];
  readonly decks: number | undefined;
  readonly pong: boolean;
  /** `--mode` (跑跑杀: `identity` or `boss`), or undefined when the game has one mode or none was given. */
  readonly mode: string | undefined;
  /** `--set id=value` option values (and other configuration fields), or undefined. */
  readonly set: ConfigOverrides | undefined;
  /** `--preset NAME`, or undefined (the game's first preset). */
  readonly preset: string | undefined;
  /** The validated game configuration. */
  readonly config: unknown;
  /** The rules played: the preset and the sparse option values (saved with the record). */
  readonly rules: RulesChoice;
}

/** `shaju simulate`. */
export interface SimulateOptions extends CommonOptions {
  readonly entry: GameEntry;
  readonly games: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly bots: readonly string[];
  readonly seed: number;
  readonly json: boolean;
  readonly decks: number | undefined;
  readonly pong: boolean;
  /** `--mode`, as for play. */
  readonly mode: string | undefined;
  /** `--by`: an extra breakdown of the figures (跑跑杀: `character`). */
  readonly by: string | undefined;
  /** `--characters`: `bots` (the bots choose, default) or `random` (dealt at random). */
  readonly characters: 'bots' | 'random' | undefined;
  /** `--set id=value` option values, as for play. */
  readonly set: ConfigOverrides | undefined;
  /** `--preset NAME`, as for play. */
  readonly preset: string | undefined;
  /** `--preset-file F` as given (undefined: none): the run is then compared with the default rules, as for a `--preset`. */
  readonly presetFile: string | undefined;
  /** `--pack PATH` packs, read and checked (undefined: none; docs/packs.md). */
  readonly packs?: readonly unknown[] | undefined;
}

/** `shaju replay`. */
export interface ReplayOptions extends CommonOptions {
  readonly file: string;
  /** Watch as this seat; null for a spectator. Checked against the record once it is loaded. */
  readonly seat: number | null;
  readonly step: boolean;
}

/** A parsed command line. */
export type Command =
  | ({ readonly cmd: 'help'; readonly topic: string | null } & CommonOptions)
  | ({ readonly cmd: 'play' } & PlayOptions)
  | ({ readonly cmd: 'simulate' } & SimulateOptions)
  | (LabOptions & Pick<CommonOptions, 'warnings'>)
  | ({ readonly cmd: 'replay' } & ReplayOptions)
  | ({ readonly cmd: 'connect' } & ConnectOptions)
  | ({ readonly cmd: 'options'; readonly entry: GameEntry; readonly json: boolean } & CommonOptions)
  | ({
      readonly cmd: 'content';
      readonly entry: GameEntry;
      readonly how: 'summary' | 'json' | 'schema';
    } & CommonOptions);

/** `shaju connect`: play on a game server (see connect.ts). */
export interface ConnectOptions extends CommonOptions {
  /** The server's address (`ws://127.0.0.1:2567` by default). */
  readonly url: string;
  /** `--name`, or undefined (connect picks one). */
  readonly name: string | undefined;
  /** The game of a new room (null with `--join`). */
  readonly entry: GameEntry | null;
  readonly players: number;
  /** Seats given to bots when the room is made. */
  readonly bots: number;
  /** The kind of the bots put in the new room: one of its game's bot kinds (default: the game's default). */
  readonly botKind: string;
  readonly mode: string | undefined;
  /** `--join CODE` (upper-cased), or null to create a room. */
  readonly join: string | null;
  readonly spectate: boolean;
  readonly token: string | undefined;
  /** `--turn-seconds` and `--bot-delay` (ms), or undefined for the server's defaults. */
  readonly turnSeconds: number | undefined;
  readonly botDelayMs: number | undefined;
  /** `--pace fast|normal|slow`: how quickly the room's bots answer, or undefined for the server's default. */
  readonly pace: BotPace | undefined;
  /** The rules of a new room (`--preset`, `--set`): the preset and the sparse option values; undefined with `--join`. */
  readonly rules: RulesChoice | undefined;
}

/**
 * Preset files: the rules a variant search recommends, as JSON that `--preset-file F` reads (`shaju lab`, `shaju
 * simulate`; the command line reads and checks them, apps/cli/src/lab/preset-file.ts). The file names its game, the preset its values start from and the option values set on top:
 * `{ "format": "shaju-preset@1", "game": "<id>", "preset": "seed", "set": { "<option id>": 60 }, … }` (other fields,
 * such as an id, words or the figures that chose it, are kept for the reader and ignored here).
 */

/** The format tag a preset file carries. */
export const PRESET_FORMAT = 'shaju-preset@1';

/** What a preset file holds (the fields `--preset-file` reads). */
export interface PresetFile {
  readonly format: typeof PRESET_FORMAT;
  readonly game: string;
  /** The preset the values start from (absent: the game's first). */
  readonly preset?: string | undefined;
  readonly set: Readonly<Record<string, number | boolean | string>>;
  readonly [extra: string]: unknown;
}

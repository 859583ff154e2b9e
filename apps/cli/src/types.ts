/**
 * The shape of a game as the CLI knows it: the game's kit (rules, bots, words, what a terminal and a simulation need;
 * packages/runtime/src/manifest.ts) with its manifest, both from the catalogue (@shaju/games). Adding a game to the
 * CLI is adding it to the catalogue.
 */
import type { GameKit, GameManifest, Text } from '@shaju/runtime';

export type { GameFlags, SimTally, TallyOptions } from '@shaju/runtime';
export type { EventPrinter, GameRenderer, Lang, MenuItem, RenderOptions } from '@shaju/words';

/** One game of the registry (registry.ts): its kit, plus its id, title and manifest. */
export interface GameEntry extends GameKit {
  /** The game's id, e.g. as typed after `shaju play`. */
  readonly id: string;
  /** The display name per language: the manifest's title (in English followed by the Chinese one). */
  readonly title: Text;
  readonly manifest: GameManifest;
}

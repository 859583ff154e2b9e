/**
 * The games the server serves, each as the server plays it (`ServedGame`), from the catalogue's manifests and kits.
 */
import type { AnyGameModule } from '@shaju/engine';
import { findManifest, kitOf } from '@shaju/games/loaded';
import type { GameKit, GameManifest } from '@shaju/runtime';

/**
 * A game as the server plays it: the game's kit (rules, bots, how to name an identity and a score in the record,
 * which decisions decline) and, as sets, the request kinds that are response windows (timed by `responseSeconds` and
 * held open for `minResponseMs`) and its bot kinds. Everything comes from the game's manifest (`games/catalog`): the
 * server names no game.
 */
export interface ServedGame {
  /** The game's manifest (its timeout answers among the rest). */
  readonly manifest: GameManifest;
  readonly kit: GameKit;
  readonly module: AnyGameModule;
  /** Request kinds that answer someone else's action (the manifest's `responseKinds`). */
  readonly responseKinds: ReadonlySet<string>;
  /** Request kinds asked one card at a time for one answer (the manifest's `oneByOneKinds`). */
  readonly oneByOneKinds: ReadonlySet<string>;
  /** The bot kinds this game has (the manifest's `bots`). */
  readonly botKinds: ReadonlySet<string>;
}

const served = new Map<string, ServedGame>();

/** The served game with id `id`. Throws `Error` for an unknown id. */
export function servedGame(id: string): ServedGame {
  const known = served.get(id);
  if (known) return known;
  const manifest = findManifest(id);
  if (!manifest) throw new Error(`unknown game ${JSON.stringify(id)}`);
  const kit = kitOf(id);
  const g: ServedGame = Object.freeze({
    manifest,
    kit,
    module: kit.module,
    responseKinds: new Set(manifest.responseKinds),
    oneByOneKinds: new Set(manifest.oneByOneKinds ?? []),
    botKinds: new Set(manifest.bots.map((b) => b.id)),
  });
  served.set(id, g);
  return g;
}

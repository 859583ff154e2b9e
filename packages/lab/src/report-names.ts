/**
 * Display names for the ids of a lab report (identities, teams, characters, cards, skills), read from the game's kit
 * (its renderer's optional `name`, packages/words/src/types.ts) through the catalogue, so that the report names no
 * game. An id the game does not name (or a game not in the catalogue) is shown as the id itself.
 */
import { findManifest, kitOf } from '@shaju/games/loaded';
import type { GameKit, Lang } from '@shaju/runtime';
import type { IdKind } from '@shaju/words';

/** How a report names things, in one language. */
export interface Namer {
  /** The game's title (`id` when the catalogue does not know it). */
  readonly game: string;
  /** The title of game mode `id` (the manifest's), or `id` itself. */
  readonly mode: (id: string) => string;
  /** The name of `id` as a `kind`, or `id` itself. */
  name(kind: IdKind, id: string): string;
  /** The title of preset `id` of the game's option catalogue, or `id` itself (a preset file's own id, say). */
  readonly preset: (id: string) => string;
}

function kitOrNull(game: string): GameKit | null {
  if (!findManifest(game)) return null;
  try {
    return kitOf(game);
  } catch {
    return null;
  }
}

/** The namer of game `game` (mode `mode`, as `LabReport.mode`) in `lang`. Never throws. */
export function namerOf(game: string, mode: string | null, lang: Lang): Namer {
  const manifest = findManifest(game);
  const kit = kitOrNull(game);
  const cache = new Map<string, string>();
  return {
    game: manifest ? manifest.title[lang] : game,
    mode: (id) => manifest?.modes.find((m) => m.id === id)?.title[lang] ?? id,
    preset: (id) => {
      const p = kit?.options.presets.find((x) => x.id === id || `${x.id}@${x.version}` === id);
      return p ? `${p.title[lang]} (${p.id}@${p.version})` : id;
    },
    name(kind, id) {
      const key = `${kind}\0${id}`;
      let out = cache.get(key);
      if (out === undefined) {
        out = kit?.renderer.name?.(kind, id, lang, mode) ?? id;
        cache.set(key, out);
      }
      return out;
    },
  };
}

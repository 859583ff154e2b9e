/**
 * Identity and preset names on the player's home: a record names identities by the game's stable ids
 * (`GameKit.identityOf`: `guozhu`, `hearts`) and rules by preset ids (`seed`); the page shows them in words through the
 * game's renderer (`GameRenderer.name`) and option catalogue (presets and options by their labels), loading the kits of the games in the record (each its own
 * chunk, only on this page). Until a kit is there, or for an id the game does
 * not know, the id itself is shown.
 */

import type { OptionValue } from '@shaju/engine';
import { loadKit } from '@shaju/games';
import type { GameKit } from '@shaju/runtime';
import type {} from '@shaju/words';
import { useEffect, useState } from 'react';
import type { Lang } from '../i18n.ts';
import { valueWords } from '../rules-options/RulesSummary.tsx';

/** Names an identity id of game `game` in words. */
export type IdentityNamer = (game: string, id: string) => string;

/**
 * The identity namer for the games `games` in `lang`; it re-renders its caller once their kits are loaded. A kit that
 * fails to load leaves that game's ids as they are.
 */
export function useIdentityNames(games: readonly string[], lang: Lang): IdentityNamer {
  const kits = useKits(games);
  return (game, id) => kits.get(game)?.renderer.name?.('identity', id, lang) ?? id;
}

/**
 * The title of a preset of a game's option catalogue (`seed` → 原版), for the games `games` in `lang`; the id itself
 * until the kit is loaded or for a preset the game does not have.
 */
export function usePresetTitles(games: readonly string[], lang: Lang): (game: string, preset: string) => string {
  const kits = useKits(games);
  return (game, preset) => kits.get(game)?.options.presets.find((p) => p.id === preset)?.title[lang] ?? preset;
}

/**
 * An option of a game's catalogue in words, with its value (`地雷伤害: 2`, `永恒之火: 关`), for the games `games` in
 * `lang`; null until the kit is loaded or for an option the game does not have (the caller then shows the id).
 */
export function useOptionWords(
  games: readonly string[],
  lang: Lang,
): (game: string, id: string, value: unknown) => string | null {
  const kits = useKits(games);
  return (game, id, value) => {
    const spec = kits.get(game)?.options.options.find((o) => o.id === id);
    return spec ? `${spec.label[lang]}: ${valueWords(spec, value as OptionValue, lang)}` : null;
  };
}

/** The kits of the games `games` (each loaded once, in its own chunk); empty until they are loaded. */
function useKits(games: readonly string[]): ReadonlyMap<string, GameKit> {
  const [kits, setKits] = useState<ReadonlyMap<string, GameKit>>(new Map());
  const key = [...games].sort().join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the list of games
  useEffect(() => {
    let live = true;
    void Promise.all(
      games.map((g) =>
        loadKit(g).then(
          (k) => [g, k] as const,
          () => null,
        ),
      ),
    ).then((loaded) => {
      if (!live) return;
      setKits(new Map(loaded.filter((e): e is readonly [string, GameKit] => e !== null)));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return kits;
}

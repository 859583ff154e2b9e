/**
 * Game words the shell shows, read from the catalogue's manifests (@shaju/games): game titles, bot kinds, modes and
 * room options. The shell names no game itself; an id it does not know shows as itself.
 */
import { findManifest } from '@shaju/games';
import type { BotLevel, GameMode } from '@shaju/runtime';
import type { Lang } from '@shaju/ui/i18n';

/** The title of game `id` in `lang` (its id for a game this client does not know). */
export function gameTitle(id: string, lang: Lang): string {
  return findManifest(id)?.title[lang] ?? id;
}

/** The title of bot kind `kind` of game `game` in `lang` (the kind itself when the manifest does not list it). */
export function botTitle(game: string, kind: string, lang: Lang): string {
  return findManifest(game)?.bots.find((b) => b.id === kind)?.title[lang] ?? kind;
}

/**
 * A bot kind of game `game` as a strength menu shows it: its level word (`levelWord`, e.g. 困难) and its title, or the
 * title alone for a kind without a level.
 */
export function botLabel(game: string, kind: string, lang: Lang, levelWord: (level: BotLevel) => string): string {
  const b = findManifest(game)?.bots.find((x) => x.id === kind);
  if (!b) return kind;
  return b.level ? `${levelWord(b.level)} · ${b.title[lang]}` : b.title[lang];
}

/** A mode's name in a room form or a lobby. */
export function modeLabel(mode: GameMode, lang: Lang): string {
  return (mode.label ?? mode.title)[lang];
}

/**
 * What a room's configuration sets beyond the defaults, in words: its mode when not the game's first (default) mode,
 * then every room option that is on, in the manifest's order. Empty for an unknown game.
 */
export function configLabels(game: string, config: Readonly<Record<string, unknown>>, lang: Lang): string[] {
  const m = findManifest(game);
  if (!m) return [];
  const out: string[] = [];
  const mode = m.modes.find((x) => x.id === config.mode);
  if (mode && mode !== m.modes[0]) out.push(modeLabel(mode, lang));
  for (const o of m.roomOptions ?? []) if (config[o.id] === true) out.push(o.title[lang]);
  return out;
}

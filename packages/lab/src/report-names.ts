/**
 * Display names for the ids of a lab report (identities, teams, characters, cards, skills), read from the game's kit
 * (its renderer's optional `name`, packages/words/src/types.ts) through the catalogue, so that the report names no
 * game. An id the game does not name (or a game not in the catalogue) is shown as the id itself.
 */
import { findManifest, kitOf } from '@shaju/games/loaded';
import type { GameKit, Lang } from '@shaju/runtime';
import type { IdKind } from '@shaju/words';
import { sensitivityWords } from './report-words-sens.ts';

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
  /** Option `id`'s label in the catalogue with its id (`Death total (deathTotal)`), or `id` itself. */
  readonly option: (id: string) => string;
  /**
   * What option `id` does: the first sentence of its catalogue help (`嫉妒女：别人宣布胜利时自己还活着`), or null for an
   * option the catalogue does not know — so a recommendation says what rule a code like `win.H-B` is.
   */
  readonly about: (id: string) => string | null;
  /** A value of option `id` in words: on / off for a switch, a choice's label, a number as it is. */
  readonly value: (id: string, v: number | boolean | string) => string;
  /**
   * A headline metric's name (sensitivity): the spreads, an identity's or team's win rate, and the game's own metrics
   * in its words (`LabHooks.metrics`; `short`: the short form).
   */
  readonly metric: (id: string, short?: boolean) => string;
  /** Whether the game's lab hooks declare metric `id` (`earlyDeaths`, `deaths`, `length`; true for an unknown game). */
  readonly hasMetric: (id: string) => boolean;
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
  const w = sensitivityWords(lang);
  const spec = (id: string) => kit?.options.options.find((o) => o.id === id);
  const named = (kind: IdKind, id: string): string => {
    const key = `${kind}\0${id}`;
    let out = cache.get(key);
    if (out === undefined) {
      out = kit?.renderer.name?.(kind, id, lang, mode) ?? id;
      cache.set(key, out);
    }
    return out;
  };
  return {
    game: manifest ? manifest.title[lang] : game,
    mode: (id) => manifest?.modes.find((m) => m.id === id)?.title[lang] ?? id,
    preset: (id) => {
      const p = kit?.options.presets.find((x) => x.id === id || `${x.id}@${x.version}` === id);
      return p ? `${p.title[lang]} (${p.id}@${p.version})` : id;
    },
    name: named,
    option: (id) => {
      const o = spec(id);
      return o ? `${o.label[lang]} (${id})` : id;
    },
    about: (id) => {
      const help = spec(id)?.help[lang];
      if (!help) return null;
      const first = help.split(/(?<=[。！？])|(?<=[.!?])\s/)[0]?.trim() ?? '';
      return first.replace(/[。.]$/, '') || null;
    },
    value: (id, v) => {
      const o = spec(id);
      if (typeof v === 'boolean') return v ? w.on : w.off;
      if (o?.type === 'enum') return o.values.find((c) => c.id === v)?.label[lang] ?? String(v);
      return String(v);
    },
    hasMetric: (id) => (kit?.lab ? kit.lab.metrics[id as 'earlyDeaths' | 'deaths' | 'length'] !== undefined : true),
    metric: (id, short = false) => {
      if (id === 'spread' || id === 'spreadByPlayers') return w.metric[id];
      if (id.startsWith('identity:')) return w.metric.identity(named('identity', id.slice(9)));
      if (id.startsWith('team:')) return w.metric.team(named('team', id.slice(5)));
      const own = kit?.lab?.metrics[id as 'earlyDeaths' | 'deaths' | 'length'];
      return own ? own[short ? 'short' : 'name'][lang] : id;
    },
  };
}

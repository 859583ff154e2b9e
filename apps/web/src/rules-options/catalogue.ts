/**
 * A game's option catalogue in the browser, loaded alone (`manifest.loadOptions()`, a small chunk of its own, not the
 * rules), so the first script and the lobby stay small: the room form, the lobby and the replay page ask for it when they show a game's rules.
 */
import { type OptionCatalogue, type OptionValue, presetsFor } from '@shaju/engine';
import { findManifest } from '@shaju/games';
import { useEffect, useState } from 'react';

const loaded = new Map<string, OptionCatalogue>();

/** Loads the catalogue of game `id` (null for an unknown game or a failed load). */
export async function loadCatalogue(id: string): Promise<OptionCatalogue | null> {
  const known = loaded.get(id);
  if (known) return known;
  const m = findManifest(id);
  if (!m) return null;
  try {
    const options = await m.loadOptions();
    loaded.set(id, options);
    return options;
  } catch {
    return null;
  }
}

/** The catalogue of game `id`, or null while it loads (or when it cannot be loaded). */
export function useCatalogue(id: string): OptionCatalogue | null {
  const [cat, setCat] = useState<OptionCatalogue | null>(() => loaded.get(id) ?? null);
  useEffect(() => {
    let live = true;
    setCat(loaded.get(id) ?? null);
    void loadCatalogue(id).then((c) => {
      if (live) setCat(c);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return cat;
}

/** A room form's rules for one game: the preset and the values changed on top of it (those differing from it). */
export interface RulesDraft {
  readonly preset: string;
  readonly set: Readonly<Record<string, OptionValue>>;
}

/**
 * The draft a form of game mode `mode` works with (none yet: the first preset): only the presets made for the mode are
 * offered (`Preset.modes`, `presetsFor`), so a draft on another mode's preset moves to the first offered one, keeping
 * its changed values.
 */
export function draftInMode(
  catalogue: OptionCatalogue | null,
  draft: RulesDraft | undefined,
  mode: string | undefined,
) {
  const d = draft ?? { preset: catalogue?.presets[0]?.id ?? '', set: {} };
  const offered = catalogue ? presetsFor(catalogue, mode) : [];
  return offered.some((p) => p.id === d.preset) ? d : { preset: offered[0]?.id ?? d.preset, set: d.set };
}

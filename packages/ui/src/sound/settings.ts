/**
 * The player's sound settings — mute and volume — kept in this browser (localStorage key `shaju.sound`, JSON
 * `{ muted, volume }`), with subscribers so every control shows the same values. A stored value that is not valid JSON
 * or out of range falls back to the defaults (sound on, volume 0.6).
 */
import { useSyncExternalStore } from 'react';

/** Mute and volume (0 silent … 1 full). */
export interface SoundSettings {
  readonly muted: boolean;
  readonly volume: number;
}

/** Where the settings are kept (localStorage). */
export const SOUND_KEY = 'shaju.sound';

const DEFAULTS: SoundSettings = { muted: false, volume: 0.6 };

let current: SoundSettings | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): settings last for the page only
  }
}

function read(): SoundSettings {
  try {
    const raw = JSON.parse(storage()?.getItem(SOUND_KEY) ?? 'null') as Partial<SoundSettings> | null;
    const volume = typeof raw?.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : DEFAULTS.volume;
    return { muted: raw?.muted === true, volume };
  } catch {
    return DEFAULTS;
  }
}

/** The current settings (read from localStorage on first use). */
export function soundSettings(): SoundSettings {
  current ??= read();
  return current;
}

/** Changes and stores the settings (`volume` clamped to 0…1) and tells every subscriber. */
export function setSoundSettings(change: Partial<SoundSettings>): void {
  const next = { ...soundSettings(), ...change };
  current = { muted: next.muted, volume: Math.min(1, Math.max(0, Number(next.volume) || 0)) };
  try {
    storage()?.setItem(SOUND_KEY, JSON.stringify(current));
  } catch {
    // quota or blocked storage: the change holds for this page
  }
  for (const l of listeners) l();
}

/** Forgets the cached settings (tests: the next read comes from localStorage again). */
export function reloadSoundSettings(): void {
  current = null;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The settings in a component, re-rendered on every change. */
export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribe, soundSettings, soundSettings);
}

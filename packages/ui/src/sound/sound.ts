/**
 * Sound effects synthesised by ZzFX (zzfx 1.3.2, MIT; no audio files): one short effect per cue. Nothing plays, and no
 * AudioContext is created, before the first user gesture on the page (browsers' autoplay rules): `armSound` listens for
 * it; zzfx itself (which opens an AudioContext when it loads) is imported only then, as its own chunk. Muted or at
 * volume 0 nothing plays. The tables decide which events sound (games/<id>/table/sound.ts); this module names no game.
 *
 * Each cue's samples are synthesised once and kept (ZzFX's own `ZZFXSound` does the same), its randomness applied as
 * a playback rate: synthesis takes tens of milliseconds on a slow phone, too long to do while a table shows a move.
 * After the first gesture the samples are made one cue at a time in idle moments (docs/performance.md, "The web").
 */
import { soundSettings } from './settings.ts';

export { type SoundSettings, setSoundSettings, soundSettings, useSoundSettings } from './settings.ts';

/**
 * What can sound: `card` a card played, `damage`, `judge` a judgement or flip, `death`, `turn` your turn, `timeout`
 * the timer running out, `win` / `lose` the end.
 */
export type Cue = 'card' | 'damage' | 'judge' | 'death' | 'turn' | 'timeout' | 'win' | 'lose';

/** Every cue, most important first (when one batch has several, the first ones win). */
export const CUES: readonly Cue[] = ['win', 'lose', 'death', 'damage', 'judge', 'turn', 'timeout', 'card'];

/**
 * ZzFX parameters per cue: volume, randomness, frequency, attack, sustain, release, shape, shapeCurve, slide,
 * deltaSlide, pitchJump, pitchJumpTime, repeatTime, noise, modulation, bitCrush (ZzFX's README); missing ones keep
 * ZzFX's defaults.
 */
const PARAMS: { readonly [C in Cue]: readonly number[] } = {
  card: [0.5, 0.05, 420, 0.01, 0.02, 0.08, 3, 2, -20, 0, 0, 0, 0, 1.5],
  damage: [1, 0.05, 160, 0.01, 0.04, 0.22, 4, 2, -8, 0, 0, 0, 0, 1.2, 0, 0.2],
  judge: [0.7, 0, 880, 0.01, 0.05, 0.3, 1, 1.5, 0, 0, 220, 0.06],
  death: [1, 0.05, 300, 0.05, 0.3, 0.7, 2, 1, -2.5, 0, 0, 0, 0, 0.4],
  turn: [0.6, 0, 1046, 0.01, 0.08, 0.3, 1],
  timeout: [0.7, 0, 140, 0.01, 0.15, 0.15, 2, 1, 0, 0, 0, 0, 0.08],
  win: [0.8, 0, 523, 0.02, 0.25, 0.4, 1, 1, 0, 0, 262, 0.09, 0.09],
  lose: [0.8, 0, 392, 0.05, 0.3, 0.5, 3, 1, -1, 0, -98, 0.15, 0.15],
};

/** The part of ZzFX this module uses. */
interface Synth {
  volume: number;
  audioContext: AudioContext;
  buildSamples(...params: (number | undefined)[]): number[];
  playSamples(channels: number[][], volumeScale?: number, rate?: number): unknown;
}

/** Samples per cue, synthesised without randomness (the randomness is applied as a playback rate). */
const built = new Map<Cue, number[]>();

function samplesOf(z: Synth, cue: Cue): number[] {
  let s = built.get(cue);
  if (!s) {
    const p = PARAMS[cue].slice();
    p[1] = 0;
    s = z.buildSamples(...p);
    built.set(cue, s);
  }
  return s;
}

/** Synthesises every cue not made yet, one per idle moment (the most frequent first). */
function prepare(z: Synth): void {
  const todo: Cue[] = ['card', 'turn', 'judge', 'damage', 'timeout', 'death', 'win', 'lose'];
  const idle: (f: () => void) => void =
    typeof requestIdleCallback === 'function'
      ? (f) => requestIdleCallback(f, { timeout: 5000 })
      : (f) => setTimeout(f, 50);
  const next = (): void => {
    const c = todo.shift();
    if (c === undefined) return;
    samplesOf(z, c);
    idle(next);
  };
  idle(next);
}

let armed = false;
let unlocked = false;
let synth: Promise<Synth | null> | null = null;

function loadSynth(): Promise<Synth | null> {
  synth ??= import('zzfx').then(
    (m) => m.ZZFX as Synth,
    () => null, // no sound (the chunk failed or Web Audio is missing): the game goes on silently
  );
  return synth;
}

function unlock(): void {
  if (unlocked) return;
  unlocked = true;
  for (const t of GESTURES) window.removeEventListener(t, unlock, true);
  void loadSynth().then((z) => {
    if (z) prepare(z);
  });
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** Starts listening for the first user gesture (idempotent; nothing before it can sound). */
export function armSound(): void {
  if (armed || typeof window === 'undefined') return;
  armed = true;
  for (const t of GESTURES) window.addEventListener(t, unlock, true);
}

/** True once the page has had a user gesture since `armSound`. */
export function soundUnlocked(): boolean {
  return unlocked;
}

/**
 * Plays `cue` at the stored volume. Returns false (and does nothing) before a user gesture, when muted or at volume 0;
 * true when the effect was handed to the synthesiser (it starts once zzfx has loaded).
 */
export function playCue(cue: Cue): boolean {
  const s = soundSettings();
  if (!unlocked || s.muted || s.volume <= 0) return false;
  void loadSynth().then((z) => {
    if (!z) return;
    if (z.audioContext.state === 'suspended') void z.audioContext.resume();
    z.volume = 0.3 * soundSettings().volume;
    const r = PARAMS[cue][1] ?? 0;
    z.playSamples([samplesOf(z, cue)], 1, 1 + r * (2 * Math.random() - 1));
  });
  return true;
}

/** Forgets the gesture and the listeners (tests only). */
export function resetSoundForTests(): void {
  if (typeof window !== 'undefined') for (const t of GESTURES) window.removeEventListener(t, unlock, true);
  armed = false;
  unlocked = false;
}

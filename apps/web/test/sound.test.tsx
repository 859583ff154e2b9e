/**
 * Sound (@shaju/ui/sound) with a mock AudioContext: nothing is created or played before a user gesture; after one,
 * cues reach the synthesiser (zzfx, real) unless muted or at volume 0; mute and volume are remembered in
 * localStorage; a table's new event batches sound (at most two cues, the most important first), the batches present
 * at mount do not.
 */
import {
  armSound,
  batchCues,
  type CuesOf,
  playCue,
  reloadSoundSettings,
  resetSoundForTests,
  SOUND_KEY,
  SoundControl,
  setSoundSettings,
  soundSettings,
  useTableSounds,
} from '@shaju/ui/sound';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { EventBatch } from '../src/net/session.ts';

/** A Web Audio stand-in: counts contexts and started sources. */
class FakeAudioContext {
  static created = 0;
  static started = 0;
  state = 'running';
  destination = {};
  sampleRate = 44100;
  constructor() {
    FakeAudioContext.created++;
  }
  resume() {
    return Promise.resolve();
  }
  createBuffer(_channels: number, length: number) {
    return { getChannelData: () => new Float32Array(length) };
  }
  createBufferSource() {
    return {
      buffer: null,
      loop: false,
      playbackRate: { value: 1 },
      connect: (n: unknown) => n,
      start: () => {
        FakeAudioContext.started++;
      },
    };
  }
  createGain() {
    return { gain: { value: 1 }, connect: (n: unknown) => n };
  }
}
class FakePanner {
  connect(n: unknown) {
    return n;
  }
}

beforeAll(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('StereoPannerNode', FakePanner);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  localStorage.clear();
  reloadSoundSettings();
  resetSoundForTests();
});

const gesture = () => act(() => void window.dispatchEvent(new Event('pointerdown')));
const started = async (n: number) => vi.waitFor(() => expect(FakeAudioContext.started).toBeGreaterThanOrEqual(n));

describe('the gesture gate', () => {
  test('before a user gesture nothing plays and no AudioContext exists; after one, a cue starts a sound', async () => {
    armSound();
    expect(playCue('damage')).toBe(false);
    expect(playCue('turn')).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeAudioContext.created).toBe(0);
    expect(FakeAudioContext.started).toBe(0);
    await gesture();
    expect(playCue('damage')).toBe(true);
    await started(1);
    expect(FakeAudioContext.created).toBe(1);
  });

  test('muted or at volume 0, nothing plays even after a gesture', async () => {
    armSound();
    await gesture();
    setSoundSettings({ muted: true });
    expect(playCue('win')).toBe(false);
    setSoundSettings({ muted: false, volume: 0 });
    expect(playCue('win')).toBe(false);
    setSoundSettings({ volume: 0.5 });
    expect(playCue('win')).toBe(true);
  });
});

describe('settings', () => {
  test('the control remembers mute and volume in localStorage, and a new page reads them back', () => {
    render(<SoundControl />);
    const mute = screen.getByTestId('sound-mute');
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    expect(mute.getAttribute('aria-label')).toBeTruthy();
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(SOUND_KEY) ?? '{}')).toEqual({ muted: true, volume: 0.6 });
    fireEvent.click(mute);
    fireEvent.change(screen.getByTestId('sound-volume'), { target: { value: '25' } });
    expect(JSON.parse(localStorage.getItem(SOUND_KEY) ?? '{}')).toEqual({ muted: false, volume: 0.25 });
    // A new page: the settings come from storage.
    setSoundSettings({ muted: true });
    reloadSoundSettings();
    expect(soundSettings()).toEqual({ muted: true, volume: 0.25 });
  });

  test('a stored value that is not valid falls back to the defaults', () => {
    localStorage.setItem(SOUND_KEY, '{"muted":"yes","volume":7}');
    expect(soundSettings()).toEqual({ muted: false, volume: 0.6 });
    reloadSoundSettings();
    localStorage.setItem(SOUND_KEY, 'not json');
    expect(soundSettings()).toEqual({ muted: false, volume: 0.6 });
  });
});

/** Test events are cue names already. */
const cuesOf: CuesOf = (events) => events as never;

/** A table that only sounds. */
function Table({ log }: { log: readonly EventBatch[] }) {
  useTableSounds(log, null, 0, cuesOf);
  return null;
}

describe('table sounds', () => {
  test('at most two cues per batch, the most important first', () => {
    expect(batchCues(['card', 'damage', 'card', 'death', 'judge'], 0, cuesOf)).toEqual(['death', 'damage']);
    expect(batchCues(['card'], 0, cuesOf)).toEqual(['card']);
    expect(batchCues([], 0, cuesOf)).toEqual([]);
  });

  test('batches present at mount are silent; a new batch sounds', async () => {
    armSound();
    await gesture();
    const before = FakeAudioContext.started;
    const log: EventBatch[] = [{ seq: 1, events: ['damage', 'death'] }];
    const { rerender } = render(<Table log={log} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeAudioContext.started).toBe(before);
    rerender(<Table log={[...log, { seq: 2, events: ['card'] }]} />);
    await started(before + 1);
  });
});

/**
 * @shaju/ui/sound — sound effects for the tables and their settings: cues (`playCue`, `useTableSounds`), the gesture
 * gate (`armSound`), the remembered mute and volume (`useSoundSettings`) and the header control (`SoundControl`).
 */
export { SoundControl } from './SoundControl.tsx';
export { reloadSoundSettings, SOUND_KEY } from './settings.ts';
export {
  armSound,
  CUES,
  type Cue,
  playCue,
  resetSoundForTests,
  type SoundSettings,
  setSoundSettings,
  soundSettings,
  soundUnlocked,
  useSoundSettings,
} from './sound.ts';
export { batchCues, type CuesOf, useTableSounds, WARN_SECONDS } from './useTableSounds.ts';

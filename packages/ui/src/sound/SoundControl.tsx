/**
 * The sound settings control (in the page header): a mute toggle and a volume slider, both remembered in this browser
 * (settings.ts). Mounting it arms the sound (sound.ts): effects play only after the first user gesture.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../strings.ts';
import { armSound, setSoundSettings, useSoundSettings } from './sound.ts';
import './sound.css';

/** Mute button and volume slider. */
export function SoundControl() {
  const { t } = useTranslation(UI_NS);
  const s = useSoundSettings();
  useEffect(() => armSound(), []);
  const silent = s.muted || s.volume === 0;
  return (
    <span className="sound-control" data-testid="sound">
      <button
        type="button"
        className="sound-mute"
        aria-pressed={s.muted}
        aria-label={t('soundMute')}
        title={t('soundMute')}
        onClick={() => setSoundSettings({ muted: !s.muted })}
        data-testid="sound-mute"
      >
        <span aria-hidden="true">{silent ? '🔇' : '🔊'}</span>
      </button>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={Math.round(s.volume * 100)}
        disabled={s.muted}
        aria-label={t('soundVolume')}
        onChange={(e) => setSoundSettings({ volume: Number(e.currentTarget.value) / 100 })}
        data-testid="sound-volume"
      />
    </span>
  );
}

/**
 * The sound settings control (in the page header): a mute toggle and a volume slider, both remembered in this browser
 * (settings.ts). Mounting it arms the sound (sound.ts): effects play only after the first user gesture.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../strings.ts';
import { armSound, setSoundSettings, useSoundSettings } from './sound.ts';
import './sound.css';

/** A speaker drawn in SVG (no emoji font needed), with sound waves or, when silent, a cross. */
function SpeakerIcon({ silent }: { silent: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
      {silent ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      ) : (
        <path
          d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      )}
    </svg>
  );
}

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
        <SpeakerIcon silent={silent} />
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

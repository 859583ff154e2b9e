/**
 * The replay's transport bar: to the start, back one step, play/pause, forward one step, to the end; the step count,
 * a seek slider and who made the decision shown.
 */
import { useTranslation } from 'react-i18next';
import { REPLAY_NS } from './replay-strings.ts';

/** The transport icons (drawn, so they look the same with any font). */
const ICONS = {
  first: 'M2 2h2v12H2zM9 2v12L4 8zM15 2v12l-5-6z',
  back: 'M3 2h2v12H3zM13 2v12L6 8z',
  run: 'M4 2v12l10-6z',
  halt: 'M4 2h3v12H4zM9 2h3v12H9z',
  forward: 'M11 2h2v12h-2zM3 2v12l7-6z',
  last: 'M12 2h2v12h-2zM1 2v12l5-6zM7 2v12l5-6z',
};

/** A transport icon. */
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

/** The seek buttons: their label key (replay-strings.ts) and test id. */
const SEEKS = {
  first: { label: 'start', testid: 'replay-start' },
  back: { label: 'prev', testid: 'replay-prev' },
  forward: { label: 'next', testid: 'replay-next' },
  last: { label: 'toEnd', testid: 'replay-end' },
} as const;

/** The transport bar at `step` of `total`; `onGo` pauses and moves to a step, `who` says who decided this step. */
export function ReplayBar({
  step,
  total,
  playing,
  onToggle,
  onGo,
  who,
}: {
  step: number;
  total: number;
  playing: boolean;
  onToggle: () => void;
  onGo: (step: number) => void;
  who: string;
}) {
  const { t } = useTranslation(REPLAY_NS);
  const atEnd = step === total;
  /** A transport button that pauses and moves to step `to`. */
  const seekButton = (name: keyof typeof SEEKS, to: number, disabled: boolean) => (
    <button
      type="button"
      onClick={() => onGo(to)}
      disabled={disabled}
      aria-label={t(SEEKS[name].label)}
      title={t(SEEKS[name].label)}
      data-testid={SEEKS[name].testid}
    >
      <Icon name={name} />
    </button>
  );
  const playLabel = playing ? t('pause') : t('resume');
  return (
    <div className="replay-bar" data-testid="replay-bar">
      <div className="replay-transport">
        {seekButton('first', 0, step === 0)}
        {seekButton('back', step - 1, step === 0)}
        <button
          type="button"
          className="primary replay-play"
          onClick={onToggle}
          aria-label={playLabel}
          aria-pressed={playing}
          title={playLabel}
          data-testid="replay-play"
        >
          <Icon name={playing ? 'halt' : 'run'} />
        </button>
        {seekButton('forward', step + 1, atEnd)}
        {seekButton('last', total, atEnd)}
      </div>
      <span className="replay-count" data-testid="replay-count">
        {t('step', { n: step, total })}
      </span>
      <input
        type="range"
        className="replay-seek"
        min={0}
        max={total}
        step={1}
        value={step}
        onChange={(e) => onGo(Number(e.target.value))}
        aria-label={t('seek')}
        aria-valuetext={t('step', { n: step, total })}
        data-testid="replay-seek"
      />
      <p className="replay-who muted" data-testid="replay-who">
        {who}
      </p>
    </div>
  );
}

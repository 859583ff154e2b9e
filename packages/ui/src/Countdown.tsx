import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './strings.ts';

/**
 * Seconds left until `deadline` (epoch ms; the server's clock), as a shrinking bar and a number; nothing when null.
 * Re-renders four times a second.
 */
export function Countdown({ deadline, total }: { deadline: number | null; total?: number }) {
  const { t } = useTranslation(UI_NS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [deadline]);
  if (deadline === null) return null;
  const span = total ?? 30;
  // Never more than the request's length (the server's clock may run a little ahead of this one).
  const left = Math.min(Math.ceil(span), Math.max(0, Math.ceil((deadline - now) / 1000)));
  const frac = Math.max(0, Math.min(1, (deadline - now) / (span * 1000)));
  return (
    <div className={`countdown${left <= 5 ? ' urgent' : ''}`} role="timer" aria-live="off" data-testid="countdown">
      <div className="countdown-bar" style={{ width: `${frac * 100}%` }} />
      <span>{t('timeLeft', { s: left })}</span>
    </div>
  );
}

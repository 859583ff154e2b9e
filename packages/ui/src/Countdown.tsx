import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './strings.ts';

/**
 * Seconds left until `deadline` (epoch ms; the server's clock), as a shrinking bar and a number; nothing when null.
 * The bar's full length is `span`, the request's whole time in ms as the server set it (`PendingInfo.span`), so a page
 * that came in late (a reload, a spectator) shows the bar as far gone as everyone else's; with no span the bar is full.
 * Re-renders four times a second. The one clock of the tables: the games' packages read none.
 */
export function Countdown({ deadline, span }: { deadline: number | null; span: number | null }) {
  const { t } = useTranslation(UI_NS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [deadline]);
  if (deadline === null) return null;
  const ms = Math.max(0, deadline - now);
  // Never more than the request's length (the server's clock may run a little ahead of this one).
  const left = Math.ceil((span === null ? ms : Math.min(ms, span)) / 1000);
  const frac = span === null || span <= 0 ? 1 : Math.min(1, ms / span);
  return (
    <div className={`countdown${left <= 5 ? ' urgent' : ''}`} role="timer" aria-live="off" data-testid="countdown">
      <div className="countdown-bar" style={{ width: `${frac * 100}%` }} />
      <span>{t('timeLeft', { s: left })}</span>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './strings.ts';

/**
 * The countdown's full span in seconds: the time left when this client first saw request `request`'s deadline (at
 * least 1), so the bar starts full whenever the page came in; measured again when the request or its deadline changes.
 */
function useSpan(request: number | null, deadline: number | null): number {
  const seen = useRef<{ key: string; span: number } | null>(null);
  const key = `${request}:${deadline}`;
  if (deadline !== null && seen.current?.key !== key) {
    seen.current = { key, span: Math.max(1, Math.round((deadline - Date.now()) / 1000)) };
  }
  return seen.current?.span ?? 30;
}

/**
 * Seconds left until `deadline` (epoch ms; the server's clock), as a shrinking bar and a number; nothing when null.
 * The bar's full length is the time left when this client first saw request `request` with that deadline. Re-renders
 * four times a second. The one clock of the tables: the games' packages read none.
 */
export function Countdown({ deadline, request }: { deadline: number | null; request: number | null }) {
  const { t } = useTranslation(UI_NS);
  const span = useSpan(request, deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [deadline]);
  if (deadline === null) return null;
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

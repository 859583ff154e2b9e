import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './strings.ts';

/**
 * A text that opens on a tap or a key, not on hover (a card's or a skill's text, why a card is greyed out): a
 * non-modal dialog — a popover on a wide screen, a sheet along the bottom on a phone (CSS `.info-sheet`). Focus moves
 * into it when it opens and back to what had it when it closes; Escape, the close button and a tap outside close it.
 */
export function InfoSheet({
  title,
  onClose,
  children,
  testid = 'info-sheet',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testid?: string;
}) {
  const { t } = useTranslation(UI_NS);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    const onDown = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close.current();
    };
    document.addEventListener('keydown', onKey);
    // A tap outside closes it; registered after the tap that opened it has finished.
    const timer = setTimeout(() => document.addEventListener('pointerdown', onDown), 0);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
      if (back && document.contains(back)) back.focus();
    };
  }, []);
  return (
    <div className="info-sheet" role="dialog" aria-labelledby={id} tabIndex={-1} ref={ref} data-testid={testid}>
      <div className="info-sheet-head">
        <h3 id={id}>{title}</h3>
        <button type="button" className="info-sheet-close" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
      <div className="info-sheet-body">{children}</div>
    </div>
  );
}

/**
 * Moves keyboard focus to `ref`'s element (give it `tabIndex={-1}`) whenever `key` changes to a new non-null value —
 * a new request for this viewer — so a keyboard or screen-reader user lands on the new prompt. It leaves the focus
 * where it is while the person types in a text field (a chat, a name).
 */
export function useFocusOnChange(ref: { readonly current: HTMLElement | null }, key: string | number | null): void {
  const last = useRef<string | number | null>(null);
  useEffect(() => {
    if (key === null || key === last.current) return;
    last.current = key;
    const active = document.activeElement as HTMLElement | null;
    const typing =
      active !== null &&
      (active.tagName === 'INPUT' || active.tagName === 'TEXTAREA' || active.isContentEditable === true);
    if (!typing) ref.current?.focus({ preventScroll: true });
  }, [key, ref]);
}

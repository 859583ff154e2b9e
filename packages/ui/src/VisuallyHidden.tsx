/**
 * Words for a screen reader only: drawn off screen (clipped to nothing), yet part of the accessible name of the
 * control that holds them. A table button takes its name from its content — the visible text first, then these words
 * (state, distance, identity, why a card is no choice) — so the name begins with what the button shows (WCAG 2.5.3,
 * "label in name"; axe-core rule `label-content-name-mismatch`), instead of an `aria-label` that replaces it.
 */
import type { ReactNode } from 'react';
import './visually-hidden.css';

/** `children` read by a screen reader, not drawn. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

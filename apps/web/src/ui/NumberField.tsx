import { type InputHTMLAttributes, useState } from 'react';

/** Props of `NumberField`: a whole number within [min, max]; other input attributes pass through. */
export interface NumberFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type'> {
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** Called with every whole number within bounds the person types, and with the clamped value when they leave. */
  readonly onValue: (n: number) => void;
}

/**
 * A whole-number input that lets a person type freely: while they type, a value is passed on only once it is a
 * whole number within bounds (typing "15" into a field of 5–600 goes through "1" without changing anything); when
 * they leave the field (or press Enter), what they typed is clamped to the bounds, or reset when it is not a number.
 */
export function NumberField({ value, min, max, onValue, onBlur, onKeyDown, ...rest }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (): void => {
    if (draft === null) return;
    const n = Number(draft);
    if (draft.trim() !== '' && Number.isFinite(n)) onValue(Math.min(max, Math.max(min, Math.round(n))));
    setDraft(null);
  };
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={draft ?? String(value)}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const n = Number(text);
        if (text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max) onValue(n);
      }}
      onBlur={(e) => {
        commit();
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        onKeyDown?.(e);
      }}
    />
  );
}

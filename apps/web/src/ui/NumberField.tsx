import { type InputHTMLAttributes, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `NumberField`: a whole number within [min, max]; other input attributes pass through. */
export interface NumberFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type'> {
  readonly value: number;
  readonly min: number;
  readonly max: number;
  /** Called with every whole number within bounds the person types, and with the clamped value when they leave. */
  readonly onValue: (n: number) => void;
  /**
   * A note from the form about this field (e.g. "lowered to 3: at most one fewer than the players"), shown under it
   * like the field's own notes; the field's own note (out of range, changed on leaving) goes first.
   */
  readonly note?: string;
}

/**
 * The DOM event (bubbling) a `NumberField` sends from its input when leaving it changed what the person typed (clamped
 * to the bounds, or reset): a form listens for it to hold its next submission, so that the person sees the note before
 * the form goes ahead with a value they did not type (pages/CreateForm.tsx).
 */
export const FIELD_CHANGED_EVENT = 'shaju:field-changed';

/**
 * A form's hold on its next submission after one of its fields changed what was typed (`FIELD_CHANGED_EVENT`): give
 * the form `ref` and `onInput={clear}` (typing again lifts the hold); its submit handler returns early when `take()`
 * says a hold was set (and lifts it).
 */
export function useFieldChangeHold(): {
  ref: RefObject<HTMLFormElement | null>;
  clear: () => void;
  take: () => boolean;
} {
  const ref = useRef<HTMLFormElement | null>(null);
  const held = useRef(false);
  useEffect(() => {
    const f = ref.current;
    const hold = () => {
      held.current = true;
    };
    f?.addEventListener(FIELD_CHANGED_EVENT, hold);
    return () => f?.removeEventListener(FIELD_CHANGED_EVENT, hold);
  }, []);
  const clear = () => {
    held.current = false;
  };
  const take = () => {
    const was = held.current;
    held.current = false;
    return was;
  };
  return { ref, clear, take };
}

/**
 * A whole-number input that lets a person type freely: while they type, a value is passed on only once it is a
 * whole number within bounds (typing "15" into a field of 5–600 goes through "1" without changing anything); when
 * they leave the field (or press Enter), what they typed is clamped to the bounds, or reset when it is not a number.
 * Nothing is changed silently: while the text is out of bounds the field is marked invalid and says the range, and
 * after a clamp or reset it says what it put instead (a polite live region, `field.range` / `field.clamped` /
 * `field.reset` in the locales) until the next edit.
 */
export function NumberField({ value, min, max, onValue, onBlur, onKeyDown, note, ...rest }: NumberFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [own, setOwn] = useState<string | null>(null);
  const noteId = useId();
  const input = useRef<HTMLInputElement>(null);
  // A note about the old bounds is stale once the bounds change (another game, fewer players).
  const [bounds, setBounds] = useState(`${min}:${max}`);
  if (bounds !== `${min}:${max}`) {
    setBounds(`${min}:${max}`);
    setOwn(null);
  }
  const changed = (): void => {
    input.current?.dispatchEvent(new Event(FIELD_CHANGED_EVENT, { bubbles: true }));
  };
  const commit = (): void => {
    if (draft === null) return;
    const n = Number(draft);
    if (draft.trim() !== '' && Number.isFinite(n)) {
      const v = Math.min(max, Math.max(min, Math.round(n)));
      // Typing already passed on every value within bounds: leaving the field changes nothing more then.
      if (v !== value) onValue(v);
      setOwn(v === n ? null : t('field.clamped', { value: v, min, max }));
      if (v !== n) changed();
    } else {
      setOwn(t('field.reset', { value, min, max }));
      changed();
    }
    setDraft(null);
  };
  const invalid = draft !== null && !inBounds(draft, min, max);
  const shown = invalid ? t('field.range', { min, max }) : (own ?? note);
  return (
    <>
      <input
        {...rest}
        ref={input}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? String(value)}
        aria-invalid={invalid || undefined}
        aria-describedby={shown ? noteId : undefined}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          setOwn(null);
          if (inBounds(text, min, max)) onValue(Number(text));
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
      <small id={noteId} className="field-note" role="status" data-testid={noteTestId(rest)}>
        {shown ?? ''}
      </small>
    </>
  );
}

/** Whether `text` is a whole number within [min, max]. */
function inBounds(text: string, min: number, max: number): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

/** The note's test id: the input's own test id with `-note` (none when the input has none). */
function noteTestId(rest: object): string | undefined {
  const id = (rest as { readonly 'data-testid'?: unknown })['data-testid'];
  return typeof id === 'string' ? `${id}-note` : undefined;
}

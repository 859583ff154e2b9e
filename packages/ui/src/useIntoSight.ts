/**
 * Brings an element into sight when it is wanted and out of sight: the hand when a card is asked for (on a phone it
 * sits below the seats), the result when a game ends (the page may be scrolled anywhere). Honours
 * `prefers-reduced-motion` (no smooth scroll).
 */
import { type RefObject, useEffect, useRef } from 'react';

/**
 * A ref for the element to bring into sight whenever `wanted` turns true and its top is not within the window (48 px
 * spare at the bottom); `block` as `scrollIntoView`'s (`nearest`: scroll just enough, `start`: to its top).
 */
export function useIntoSight<T extends HTMLElement>(wanted: boolean, block: 'nearest' | 'start'): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!wanted || !el || typeof window === 'undefined') return;
    const r = el.getBoundingClientRect();
    if (r.top >= 0 && r.top < window.innerHeight - 48) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block, behavior: still ? 'auto' : 'smooth' });
  }, [wanted, block]);
  return ref;
}

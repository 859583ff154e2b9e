/**
 * Emotes thrown at a seat, shown over that seat: each new emote line (not the history a client gets on joining, and
 * not from a muted player) puts its picture over the element `[data-testid=seat-N]` of the room (the lobby's seat row or
 * the table's seat) for a moment. The animation is CSS (social.css); with `prefers-reduced-motion` it only fades.
 */
import type { ChatLine } from '@shaju/protocol/chat';
import { memo, useEffect, useRef, useState } from 'react';
import { EmoteIcon } from './emotes.ts';
import { mutedBy, useMuted } from './mute.ts';

/** How long an emote stays on screen (ms); social.css animates over the same time. */
export const EMOTE_MS = 1800;

interface Flying {
  readonly n: number;
  /** The emote id (its picture: emotes.ts). */
  readonly id: string;
  readonly target: number;
  readonly x: number;
  readonly y: number;
}

/** Where seat `seat` is on screen (its centre), or the top centre of the page when it is not shown. */
function seatCentre(seat: number): { x: number; y: number } {
  const el = document.querySelector(`[data-testid=room] [data-testid=seat-${seat}]`);
  if (!el) return { x: globalThis.innerWidth / 2, y: 80 };
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** The emotes flying now; `lines`: the room's chat lines. */
export const EmoteLayer = memo(function EmoteLayer({ lines }: { lines: readonly ChatLine[] }) {
  const muted = useMuted();
  const seen = useRef<number | null>(null);
  const [flying, setFlying] = useState<readonly Flying[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const last = lines.length > 0 ? (lines[lines.length - 1] as ChatLine).n : 0;
    // The lines there when the room opened are history: only later ones fly.
    if (seen.current === null) {
      seen.current = last;
      return;
    }
    const isMuted = mutedBy(muted);
    const fresh = lines.filter(
      (l) => l.n > (seen.current as number) && l.kind === 'emote' && l.target !== undefined && !isMuted(l.name),
    );
    seen.current = last;
    if (fresh.length === 0) return;
    const add = fresh.map((l) => ({
      n: l.n,
      id: l.body,
      target: l.target as number,
      ...seatCentre(l.target as number),
    }));
    setFlying((f) => [...f, ...add]);
    const ids = new Set(add.map((a) => a.n));
    timers.current.add(setTimeout(() => setFlying((f) => f.filter((x) => !ids.has(x.n))), EMOTE_MS));
  }, [lines, muted]);
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const t of all) clearTimeout(t);
    };
  }, []);
  if (flying.length === 0) return null;
  return (
    <div className="emote-layer" aria-hidden="true">
      {flying.map((f) => (
        <span
          key={f.n}
          className="emote-fly"
          style={{ left: f.x, top: f.y }}
          data-testid="emote-shown"
          data-target={f.target}
        >
          <EmoteIcon id={f.id} />
        </span>
      ))}
    </div>
  );
});

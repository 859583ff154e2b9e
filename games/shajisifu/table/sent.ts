/**
 * The card the viewer has just played, shown at once: a played hand card goes on top of the discard pile (S-T1,
 * games/shajisifu/src/rules/turn.ts `playCard`), so the table shows it there — and no longer in the hand — as soon as
 * the decision is sent, without waiting for the server's answer (docs/performance.md, "The web"). The server's next
 * view replaces the guess whatever it says; a refused play (the request is the viewer's again) takes it back.
 */
import type { ShajisifuDecision, ShajisifuView } from '@shaju/shajisifu';
import { useCallback, useRef, useState } from 'react';

/** What `useSentPlay` gives the table. */
export interface SentPlay {
  /** The card shown on the pile ahead of the server, or -1. */
  readonly card: number;
  /** The last card ever shown so (-1: none): the server's announcement of that play does not fly it in again. */
  readonly last: number;
  /** Sends `d` (stable across renders). */
  readonly send: (d: ShajisifuDecision) => void;
}

/**
 * The viewer's sent play for the table of `view`. `decide` sends a decision (false: nothing was sent, e.g. the
 * request was already answered); `canAct`: the viewer is asked now (once the session has taken the answer it is not).
 */
export function useSentPlay(
  view: ShajisifuView,
  canAct: boolean,
  decide: ((d: unknown, seat?: number) => unknown) | undefined,
): SentPlay {
  const [sent, setSent] = useState<{ view: ShajisifuView; card: number } | null>(null);
  const last = useRef(-1);
  const latest = useRef({ view, decide });
  latest.current = { view, decide };
  const send = useCallback((d: ShajisifuDecision) => {
    const { view: v, decide: f } = latest.current;
    if (!f) return;
    if (f(d) === false || d.t !== 'play') return;
    last.current = d.card;
    setSent({ view: v, card: d.card });
  }, []);
  const card = sent !== null && sent.view === view && !canAct ? sent.card : -1;
  return { card, last: last.current, send };
}

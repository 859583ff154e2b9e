/**
 * Auto-pass: a request that gives this player nothing to decide (only declines, or one forced answer, see the
 * runtime's `autoAnswer`) is answered at once, with a quiet line in the log. On by default; the choice is remembered
 * in this browser (`shaju:autopass`). The server keeps a response window open its least time whoever answers and
 * announces no answer before it closes (rulings S-P1, P-G6), so answering at once reveals nothing.
 */
import { findManifest } from '@shaju/games';
import { autoAnswer, type GameKit } from '@shaju/runtime';
import { useEffect, useState } from 'react';
import type { AutoAnswer, GameSession, Step } from './session.ts';

const KEY = 'shaju:autopass';

/** Whether auto-pass is on in this browser (default: on). */
export function storedAutoPass(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

function storeAutoPass(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // private mode: the choice lasts for this page
  }
}

/** The part of a view every game gives (the seat's legal decisions, and those of the seats it controls). */
interface ViewShape {
  readonly legal?: readonly unknown[];
  readonly controlling?: readonly { readonly seat: number; readonly legal: readonly unknown[] }[];
}

/**
 * The answers to give at once for `step`'s request: for each seat this client answers for (`pending.for`), the
 * runtime's `autoAnswer` over that seat's legal decisions, when it has one.
 */
export function autoAnswers(kit: GameKit, step: Step, mySeat: number | null): AutoAnswer[] {
  const p = step.pending;
  if (!p?.you) return [];
  const view = step.view as ViewShape;
  const out: AutoAnswer[] = [];
  for (const seat of p.for) {
    const legal = seat === mySeat ? view.legal : view.controlling?.find((c) => c.seat === seat)?.legal;
    if (!legal) continue;
    const d = autoAnswer(kit, legal, p.kind);
    if (d !== null) out.push({ seat, d });
  }
  return out;
}

/**
 * Runs auto-pass for `session` while the game `game` goes on. Returns whether it is on, and its switch.
 */
export function useAutoPass(session: GameSession, game: string): readonly [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(storedAutoPass);
  const [kit, setKit] = useState<GameKit | null>(null);
  useEffect(() => {
    let live = true;
    findManifest(game)
      ?.load()
      .then((k) => {
        if (live) setKit(k);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [game]);
  // The session answers each request as it arrives (GameSession.setAutoAnswer), not as the page draws it: a request
  // replaced before the next paint is still passed here. It also decides when not to (a spectator, a seat a bot
  // plays, the end) and runs again when a bot's cover of the seat ends.
  useEffect(() => {
    if (!on || !kit) return;
    session.setAutoAnswer((step, s) => autoAnswers(kit, step, s));
    return () => session.setAutoAnswer(null);
  }, [on, kit, session]);
  const set = (v: boolean): void => {
    storeAutoPass(v);
    setOn(v);
  };
  return [on, set] as const;
}

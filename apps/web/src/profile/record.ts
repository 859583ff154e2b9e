/**
 * Reading the player's home from the server: `GET /api/record` with this browser's profile token (net/profile.ts)
 * and `GET /api/leaderboard/:game`, as typed in @shaju/protocol (profile.ts). Also the seeded avatar colour.
 */
import type { Leaderboard, PlayerRecord } from '@shaju/protocol';
import { useEffect, useState } from 'react';
import { profileToken } from '../net/profile.ts';

/** What a page knows of a request: loading, the answer, or why it failed. */
export type Loaded<T> = { status: 'loading' } | { status: 'ok'; value: T } | { status: 'failed'; why: string };

async function getJson<T>(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers, signal });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as T;
}

function useLoaded<T>(url: string | null, headers: Record<string, string>, key: string): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the url and headers
  useEffect(() => {
    if (url === null) return;
    const ctl = new AbortController();
    setState({ status: 'loading' });
    getJson<T>(url, headers, ctl.signal)
      .then((value) => setState({ status: 'ok', value }))
      .catch((e: Error) => {
        if (!ctl.signal.aborted) setState({ status: 'failed', why: e.message });
      });
    return () => ctl.abort();
  }, [key]);
  return state;
}

/** The record of the player holding `token` (reloaded when the token changes). */
export function useRecord(token: string): Loaded<PlayerRecord> {
  return useLoaded<PlayerRecord>(token ? '/api/record' : null, { authorization: `Bearer ${token}` }, token);
}

/** The leaderboard of game `game`, asked with this browser's token when it has one (its line comes marked `you`). */
export function useLeaderboard(game: string): Loaded<Leaderboard> {
  const token = profileToken();
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return useLoaded<Leaderboard>(`/api/leaderboard/${encodeURIComponent(game)}`, headers, game);
}

/**
 * The avatar colour seeded by a nickname: a hue from the name's FNV-1a hash, dark enough for white text (contrast AA).
 */
export function avatarColour(name: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `hsl(${h % 360} 55% 32%)`;
}

/** A rating figure as shown: one decimal, a negative one with the minus sign (`−6.7`). */
export function fmtRating(x: number): string {
  const s = Math.abs(x).toFixed(1);
  return x < 0 && s !== '0.0' ? `−${s}` : s;
}

/** A rating change as shown: one decimal, always signed (`+1.2`, `−6.7`, `±0.0`). */
export function fmtSigned(x: number): string {
  const s = Math.abs(x).toFixed(1);
  if (s === '0.0') return '±0.0';
  return `${x > 0 ? '+' : '−'}${s}`;
}

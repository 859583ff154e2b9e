/**
 * The rematch: after a game, the same room goes back to its lobby with the same seats, bots and options, and the next
 * game (a new seed, a new game id) starts once every seated person has said yes. Each game of a room is stored under
 * its own id — the room code for the first, `CODE-2`, `CODE-3`… after — so every finished game keeps its replay.
 *
 * Why it starts by itself once everyone is ready rather than on the host's press: each person's 再来一局 is already
 * their consent, and the options cannot change, so the host has nothing left to decide; waiting for the host would
 * only add a step (and a stall when the host has gone). The host still runs the lobby meanwhile (bots for seats of
 * people who left) and may start as in any lobby.
 */
import type { LobbySeat } from './state.ts';

/**
 * Turns a finished game's seats into a rematch lobby, in place: people still there (`held(seat)`: connected, or
 * dropped and within their grace period to come back) keep their seat, not ready, except `asker` (who asked, so is
 * ready); a person who left or whose grace is over leaves an empty seat (bots fill it at the start, as in any lobby);
 * bots stay with their kind.
 */
export function rematchSeats(lobby: LobbySeat[], held: (seat: number) => boolean, asker: number): void {
  lobby.forEach((s, i) => {
    if (s.kind !== 'human') return;
    if (!held(i)) {
      s.kind = 'empty';
      s.name = '';
      s.tokenHash = null;
      s.ready = false;
      return;
    }
    s.ready = i === asker;
  });
}

/** Whether a rematch lobby may start: at least one person seated, and every seated person ready. */
export function everyoneReady(lobby: readonly LobbySeat[]): boolean {
  let people = 0;
  for (const s of lobby) {
    if (s.kind !== 'human') continue;
    if (!s.ready) return false;
    people++;
  }
  return people > 0;
}

/**
 * The id of the `n`th game (1-based) of room `code`: the code itself for the first, `CODE-n` after; skips ids that
 * `taken` reports (never reuses a stored game's id). Returns the id and its number.
 */
export function gameIdFor(code: string, n: number, taken: (id: string) => boolean): { id: string; n: number } {
  let k = n;
  let id = k <= 1 ? code : `${code}-${k}`;
  while (taken(id)) {
    k++;
    id = `${code}-${k}`;
  }
  return { id, n: k };
}

/** The room code and game number of a stored game id (`CODE` → 1, `CODE-3` → 3). */
export function parseGameId(id: string): { code: string; n: number } {
  const m = /^(.+)-(\d+)$/.exec(id);
  return m ? { code: m[1] as string, n: Number(m[2]) } : { code: id, n: 1 };
}

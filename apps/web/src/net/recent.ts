/**
 * The rooms this browser played or watched (localStorage `shaju:recent`, newest first, at most `RECENT_MAX`), so the
 * home page can lead back to a game in progress after the tab was closed, or to the replay of a finished one.
 */

/**
 * One remembered room: its code, game id, when it was last opened (epoch ms) and the id of the last game seen in it
 * (`CODE`, then `CODE-2`… after rematches; absent before its first game, and in lists kept by older versions).
 */
export interface RecentRoom {
  readonly code: string;
  readonly game: string;
  readonly at: number;
  readonly lastGame?: string;
}

/** Rooms kept. */
export const RECENT_MAX = 8;
const KEY = 'shaju:recent';

/** The remembered rooms, newest first; [] when none or unreadable. */
export function recentRooms(): RecentRoom[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(v)) return [];
    return v.filter(
      (r): r is RecentRoom =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.code === 'string' &&
        typeof r.game === 'string' &&
        typeof r.at === 'number' &&
        (r.lastGame === undefined || typeof r.lastGame === 'string'),
    );
  } catch {
    return [];
  }
}

/**
 * Remembers `code` (moved to the front; the oldest beyond `RECENT_MAX` are forgotten), with `lastGame` the id of the
 * game now played in it ('' or absent: none yet, the one remembered before is kept).
 */
export function rememberRoom(code: string, game: string, at: number = Date.now(), lastGame = ''): void {
  const old = recentRooms();
  const kept = lastGame || old.find((r) => r.code === code)?.lastGame;
  const entry: RecentRoom = kept ? { code, game, at, lastGame: kept } : { code, game, at };
  const list = [entry, ...old.filter((r) => r.code !== code)].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // private mode
  }
}

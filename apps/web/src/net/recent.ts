/**
 * The rooms this browser played or watched (localStorage `shaju:recent`, newest first, at most `RECENT_MAX`), so the
 * home page can lead back to a game in progress after the tab was closed, or to the replay of a finished one.
 */

/** One remembered room: its code, game id and when it was last opened (epoch ms). */
export interface RecentRoom {
  readonly code: string;
  readonly game: string;
  readonly at: number;
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
        typeof r.at === 'number',
    );
  } catch {
    return [];
  }
}

/** Remembers `code` (moved to the front; the oldest beyond `RECENT_MAX` are forgotten). */
export function rememberRoom(code: string, game: string, at: number = Date.now()): void {
  const list = [{ code, game, at }, ...recentRooms().filter((r) => r.code !== code)].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // private mode
  }
}

/**
 * The ratings a room shows on its seats (OpenSkill ordinals, social/ratings.ts), read from storage once per person and
 * kept in memory until the next game ends.
 */
import { ctx } from '../rooms/context.ts';

/**
 * The ratings shown on a room's seats in game `game`: `get(tokenHash)` answers from memory (one decimal, '' when not
 * rated or not read yet) and reads a missing one from storage, calling `loaded()` when it arrives (the room then
 * copies its seats again). `forget()` after a game (ratings change when it finishes).
 */
export class RatingCache {
  private readonly shown = new Map<string, string>();
  private readonly game: () => string;
  private readonly loaded: () => void;

  constructor(game: () => string, loaded: () => void) {
    this.game = game;
    this.loaded = loaded;
  }

  /** The rating shown for a person, by token hash. */
  get(tokenHash: string): string {
    const r = this.shown.get(tokenHash);
    if (r !== undefined) return r;
    this.shown.set(tokenHash, '');
    ctx()
      .storage.ratingOf(tokenHash, this.game())
      .then((e) => {
        const text = e ? e.ordinal.toFixed(1) : '';
        this.shown.set(tokenHash, text);
        if (text !== '') this.loaded();
      })
      .catch(() => this.shown.delete(tokenHash));
    return '';
  }

  /** Forgets every rating (they are read again when shown). */
  forget(): void {
    this.shown.clear();
  }
}

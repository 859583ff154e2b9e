/**
 * The ratings a room shows on its seats (OpenSkill ordinals, social/ratings.ts), read from storage once per person and
 * kept in memory until the next game ends.
 */
import { shownRating } from '@shaju/protocol';
import { ctx } from '../rooms/context.ts';

/** A rating as a seat shows it (@shaju/protocol `shownRating`): the figure ('' when not rated) and games left. */
export interface SeatRating {
  readonly rating: string;
  readonly left: number;
}

/** No rating shown. */
export const NO_RATING: SeatRating = Object.freeze({ rating: '', left: 0 });

/**
 * The ratings shown on a room's seats in game `game`: `get(tokenHash)` answers from memory (one decimal, never below
 * 0, with the games left before it is settled; '' when not rated or not read yet) and reads a missing one from storage, calling `loaded()` when it arrives (the room then
 * copies its seats again). `forget()` after a game (ratings change when it finishes).
 */
export class RatingCache {
  private readonly shown = new Map<string, SeatRating>();
  private readonly game: () => string;
  private readonly loaded: () => void;

  constructor(game: () => string, loaded: () => void) {
    this.game = game;
    this.loaded = loaded;
  }

  /** The rating shown for a person, by token hash. */
  get(tokenHash: string): SeatRating {
    const r = this.shown.get(tokenHash);
    if (r !== undefined) return r;
    this.shown.set(tokenHash, NO_RATING);
    ctx()
      .storage.ratingOf(tokenHash, this.game())
      .then((e) => {
        if (!e) return;
        const s = shownRating(e.ordinal, e.games);
        this.shown.set(tokenHash, { rating: s.value.toFixed(1), left: s.left });
        this.loaded();
      })
      .catch(() => this.shown.delete(tokenHash));
    return NO_RATING;
  }

  /** Forgets every rating (they are read again when shown). */
  forget(): void {
    this.shown.clear();
  }
}

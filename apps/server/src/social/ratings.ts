/**
 * Ratings (OpenSkill, Bradley-Terry): a new player's prior, the bots' fixed ratings, the shown ordinal and the rating
 * of a finished game's people.
 */
import type { GameResult } from '@shaju/engine';
import { ordinal, rate, rating } from 'openskill';
import { bradleyTerryFull } from 'openskill/models';

/** A skill estimate (OpenSkill): mean `mu` and uncertainty `sigma`; `ordinal` = mu − 3σ, the shown figure. */
export interface SkillRating {
  readonly mu: number;
  readonly sigma: number;
}

/** A new player's rating (OpenSkill's default prior: mu 25, sigma 25/3). */
export const NEW_RATING: SkillRating = Object.freeze({ mu: 25, sigma: 25 / 3 });

/**
 * Fixed ratings of the bots by strength, the same in every game; they never change, so that games with bots count and
 * a bot anchors the scale. Bot kinds not listed rate as `heuristic`.
 */
export const BOT_RATINGS: Readonly<Record<string, SkillRating>> = Object.freeze({
  random: Object.freeze({ mu: 15, sigma: 1 }),
  heuristic: Object.freeze({ mu: 25, sigma: 1 }),
  search: Object.freeze({ mu: 30, sigma: 1 }),
});

/** The fixed rating of a bot of kind `kind`. */
export function botRating(kind: string): SkillRating {
  return BOT_RATINGS[kind] ?? (BOT_RATINGS.heuristic as SkillRating);
}

/** The shown figure of a rating: OpenSkill's ordinal, mu − 3σ. */
export function ordinalOf(r: SkillRating): number {
  return ordinal(rating({ mu: r.mu, sigma: r.sigma }));
}

/** One seat as rated: a person (their current rating) or a bot (its fixed rating). */
export interface RatedSeat {
  readonly kind: 'player' | 'bot';
  readonly rating: SkillRating;
}

/**
 * The players' new ratings after a finished game: two teams, the winners (several allowed) against the rest, ranked
 * 1 and 2; a draw (or a game where everyone or no one won) ranks every seat equal, each seat its own team. The model is
 * Bradley-Terry with full pairing: with tied ranks, openskill 5.0.1's default Plackett-Luce can put a lower rank above
 * tied higher ones; Bradley-Terry keeps the order.
 * Returns one entry per seat: the new rating of a `player` seat, null for a bot (bots never change). Pure.
 */
export function rateGame(seats: readonly RatedSeat[], result: GameResult): (SkillRating | null)[] {
  const winners = new Set(result.winners);
  const allEqual = result.draw || winners.size === 0 || winners.size >= seats.length;
  const model = bradleyTerryFull;
  const out: (SkillRating | null)[] = seats.map(() => null);
  if (seats.length < 2) return out;
  const toRating = (s: RatedSeat) => rating({ mu: s.rating.mu, sigma: s.rating.sigma });
  if (allEqual) {
    const rated = rate(
      seats.map((s) => [toRating(s)]),
      { rank: seats.map(() => 1), model },
    );
    seats.forEach((s, i) => {
      const r = rated[i]?.[0];
      if (s.kind === 'player' && r) out[i] = { mu: r.mu, sigma: r.sigma };
    });
    return out;
  }
  const win: number[] = [];
  const lose: number[] = [];
  seats.forEach((_, i) => {
    (winners.has(i) ? win : lose).push(i);
  });
  const [w, l] = rate(
    [win.map((i) => toRating(seats[i] as RatedSeat)), lose.map((i) => toRating(seats[i] as RatedSeat))],
    {
      rank: [1, 2],
      model,
    },
  );
  const put = (idx: number[], team: readonly { mu: number; sigma: number }[] | undefined) => {
    idx.forEach((seat, k) => {
      const r = team?.[k];
      if (seats[seat]?.kind === 'player' && r) out[seat] = { mu: r.mu, sigma: r.sigma };
    });
  };
  put(win, w);
  put(lose, l);
  return out;
}

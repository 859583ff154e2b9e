/**
 * Identities (身份) of the identity mode: the seed's 身份牌 section and table, the rulings P-S1 (counts, visibility) and
 * P-W4 (victory). P-G3: 主公 = 国主.
 */
import { deepFreeze } from './freeze.ts';

/** Pinyin id of an identity: 国主 lord, 大臣 minister, 强盗 bandit, 小贼 thief. */
export type IdentityId = 'guozhu' | 'dachen' | 'qiangdao' | 'xiaozei';

/** One identity and its win goal. */
export interface Identity {
  /** Pinyin id. */
  readonly id: IdentityId;
  /** Chinese name. */
  readonly zh: string;
  /** English name, with the standard 三国杀 role it plays. */
  readonly en: string;
  /** True for the 国主, whose identity is public from the start; every other identity is hidden until death (P-S1). */
  readonly public: boolean;
  /** The seed's win goal, verbatim. */
  readonly goalZh: string;
  /** The win goal as P-W4 fixes it. */
  readonly goalEn: string;
}

/** The four identities, frozen, in the seed's order. */
export const IDENTITIES: { readonly [K in IdentityId]: Identity & { readonly id: K } } = deepFreeze({
  guozhu: {
    id: 'guozhu',
    zh: '国主',
    en: 'Lord',
    public: true,
    goalZh: '胜利目标为消灭所有强盗并击败小贼。',
    goalEn:
      'Win together with the Minister when every Bandit and every Thief is dead. The game ends at once when the Lord dies.',
  },
  dachen: {
    id: 'dachen',
    zh: '大臣',
    en: 'Minister (loyalist)',
    public: false,
    goalZh: '胜利目标为保护国主，击败所有强盗与小贼。',
    goalEn: 'Win with the Lord when every Bandit and every Thief is dead, even if you have died yourself.',
  },
  qiangdao: {
    id: 'qiangdao',
    zh: '强盗',
    en: 'Bandit (rebel)',
    public: false,
    goalZh: '胜利目标为击败国主为胜利。',
    goalEn:
      'All Bandits, alive or dead, win when the Lord dies, unless the only player left alive is a Thief; and always when Eternal Fire kills the Lord.',
  },
  xiaozei: {
    id: 'xiaozei',
    zh: '小贼',
    en: 'Thief (renegade)',
    public: false,
    goalZh: '胜利目标为把所有人杀死，最后杀国主。',
    goalEn:
      'Win alone when the Lord dies and you are the only player left alive (not by Eternal Fire): kill everyone else first, then the Lord.',
  },
});

/** Identity ids in the seed's order. */
export const IDENTITY_IDS: readonly IdentityId[] = Object.freeze(['guozhu', 'dachen', 'qiangdao', 'xiaozei'] as const);

/** How many players hold each identity. */
export type IdentityCounts = { readonly [K in IdentityId]: number };

/** The seed's identity table for 3–12 players (P-S1), keyed by the number of players. */
export const IDENTITY_TABLE: Readonly<Record<number, IdentityCounts>> = deepFreeze({
  3: { guozhu: 1, dachen: 1, qiangdao: 1, xiaozei: 0 },
  4: { guozhu: 1, dachen: 1, qiangdao: 1, xiaozei: 1 },
  5: { guozhu: 1, dachen: 1, qiangdao: 2, xiaozei: 1 },
  6: { guozhu: 1, dachen: 1, qiangdao: 3, xiaozei: 1 },
  7: { guozhu: 1, dachen: 2, qiangdao: 3, xiaozei: 1 },
  8: { guozhu: 1, dachen: 2, qiangdao: 3, xiaozei: 2 },
  9: { guozhu: 1, dachen: 3, qiangdao: 3, xiaozei: 2 },
  10: { guozhu: 1, dachen: 3, qiangdao: 4, xiaozei: 2 },
  11: { guozhu: 1, dachen: 3, qiangdao: 5, xiaozei: 2 },
  12: { guozhu: 1, dachen: 4, qiangdao: 5, xiaozei: 2 },
});

/**
 * The identity cards for `players` players in the seed's order (国主 first), before shuffling (P-S1).
 * Throws `RangeError` for a player count outside 3–12 or not an integer.
 */
export function identityCards(players: number): readonly IdentityId[] {
  const row = IDENTITY_TABLE[players];
  if (row === undefined) throw new RangeError(`identity table has no row for ${players} players (3–12)`);
  const out: IdentityId[] = [];
  for (const id of IDENTITY_IDS) for (let i = 0; i < row[id]; i++) out.push(id);
  return Object.freeze(out);
}

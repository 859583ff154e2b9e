import { ConfigError } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { CARD_KIND_IDS, CARD_KINDS, type CardKindId, DELAYED_TRICKS, isWeapon } from './cards.ts';
import { CHARACTER_IDS, CHARACTER_POOL, CHARACTERS, SKILL_IDS, SKILLS } from './characters.ts';
import { CONFIG_BOUNDS, defaultConfig, type PaopaoshaIntField, validateConfig } from './config.ts';
import { DECK, SUITS } from './deck.ts';
import { IDENTITY_IDS, IDENTITY_TABLE, identityCards } from './identities.ts';

function countBy<T>(items: readonly T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of items) out[key(t)] = (out[key(t)] ?? 0) + 1;
  return out;
}

/** Catches a ConfigError and returns its field (fails the test for anything else). */
function configErrorField(input: unknown): string {
  try {
    validateConfig(input);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).field;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(input)}`);
}

describe('P-D1, P-D2: the deck', () => {
  test('has exactly 110 cards', () => {
    expect(DECK.length).toBe(110);
  });

  test('every entry names a defined kind, a suit and a rank 1–13', () => {
    for (const [kind, suit, rank] of DECK) {
      expect(CARD_KINDS[kind]?.id).toBe(kind);
      expect(SUITS).toContain(suit);
      expect(Number.isInteger(rank) && rank >= 1 && rank <= 13).toBe(true);
    }
  });

  test('copies per kind match the kind table', () => {
    const counts = countBy(DECK, ([kind]) => kind);
    for (const id of CARD_KIND_IDS) expect({ id, n: counts[id] ?? 0 }).toEqual({ id, n: CARD_KINDS[id].copies });
    expect(Object.keys(counts).sort()).toEqual([...CARD_KIND_IDS].sort());
  });

  test('P-D1 counts: 杀 26, 闪 14, 水 8, tricks 36, equipment and god cards 26 (one each)', () => {
    const counts = countBy(DECK, ([kind]) => kind);
    expect([counts.sha, counts.shan, counts.shui]).toEqual([26, 14, 8]);
    const byType = countBy(DECK, ([kind]) => CARD_KINDS[kind].type);
    expect(byType).toEqual({ basic: 48, trick: 36, equipment: 21, god: 5 });
    const bySubtype = countBy(
      DECK.filter(([k]) => CARD_KINDS[k].type === 'equipment'),
      ([k]) => CARD_KINDS[k].subtype ?? '',
    );
    expect(bySubtype).toEqual({ weapon: 9, mount: 6, armor: 2, book: 4 });
    for (const id of CARD_KIND_IDS) {
      const k = CARD_KINDS[id];
      if (k.type === 'equipment' || k.type === 'god') expect({ id, copies: k.copies }).toEqual({ id, copies: 1 });
    }
    // the seed's trick counts (万刀齐发（1张) … 诅咒 （1张）)
    const tricks: Partial<Record<CardKindId, number>> = {
      wandaoqifa: 1,
      dilei: 1,
      shuilei: 1,
      jiedaosharen: 3,
      dantiao: 2,
      qiangdaoruqin: 2,
      huaquanquan: 1,
      benlaijiuyou: 4,
      wuxiekeji: 2,
      kongbufenzi: 1,
      guoluchailu: 4,
      shashanzhijiao: 1,
      yibuliushen: 1,
      shunshouqiangou: 4,
      shengsibu: 1,
      duo: 1,
      kongzhi: 1,
      shouhuozidan: 3,
      shijianqianjin: 1,
      zuzhou: 1,
    };
    for (const id of CARD_KIND_IDS.filter((i) => CARD_KINDS[i].type === 'trick')) {
      expect({ id, n: counts[id] }).toEqual({ id, n: tricks[id] });
    }
  });

  test('P-D2: every suit has 27 or 28 cards; ♥ and ♣ stay near a quarter', () => {
    const bySuit = countBy(DECK, ([, suit]) => suit);
    for (const s of SUITS) expect([27, 28]).toContain(bySuit[s]);
    expect(Math.abs((bySuit.H ?? 0) / 110 - 0.25)).toBeLessThan(0.01);
    expect(Math.abs((bySuit.C ?? 0) / 110 - 0.25)).toBeLessThan(0.01);
  });

  test('9 weapon cards (what 诅咒, 八卦阵 and 洛神 judge for, P-G4)', () => {
    expect(DECK.filter(([k]) => isWeapon(k)).length).toBe(9);
  });

  test('kind data is well formed', () => {
    expect([...DELAYED_TRICKS].sort()).toEqual(['dilei', 'huaquanquan', 'shijianqianjin', 'shuilei', 'yibuliushen']);
    for (const id of CARD_KIND_IDS) {
      const k = CARD_KINDS[id];
      expect(Number.isInteger(k.hint) && k.hint >= 0 && k.hint <= 10).toBe(true);
      expect(k.textZh.length > 0 && k.textEn.length > 0 && k.zh.length > 0 && k.en.length > 0).toBe(true);
      expect(k.range !== undefined).toBe(k.subtype === 'weapon');
      expect(k.distance !== undefined).toBe(k.subtype === 'mount');
      if (k.subtype === 'delayed') expect(k.type).toBe('trick');
      for (const p of k.params ?? []) expect(defaultConfig()).toHaveProperty(p);
    }
    expect(Object.isFrozen(CARD_KINDS.qqfeiche.distance)).toBe(true);
    expect(Object.isFrozen(DECK[0])).toBe(true);
  });
});

describe('characters and skills', () => {
  test('12 characters; the pool has the 11 that are not the boss (P-S2)', () => {
    expect(CHARACTER_IDS.length).toBe(12);
    expect(CHARACTER_POOL.length).toBe(11);
    expect(CHARACTER_POOL).not.toContain('haidaowang');
  });

  test("every character's skills are defined and owned by it; every skill's owner has it", () => {
    for (const c of CHARACTER_IDS) {
      for (const s of CHARACTERS[c].skills) expect({ s, owner: SKILLS[s]?.owner }).toEqual({ s, owner: c });
    }
    for (const s of SKILL_IDS) expect(CHARACTERS[SKILLS[s].owner].skills).toContain(s);
    const all = CHARACTER_IDS.flatMap((c) => CHARACTERS[c].skills);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(SKILL_IDS.length);
  });

  test('HP: seed values, rulings * with their config field, boss HP from config (P-B1)', () => {
    const cfg = defaultConfig();
    for (const c of CHARACTER_IDS) {
      const ch = CHARACTERS[c];
      if (ch.nation === 'boss') expect(ch.hp).toBeNull();
      else expect(ch.hp).toBeGreaterThan(0);
      if (ch.hpParam) expect(cfg[ch.hpParam]).toBe(ch.hp);
    }
    expect(CHARACTERS.xiaodou.hp).toBe(3);
  });

  test('per-game limits equal the config defaults (P-G2, P-T6)', () => {
    const cfg = defaultConfig();
    expect(SKILLS.xiudiannao.limit?.perGame).toBe(cfg.xiudiannaoUses);
    expect(SKILLS.doujiang.limit?.perGame).toBe(cfg.doujiangUses);
    expect(SKILLS.zaji.limit?.perGame).toBe(cfg.zajiUses);
    expect(SKILLS.silingbu.limit?.perGame).toBe(cfg.silingbuUses);
    expect([cfg.xiudiannaoUses, cfg.doujiangUses, cfg.zajiUses, cfg.silingbuUses]).toEqual([3, 5, 2, 1]);
    for (const s of SKILL_IDS) for (const p of SKILLS[s].params ?? []) expect(cfg).toHaveProperty(p);
  });
});

describe('P-S1: identities', () => {
  test('the table sums to the player count for 3–12, with one 国主', () => {
    for (let n = 3; n <= 12; n++) {
      const row = IDENTITY_TABLE[n];
      expect(row).toBeDefined();
      if (!row) continue;
      expect(IDENTITY_IDS.reduce((a, id) => a + row[id], 0)).toBe(n);
      expect(row.guozhu).toBe(1);
      expect(identityCards(n).length).toBe(n);
    }
    expect(IDENTITY_TABLE[2]).toBeUndefined();
    expect(IDENTITY_TABLE[13]).toBeUndefined();
    expect(() => identityCards(13)).toThrow(RangeError);
  });

  test("the seed's rows for 5 and 12 players", () => {
    // 5名玩家：1国主、1大臣、2强盗、1小贼 / 12名玩家：1国主、4大臣、5强盗、2小贼
    expect(IDENTITY_TABLE[5]).toEqual({ guozhu: 1, dachen: 1, qiangdao: 2, xiaozei: 1 });
    expect(IDENTITY_TABLE[12]).toEqual({ guozhu: 1, dachen: 4, qiangdao: 5, xiaozei: 2 });
  });
});

describe('P-G2: configuration', () => {
  test('defaults validate for 3–12 players, and boss mode for 3–8', () => {
    for (let n = 3; n <= 12; n++) expect(validateConfig({ ...defaultConfig(n) })).toEqual(defaultConfig(n));
    for (let n = 3; n <= 8; n++) expect(validateConfig(defaultConfig(n, 'boss'))).toEqual(defaultConfig(n, 'boss'));
    expect(validateConfig({ players: 5 })).toEqual(defaultConfig(5));
    expect(Object.isFrozen(validateConfig({ players: 5 }))).toBe(true);
  });

  test('the ruling defaults', () => {
    const c = defaultConfig(6);
    expect(c).toMatchObject({
      mode: 'identity',
      lordChoices: 3,
      characterChoices: 3,
      lordExtraHp: 1,
      lordExtraHpFrom: 5,
      startingHand: 4,
      drawPerTurn: 2,
      maxRounds: 200,
      rewardsAndPenalties: true,
      bossHpPerOpponent: 4,
      sishenmingdaoUses: 3,
      haiyanggongzhuTurns: 5,
      tianshizhileiHp: 10,
      dileiDamage: 3,
      shuileiDamage: 2,
      zuzhouDamage: 3,
      shenmijingqiCards: 5,
      shenmijingqiDamage: 4,
      jiaolazhihuaShui: 2,
      benlaijiuyouDraw: 2,
      lansefengyunDraw: 5,
    });
  });

  test('bad configs throw ConfigError naming the field', () => {
    expect(configErrorField(null)).toBe('');
    expect(configErrorField([5])).toBe('');
    expect(configErrorField({})).toBe('players');
    expect(configErrorField({ players: 2 })).toBe('players');
    expect(configErrorField({ players: 13 })).toBe('players');
    expect(configErrorField({ players: 4.5 })).toBe('players');
    expect(configErrorField({ players: '5' })).toBe('players');
    expect(configErrorField({ players: 9, mode: 'boss' })).toBe('players');
    expect(configErrorField({ players: 5, mode: 'chaos' })).toBe('mode');
    expect(configErrorField({ players: 5, rewardsAndPenalties: 1 })).toBe('rewardsAndPenalties');
    expect(configErrorField({ players: 5, bossHp: 20 })).toBe('bossHp');
    expect(configErrorField({ players: 5, dileiDamage: 0 })).toBe('dileiDamage');
    expect(configErrorField({ players: 5, maxRounds: null })).toBe('maxRounds');
    for (const k of Object.keys(CONFIG_BOUNDS) as PaopaoshaIntField[]) {
      const [lo, hi] = CONFIG_BOUNDS[k];
      expect(configErrorField({ players: 5, [k]: hi + 1 })).toBe(k);
      if (k !== 'players') expect(configErrorField({ players: 5, [k]: lo - 1 })).toBe(k);
      expect(configErrorField({ players: 5, [k]: 'x' })).toBe(k);
    }
  });

  test('an error message names the field', () => {
    expect(() => validateConfig({ players: 5, zajiUses: -1 })).toThrow(/config\.zajiUses/);
  });
});

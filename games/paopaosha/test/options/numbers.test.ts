/**
 * The effect of every scalar option (data/option-scalars.ts), in scenarios: damage and heal numbers, draws, the number
 * of 闪 needed, per-turn and per-game limits, 睡觉's interval and protection, 盾牌 on helpful tricks (product reading 2),
 * the rewards and penalties (P-W3) and the starting HP (P-S2). The defaults are the seed's game (their own tests are in
 * the card and skill test files).
 */
import { describe, expect, test } from 'vitest';
import {
  type CardKindId,
  CHARACTER_POOL,
  characterHp,
  deckCard,
  END,
  OPTION_DEFAULTS,
  PASS,
  paopaosha,
  shaTargets as rulesShaTargets,
  SKILLS,
  startingHp,
  useOf,
  validateConfig,
} from '../../src/index.ts';
import { eventsOf, four, type Game, hps, noWuxie, passAll, play, scenario, shaTargets, use } from '../helpers.ts';
import { pick, skillOptions, skills4 } from '../skills/skill-helpers.ts';

/** Every seat asked passes until seat 0 is asked for a play-phase decision again (windows, 闪 and 杀 requests, rescue). */
function passUntilPlay(g: Game): void {
  for (let i = 0; i < 100; i++) {
    const p = g.pending();
    if (!p || (p.kind === 'play' && p.seats[0] === 0)) return;
    if (p.kind === 'wuxie') passAll(g);
    else g.decide(p.seats[0] as number, PASS);
  }
  throw new Error('no play request after 100 passes');
}

describe('damage and heal numbers', () => {
  test.each([
    ['wandaoqifa', 'wandaoqifaDamage', [4, 2, 2, 2]],
    ['qiangdaoruqin', 'qiangdaoruqinDamage', [4, 2, 2, 2]],
    ['kongbufenzi', 'kongbufenziDamage', [2, 2, 2, 2]],
  ] as const)('%s deals %s to each player who does not answer', (card, option, after) => {
    const g = four([{ hand: [card] }], { config: { [option]: 2 } });
    use(g, 0, card);
    passUntilPlay(g);
    expect(hps(g.state)).toEqual(after);
    // 0: nobody takes damage
    const none = four([{ hand: [card] }], { config: { [option]: 0 } });
    use(none, 0, card);
    passUntilPlay(none);
    expect(hps(none.state)).toEqual([4, 4, 4, 4]);
  });

  test('dantiaoDamage: the loser of a 单挑 takes it', () => {
    const g = four([{ hand: ['dantiao'] }], { config: { dantiaoDamage: 3 } });
    use(g, 0, 'dantiao', [2]);
    passUntilPlay(g);
    expect(hps(g.state)).toEqual([4, 4, 1, 4]);
  });

  test('shaDamage, dapaoDamageBonus, langgouDamageBonus: a 杀 deals the base plus its equipment bonuses', () => {
    const g = four([{ hand: ['sha♠7'], equip: { weapon: 'dapao' } }], {
      config: { shaDamage: 2, dapaoDamageBonus: 2, langgouDamageBonus: 3 },
    });
    use(g, 0, 'sha♠7', [1]);
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 1, amount: 4 });
    const h = four([{ hand: ['sha♠7'], equip: { mount: 'langgou' } }], { config: { langgouDamageBonus: 3 } });
    use(h, 0, 'sha♠7', [1]);
    expect(eventsOf(h.decide(1, PASS), 'damage')[0]).toMatchObject({ seat: 1, amount: 4 });
  });

  test('shuiHeal: 水 heals more, in the play phase and when rescuing', () => {
    const g = four([{ hp: 1, hand: ['shui♥3'] }], { config: { shuiHeal: 2 } });
    use(g, 0, 'shui♥3');
    expect(hps(g.state)[0]).toBe(3);
    const r = four([{ hand: ['sha♠7'] }, { hp: 1 }, {}, { hand: ['shui♥3'] }], { config: { shuiHeal: 3 } });
    use(r, 0, 'sha♠7', [1]);
    r.decide(1, PASS);
    for (const seat of [0, 1, 2]) r.decide(seat, PASS);
    play(r, 3, 'shui♥3');
    expect(hps(r.state)[1]).toBe(3);
  });

  test('dileiDamage / shuileiDamage and the existing card numbers stay config fields; dounangHeal, ailianHeal, xiudiannaoHeal', () => {
    const g = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 1, hand: ['shan♦2'] }], {
      config: { xiudiannaoHeal: 2 },
    });
    g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [deckCard('shan♦2')], targets: [] });
    expect(hps(g.state)[0]).toBe(3);
    const d = skills4(
      ['dadadou', 'heiniu', 'heiniu', 'heiniu'],
      [{ hand: [], equip: { weapon: 'dapao' } }, { hp: 1 }],
      {
        config: { dounangHeal: 3 },
      },
    );
    d.decide(0, { t: 'skill', id: 'dounang', cards: [deckCard('dapao')], targets: [1] });
    expect(hps(d.state)[1]).toBe(4);
    const a = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 1, hand: ['sha♠7'] }, { hp: 1 }], {
      config: { ailianHeal: 2, ailianCards: 1 },
    });
    a.decide(0, { t: 'skill', id: 'ailian', cards: [], targets: [1] });
    a.decide(0, { t: 'discard', card: deckCard('sha♠7') });
    expect(hps(a.state).slice(0, 2)).toEqual([3, 3]);
  });
});

describe('draws and the 闪 needed', () => {
  const drawn = (g: Game) => eventsOf(g.events, 'draw').map((e) => [e.seat, e.count]);
  test('shangxueDraw, tanpaiDraw, dazhongsangtanaDraw change the draw phase', () => {
    expect(
      drawn(skills4(['xiaopi', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw', config: { shangxueDraw: 3 } })),
    ).toEqual([[0, 5]]);
    expect(
      drawn(
        skills4(['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw', config: { tanpaiDraw: 8 } }),
      ),
    ).toEqual([[0, 8]]);
    expect(
      drawn(four([{ equip: { mount: 'dazhongsangtana' } }], { phase: 'draw', config: { dazhongsangtanaDraw: 0 } })),
    ).toEqual([[0, 2]]);
  });

  test('aiguoDraw 0: 葱头 draws nothing at turn start', () => {
    const g = skills4(['congtou', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start', config: { aiguoDraw: 0 } });
    // straight to the draw phase's two cards, no 爱国 request
    expect(drawn(g)).toEqual([
      [0, 0],
      [0, 2],
    ]);
  });

  test('meishuShan and doujiyanjiShan: the 闪 a target needs', () => {
    for (const [c, option] of [
      ['xiaopi', 'meishuShan'],
      ['doujiyan', 'doujiyanjiShan'],
    ] as const) {
      const g = skills4([c, 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }], { config: { [option]: 3 } });
      use(g, 0, 'sha♠7', [1]);
      g.expectPending('shan', [1]);
      expect(g.state.ask?.count, c).toBe(3);
    }
  });

  test('paopaosandanqiangTargets: groups of up to that many targets for a last-card 杀', () => {
    const g = four([{ hand: ['sha♠7'], equip: { weapon: 'paopaosandanqiang' } }], {
      config: { paopaosandanqiangTargets: 2 },
    });
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3], [1, 2], [1, 3], [2, 3]]);
    expect(rulesShaTargets(g.state, 0, true).some((t) => t.length > 2)).toBe(false);
  });
});

describe('use limits', () => {
  test('shaPerPhase: a second 杀 in the same play phase', () => {
    const g = four([{ hand: ['sha♠7', 'sha♠8', 'sha♠9'] }], { config: { shaPerPhase: 2 } });
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    expect(shaTargets(g, 0).length).toBeGreaterThan(0);
    use(g, 0, 'sha♠8', [1]);
    g.decide(1, PASS);
    expect(shaTargets(g, 0)).toEqual([]);
  });

  test.each([
    ['heiniu', 'ailian', 'ailianPerTurn', [{ hand: ['sha♠7', 'sha♠8'] }]],
    ['dadadou', 'dounang', 'dounangPerTurn', [{ equip: { weapon: 'dapao' } }, { hp: 1 }]],
  ] as const)('%s: %s is not offered with %s 0', (c, id, option, seats) => {
    const on = skills4([c, 'heiniu', 'heiniu', 'heiniu'], seats as never);
    expect(skillOptions(on, 0, id).length).toBeGreaterThan(0);
    const off = skills4([c, 'heiniu', 'heiniu', 'heiniu'], seats as never, { config: { [option]: 0 } });
    expect(skillOptions(off, 0, id)).toEqual([]);
  });

  test('diannaoqicaiPerTurn 0: 小葱 is not asked at turn start', () => {
    const g = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2'] }], {
      phase: 'start',
      config: { diannaoqicaiPerTurn: 0 },
    });
    g.expectPending('play', [0]);
  });

  test('qiangdaoPerTurn 2: the 海盗王 uses 强盗 twice in a turn', () => {
    const g = skills4(['haidaowang', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['shan♦2', 'shui♥3', 'sha♠7'] }], {
      config: { qiangdaoPerTurn: 2 },
    });
    const via = (d: { t: string; via?: string }) => d.t === 'use' && d.via === 'qiangdao';
    g.decide(0, useOf(deckCard('shan♦2'), 'qiangdaoruqin', [], [], 'qiangdao'));
    passUntilPlay(g);
    expect(g.legal(0).some(via)).toBe(true);
    g.decide(0, useOf(deckCard('shui♥3'), 'qiangdaoruqin', [], [], 'qiangdao'));
    passUntilPlay(g);
    expect(g.legal(0).some(via)).toBe(false);
  });

  test('diannaoqicaishuPerTurn and gongshanziwuyingbaguazhenPerTurn 0: the books’ uses are not offered', () => {
    const books = [
      ['diannaoqicaishu', 'diannaoqicaishuPerTurn'],
      ['gongshanziwuyingbaguazhen', 'gongshanziwuyingbaguazhenPerTurn'],
    ] as const;
    for (const [book, option] of books) {
      const seats = [
        { hand: ['sha♠7'], equip: { book } },
        { hand: ['shan♦2'], hp: 1 },
      ];
      const on = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], seats);
      const off = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], seats, { config: { [option]: 0 } });
      const mine = (g: Game) => g.legal(0).filter((d) => d.t === 'skill' && d.id === book);
      expect(mine(on).length, book).toBeGreaterThan(0);
      expect(mine(off), book).toEqual([]);
    }
  });

  test('sishenmingdaoPerTurn 2: 死神冥刀 is used twice in a turn', () => {
    const g = four([{ hand: [], equip: { weapon: 'sishenmingdao' } }], {
      drawTop: ['sha♠7', 'sha♠8'],
      config: { sishenmingdaoPerTurn: 2 },
    });
    const blade = deckCard('sishenmingdao');
    g.decide(0, useOf(blade, 'zuzhou', [2]));
    noWuxie(g, 'zuzhou', [0, 1, 2, 3]);
    expect(g.legal(0)).toContainEqual(useOf(blade, 'zuzhou', [2]));
    g.decide(0, useOf(blade, 'zuzhou', [2]));
    noWuxie(g, 'zuzhou', [0, 1, 2, 3]);
    expect(g.legal(0)).toEqual([END]);
  });

  test('shenmijingqiUses 2: the book stays equipped after its first use, once per turn', () => {
    const g = skills4(
      ['heiniu', 'heiniu', 'heiniu', 'heiniu'],
      [{ equip: { book: 'shenmijingqi' } }, { hp: 8, maxHp: 8 }],
      {
        config: { shenmijingqiUses: 2 },
      },
    );
    const book = deckCard('shenmijingqi');
    g.decide(0, { t: 'skill', id: 'shenmijingqi', cards: [], targets: [1] });
    // no hand card to give: the damage
    passUntilPlay(g);
    expect(hps(g.state)[1]).toBe(4);
    expect(g.state.seats[0]?.equip.book).toBe(book);
    expect(skillOptions(g, 0, 'shenmijingqi')).toEqual([]);
  });
});

describe('睡觉, 盾牌, rewards and HP', () => {
  test('shuijiaoNoDamage off: a sleeping 皮蛋 takes damage', () => {
    const g = skills4(['pidan', 'heiniu', 'heiniu', 'heiniu'], [{}, { hand: ['sha♠7'] }], {
      phase: 'start',
      config: { shuijiaoNoDamage: false },
    });
    pick(g, 0, 'yes');
    use(g, 1, 'sha♠7', [0]);
    const ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'damage')).toHaveLength(1);
    expect(eventsOf(ev, 'prevent')).toEqual([]);
  });

  test('shuijiaoInterval 2: after a nap 皮蛋 is not asked again in the next round (asked with the default 1)', () => {
    const nextTurnAsks = (interval: number): boolean => {
      const g = skills4(['pidan', 'heiniu', 'heiniu', 'heiniu'], [], {
        phase: 'start',
        config: { shuijiaoInterval: interval },
      });
      pick(g, 0, 'yes');
      // the other three end their turns at once (discarding what they must); then 皮蛋's next turn starts
      for (let i = 0; i < 20 && g.state.turn !== 0; i++) {
        const p = g.pending();
        const seat = p?.seats[0] as number;
        g.decide(seat, p?.kind === 'play' ? END : (g.legal(seat)[0] as never));
      }
      expect(g.state.turn).toBe(0);
      return g.state.ask?.reason === 'shuijiao';
    };
    expect(nextTurnAsks(1)).toBe(true);
    expect(nextTurnAsks(2)).toBe(false);
  });

  test('dunpaiBlocksHelpful off: another player’s 生死簿 saves a 盾牌 holder', () => {
    const spec = (on: boolean) =>
      four([{ hand: ['sha♠7'] }, { hp: 1, equip: { armor: 'dunpai' } }, {}, { hand: ['shengsibu'] }], {
        config: { dunpaiBlocksHelpful: on },
      });
    for (const on of [true, false]) {
      const g = spec(on);
      use(g, 0, 'sha♠7', [1]);
      g.decide(1, PASS);
      for (const seat of [0, 1, 2]) g.decide(seat, PASS);
      const offered = g.legal(3).some((d) => d.t === 'play' && d.as === ('shengsibu' as CardKindId));
      expect(offered).toBe(!on);
    }
  });

  test('lordKillsDachenPenalty off: the 国主 who kills a 大臣 keeps every card', () => {
    const g = four([{ hand: ['sha♠7', 'shan♦2'] }, {}, {}, { hp: 1 }], { config: { lordKillsDachenPenalty: false } });
    use(g, 0, 'sha♠7', [3]);
    g.decide(3, PASS);
    for (const seat of [0, 1, 2, 3]) if (g.pending()?.kind === 'rescue') g.decide(seat, PASS);
    expect(g.state.seats[3]?.alive).toBe(false);
    expect(g.state.seats[0]?.hand).toEqual([deckCard('shan♦2')]);
  });

  test('extraHp and hp.<id>: every character but the 海盗王 gets the extra HP; a seed HP is an option', () => {
    const c = validateConfig({ players: 5, extraHp: 2, 'hp.pidan': 6 });
    expect(characterHp(c, 'pidan')).toBe(8);
    expect(characterHp(c, 'lanlan')).toBe(5);
    expect(startingHp(c, 'heiniu', true)).toBe(4 + 2 + 1);
    expect(characterHp(validateConfig({ players: 5, mode: 'boss', extraHp: 2 }), 'haidaowang')).toBe(16);
  });
});

describe('discards, boss draws, the pool and the skill data', () => {
  test('congzhiCards 1: 葱头 prevents a point by discarding one card', () => {
    const g = skills4(['heiniu', 'congtou', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2'] }], {
      config: { congzhiCards: 1 },
    });
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    pick(g, 1, 'yes');
    g.expectPending('discard', [1]);
    expect(g.state.ask?.count).toBe(1);
    const ev = g.decide(1, { t: 'discard', card: deckCard('shan♦2') });
    expect(eventsOf(ev, 'prevent')).toEqual([{ t: 'prevent', seat: 1, amount: 1, by: 'congzhi' }]);
    expect(hps(g.state)[1]).toBe(4);
  });

  test('paopaojiatelinCards 1: one card makes a dodged 杀 hit', () => {
    const g = four([{ hand: ['sha♠7', 'shui♥3'], equip: { weapon: 'paopaojiatelin' } }, {}, {}, { hand: ['shan♦3'] }], {
      config: { paopaojiatelinCards: 1 },
    });
    use(g, 0, 'sha♠7', [3]);
    play(g, 3, 'shan');
    g.decide(0, { t: 'choose', i: 0 });
    g.expectPending('discard', [0]);
    expect(g.state.ask?.count).toBe(1);
    const ev = g.decide(0, { t: 'discard', card: deckCard('shui♥3') });
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 3, amount: 1 });
  });

  test('baogongpuDraw and waigongpuDraw: the 海盗王’s draws', () => {
    const boss = (phase: 'draw' | 'play', config: Record<string, number>) =>
      scenario({
        seats: [{ identity: 'guozhu', character: 'haidaowang' }, { identity: 'qiangdao' }, { identity: 'qiangdao' }],
        phase,
        config: { mode: 'boss', characterSkills: true, ...config },
      });
    const g = boss('draw', { baogongpuDraw: 4 });
    expect(eventsOf(g.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 4]]);
    const w = boss('play', { waigongpuDraw: 3 });
    const ev = w.decide(0, END);
    expect(eventsOf(ev, 'draw').find((e) => e.seat === 0)?.count).toBe(3);
  });

  test('character.<id>: only characters in the pool are offered at setup', () => {
    const pool = ['pidan', 'xiaopi', 'heiniu'] as const;
    const off = Object.fromEntries(
      CHARACTER_POOL.filter((c) => !(pool as readonly string[]).includes(c)).map((c) => [`character.${c}`, false]),
    );
    for (const seed of [1, 2, 3]) {
      const s = paopaosha.setup(validateConfig({ players: 5, ...off }), seed);
      for (let i = 0; i < 5 && s.ask?.kind === 'character'; i++) {
        for (const c of s.ask.characters) expect(pool).toContain(c);
        const seat = s.ask.seats[0] as number;
        paopaosha.apply(s, seat, paopaosha.legal(s, seat)[0]);
      }
      for (const p of s.seats) expect(pool).toContain(p.character);
    }
  });

  test('the skills’ per-turn limits in the character data are the options’ defaults', () => {
    const perTurn = [
      ['ailian', 'ailianPerTurn'],
      ['diannaoqicai', 'diannaoqicaiPerTurn'],
      ['dounang', 'dounangPerTurn'],
      ['qiangdao', 'qiangdaoPerTurn'],
    ] as const;
    for (const [id, option] of perTurn) expect(SKILLS[id].limit?.perTurn, id).toBe(OPTION_DEFAULTS[option]);
  });
});

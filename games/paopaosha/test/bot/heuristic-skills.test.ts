import {
  buildScenario,
  CARD_KINDS,
  type CardKindId,
  inHand,
  kindOf,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaSeatSpec,
  type PaopaoshaSpec,
  type PaopaoshaState,
  type PaopaoshaView,
  paopaosha,
  useOf,
} from '@shaju/paopaosha';
import { type Decider, playout, type SeatContext } from '@shaju/testkit';
import { describe, expect, it } from 'vitest';
import { makeBot, PaopaoshaHeuristicBot } from '../../bot/index.ts';

type D = PaopaoshaDecision;
type V = PaopaoshaView;

/** The context a bot gets for `seat` of a live state, deciding as `by` (its controller, or the seat itself). */
function ctxOf(s: PaopaoshaState, seat: number, by = seat): SeatContext<D, V> {
  return {
    seat,
    kind: s.ask?.kind ?? '',
    legal: () => paopaosha.legal(s, seat),
    view: () => paopaosha.view(s, by),
  };
}

/** Seat `i` of a scenario state (it exists). */
function seatOf(s: PaopaoshaState, i: number): PaopaoshaState['seats'][number] {
  return s.seats[i] as PaopaoshaState['seats'][number];
}

/** The option a bot's `choose` decision picks (its `o`). */
function chosen(s: PaopaoshaState, d: D): string | undefined {
  return d.t === 'choose' ? s.ask?.options[d.i]?.o : undefined;
}

/** 5 players with skills on: 国主 0, 大臣 1, 强盗 2 and 3, 小贼 4. */
function five(over: Partial<Record<number, Partial<PaopaoshaSeatSpec>>>, spec: Partial<PaopaoshaSpec> = {}) {
  const ids = ['guozhu', 'dachen', 'qiangdao', 'qiangdao', 'xiaozei'] as const;
  return buildScenario({
    seats: ids.map((identity, i) => ({ identity, ...(over[i] ?? {}) })),
    ...spec,
    config: { characterSkills: true, ...(spec.config ?? {}) },
  });
}

/** A boss-mode scenario: the 海盗王 at seat 0, the team after him. */
function bossGame(seats: Partial<PaopaoshaSeatSpec>[], spec: Partial<PaopaoshaSpec> = {}) {
  return buildScenario({
    seats: seats.map((x, i) => ({ identity: i === 0 ? 'guozhu' : 'qiangdao', ...x })),
    ...spec,
    config: { mode: 'boss', characterSkills: true, ...(spec.config ?? {}) },
  });
}

/** Answers every pending request of `s` with a fresh heuristic bot (as `playout` would) until `until` holds. */
function runUntil(s: PaopaoshaState, until: (s: PaopaoshaState) => boolean): void {
  for (let k = 0; k < 200 && s.ask && !until(s); k++) {
    const seat = s.ask.seats[s.ask.answers.indexOf(-1)] as number;
    const by = paopaosha.controllerOf?.(s, seat) ?? seat;
    paopaosha.apply(s, seat, new PaopaoshaHeuristicBot().decide(ctxOf(s, seat, by)));
  }
}

/** Card kinds that hurt the seat they are aimed at (by `targets[0]`, or every target). */
const HARMFUL = new Set<string>([
  'sha',
  'dantiao',
  'kongzhi',
  'guoluchailu',
  'shunshouqiangou',
  'shijianqianjin',
  'huaquanquan',
  'yibuliushen',
  'zuzhou',
  'dilei',
  'shuilei',
  'jiaolazhihua',
  'haiyanggongzhu',
]);

/**
 * Wraps a heuristic bot and records what it does: skills, conversions, cards, choices and decisions for controlled
 * seats; in boss mode it also checks that a team member's own decisions never aim harm at a teammate.
 */
class Spy implements Decider<D, V> {
  readonly name = 'spy';
  constructor(
    readonly bot: PaopaoshaHeuristicBot,
    private readonly state: PaopaoshaState,
    private readonly seen: Set<string>,
    private readonly friendlyFire: string[],
  ) {}
  decide(ctx: SeatContext<D, V>): D {
    const s = this.state;
    const a = s.ask;
    const d = this.bot.decide(ctx);
    const v = ctx.view();
    if (v.seat !== ctx.seat) this.seen.add(`control:${a?.kind}:${d.t}`);
    if (d.t === 'skill') this.seen.add(`skill:${d.id}`);
    if ((d.t === 'use' || d.t === 'play') && d.card >= 0) {
      this.seen.add(`card:${kindOf(d.card)}`);
      if (d.via) this.seen.add(`via:${d.via}`);
      if (d.t === 'use' && d.as === 'yonghengzhihuo')
        this.seen.add(d.targets.length > 0 ? 'fire:armed' : 'fire:unarmed');
    }
    if (d.t === 'choose' && a) this.seen.add(`choose:${a.reason}:${a.options[d.i]?.o}`);
    // Boss mode: a 跑跑 deciding for itself never aims harm at another 跑跑.
    if (s.config.mode === 'boss' && v.seat === ctx.seat && ctx.seat !== s.lord) {
      const aimed =
        d.t === 'use' && HARMFUL.has(d.as)
          ? d.as === 'jiedaosharen'
            ? d.targets.slice(1)
            : d.targets
          : d.t === 'use' && d.as === 'yonghengzhihuo'
            ? d.targets
            : d.t === 'skill' && (d.id === 'shenmijingqi' || d.id === 'gongshanziwuyingbaguazhen')
              ? d.targets
              : [];
      // 过路拆路 may clear a teammate's delayed card.
      const clears = d.t === 'use' && d.as === 'guoluchailu';
      for (const t of aimed) {
        if (t === s.lord || (clears && (s.seats[t]?.judging.length ?? 0) > 0)) continue;
        this.friendlyFire.push(`${JSON.stringify(d)} by ${ctx.seat} on ${t}`);
      }
    }
    return d;
  }
}

/** Win rate of the 海盗王 over `games` seeded boss-mode games at `players` seats (cycling), each side's bot kind. */
function bossWins(playersList: readonly number[], games: number, boss: string, team: string, seed0: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const players = playersList[g % playersList.length] as number;
    const cfg = paopaosha.validateConfig({ players, mode: 'boss' });
    const seed = seed0 + g;
    const s = paopaosha.setup(cfg, seed);
    const bots = s.seats.map((_, i) => makeBot(i === s.lord ? boss : team, seed * 31 + i));
    const r = playout(paopaosha, s, bots, { record: false, maxDecisions: 50_000 });
    if (r.result?.winners.includes(s.lord)) wins++;
  }
  return wins / games;
}

describe('paopaosha heuristic bot: skills, skill books, god cards, control and boss mode', () => {
  it('uses every skill, book and god card, decides for controlled seats, never stalls: 240 games at 3–12 players', () => {
    const seen = new Set<string>();
    const friendlyFire: string[] = [];
    for (let g = 0; g < 240; g++) {
      const boss = g % 4 === 3;
      const players = boss ? 3 + (g % 6) : 3 + (g % 10);
      // Half the games deal one candidate each, so that every character is played (the bot picks the strongest).
      const pick = g % 2 === 0 ? { characterChoices: 1, lordChoices: 1 } : {};
      const cfg = paopaosha.validateConfig({ players, mode: boss ? 'boss' : 'identity', ...pick });
      const seed = 9100 + g;
      const s = paopaosha.setup(cfg, seed);
      const bots: Decider[] = [];
      const heuristic: PaopaoshaHeuristicBot[] = [];
      for (let i = 0; i < players; i++) {
        if (g % 3 === 0 || (i + g) % 2 === 0) {
          const b = new PaopaoshaHeuristicBot();
          heuristic.push(b);
          bots.push(new Spy(b, s, seen, friendlyFire) as Decider);
        } else bots.push(makeBot('random', seed * 31 + i));
      }
      // `apply` throws for any decision not in the seat's legal list, `playout` at the decision cap.
      const r = playout(paopaosha, s, bots, { record: false, maxDecisions: 20_000 });
      expect(r.result, `game ${g}`).not.toBeNull();
      for (const b of heuristic) expect(b.errors, `game ${g}`).toBe(0);
    }
    expect(friendlyFire).toEqual([]);
    const missing = (keys: readonly string[]) => keys.filter((k) => !seen.has(k));
    // Every card kind is used or played by a heuristic bot.
    expect(missing(Object.keys(CARD_KINDS).map((k) => `card:${k}`))).toEqual([]);
    expect(
      missing([
        'skill:xiudiannao',
        'skill:dounang',
        'skill:ailian',
        'skill:silingbu',
        'skill:shenmijingqi',
        'skill:gongshanziwuyingbaguazhen',
        'skill:diannaoqicaishu',
        'via:doujiang',
        'via:zaji',
        'via:qiangdao',
        'fire:armed',
        'fire:unarmed',
        'choose:shuijiao:yes',
        'choose:shuijiao:no',
        'choose:tanwu:yes',
        'choose:aiguo:give',
        'choose:aiguo:keep',
        'choose:congzhi:yes',
        'choose:congzhi:no',
        'choose:diannaoqicai:card',
        'choose:diannaoqicai-target:seat',
        'choose:luoshen:yes',
        'choose:luoshen:no',
        'choose:kandou:yes',
        'choose:kandou-top:card',
        'choose:diannaoqicaishu:swap-all',
        'choose:shenmijingqi:give',
        'choose:shenmijingqi:damage',
        'choose:jiaolazhihua:give',
        'choose:guangmingzhiyan:card',
        'control:play:use',
        'control:play:end',
        'control:shan:pass',
        'control:discard:discard',
        'control:rescue:pass',
      ]),
    ).toEqual([]);
  });

  it('a heuristic 海盗王 beats a random team more often than a random 海盗王 does (300 games each, 7–8 players)', () => {
    const h = bossWins([7, 8], 300, 'heuristic', 'random', 61_000);
    const r = bossWins([7, 8], 300, 'random', 'random', 61_000);
    expect(h).toBeGreaterThan(0.93);
    expect(h).toBeGreaterThan(r + 0.05);
  });

  it('a heuristic team beats a random 海盗王 (200 games each, 4–6 players)', () => {
    const teamH = 1 - bossWins([4, 5, 6], 200, 'random', 'heuristic', 62_000);
    const teamR = 1 - bossWins([4, 5, 6], 200, 'random', 'random', 62_000);
    expect(teamH).toBeGreaterThan(0.6);
    expect(teamH).toBeGreaterThan(teamR + 0.4);
  });

  it('睡觉 only when low and threatened', () => {
    const threatened = five(
      {
        1: { identity: 'dachen', character: 'pidan', hp: 1, hand: ['sha'] },
        2: { hand: ['sha', 'sha', 'shan'] },
        3: { hand: ['sha', 'sha'] },
      },
      { turn: 1, phase: 'start' },
    );
    expect(threatened.ask?.reason).toBe('shuijiao');
    expect(chosen(threatened, new PaopaoshaHeuristicBot().decide(ctxOf(threatened, 1)))).toBe('yes');
    const healthy = five({ 1: { identity: 'dachen', character: 'pidan', hand: ['sha'] } }, { turn: 1, phase: 'start' });
    expect(chosen(healthy, new PaopaoshaHeuristicBot().decide(ctxOf(healthy, 1)))).toBe('no');
  });

  it('爱国 gives a drawn 水 to a dying-low 国主, keeps it otherwise', () => {
    const low = five(
      { 0: { hp: 1 }, 1: { identity: 'dachen', character: 'congtou', hand: ['sha'] } },
      { turn: 1, phase: 'start', drawTop: ['shui'] },
    );
    expect(low.ask?.reason).toBe('aiguo');
    const d = new PaopaoshaHeuristicBot().decide(ctxOf(low, 1));
    expect(d.t === 'choose' && low.ask?.options[d.i]).toMatchObject({ o: 'give', seat: 0 });
    const full = five(
      { 1: { identity: 'dachen', character: 'congtou', hand: ['sha'] } },
      { turn: 1, phase: 'start', drawTop: ['shui'] },
    );
    expect(chosen(full, new PaopaoshaHeuristicBot().decide(ctxOf(full, 1)))).toBe('keep');
  });

  it('葱汁 prevents a lethal point with cheap cards, not a light one with good cards', () => {
    const hit = (hp: number, hand: string[]) => {
      const s = five({ 1: { identity: 'dachen', character: 'congtou', hp, hand }, 2: { hand: ['sha'] } }, { turn: 2 });
      paopaosha.apply(s, 2, useOf(inHand(s, 2, 'sha'), 'sha', [1]));
      paopaosha.apply(s, 1, PASS);
      expect(s.ask?.reason).toBe('congzhi');
      return chosen(s, new PaopaoshaHeuristicBot().decide(ctxOf(s, 1)));
    };
    expect(hit(1, ['dilei', 'shuilei'])).toBe('yes');
    expect(hit(4, ['shui', 'shan'])).toBe('no');
  });

  it('看豆 puts a non-♥ card on top before its own 地雷 judgement, then the best cards for its draw', () => {
    const s = five(
      { 1: { identity: 'dachen', character: 'xiaodou', hand: ['sha'], judging: ['dilei'] } },
      { turn: 1, phase: 'start', drawTop: ['shan♥2', 'shuilei♥Q', 'shui♥3', 'sha♠7', 'wuxiekeji♠J'] },
    );
    expect(s.ask?.reason).toBe('kandou');
    paopaosha.apply(s, 1, new PaopaoshaHeuristicBot().decide(ctxOf(s, 1)));
    const order: number[] = [];
    while (s.ask?.reason === 'kandou-top') {
      const d = new PaopaoshaHeuristicBot().decide(ctxOf(s, 1));
      const o = d.t === 'choose' ? s.ask.options[d.i] : undefined;
      if (o && o.card >= 0) order.push(o.card);
      paopaosha.apply(s, 1, d);
    }
    const first = order[0] as number;
    expect(['sha', 'wuxiekeji']).toContain(kindOf(first));
    // The judgement is followed by my two draws: 水 and a 闪 or 无懈可击 rather than the 水雷.
    expect(order.slice(1, 3).map(kindOf)).not.toContain('shuilei');
    expect(order.slice(1, 3).map(kindOf)).toContain('shui');
  });

  it('豆浆 turns a weak card into 水 when low; 杂技 saves the dying 国主; 豆囊 heals an ally with a spare weapon', () => {
    const low = five({ 1: { identity: 'dachen', character: 'dadadou', hp: 1, hand: ['dilei', 'shan'] } }, { turn: 1 });
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(low, 1))).toMatchObject({ t: 'use', as: 'shui', via: 'doujiang' });

    const dying = five(
      {
        0: { hp: 1 },
        1: { identity: 'dachen', character: 'doujiyan', hand: ['dilei'] },
        2: { hand: ['sha'], equip: { weapon: 'dapao' } },
      },
      { turn: 2 },
    );
    paopaosha.apply(dying, 2, useOf(inHand(dying, 2, 'sha'), 'sha', [0]));
    paopaosha.apply(dying, 0, PASS);
    for (const seat of [2, 3, 4, 0]) paopaosha.apply(dying, seat, PASS);
    expect(dying.ask).toMatchObject({ kind: 'rescue', target: 0 });
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(dying, 1))).toMatchObject({ t: 'play', as: 'shui', via: 'zaji' });

    const pouch = five(
      {
        0: { hp: 2 },
        1: { identity: 'dachen', character: 'dadadou', hand: ['shuiqiang'], equip: { weapon: 'dapao' } },
      },
      { turn: 1 },
    );
    const d = new PaopaoshaHeuristicBot().decide(ctxOf(pouch, 1));
    expect(d).toMatchObject({ t: 'skill', id: 'dounang', targets: [0] });
    expect(d.t === 'skill' && kindOf(d.cards[0] as number)).toBe('shuiqiang');
  });

  it('神秘惊奇: used on an enemy; as the target, gives cards when the damage would cost more', () => {
    const user = five(
      { 1: { identity: 'dachen', hand: [], equip: { book: 'shenmijingqi' } }, 2: { hp: 3, hand: ['sha'] } },
      { turn: 1 },
    );
    seatOf(user, 1).knows |= 1 << 2;
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(user, 1))).toMatchObject({
      t: 'skill',
      id: 'shenmijingqi',
      targets: [2],
    });
    const target = five(
      {
        1: { identity: 'dachen', hand: ['sha', 'sha', 'shan', 'shui', 'dilei', 'shuilei'] },
        2: { equip: { book: 'shenmijingqi' } },
      },
      { turn: 2 },
    );
    paopaosha.apply(target, 2, { t: 'skill', id: 'shenmijingqi', cards: [], targets: [1] });
    expect(target.ask?.reason).toBe('shenmijingqi');
    expect(chosen(target, new PaopaoshaHeuristicBot().decide(ctxOf(target, 1)))).toBe('give');
  });

  it('god cards: the armed 永恒之火 of a 强盗 kills the 国主; 海洋公主 and 吉奥拉之花 go to the 国主; 2 水 save a life', () => {
    const fire = five({ 2: { hand: ['yonghengzhihuo'] } }, { turn: 2 });
    fire.armed.push({ card: inHand(fire, 2, 'yonghengzhihuo'), seat: 2 });
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(fire, 2))).toMatchObject({ as: 'yonghengzhihuo', targets: [0] });
    const princess = five({ 2: { hand: ['haiyanggongzhu'] } }, { turn: 2 });
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(princess, 2))).toMatchObject({
      as: 'haiyanggongzhu',
      targets: [0],
    });
    const flower = five({ 0: { hand: ['shui', 'shui', 'sha'] }, 2: { hand: ['jiaolazhihua'] } }, { turn: 2 });
    const d = new PaopaoshaHeuristicBot().decide(ctxOf(flower, 2));
    expect(d).toMatchObject({ as: 'jiaolazhihua', targets: [0] });
    paopaosha.apply(flower, 2, d);
    expect(flower.ask?.reason).toBe('jiaolazhihua');
    expect(chosen(flower, new PaopaoshaHeuristicBot().decide(ctxOf(flower, 0)))).toBe('give');
  });

  it('deciding for a controlled 国主, a 强盗 attacks the 国主’s 大臣, gives up its 闪 and discards its best card', () => {
    const play = five({ 0: { hand: ['sha', 'shui', 'shan'] }, 1: { identity: 'dachen', hand: ['shan'] } }, { turn: 0 });
    seatOf(play, 0).controller = 2;
    seatOf(play, 0).controlTurns = 3;
    seatOf(play, 2).knows |= 1 << 1;
    expect(paopaosha.controllerOf?.(play, 0)).toBe(2);
    const bot = new PaopaoshaHeuristicBot();
    const d = bot.decide(ctxOf(play, 0, 2));
    expect(d).toMatchObject({ t: 'use', as: 'sha', targets: [1] });

    const attacked = five(
      {
        0: { hand: ['shan', 'shan'], equip: { armor: 'baguazhen' } },
        3: { hand: ['sha'], equip: { weapon: 'dapao' } },
      },
      { turn: 3 },
    );
    seatOf(attacked, 0).controller = 2;
    seatOf(attacked, 0).controlTurns = 3;
    paopaosha.apply(attacked, 3, useOf(inHand(attacked, 3, 'sha'), 'sha', [0]));
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(attacked, 0, 2))).toEqual({ t: 'pass' });

    const discard = five(
      { 0: { hp: 2, hand: ['shan', 'shui', 'dilei', 'shuilei', 'sha'] } },
      { turn: 0, phase: 'discard' },
    );
    seatOf(discard, 0).controller = 2;
    seatOf(discard, 0).controlTurns = 3;
    const x = new PaopaoshaHeuristicBot().decide(ctxOf(discard, 0, 2));
    expect(x.t === 'discard' && kindOf(x.card)).toBe('shui');
  });

  it('a controlled seat never rescues the controller’s enemy', () => {
    // 强盗 3 controls 大臣 1, who holds a 水; the 国主 is dying.
    const s = five(
      { 0: { hp: 1 }, 1: { identity: 'dachen', hand: ['shui'] }, 2: { hand: ['sha'], equip: { weapon: 'dapao' } } },
      { turn: 2 },
    );
    seatOf(s, 1).controller = 3;
    seatOf(s, 1).controlTurns = 3;
    paopaosha.apply(s, 2, useOf(inHand(s, 2, 'sha'), 'sha', [0]));
    paopaosha.apply(s, 0, PASS);
    for (const seat of [2, 3, 4, 0]) paopaosha.apply(s, seat, PASS);
    expect(s.ask).toMatchObject({ kind: 'rescue', target: 0, seats: [1] });
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(s, 1, 3))).toEqual({ t: 'pass' });
    // Free again, the 大臣 saves the 国主.
    seatOf(s, 1).controller = -1;
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(s, 1))).toMatchObject({ t: 'play', as: 'shui' });
  });

  it('boss mode: the 海盗王 commands the most dangerous 跑跑 and turns any card into 强盗入侵; the team saves each other', () => {
    const boss = bossGame(
      [
        { hand: ['shan', 'dilei', 'shui'] },
        { hand: ['sha', 'sha'] },
        { hand: ['shan', 'shan', 'sha', 'sha', 'shui'] },
        { hand: [] },
      ],
      { turn: 0 },
    );
    const bot = new PaopaoshaHeuristicBot();
    const first = bot.decide(ctxOf(boss, 0));
    expect(first).toMatchObject({ t: 'skill', id: 'silingbu', targets: [2] });
    paopaosha.apply(boss, 0, first);
    const second = bot.decide(ctxOf(boss, 0));
    expect(second).toMatchObject({ t: 'use', as: 'qiangdaoruqin', via: 'qiangdao' });
    expect(second.t === 'use' && kindOf(second.card)).toBe('dilei' satisfies CardKindId);

    const rescue = bossGame([{ hand: ['sha'] }, { hp: 1, hand: [] }, { hand: ['shui', 'sha'] }, { hand: [] }], {
      turn: 0,
    });
    paopaosha.apply(rescue, 0, useOf(inHand(rescue, 0, 'sha'), 'sha', [1]));
    paopaosha.apply(rescue, 1, PASS);
    runUntil(rescue, (x) => x.ask?.kind === 'rescue' && x.ask.seats[0] === 2);
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(rescue, 2))).toMatchObject({ t: 'play', as: 'shui' });
  });

  it('in a 司令部 turn, the 海盗王 spends the commanded 跑跑’s cards on its teammates', () => {
    const s = bossGame([{ hand: ['sha'] }, { hand: ['sha', 'shui'] }, { hp: 2, hand: ['shui'] }, { hand: [] }], {
      turn: 1,
    });
    seatOf(s, 1).commandBy = 0;
    seatOf(s, 1).commandTurn = s.turns;
    expect(paopaosha.controllerOf?.(s, 1)).toBe(0);
    const d = new PaopaoshaHeuristicBot().decide(ctxOf(s, 1, 0));
    expect(d.t === 'use' && d.as === 'sha' && d.targets[0] !== 0).toBe(true);
  });
});

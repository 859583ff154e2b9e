import {
  buildScenario,
  inHand,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaSpec,
  type PaopaoshaState,
  type PaopaoshaView,
  paopaosha,
  useOf,
} from '@shaju/paopaosha';
import { type Decider, playout, type SeatContext } from '@shaju/testkit';
import { describe, expect, it } from 'vitest';
import { makeBot, PaopaoshaHeuristicBot } from '../../bot/index.ts';

type IdentitySet = (identity: string, seat: number, game: number) => boolean;

/** Plays `games` seeded games; `heuristic` says which seats get the heuristic bot. Wins per identity, split H/R. */
function winRates(players: number, games: number, heuristic: IdentitySet, seed0: number) {
  const cfg = paopaosha.validateConfig({ players });
  const wins: Record<string, { h: number; hn: number; r: number; rn: number }> = {};
  for (let g = 0; g < games; g++) {
    const seed = seed0 + g;
    const s = paopaosha.setup(cfg, seed);
    const heur = s.seats.map((p, i) => heuristic(p.identity, i, g));
    const bots = heur.map((h, i) => makeBot(h ? 'heuristic' : 'random', seed * 31 + i));
    const r = playout(paopaosha, s, bots, { record: false });
    s.seats.forEach((p, i) => {
      const w = (wins[p.identity] ??= { h: 0, hn: 0, r: 0, rn: 0 });
      const won = r.result?.winners.includes(i) ? 1 : 0;
      if (heur[i]) {
        w.h += won;
        w.hn++;
      } else {
        w.r += won;
        w.rn++;
      }
    });
  }
  return wins;
}

/** The context a bot gets for `seat` of a live state (its own view and legal decisions only). */
function ctxOf(s: PaopaoshaState, seat: number): SeatContext<PaopaoshaDecision, PaopaoshaView> {
  return {
    seat,
    kind: s.ask?.kind ?? '',
    legal: () => paopaosha.legal(s, seat),
    view: () => paopaosha.view(s, seat),
  };
}

/** 5 players: 国主 0, 大臣 1, 强盗 2 and 3, 小贼 4. */
function five(over: Partial<Record<number, PaopaoshaSpec['seats'][number]>>, spec: Partial<PaopaoshaSpec> = {}) {
  const ids = ['guozhu', 'dachen', 'qiangdao', 'qiangdao', 'xiaozei'] as const;
  return buildScenario({
    seats: ids.map((identity, i) => ({ identity, ...(over[i] ?? {}) })),
    ...spec,
  });
}

describe('paopaosha heuristic bot', () => {
  it('is registered and named', () => {
    const b = makeBot('heuristic', 1);
    expect(b).toBeInstanceOf(PaopaoshaHeuristicBot);
    expect(b.name).toBe('heuristic');
  });

  it('never stalls: 200 seeded games at 3–12 players, every decision legal, every game decided', () => {
    // `apply` throws IllegalDecisionError for any decision not in the seat's legal list, so a finished playout means
    // every decision was legal; `errors` counts the bot's own fallbacks (it must never need one).
    for (let g = 0; g < 200; g++) {
      const players = 3 + (g % 10);
      const cfg = paopaosha.validateConfig({ players, characterSkills: g % 4 !== 3 });
      const seed = 7000 + g;
      const s = paopaosha.setup(cfg, seed);
      const bots: Decider[] = [];
      for (let i = 0; i < players; i++)
        bots.push(makeBot(g % 3 === 0 || (i + g) % 2 === 0 ? 'heuristic' : 'random', seed * 31 + i));
      const r = playout(paopaosha, s, bots, { record: false, maxDecisions: 200_000 });
      expect(r.result, `game ${g}`).not.toBeNull();
      for (const b of bots) if (b instanceof PaopaoshaHeuristicBot) expect(b.errors, `game ${g}`).toBe(0);
    }
  });

  it('heuristic 国主 and 大臣 beat random ones by a clear margin (300 games, 5 players)', () => {
    const loyal = (id: string) => id === 'guozhu' || id === 'dachen';
    const h = winRates(5, 300, loyal, 40_000).guozhu;
    const r = winRates(5, 300, () => false, 40_000).guozhu;
    if (!h || !r) throw new Error('no 国主');
    const hRate = h.h / h.hn;
    const rRate = r.r / r.rn;
    expect(hRate).toBeGreaterThan(rRate + 0.3);
  });

  it('heuristic 强盗 and 小贼 win more than random ones among random players', () => {
    const rebels = winRates(5, 200, (id) => id === 'qiangdao', 50_000).qiangdao;
    const thief = winRates(5, 200, (id) => id === 'xiaozei', 50_000).xiaozei;
    const base = winRates(5, 200, () => false, 50_000);
    if (!rebels || !thief || !base.qiangdao || !base.xiaozei) throw new Error('missing identity');
    expect(rebels.h / rebels.hn).toBeGreaterThan(base.qiangdao.r / base.qiangdao.rn + 0.2);
    expect(thief.h / thief.hn).toBeGreaterThan(base.xiaozei.r / base.xiaozei.rn + 0.2);
  });

  it('a 大臣 attacks a likely enemy, never the 国主', () => {
    // Seat 1 (大臣) sits between the 国主 (0) and a 强盗 (2): both in range.
    const s = five({ 1: { identity: 'dachen', hand: ['sha'] } }, { turn: 1 });
    const d = new PaopaoshaHeuristicBot().decide(ctxOf(s, 1));
    expect(d).toMatchObject({ t: 'use', as: 'sha', targets: [2] });
  });

  it('a 强盗 attacks the 国主 when it can reach him', () => {
    // Seat 2's neighbours are seats 1 and 3; a 大炮 (range 2) puts the 国主 (distance 2) in range too.
    const s = five({ 2: { identity: 'qiangdao', hand: ['sha'], equip: { weapon: 'dapao' } } }, { turn: 2 });
    const d = new PaopaoshaHeuristicBot().decide(ctxOf(s, 2));
    expect(d).toMatchObject({ t: 'use', as: 'sha', targets: [0] });
  });

  it('ends the play phase when nothing useful is left', () => {
    // Only a 杀 and the 国主 in range for the 大臣: nothing to do.
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: [] },
        { identity: 'dachen', hand: ['sha'] },
        { identity: 'qiangdao', equip: { mount: 'laoniu' } },
      ],
      turn: 1,
    });
    expect(new PaopaoshaHeuristicBot().decide(ctxOf(s, 1))).toEqual({ t: 'end' });
  });

  it('rescues the dying 国主 and judges with 八卦阵 before spending a 闪', () => {
    const s = five(
      {
        0: { identity: 'guozhu', hp: 1, hand: [], equip: { armor: 'baguazhen' } },
        1: { identity: 'dachen', hand: ['shui'] },
        2: { identity: 'qiangdao', hand: ['sha', 'sha'], equip: { weapon: 'shuiqiang' } },
      },
      { turn: 2, drawTop: ['shan', 'shan'] },
    );
    paopaosha.apply(s, 2, useOf(inHand(s, 2, 'sha'), 'sha', [0]));
    // The 国主's bot, asked for a 闪 with 八卦阵 on, judges first.
    expect(s.ask?.kind).toBe('shan');
    const lordBot = new PaopaoshaHeuristicBot();
    const judge = lordBot.decide(ctxOf(s, 0));
    expect(judge).toEqual({ t: 'bagua' });
    paopaosha.apply(s, 0, judge);
    // The judgement was a 闪 (not a weapon): asked again, nothing to play.
    expect(lordBot.decide(ctxOf(s, 0))).toEqual({ t: 'pass' });
    paopaosha.apply(s, 0, PASS);
    // Dying: asked from the current player in seat order (2, 3, 4, 0, 1); the others pass.
    for (const seat of [2, 3, 4, 0]) {
      expect(s.ask?.kind).toBe('rescue');
      paopaosha.apply(s, seat, PASS);
    }
    const save = new PaopaoshaHeuristicBot().decide(ctxOf(s, 1));
    expect(save).toMatchObject({ t: 'play', as: 'shui' });
  });

  it('spends 无懈可击 to protect the 国主 from a harmful trick, not on a harmless one', () => {
    const s = five(
      {
        0: { identity: 'guozhu', hand: ['sha'], equip: { weapon: 'dapao' } },
        1: { identity: 'dachen', hand: ['wuxiekeji'] },
        2: { identity: 'qiangdao', hand: ['guoluchailu', 'benlaijiuyou'] },
      },
      { turn: 2 },
    );
    paopaosha.apply(s, 2, useOf(inHand(s, 2, 'benlaijiuyou'), 'benlaijiuyou', []));
    expect(s.ask?.kind).toBe('wuxie');
    // 本来就有 for a seat the 大臣 only suspects: not worth one of the deck's two 无懈可击.
    const minister = new PaopaoshaHeuristicBot();
    for (const seat of [2, 3, 4, 0]) paopaosha.apply(s, seat, PASS);
    expect(minister.decide(ctxOf(s, 1))).toEqual({ t: 'pass' });
    paopaosha.apply(s, 1, PASS);
    paopaosha.apply(s, 2, useOf(inHand(s, 2, 'guoluchailu'), 'guoluchailu', [0]));
    expect(s.ask?.kind).toBe('wuxie');
    const d = minister.decide(ctxOf(s, 1));
    expect(d).toMatchObject({ t: 'play', as: 'wuxiekeji' });
  });
});

/**
 * 杀机四伏's figures over many games (the kit's `newTally`: `shaju simulate`, the designer's lab): win rate per
 * identity, how players died (damage total ≥ `deathTotal`, 50 in the seed, or `sameValueCount` (3) cards of a value;
 * the numbers of the games' configuration, read from their final states).
 */
import type { GameResult } from '@shaju/engine';
import { type HeadlineFigure, type ReportOptions, type SimTally, summaryHeadline, wilson } from '@shaju/runtime';
import { int, pct, table } from '@shaju/words';
import {
  CLUB,
  DIAMOND,
  HEART,
  JOKER,
  optionDefault,
  rulesOf,
  type ShajisifuEvent,
  type ShajisifuState,
  SPADE,
  suitOf,
} from '../src/index.ts';
import { IDENTITY_ORDER, identityName } from '../words/index.ts';

const SUIT_KEY: Record<number, string> = {
  [HEART]: 'heart',
  [DIAMOND]: 'diamond',
  [SPADE]: 'spade',
  [CLUB]: 'club',
  [JOKER]: 'joker',
};

/** Per-identity win counts and death causes over many 杀机四伏 games. */
export class ShajisifuTally implements SimTally {
  private readonly wins = [0, 0, 0, 0, 0];
  private readonly appearances = [0, 0, 0, 0, 0];
  private games = 0;
  private deaths = 0;
  private byTotal = 0;
  private byTriple = 0;
  private withKiller = 0;
  /** The death rules of the games counted (`deathTotal`, `sameValueCount`), as text: `50`, or `50/60` when mixed. */
  private readonly limits = new Set<number>();
  private readonly sames = new Set<number>();

  /** Counts a death and its cause. */
  event(e: unknown): void {
    const ev = e as ShajisifuEvent;
    if (ev.t !== 'death') return;
    this.deaths++;
    if (ev.cause === 'total') this.byTotal++;
    else this.byTriple++;
    if (ev.killer >= 0) this.withKiller++;
  }

  /** Counts each seat's identity and whether it won. */
  game(state: unknown, result: GameResult | null): void {
    const s = state as ShajisifuState;
    this.games++;
    const rules = rulesOf(s.config);
    this.limits.add(rules.deathTotal);
    this.sames.add(rules.sameValueCount);
    s.players.forEach((p, seat) => {
      const suit = suitOf(p.identity);
      this.appearances[suit] = (this.appearances[suit] as number) + 1;
      if (result?.winners.includes(seat)) this.wins[suit] = (this.wins[suit] as number) + 1;
    });
  }

  /** Per identity (by suit name): wins, appearances, rate, 95% interval; deaths by cause and with a killer. */
  summary(): Record<string, unknown> {
    const identities: Record<string, unknown> = {};
    for (const suit of IDENTITY_ORDER) {
      const w = wilson(this.wins[suit] as number, this.appearances[suit] as number);
      identities[SUIT_KEY[suit] as string] = {
        zh: identityName(suit, 'zh'),
        en: identityName(suit, 'en'),
        wins: w.k,
        appearances: w.n,
        rate: w.p,
        ci95: [w.lo, w.hi],
      };
    }
    return {
      identities,
      deaths: {
        total: this.deaths,
        perGame: this.games > 0 ? this.deaths / this.games : 0,
        byCause: { total50: this.byTotal, triple: this.byTriple },
        withKiller: this.withKiller,
        withoutKiller: this.deaths - this.withKiller,
      },
    };
  }

  /** The headline figures for a side-by-side comparison of two rule sets, named in words. */
  headline(): HeadlineFigure[] {
    return summaryHeadline(this.summary(), { 'deaths.perGame': { zh: '每局死亡人数', en: 'deaths per game' } });
  }

  /** The figures in words: the identity table and the deaths. */
  report(o: ReportOptions): string[] {
    const zh = o.lang === 'zh';
    const lines: string[] = [];
    lines.push(zh ? '身份胜率（胜场 / 出场，95% 置信区间）' : 'Win rate per identity (wins / appearances, 95% CI)');
    const rows: string[][] = [];
    for (const suit of IDENTITY_ORDER) {
      const w = wilson(this.wins[suit] as number, this.appearances[suit] as number);
      rows.push([
        `  ${identityName(suit, o.lang)}`,
        pct(w.p),
        `[${pct(w.lo)}, ${pct(w.hi)}]`,
        `${int(w.k)} / ${int(w.n)}`,
      ]);
    }
    lines.push(...table(rows, ['l', 'r', 'l', 'r']));
    const d = this.deaths;
    const limit = [...this.limits].join('/') || String(optionDefault('deathTotal'));
    const same = [...this.sames].join('/') || String(optionDefault('sameValueCount'));
    const share = (k: number) => (d > 0 ? pct(k / d) : '—');
    const perGame = this.games > 0 ? (d / this.games).toFixed(2) : '0';
    lines.push(zh ? '死亡' : 'Deaths');
    lines.push(
      zh ? `  共 ${int(d)} 人次，平均每局 ${perGame} 人` : `  ${int(d)} deaths in all, ${perGame} per game on average`,
    );
    lines.push(
      zh
        ? `  死因：伤害总计 ≥ ${limit} ${share(this.byTotal)}（${int(this.byTotal)}），${same} 张同点数 ${share(this.byTriple)}（${int(this.byTriple)}）`
        : `  cause: total ≥ ${limit} ${share(this.byTotal)} (${int(this.byTotal)}), ${same} of a value ${share(this.byTriple)} (${int(this.byTriple)})`,
    );
    const none = d - this.withKiller;
    lines.push(
      zh
        ? `  有凶手 ${share(this.withKiller)}（${int(this.withKiller)}），无凶手 ${share(none)}（${int(none)}）`
        : `  with a killer ${share(this.withKiller)} (${int(this.withKiller)}), without ${share(none)} (${int(none)})`,
    );
    return lines;
  }
}

/**
 * 杀机四伏 (shajisifu) as the CLI's registry knows it: module, bots, flags, renderer, and the figures a simulation
 * counts for it (win rate per identity, how players died).
 */
import type { GameResult } from '@shaju/engine';
import {
  CLUB,
  CONFIG_BOUNDS,
  DIAMOND,
  HEART,
  JOKER,
  PASS,
  type ShajisifuDecision,
  type ShajisifuEvent,
  type ShajisifuState,
  SPADE,
  shajisifu,
  suitOf,
} from '@shaju/shajisifu';
import { IDENTITY_ORDER, identityName, shajisifuRenderer } from '@shaju/shajisifu/words';
import { int, pct, table } from '@shaju/words';
import { wilson } from '../stats.ts';
import type { GameEntry, GameFlags, RenderOptions, SimTally } from '../types.ts';

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

  event(e: unknown): void {
    const ev = e as ShajisifuEvent;
    if (ev.t !== 'death') return;
    this.deaths++;
    if (ev.cause === 'total') this.byTotal++;
    else this.byTriple++;
    if (ev.killer >= 0) this.withKiller++;
  }

  game(state: unknown, result: GameResult | null): void {
    const s = state as ShajisifuState;
    this.games++;
    s.players.forEach((p, seat) => {
      const suit = suitOf(p.identity);
      this.appearances[suit] = (this.appearances[suit] as number) + 1;
      if (result?.winners.includes(seat)) this.wins[suit] = (this.wins[suit] as number) + 1;
    });
  }

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

  report(o: RenderOptions): string[] {
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
    const share = (k: number) => (d > 0 ? pct(k / d) : '—');
    const perGame = this.games > 0 ? (d / this.games).toFixed(2) : '0';
    lines.push(zh ? '死亡' : 'Deaths');
    lines.push(
      zh ? `  共 ${int(d)} 人次，平均每局 ${perGame} 人` : `  ${int(d)} deaths in all, ${perGame} per game on average`,
    );
    lines.push(
      zh
        ? `  死因：伤害总计 ≥ 50 ${share(this.byTotal)}（${int(this.byTotal)}），三张同点数 ${share(this.byTriple)}（${int(this.byTriple)}）`
        : `  cause: total ≥ 50 ${share(this.byTotal)} (${int(this.byTotal)}), three of a value ${share(this.byTriple)} (${int(this.byTriple)})`,
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

/** The registry entry of 杀机四伏. */
export const shajisifuEntry: GameEntry = {
  id: 'shajisifu',
  title: { zh: '杀机四伏', en: 'Shaji Sifu (杀机四伏)' },
  module: shajisifu,
  botKinds: ['heuristic', 'random'],
  defaultBot: 'heuristic',
  flags: { decks: CONFIG_BOUNDS.decks, pong: true },
  config(flags: GameFlags): unknown {
    const c: Record<string, unknown> = { ...flags.set, players: flags.players };
    if (flags.decks !== undefined) c.decks = flags.decks;
    if (flags.pong !== undefined) c.pong = flags.pong;
    return shajisifu.validateConfig(c);
  },
  renderer: shajisifuRenderer,
  turns: (state) => (state as ShajisifuState).turns,
  newTally: () => new ShajisifuTally(),
  finalView(state: unknown, viewer: number | null): unknown {
    const s = state as ShajisifuState;
    const v = shajisifu.view(s, viewer);
    return { ...v, players: v.players.map((p, i) => ({ ...p, identity: s.players[i]?.identity ?? p.identity })) };
  },
  quiet: (d) => (d as ShajisifuDecision).t === 'pass',
  autoDecision(legal: readonly unknown[], kind: string): unknown | null {
    if (kind !== 'claim') return null;
    const ds = legal as readonly ShajisifuDecision[];
    return ds.some((d) => d.t === 'pong') ? null : PASS;
  },
};

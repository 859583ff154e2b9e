import { CLUB, DIAMOND, HEART, JOKER, SPADE, suitOf } from '../cards.ts';
import type { ShajisifuEvent } from '../events.ts';
import type { ShajisifuState } from '../state.ts';

/**
 * Win-condition ids (S-V1), per identity suit:
 * ♥ `H-A` both starting neighbours dead (自己的上下家都死亡), `H-B` alive when someone else wins (当别人宣布胜利时自己还活着);
 * ♦ `D-A` ≥ 10 hand cards (拥有至少10张手牌), `D-B` one of the last two alive (成为最后2个幸存者中的一个);
 * ♠ `S-A` killed a ♦ (亲自杀死一个拜金女), `S-B` every identity public (所有人的职业都公开);
 * ♣ `C-A` first to die (自己第一个死亡), `C-B` killed a player after someone had died (在有人死亡后，亲自杀死一个人);
 * 王 `J-A` died, not first (自己死亡而又不是第一个死者), `J-B` killed a player whose identity was public (杀死一个公开身份的人);
 * anyone: `sole` the only player alive (成为最后唯一的幸存者).
 */
export type WinCondition = 'H-A' | 'H-B' | 'D-A' | 'D-B' | 'S-A' | 'S-B' | 'C-A' | 'C-B' | 'J-A' | 'J-B' | 'sole';

/** The conditions (other than H-B) that hold for `seat` now. Pure. */
export function conditionsOf(s: ShajisifuState, seat: number): WinCondition[] {
  const n = s.players.length;
  const p = s.players[seat];
  if (!p) return [];
  const out: WinCondition[] = [];
  let alive = 0;
  for (const q of s.players) if (q.alive) alive++;
  switch (suitOf(p.identity)) {
    case HEART: {
      const left = s.players[(seat + n - 1) % n];
      const right = s.players[(seat + 1) % n];
      if (left && right && !left.alive && !right.alive) out.push('H-A');
      break;
    }
    case DIAMOND:
      if (p.alive && p.hand.length >= 10) out.push('D-A');
      if (p.alive && alive <= 2) out.push('D-B');
      break;
    case SPADE: {
      if (p.kills.some((v) => suitOf((s.players[v] as { identity: number }).identity) === DIAMOND)) out.push('S-A');
      if (s.players.every((q) => q.revealed)) out.push('S-B');
      break;
    }
    case CLUB:
      if (p.deathOrder === 1) out.push('C-A');
      if (p.kills.some((v) => (s.players[v] as { deathOrder: number }).deathOrder >= 2)) out.push('C-B');
      break;
    case JOKER:
      if (p.deathOrder >= 2) out.push('J-A');
      if (p.kills.some((v) => (s.players[v] as { publicAtDeath: boolean }).publicAtDeath)) out.push('J-B');
      break;
  }
  if (p.alive && alive === 1) out.push('sole');
  return out;
}

/**
 * S-V2: checks every player, dead or alive. If any condition holds, the game ends: every player whose condition
 * holds wins, together with every ♥ player still alive (H-B). Returns true when the game ended.
 */
export function checkVictory(s: ShajisifuState, ev?: ShajisifuEvent[]): boolean {
  if (s.result) return true;
  const why: Record<number, string[]> = {};
  let any = false;
  for (let seat = 0; seat < s.players.length; seat++) {
    const c = conditionsOf(s, seat);
    if (c.length > 0) {
      why[seat] = c;
      any = true;
    }
  }
  if (!any) return false;
  // S-V2: every ♥ still alive joins the winners (H-B). S-V1 ♥B is "alive when someone *else* wins", so a ♥ is
  // credited H-B only when another seat wins too (by its own condition, or as another living ♥); a lone ♥ winning
  // by H-A or sole is not also credited H-B.
  const hearts: number[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat] as { alive: boolean; identity: number };
    if (p.alive && suitOf(p.identity) === HEART) hearts.push(seat);
  }
  const winnerSet = new Set([...Object.keys(why).map(Number), ...hearts]);
  for (const seat of hearts) {
    if (winnerSet.size < 2) continue; // nobody else wins
    const w = why[seat] ?? [];
    if (!w.includes('H-B')) w.push('H-B');
    why[seat] = w;
  }
  const winners = Object.keys(why)
    .map(Number)
    .sort((a, b) => a - b);
  s.result = { winners, draw: false, reason: 'victory', why };
  s.step = 'over';
  s.claim = null;
  s.req++;
  ev?.push({ t: 'end', result: s.result });
  return true;
}

/** S-V2: the turn limit ends the game as a draw. */
export function endAsDraw(s: ShajisifuState, ev?: ShajisifuEvent[]): void {
  s.result = { winners: [], draw: true, reason: 'maxTurns', why: {} };
  s.step = 'over';
  s.claim = null;
  s.req++;
  ev?.push({ t: 'end', result: s.result });
}

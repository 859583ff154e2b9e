/**
 * The end of a 杀机四伏 game in words (winners with identity and why, a draw, every identity once over) and the rules
 * summary of the `h` key.
 */
import type { RenderOptions } from '@shaju/words';
import { painterOf, table } from '@shaju/words';
import type { ShajisifuState } from '../src/index.ts';
import { messages } from './messages.ts';
import { conditionLabel, identityText, seatName, ucfirst } from './names.ts';

/** The end of a game in words: winners with identity and why, draw, every identity once the game is over. */
export function renderResult(s: ShajisifuState, viewer: number | null, o: RenderOptions): string[] {
  const m = messages(o.lang);
  const t = m.result;
  const paint = painterOf(o);
  const lines: string[] = [];
  const r = s.result;
  const who = (seat: number) => seatName(seat, viewer, o.lang);
  if (!r) lines.push(t.unfinished(s.turns));
  else if (r.draw) lines.push(paint('title', r.reason === 'lastAlive' ? t.drawLastAlive : t.draw(s.config.maxTurns)));
  else {
    lines.push(paint('title', t.over(s.turns)));
    for (const w of r.winners) {
      const p = s.players[w] as ShajisifuState['players'][number];
      const why = (r.why[w] ?? []).map((c) => conditionLabel(c, o.lang, s.config)).join(m.clauseSep);
      lines.push(`  ★ ${ucfirst(who(w))}  ${identityText(p.identity, o)}  — ${why}`);
    }
    if (viewer !== null) lines.push(r.winners.includes(viewer) ? paint('won', t.youWon) : t.youLost);
  }
  const over = r !== null;
  lines.push(over ? t.identitiesAll : t.identitiesKnown);
  const rows: string[][] = [];
  s.players.forEach((p, seat) => {
    const known = over || p.revealed || seat === viewer;
    let state = p.alive ? t.alive : t.deathNo(p.deathOrder, p.killer >= 0 ? who(p.killer) : null);
    if (p.kills.length > 0) state += t.killed(p.kills.map(who).join(m.listSep));
    const star = r?.winners.includes(seat) ? '★' : ' ';
    rows.push([
      `  ${star} ${m.seat(seat)}${seat === viewer ? t.youMark : ''}`,
      known ? identityText(p.identity, o) : '?',
      p.revealed || !p.alive ? '' : t.hidden,
      state,
    ]);
  });
  lines.push(...table(rows));
  return lines;
}

/** The rules summary printed by the `h` key. */
export function renderHelp(o: RenderOptions): string[] {
  return messages(o.lang).help as string[];
}

/**
 * The end of a 跑跑杀 game in words (the outcome, winners, every identity once over, score cards, deaths) and the
 * rules summary of the `h` key.
 */
import type { RenderOptions } from '@shaju/words';
import { painterOf, table } from '@shaju/words';
import type { IdentityId, PaopaoshaState } from '../src/index.ts';
import { messages } from './messages.ts';
import { characterName, conditionLabel, hpNumbers, identityName, isBoss, seatName, ucfirst } from './names.ts';

/** The first lines: unfinished, a draw, or the outcome with the winners (and whether the viewer won). */
function outcomeLines(s: PaopaoshaState, viewer: number | null, o: RenderOptions): string[] {
  const m = messages(o.lang);
  const paint = painterOf(o);
  const r = s.result;
  if (!r) return [m.unfinished(s.round, s.turns)];
  if (r.draw) return [paint('title', m.draw(s.config.maxRounds))];
  const boss = isBoss(s);
  const lines = [paint('title', m.over(s.round, s.turns, conditionLabel(r.reason, o.lang)))];
  const names = r.winners.map((w) =>
    m.winner(
      ucfirst(seatName(w, viewer, o.lang)),
      identityName((s.seats[w] as { identity: IdentityId }).identity, o.lang, boss),
    ),
  );
  lines.push(m.winners(names));
  if (viewer !== null) lines.push(r.winners.includes(viewer) ? paint('won', m.youWon) : m.youLost);
  return lines;
}

/** The end of a game in words: the outcome, winners, every identity (once over), score cards, deaths. */
export function renderResult(s: PaopaoshaState, viewer: number | null, o: RenderOptions): string[] {
  const m = messages(o.lang);
  const r = s.result;
  const who = (seat: number) => seatName(seat, viewer, o.lang);
  const boss = isBoss(s);
  const lines = outcomeLines(s, viewer, o);
  const over = r !== null;
  lines.push(over ? m.identitiesAll : m.identitiesKnown);
  const rows: string[][] = [];
  s.seats.forEach((p, seat) => {
    const known =
      over ||
      p.identityPublic ||
      seat === viewer ||
      (viewer !== null && ((s.seats[viewer]?.knows ?? 0) & (1 << seat)) !== 0);
    const star = r?.winners.includes(seat) ? '★' : ' ';
    const c = p.character ? characterName(p.character, o.lang) : '?';
    const state = p.alive
      ? m.alive(hpNumbers(p.hp, p.maxHp, o.lang, p.shield))
      : m.deathNo(p.deathOrder, p.killer >= 0 ? who(p.killer) : null);
    rows.push([
      `  ${star} ${m.seat(seat)}${seat === viewer ? m.youMark : ''}`,
      c,
      known ? identityName(p.identity, o.lang, boss) : '?',
      state,
      m.score(p.score),
    ]);
  });
  lines.push(...table(rows));
  return lines;
}

/** The rules summary printed by the `h` key. */
export function renderHelp(o: RenderOptions): string[] {
  return messages(o.lang).help as string[];
}

/**
 * `report.md`: the Markdown summary of a lab run (`LabReport`, contract.ts), with the command that made it. Rates are
 * percentages with their 95% intervals; differences are in percentage points.
 */
import type { Interval, LabReport } from './contract.ts';

/** A rate as `48.2% [47.1, 49.3]`. */
export function pctCi(r: Interval): string {
  return `${(r.est * 100).toFixed(1)}% [${(r.lo * 100).toFixed(1)}, ${(r.hi * 100).toFixed(1)}]`;
}

/** A difference as `+3.1 pt [1.0, 5.2]`. */
export function ptCi(r: Interval): string {
  const sign = r.est >= 0 ? '+' : '';
  return `${sign}${(r.est * 100).toFixed(1)} pt [${(r.lo * 100).toFixed(1)}, ${(r.hi * 100).toFixed(1)}]`;
}

/** A Markdown table. */
function table(head: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

/** The rows of a map of rates, highest first. */
function rateRows(m: Readonly<Record<string, Interval>>): string[][] {
  return Object.entries(m)
    .sort((a, b) => b[1].est - a[1].est || (a[0] < b[0] ? -1 : 1))
    .map(([k, r]) => [k, pctCi(r), String(r.n)]);
}

/** Fairness: identities, teams, per player count, seats, characters. */
function fairnessLines(r: LabReport): string[] {
  const f = r.fairness;
  const out = ['## Fairness · 公平', ''];
  out.push(...table(['identity', 'win rate [95% CI]', 'n'], rateRows(f.byIdentity)), '');
  out.push(
    `Spread (best − worst identity): **${f.spread.points.toFixed(1)} pt** (${f.spread.best} − ${f.spread.worst}).`,
    '',
  );
  if (Object.keys(f.byTeam).length !== Object.keys(f.byIdentity).length)
    out.push(...table(['team', 'win rate [95% CI]', 'n'], rateRows(f.byTeam)), '');
  const ids = Object.keys(f.byIdentity).sort();
  const rows = Object.entries(f.byPlayers)
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([p, row]) => [p, ...ids.map((id) => (row[id] ? pctCi(row[id]) : '—'))]);
  out.push('By player count:', '', ...table(['players', ...ids], rows), '');
  const seats = Object.entries(f.bySeat);
  if (seats.length > 0) {
    const worst = seats.reduce((a, b) => (b[1].est < a[1].est ? b : a));
    const best = seats.reduce((a, b) => (b[1].est > a[1].est ? b : a));
    out.push(`Seats (players:seat): best ${best[0]} ${pctCi(best[1])}, worst ${worst[0]} ${pctCi(worst[1])}.`, '');
  }
  const chars = Object.entries(f.byCharacter)
    .map(([k, c]) => ({ k, c, d: c.est - c.expected }))
    .sort((a, b) => b.d - a.d || (a.k < b.k ? -1 : 1));
  if (chars.length > 0) {
    const show = chars.length > 12 ? [...chars.slice(0, 6), ...chars.slice(-6)] : chars;
    const crow = show.map(({ k, c, d }) => [
      k,
      pctCi(c),
      `${(c.expected * 100).toFixed(1)}%`,
      `${(d * 100).toFixed(1)}`,
    ]);
    out.push('Characters (most above and below expectation):', '');
    out.push(...table(['character', 'win rate [95% CI]', 'expected', 'pt above'], crow), '');
  }
  return out;
}

/** Skill depth: the overall rows, then the identity rows. */
function skillLines(r: LabReport): string[] {
  if (r.skill.length === 0) return [];
  const out = ['## Skill depth · 技术含量', ''];
  out.push('The subject seat (every seat in turn) plays the bot; the other seats are heuristic; same deals.', '');
  const rows = r.skill
    .filter((x) => x.players === 'all')
    .map((x) => [
      `${x.bot} − ${x.baseline}`,
      x.identity,
      pctCi(x.rate),
      pctCi(x.baselineRate),
      ptCi(x.delta),
      String(x.rate.n),
    ]);
  out.push(...table(['comparison', 'identity', 'bot', 'baseline', 'Δ', 'games'], rows), '');
  return out;
}

/** Importance: every card kind and skill, most negative first. */
function importanceLines(r: LabReport): string[] {
  if (r.importance.length === 0) return [];
  const out = ['## Card and skill importance · 卡牌与技能的重要性 (restricted play)', ''];
  out.push('Win rate of a heuristic seat that never uses it, minus the same seat unrestricted (same deals).', '');
  const rows = r.importance.map((x) => [x.kind, `${x.id} ${x.name}`, ptCi(x.delta), String(x.delta.n)]);
  out.push(...table(['kind', 'id', 'Δ win rate', 'games'], rows), '');
  return out;
}

/** Agency and pace. */
function agencyLines(r: LabReport): string[] {
  const a = r.agency;
  return [
    '## Agency and pace · 参与感与节奏',
    '',
    ...table(
      ['figure', 'value'],
      [
        ['dead before their first play phase (share of seats)', pctCi(a.deadBeforeFirstPlay)],
        ['decisions with a real choice', pctCi(a.realChoiceShare)],
        ['rounds (turns) per game', a.roundsPerGame.toFixed(2)],
        ['decisions per game', a.decisionsPerGame.toFixed(1)],
        ['draws', pctCi(a.drawRate)],
      ],
    ),
    '',
  ];
}

/** Variants: the racing's rows, best first. */
function variantLines(r: LabReport): string[] {
  const v = r.variants;
  if (!v) return [];
  const out = ['## Variant search · 变体搜索', ''];
  out.push(`Objective (weights): ${JSON.stringify(v.objective)}; best: **${v.best}**.`, '');
  const rows = v.rows.map((x) => [
    x.id,
    Object.keys(x.set).length === 0 ? '(seed rules)' : `\`${JSON.stringify(x.set)}\``,
    `${x.score.est.toFixed(3)} [${x.score.lo.toFixed(3)}, ${x.score.hi.toFixed(3)}]`,
    String(x.games),
    x.dropped === null ? '—' : `round ${x.dropped}`,
  ]);
  out.push(...table(['variant', 'options', 'score [95% CI]', 'games', 'dropped'], rows), '');
  return out;
}

/** The whole summary, one string. */
export function reportMarkdown(r: LabReport): string {
  const rules = r.rules.preset ?? 'seed';
  const set = r.rules.set && Object.keys(r.rules.set).length > 0 ? ` + ${JSON.stringify(r.rules.set)}` : '';
  const lines = [
    `# Lab report: ${r.game}`,
    '',
    '```sh',
    r.command,
    '```',
    '',
    `Rules: ${rules}${set}; mode: ${r.mode ?? 'default'}; players: ${r.players.join(', ')}; seats: ${r.bots.join(', ')};` +
      ` seed ${r.seed}; ${r.games} games in the base arm.` +
      (r.timing
        ? ` Ran in ${r.timing.seconds.toFixed(1)} s on ${r.timing.workers} worker(s) (${r.timing.gamesPerSecond.toFixed(0)} games/s).`
        : ''),
    '',
    ...fairnessLines(r),
    ...skillLines(r),
    ...importanceLines(r),
    ...agencyLines(r),
    ...variantLines(r),
  ];
  return `${lines.join('\n')}\n`;
}

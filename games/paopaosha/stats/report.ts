/**
 * 跑跑杀's simulation figures in words (the counting is `PaopaoshaTally` in ./index.ts): the identity game's tables,
 * boss mode's (P-B1), the causes of death and the characters' tables; and the shapes both files share.
 */
import { type Lang, type ReportOptions, type Text, wilson } from '@shaju/runtime';
import { int, pct, table } from '@shaju/words';
import { CARD_KINDS, CHARACTERS, type CharacterId, type IdentityId, SKILLS } from '../src/index.ts';
import { IDENTITY_ORDER, identityName } from '../words/index.ts';

/** Deaths by killer's identity (rows) and victim's identity (columns). */
export type Matrix = Record<IdentityId, Record<IdentityId, number>>;

/** A 95% interval in percent, compactly: `[41.2–45.0]`. */
function range(lo: number, hi: number): string {
  return `[${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)}]`;
}

/** Sorted entries of a count map: largest first, then by key. */
export function sortedCounts(m: ReadonlyMap<string, number>): [string, number][] {
  return [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** Per-count figures of boss mode (P-B1), keyed by the number of 跑跑 facing the 海盗王. */
export interface BossRow {
  games: number;
  bossWins: number;
  teamWins: number;
  draws: number;
  rounds: number;
}

/** A rate with its Wilson interval and what it is compared with (see `CharacterFigure`). */
export interface ComparedRate {
  readonly wins: number;
  readonly appearances: number;
  readonly rate: number;
  readonly ci95: readonly [number, number];
  /**
   * The rate expected from the same seats played by an average character: each appearance counts the overall win
   * rate of its identity at its player count (in boss mode: its side at its number of opponents).
   */
  readonly expected: number;
  /** rate − expected. */
  readonly delta: number;
  /** `above` / `below` when the whole 95% interval lies above / below `expected`; null otherwise. */
  readonly flag: 'above' | 'below' | null;
}

/** One character's figures in `simulate --by character` (team outcome per appearance). */
export interface CharacterFigure extends ComparedRate {
  readonly id: CharacterId;
  readonly zh: string;
  readonly en: string;
  /** The same by identity (boss mode: by side), for the identities it appeared as. */
  readonly byIdentity: Partial<Record<IdentityId, ComparedRate>>;
}

/** What the reports read of a tally (`PaopaoshaTally`). */
export interface TallyFigures {
  /** Boss mode (P-B1) rather than the identity game. */
  readonly boss: boolean;
  /** `--by character`: the characters' tables too. */
  readonly byCharacter: boolean;
  readonly games: number;
  readonly rounds: number;
  readonly idWins: Readonly<Record<IdentityId, number>>;
  readonly idApps: Readonly<Record<IdentityId, number>>;
  /** Per player count: appearances and wins per identity. */
  readonly byPlayers: ReadonlyMap<number, { apps: Record<IdentityId, number>; wins: Record<IdentityId, number> }>;
  readonly seatWins: readonly number[];
  readonly seatApps: readonly number[];
  /** Wins and appearances by seat counted from the 国主 (0: the 国主). */
  readonly relWins: readonly number[];
  readonly relApps: readonly number[];
  readonly deathCount: number;
  /** Deaths by cause (see `causeName`). */
  readonly byCard: ReadonlyMap<string, number>;
  readonly matrix: Matrix;
  /** Deaths without a killer, by cause (`self`: the dead player's own card). */
  readonly noKiller: ReadonlyMap<string, number>;
  readonly winnerScore: number;
  readonly winnerCount: number;
  /** Players counted (every seat of every game), and those who died before their first play phase began. */
  readonly players: number;
  readonly diedBeforePlay: number;
  /** Boss mode, keyed by the number of opponents. */
  readonly bossRows: ReadonlyMap<number, BossRow>;
  readonly bossDeathBy: ReadonlyMap<string, number>;
  readonly teamDeathBy: ReadonlyMap<string, number>;
  readonly bossHpLeft: number;
  readonly bossMaxHp: number;
  /** Each character's figures, most above its expectation first. */
  characterFigures(): CharacterFigure[];
  /** The characters of the pool that never played (the bots never chose them), in the pool's order. */
  unplayed(): readonly CharacterId[];
}

/** A cause of death in words (see `Cause` in ./index.ts). */
export function causeName(c: string, lang: Lang): string {
  if (c === 'none') return lang === 'zh' ? '无牌（无来源的伤害）' : 'no card';
  if (c === 'direct') return lang === 'zh' ? '不经伤害直接死亡' : 'died without damage';
  if (c === 'self') return lang === 'zh' ? '死于自己的牌' : 'own card';
  const k =
    (CARD_KINDS as Record<string, { zh: string; en: string }>)[c] ??
    (SKILLS as Record<string, { zh: string; en: string }>)[c];
  return k ? (lang === 'zh' ? k.zh : `${k.en} (${k.zh})`) : c;
}

/**
 * The names of the tally's headline figures (`PaopaoshaTally.headline`, by `summaryHeadline` id) that are not a row
 * with its own words; the report's sentences below use the same words.
 */
export const HEADLINE_LABELS = {
  'deaths.perGame': { zh: '每局死亡人数', en: 'deaths per game' },
  'rounds.avg': { zh: '每局轮数', en: 'rounds per game' },
  'diedBeforeFirstPlay.rate': { zh: '第一个出牌阶段前死亡的玩家', en: 'players dead before their first play phase' },
  'winnerScore.avg': { zh: '获胜者平均积分牌', en: 'score cards per winner on average' },
} as const satisfies Readonly<Record<string, Text>>;

/** The figures in words: the mode's tables, the winners' score cards, and the characters when asked. */
export function reportLines(t: TallyFigures, o: ReportOptions): string[] {
  const lines = t.boss ? bossReport(t, o) : identityReport(t, o);
  const zh = o.lang === 'zh';
  const avg = t.winnerCount > 0 ? (t.winnerScore / t.winnerCount).toFixed(2) : '—';
  lines.push(
    zh
      ? `${HEADLINE_LABELS['winnerScore.avg'].zh}：${avg} 张（${int(t.winnerCount)} 人次）`
      : `Score cards per winner on average: ${avg} (${int(t.winnerCount)} winners)`,
  );
  const w = wilson(t.diedBeforePlay, t.players);
  const ci = `${pct(w.lo)}–${pct(w.hi)}`;
  lines.push(
    zh
      ? `${HEADLINE_LABELS['diedBeforeFirstPlay.rate'].zh}：${pct(w.p)}（${int(t.diedBeforePlay)} / ${int(t.players)}，95% 置信区间 ${ci}）`
      : `Players dead before their first play phase: ${pct(w.p)} (${int(t.diedBeforePlay)} of ${int(t.players)}, 95% CI ${ci})`,
  );
  if (t.byCharacter) lines.push('', ...characterReport(t, o));
  return lines;
}

/** Causes of death with their shares, largest first, in one line. */
function causes(m: ReadonlyMap<string, number>, o: ReportOptions): string {
  const total = [...m.values()].reduce((a, b) => a + b, 0);
  const zh = o.lang === 'zh';
  const text = sortedCounts(m)
    .map(([c, n]) => {
      const share = total > 0 ? pct(n / total) : '—';
      return zh ? `${causeName(c, 'zh')} ${share}（${int(n)}）` : `${causeName(c, 'en')} ${share} (${int(n)})`;
    })
    .join(zh ? '、' : ', ');
  return text || '—';
}

/** Boss mode (P-B1): the 海盗王's win rate by number of opponents, and the deaths per side. */
function bossReport(t: TallyFigures, o: ReportOptions): string[] {
  const zh = o.lang === 'zh';
  const lines: string[] = [];
  const avgRounds = t.games > 0 ? (t.rounds / t.games).toFixed(1) : '0';
  lines.push(
    zh ? `海盗王模式 · 平均每局 ${avgRounds} 轮` : `Boss mode (Pirate King) · rounds per game on average: ${avgRounds}`,
  );
  lines.push(
    zh
      ? '海盗王胜率，按对手（跑跑）人数（95% 置信区间；体力 = 每名对手 × bossHpPerOpponent）'
      : 'Pirate King win rate by number of opponents (Paopao) (95% CI; his HP = bossHpPerOpponent × opponents)',
  );
  const head = zh
    ? ['  对手', '局数', '海盗王胜率', '95% 置信区间', '海盗王胜', '跑跑队胜', '平局', '平均轮数']
    : ['  opponents', 'games', 'boss wins %', '95% CI', 'boss wins', 'team wins', 'draws', 'avg rounds'];
  const rows: string[][] = [head];
  const total: BossRow = { games: 0, bossWins: 0, teamWins: 0, draws: 0, rounds: 0 };
  const row = (label: string, r: BossRow): string[] => {
    const w = wilson(r.bossWins, r.games);
    return [
      label,
      int(r.games),
      pct(w.p),
      `[${pct(w.lo)}, ${pct(w.hi)}]`,
      int(r.bossWins),
      int(r.teamWins),
      int(r.draws),
      r.games > 0 ? (r.rounds / r.games).toFixed(1) : '—',
    ];
  };
  for (const [k, r] of [...t.bossRows.entries()].sort((a, b) => a[0] - b[0])) {
    rows.push(row(zh ? `  ${k} 人（${k + 1} 人局）` : `  ${k} (${k + 1} players)`, r));
    total.games += r.games;
    total.bossWins += r.bossWins;
    total.teamWins += r.teamWins;
    total.draws += r.draws;
    total.rounds += r.rounds;
  }
  if (t.bossRows.size > 1) rows.push(row(zh ? '  合计' : '  all', total));
  lines.push(...table(rows, ['l', 'r', 'r', 'l', 'r', 'r', 'r', 'r']));
  if (total.bossWins > 0)
    lines.push(
      zh
        ? `  海盗王获胜时平均剩余体力 ${(t.bossHpLeft / total.bossWins).toFixed(1)} / ${(t.bossMaxHp / total.bossWins).toFixed(1)}`
        : `  the Pirate King's HP left when he wins: ${(t.bossHpLeft / total.bossWins).toFixed(1)} of ${(t.bossMaxHp / total.bossWins).toFixed(1)} on average`,
    );
  const d = t.deathCount;
  const perGame = t.games > 0 ? (d / t.games).toFixed(2) : '0';
  lines.push(zh ? `死亡：共 ${int(d)} 人次，平均每局 ${perGame} 人` : `Deaths: ${int(d)} in all, ${perGame} per game`);
  lines.push(
    zh
      ? `  海盗王的死因（致命伤害的牌，或直接致死的牌、技能）：${causes(t.bossDeathBy, o)}`
      : `  the Pirate King died of (card of the fatal damage, or what killed outright): ${causes(t.bossDeathBy, o)}`,
  );
  lines.push(zh ? `  跑跑的死因：${causes(t.teamDeathBy, o)}` : `  the Paopao died of: ${causes(t.teamDeathBy, o)}`);
  return lines;
}

/** The identity game: win rates per identity, player count, seat and seat from the 国主; deaths and killers. */
function identityReport(t: TallyFigures, o: ReportOptions): string[] {
  const zh = o.lang === 'zh';
  const lines: string[] = [];
  const rateRow = (label: string, k: number, n: number): string[] => {
    const w = wilson(k, n);
    return [`  ${label}`, pct(w.p), `[${pct(w.lo)}, ${pct(w.hi)}]`, `${int(w.k)} / ${int(w.n)}`];
  };
  const avgRounds = t.games > 0 ? (t.rounds / t.games).toFixed(1) : '0';
  lines.push(zh ? `平均每局 ${avgRounds} 轮` : `Rounds per game on average: ${avgRounds}`);
  lines.push(
    zh
      ? '身份胜率（团队胜负，按出场计：胜场 / 出场，95% 置信区间）'
      : 'Win rate per identity (team outcome per appearance: wins / appearances, 95% CI)',
  );
  lines.push(
    ...table(
      IDENTITY_ORDER.map((id) => rateRow(identityName(id, o.lang), t.idWins[id], t.idApps[id])),
      ['l', 'r', 'l', 'r'],
    ),
  );
  if (t.byPlayers.size > 1) {
    lines.push(zh ? '按人数的身份胜率（95% 置信区间，%）' : 'Win rate per identity by player count (95% CI, %)');
    const rows: string[][] = [[zh ? '  人数' : '  players', ...IDENTITY_ORDER.map((id) => identityName(id, o.lang))]];
    for (const [n, r] of [...t.byPlayers.entries()].sort((a, b) => a[0] - b[0]))
      rows.push([
        zh ? `  ${n} 人` : `  ${n}`,
        ...IDENTITY_ORDER.map((id) => {
          if (r.apps[id] === 0) return '—';
          const w = wilson(r.wins[id], r.apps[id]);
          return `${pct(w.p)} ${range(w.lo, w.hi)}`;
        }),
      ]);
    lines.push(...table(rows, ['l', 'r', 'r', 'r', 'r']));
  }
  lines.push(zh ? '按座位号的胜率（95% 置信区间）' : 'Win rate per seat number (95% CI)');
  lines.push(
    ...table(
      t.seatApps.map((apps, seat) => rateRow(zh ? `${seat}号` : `seat ${seat}`, t.seatWins[seat] ?? 0, apps)),
      ['l', 'r', 'l', 'r'],
    ),
  );
  lines.push(zh ? '按相对国主位置的胜率（95% 置信区间）' : 'Win rate per seat counted from the Lord (95% CI)');
  const lord = identityName('guozhu', o.lang);
  lines.push(
    ...table(
      t.relApps.map((apps, k) => rateRow(k === 0 ? lord : `${lord}+${k}`, t.relWins[k] ?? 0, apps)),
      ['l', 'r', 'l', 'r'],
    ),
  );
  const d = t.deathCount;
  const perGame = t.games > 0 ? (d / t.games).toFixed(2) : '0';
  const share = (k: number) => (d > 0 ? pct(k / d) : '—');
  lines.push(zh ? `死亡：共 ${int(d)} 人次，平均每局 ${perGame} 人` : `Deaths: ${int(d)} in all, ${perGame} per game`);
  lines.push(
    zh
      ? `  死因（致命伤害的牌，或直接致死的牌、技能）：${causes(t.byCard, o)}`
      : `  cause (card of the fatal damage, or the card or skill that killed outright): ${causes(t.byCard, o)}`,
  );
  lines.push(
    zh
      ? '  凶手身份 → 死者身份（行：凶手；列：死者）'
      : '  killer identity → victim identity (rows: killer; columns: victim)',
  );
  const rows: string[][] = [['    ', ...IDENTITY_ORDER.map((id) => identityName(id, o.lang))]];
  for (const k of IDENTITY_ORDER)
    rows.push([`    ${identityName(k, o.lang)}`, ...IDENTITY_ORDER.map((v) => int(t.matrix[k][v]))]);
  lines.push(...table(rows, ['l', 'r', 'r', 'r', 'r']));
  const none = sortedCounts(t.noKiller);
  const noneTotal = none.reduce((a, [, n]) => a + n, 0);
  const noneText = none.map(([c, n]) => `${causeName(c, o.lang)} ${int(n)}`).join(zh ? '、' : ', ');
  lines.push(
    zh
      ? `  无凶手的死亡 ${share(noneTotal)}（${int(noneTotal)}）${noneText ? `：${noneText}` : ''}`
      : `  deaths without a killer ${share(noneTotal)} (${int(noneTotal)})${noneText ? `: ${noneText}` : ''}`,
  );
  return lines;
}

/** The `--by character` tables: overall (sorted, outliers marked) and, in the identity game, by identity. */
function characterReport(t: TallyFigures, o: ReportOptions): string[] {
  const zh = o.lang === 'zh';
  const figs = t.characterFigures();
  const mark = (f: ComparedRate) => (f.flag === 'above' ? '▲' : f.flag === 'below' ? '▼' : '');
  const pp = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
  const name = (f: CharacterFigure) => (zh ? f.zh : `${f.en} ${f.zh}`);
  const lines: string[] = [];
  lines.push(
    t.boss
      ? zh
        ? '跑跑的人物胜率（跑跑队胜负，按出场计；按与期望之差排序）'
        : 'Win rate per Paopao character (team outcome per appearance; sorted by the difference from expected)'
      : zh
        ? '人物胜率（所在团队的胜负，按出场计；按与期望之差排序）'
        : 'Win rate per character (its team’s outcome per appearance; sorted by the difference from expected)',
  );
  lines.push(
    zh
      ? '  期望：同样的身份与人数由一名平均人物来打的胜率；▲/▼：95% 置信区间整个高于/低于期望'
      : '  expected: the win rate of an average character in the same identities and player counts; ▲/▼: the whole 95% CI lies above/below it',
  );
  const head = zh
    ? ['  人物', '出场', '胜', '胜率', '95% 置信区间', '期望', '差（百分点）', '']
    : ['  character', 'played', 'won', 'win rate', '95% CI', 'expected', 'diff (pts)', ''];
  const rows: string[][] = [head];
  for (const f of figs)
    rows.push([
      `  ${name(f)}`,
      int(f.appearances),
      int(f.wins),
      pct(f.rate),
      `[${pct(f.ci95[0])}, ${pct(f.ci95[1])}]`,
      pct(f.expected),
      pp(f.delta),
      mark(f),
    ]);
  // The characters that never played are listed too, with 0 appearances and why there is nothing to say of them.
  const unplayed = t.unplayed();
  for (const id of unplayed)
    rows.push([
      `  ${zh ? CHARACTERS[id].zh : `${CHARACTERS[id].en} ${CHARACTERS[id].zh}`}`,
      '0',
      '0',
      '—',
      '—',
      '—',
      '—',
      '',
    ]);
  lines.push(...table(rows, ['l', 'r', 'r', 'r', 'l', 'r', 'r', 'l']));
  if (unplayed.length > 0)
    lines.push(
      zh
        ? `  出场 0 的 ${unplayed.length} 个人物：机器人从不选择它们（试试 --characters random），没有可比较的数字`
        : `  ${unplayed.length} characters with 0 appearances: the bots never choose them (try --characters random); no figures to compare`,
    );
  if (t.boss) return lines;
  lines.push(
    zh
      ? '人物 × 身份胜率（胜率 [95% 置信区间，%] 出场；▲/▼ 同上，与该身份的期望比）'
      : 'Win rate per character and identity (rate [95% CI, %] appearances; ▲/▼ as above, against that identity’s expectation)',
  );
  const idRows: string[][] = [[zh ? '  人物' : '  character', ...IDENTITY_ORDER.map((id) => identityName(id, o.lang))]];
  for (const f of figs)
    idRows.push([
      `  ${name(f)}`,
      ...IDENTITY_ORDER.map((id) => {
        const c = f.byIdentity[id];
        if (!c) return '—';
        return `${pct(c.rate)} ${range(c.ci95[0], c.ci95[1])} ${int(c.appearances)}${mark(c)}`;
      }),
    ]);
  lines.push(...table(idRows, ['l', 'r', 'r', 'r', 'r']));
  return lines;
}

/**
 * `shaju lab`'s sensitivity flags: `--sensitivity` (how each option moves the balance, and what to change),
 * `--sensitivity-games N` (games per run of the design, default `--games`), `--objective` (what to improve),
 * `--vary` (which options, `*` a wildcard) and `--design auto|oat|screening`. Any of the last four turns the
 * sensitivity on. Every mistake is a `UsageError` (exit 2) naming the flag and the value.
 */
import { OBJECTIVE_TERMS, type Objective, type ObjectiveTerm, type SensitivityInput } from '@shaju/lab';
import { UsageError } from '../errors.ts';
import { suggest } from '../suggest.ts';
import type { GameEntry, Lang } from '../types.ts';

/** The sensitivity as the flags ask for it (the option filter as patterns, for the report's command line). */
export type SensitivityFlags = SensitivityInput & { readonly vary: readonly string[] };

const DESIGNS = ['auto', 'oat', 'screening'] as const;

const WORDS = {
  zh: {
    notInt: (flag: string, v: string) => `${flag} 须为正整数，收到 ${v}`,
    range: (flag: string, hi: number, v: string) => `${flag} 须在 1 到 ${hi}（--games）之间，收到 ${v}`,
    design: (v: string) => `--design 须为 ${DESIGNS.join('、')} 之一，收到 ${v}`,
    term: (t: string) =>
      `--objective 中未知的目标 ${t}（可用：${OBJECTIVE_TERMS.join('、')}，或加权组合如 spread=1,length=0.5）`,
    weight: (t: string, v: string) => `--objective 中 ${t} 的权重须为正数，收到 ${v}`,
    empty: '--objective 不能为空',
    notApplicable: (t: string) => `--objective ${t}：这个游戏没有这个指标`,
    pattern: (p: string) => `--vary 中的 ${p} 不匹配这个游戏的任何选项（见 shaju options）`,
  },
  en: {
    notInt: (flag: string, v: string) => `${flag} must be a positive integer, got ${v}`,
    range: (flag: string, hi: number, v: string) => `${flag} must be between 1 and ${hi} (--games), got ${v}`,
    design: (v: string) => `--design must be one of ${DESIGNS.join(', ')}, got ${v}`,
    term: (t: string) =>
      `unknown objective ${t} in --objective (${OBJECTIVE_TERMS.join(', ')}, or a weighted mix such as spread=1,length=0.5)`,
    weight: (t: string, v: string) => `the weight of ${t} in --objective must be a positive number, got ${v}`,
    empty: '--objective must not be empty',
    notApplicable: (t: string) => `--objective ${t}: this game has no such metric`,
    pattern: (p: string) => `${p} in --vary matches no option of this game (see shaju options)`,
  },
} as const;

/**
 * `--objective`: one term (`spread`), or terms with weights (`spread=1,early-deaths=0.5`). A term the game cannot
 * measure (`early-deaths` for a game whose lab hooks declare no early deaths) is refused. Throws `UsageError`.
 */
export function parseObjective(text: string, entry: GameEntry, lang: Lang): Objective {
  const w = WORDS[lang];
  const out: Partial<Record<ObjectiveTerm, number>> = {};
  const parts = text
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  if (parts.length === 0) throw new UsageError(w.empty, 'lab');
  for (const part of parts) {
    const [term = '', weight] = part.split('=').map((x) => x.trim());
    if (!(OBJECTIVE_TERMS as readonly string[]).includes(term))
      throw new UsageError(w.term(term) + suggest(term, OBJECTIVE_TERMS, lang), 'lab');
    const v = weight === undefined ? 1 : Number(weight);
    if (weight !== undefined && (!/^\d*\.?\d+$/.test(weight) || !(v > 0)))
      throw new UsageError(w.weight(term, weight), 'lab');
    const metrics = entry.lab?.metrics;
    if ((term === 'early-deaths' && !metrics?.earlyDeaths) || (term === 'length' && !metrics?.length))
      throw new UsageError(w.notApplicable(term), 'lab');
    out[term as ObjectiveTerm] = v;
  }
  return out;
}

/** `--vary a,b*`: option id patterns (`*`: any characters); each must match an option. Throws `UsageError`. */
export function parseVary(
  text: string,
  entry: GameEntry,
  lang: Lang,
): { patterns: string[]; test: (id: string) => boolean } {
  const ids = entry.options.options.map((o) => o.id);
  const patterns = text
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  const regexes = patterns.map((p) => {
    const re = new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    if (!ids.some((id) => re.test(id))) throw new UsageError(WORDS[lang].pattern(p) + suggest(p, ids, lang), 'lab');
    return re;
  });
  return { patterns, test: (id) => regexes.some((re) => re.test(id)) };
}

/**
 * The sensitivity flags of a `shaju lab` line, or undefined when none is given. `games`: the run's `--games` (the most
 * a run of the design may have, and its default). Throws `UsageError`.
 */
export function parseSensitivity(
  entry: GameEntry,
  values: Readonly<Record<string, string | boolean | undefined>>,
  games: number,
  lang: Lang,
): SensitivityFlags | undefined {
  const w = WORDS[lang];
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  const g = str('sensitivity-games');
  const design = str('design');
  const objective = str('objective');
  const vary = str('vary');
  const on = values.sensitivity === true || [g, design, objective, vary].some((x) => x !== undefined);
  if (!on) return undefined;
  let perRun = games;
  if (g !== undefined) {
    if (!/^\s*\d+\s*$/.test(g)) throw new UsageError(w.notInt('--sensitivity-games', g), 'lab');
    perRun = Number(g.trim());
    if (perRun < 1 || perRun > games) throw new UsageError(w.range('--sensitivity-games', games, g.trim()), 'lab');
  }
  const d = (design ?? 'auto').trim().toLowerCase();
  if (!(DESIGNS as readonly string[]).includes(d)) throw new UsageError(w.design(design ?? ''), 'lab');
  const filter = vary === undefined ? undefined : parseVary(vary, entry, lang);
  return {
    games: perRun,
    design: d as SensitivityInput['design'],
    objective: parseObjective(objective ?? 'spread', entry, lang),
    include: filter?.test,
    vary: filter?.patterns ?? [],
  };
}

/**
 * What the designer's lab (`shaju lab`, packages/lab) reads of 跑跑杀 (packages/runtime/src/manifest.ts
 * `LabHooks`): the seats of a finished game, the events of agency, and what restricted play may keep a bot from using.
 * Every answer comes from the rules' data: the card a decision uses is the kind it is used `as` (or the equipped card
 * whose alternative to 闪 it is, `shanAlternativeOf`); a skill is a `skill` decision's id or the conversion a use names
 * (`via`); the skills offered are those with an active use (`SkillDef.actions` or `asShui`).
 */
import type { LabHooks, Restrictable } from '@shaju/runtime';
import {
  BOSS_SEAT,
  CARD_KINDS,
  CHARACTERS,
  type CharacterId,
  deckCards,
  enterContent,
  type IdentityId,
  kindOf,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  type PaopaoshaState,
  SKILLS,
  shanAlternativeOf,
} from './src/index.ts';
import { SKILL_DEFS } from './src/skills/index.ts';

/** The team of an identity (P-W4): 国主 and 大臣 win together; 强盗 win together; a 小贼 wins alone. */
const TEAM: Readonly<Record<IdentityId, string>> = Object.freeze({
  guozhu: 'guozhu',
  dachen: 'guozhu',
  qiangdao: 'qiangdao',
  xiaozei: 'xiaozei',
});

/** Whether a state plays boss mode (P-B1: `SeatState.team` is set). */
function boss(s: PaopaoshaState): boolean {
  return s.seats[0]?.team != null;
}

/** The skills only a boss-mode character has (海盗王, P-B1). */
const BOSS_SKILLS: ReadonlySet<string> = new Set(
  Object.values(CHARACTERS).flatMap((c) => (c.nation === 'boss' ? c.skills : [])),
);

/** The card kinds of a deck and the skills with an active use, with their names. */
function restrictable(config: unknown): readonly Restrictable[] {
  const c = config as { readonly mode?: string };
  enterContent(config as object);
  const out: Restrictable[] = [];
  const kinds = new Set<string>();
  for (const card of deckCards(config as object)) kinds.add(kindOf(card));
  for (const id of Object.keys(CARD_KINDS)) {
    if (!kinds.has(id)) continue;
    const k = CARD_KINDS[id as keyof typeof CARD_KINDS];
    out.push({ kind: 'card', id, name: { zh: k.zh, en: k.en } });
  }
  for (const [id, def] of Object.entries(SKILL_DEFS)) {
    if (!def.actions && !def.asShui) continue;
    if (c.mode !== 'boss' && BOSS_SKILLS.has(id)) continue;
    const sk = (SKILLS as Record<string, { zh: string; en: string }>)[id];
    const card = (CARD_KINDS as Record<string, { zh: string; en: string }>)[id];
    if (card && !kinds.has(id)) continue;
    const named = sk ?? card;
    out.push({ kind: 'skill', id, name: named ? { zh: named.zh, en: named.en } : { zh: id, en: id } });
  }
  return out;
}

/** Whether decision `d` uses card kind or skill `id`. */
function uses(decision: unknown, kind: 'card' | 'skill', id: string): boolean {
  const d = decision as PaopaoshaDecision;
  if (kind === 'card') {
    if (d.t === 'use' || d.t === 'play') return d.as === id;
    return shanAlternativeOf(d) === id;
  }
  if (d.t === 'skill') return d.id === id;
  if (d.t === 'use' || d.t === 'play') return d.via === id;
  return false;
}

/** 跑跑杀's lab hooks. */
export const lab: LabHooks = Object.freeze({
  seatCount: (state: unknown) => (state as PaopaoshaState).seats.length,
  identity(state: unknown, seat: number): string {
    const s = state as PaopaoshaState;
    const p = s.seats[seat];
    if (!p) return 'unknown';
    return p.team ?? p.identity;
  },
  team(state: unknown, seat: number): string {
    const s = state as PaopaoshaState;
    const p = s.seats[seat];
    if (!p) return 'unknown';
    return boss(s) ? (p.team ?? (seat === BOSS_SEAT ? 'boss' : 'paopao')) : TEAM[p.identity];
  },
  character(state: unknown, seat: number): string | null {
    return ((state as PaopaoshaState).seats[seat]?.character as CharacterId | null) ?? null;
  },
  rounds: (state: unknown) => (state as PaopaoshaState).round,
  playStarts(e: unknown): number {
    const ev = e as PaopaoshaEvent;
    return ev.t === 'phase' && ev.phase === 'play' ? ev.seat : -1;
  },
  deathOf(e: unknown): number {
    const ev = e as PaopaoshaEvent;
    return ev.t === 'death' ? ev.seat : -1;
  },
  limitReasons: Object.freeze(['maxRounds']),
  restrictable,
  uses,
  metrics: Object.freeze({
    earlyDeaths: {
      name: { zh: '第一个出牌阶段前死亡的座位', en: 'seats dead before their first play phase' },
      short: { zh: '首个出牌阶段前死亡', en: 'dead before 1st play' },
    },
    deaths: { name: { zh: '每局死亡人数', en: 'deaths per game' }, short: { zh: '每局死亡', en: 'deaths/game' } },
    length: { name: { zh: '每局轮数', en: 'rounds per game' }, short: { zh: '轮数', en: 'rounds' } },
  }),
});

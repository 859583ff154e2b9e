/**
 * What the designer's lab (`shaju lab`, packages/lab) reads of 杀机四伏 (packages/runtime/src/manifest.ts
 * `LabHooks`). 杀机四伏 has no characters and no skills: its identities are the suits of the identity cards (S-R1), each
 * its own side (S-V1); the event that starts a seat's part in the game is its first turn (S-T1: no phases), so the
 * early deaths are "dead before their first turn"; and restricted play keeps a bot from one of the game's actions
 * (attack S-A1, heal S-H1, reveal S-R1, voluntary stop S-T2, 碰 S-P1 when on) or from the jokers (S-C2), read from the
 * decision's tag and card.
 */
import type { LabHooks, Restrictable } from '@shaju/runtime';
import { isJoker, type ShajisifuDecision, type ShajisifuEvent, type ShajisifuState, suitOf } from './src/index.ts';

/** Machine ids of the identities by suit (♠ ♥ ♣ ♦ 王), as the kit's `identityOf` gives them. */
export const SUIT_IDS: readonly string[] = Object.freeze(['spades', 'hearts', 'clubs', 'diamonds', 'joker']);

/** The seat's identity id (its identity card's suit). */
export function identityId(state: unknown, seat: number): string {
  const p = (state as ShajisifuState).players[seat];
  return p ? (SUIT_IDS[suitOf(p.identity)] ?? 'unknown') : 'unknown';
}

/** The actions restricted play may keep a bot from, by decision tag. */
const ACTIONS: readonly Restrictable[] = Object.freeze([
  { kind: 'skill', id: 'attack', name: { zh: '攻击', en: 'Attack' } },
  { kind: 'skill', id: 'heal', name: { zh: '治疗', en: 'Heal' } },
  { kind: 'skill', id: 'reveal', name: { zh: '亮明身份', en: 'Reveal identity' } },
  { kind: 'skill', id: 'stop', name: { zh: '停手', en: 'Stop' } },
]);
const PONG: Restrictable = Object.freeze({ kind: 'skill', id: 'pong', name: { zh: '碰', en: 'Pong' } });
const JOKER_CARD: Restrictable = Object.freeze({ kind: 'card', id: 'joker', name: { zh: '王', en: 'Joker' } });

/** 杀机四伏's lab hooks. */
export const lab: LabHooks = Object.freeze({
  seatCount: (state: unknown) => (state as ShajisifuState).players.length,
  identity: identityId,
  // No team: every player plays for their own win conditions (two ♣ players do not win together).
  character: () => null,
  rounds: (state: unknown) => (state as ShajisifuState).turns,
  playStarts(e: unknown): number {
    const ev = e as ShajisifuEvent;
    return ev.t === 'turn' ? ev.seat : -1;
  },
  deathOf(e: unknown): number {
    const ev = e as ShajisifuEvent;
    return ev.t === 'death' ? ev.seat : -1;
  },
  limitReasons: Object.freeze(['maxTurns']),
  restrictable(config: unknown): readonly Restrictable[] {
    const pong = (config as { readonly pong?: boolean }).pong === true;
    return [JOKER_CARD, ...ACTIONS, ...(pong ? [PONG] : [])];
  },
  // No play phase (a turn is attack, reveal, heal or stop, S-T1): the early death is before a seat's first turn.
  metrics: Object.freeze({
    earlyDeaths: {
      name: { zh: '第一个回合前死亡的座位', en: 'seats dead before their first turn' },
      short: { zh: '首回合前死亡', en: 'dead before 1st turn' },
    },
    deaths: { name: { zh: '每局死亡人数', en: 'deaths per game' }, short: { zh: '每局死亡', en: 'deaths/game' } },
    length: { name: { zh: '每局回合数', en: 'turns per game' }, short: { zh: '回合数', en: 'turns' } },
  }),
  uses(decision: unknown, kind: 'card' | 'skill', id: string): boolean {
    const d = decision as ShajisifuDecision;
    if (kind === 'skill') return d.t === id;
    if (id !== 'joker') return false;
    if (d.t === 'play' || d.t === 'pong' || d.t === 'heal') return isJoker(d.card);
    return false;
  },
});

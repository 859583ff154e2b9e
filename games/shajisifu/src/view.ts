import type { GameResult } from '@shaju/engine';
import { DECK_SIZE } from './cards.ts';
import type { ShajisifuConfig } from './config.ts';
import type { ShajisifuDecision } from './decisions.ts';
import type { ShajisifuEvent } from './events.ts';
import { legalNow } from './legal.ts';
import { rulesOf } from './settings.ts';
import type { ShajisifuState, Step } from './state.ts';

/** One player as another seat sees them. */
export interface PlayerView {
  readonly seat: number;
  readonly alive: boolean;
  readonly handCount: number;
  /** Damage cards (public), in arrival order. */
  readonly damage: readonly number[];
  readonly damageTotal: number;
  /** The identity card, when public or when it is the viewer's own; else null. */
  readonly identity: number | null;
  readonly revealed: boolean;
  readonly deathOrder: number;
  readonly killer: number;
  readonly kills: readonly number[];
  /** The player's last hand, only in the view of a finished game (the kit's `finalView`); absent otherwise. */
  readonly hand?: readonly number[];
}

/**
 * What one seat (or a spectator, `seat: null`) may know of a 杀机四伏 game. Built only by `viewOf`
 * (docs/architecture.md, principle 10): no other seat's hand or hidden identity, no draw-pile order, no PRNG state.
 */
export interface ShajisifuView {
  readonly game: 'shajisifu';
  readonly seat: number | null;
  readonly config: ShajisifuConfig;
  readonly players: readonly PlayerView[];
  /** The viewer's own hand (null for spectators). */
  readonly hand: readonly number[] | null;
  readonly discardTop: number;
  readonly discardCount: number;
  readonly drawCount: number;
  readonly turn: number;
  readonly turns: number;
  readonly step: Step;
  readonly attack: { readonly attacker: number; readonly target: number; readonly flips: readonly number[] } | null;
  /** The open 碰 window: who played what, and the seats asked (all other alive players, S-P1). */
  readonly claim: { readonly from: number; readonly card: number; readonly asked: readonly number[] } | null;
  /** The request: seats asked, kind, id; `you` says whether the viewer must answer. */
  readonly pending: { readonly kind: Step; readonly id: number; readonly you: boolean; readonly turn: number } | null;
  /** The viewer's legal decisions now (empty for spectators). */
  readonly legal: readonly ShajisifuDecision[];
  readonly result: GameResult | null;
}

/**
 * The shared empty card or seat list of a view (no damage, no kills: most players most of the time), so that a view,
 * built at every decision of every bot, allocates no empty lists (docs/performance.md).
 */
const NO_CARDS: readonly number[] = Object.freeze([]);

/** The one redaction function of 杀机四伏: the view of `seat` (`null` = spectator). */
export function viewOf(s: ShajisifuState, seat: number | null): ShajisifuView {
  const players: PlayerView[] = [];
  const values = rulesOf(s.config).values;
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as ShajisifuState['players'][number];
    let total = 0;
    for (const c of p.damage) total += values[c % DECK_SIZE] as number;
    players.push({
      seat: i,
      alive: p.alive,
      handCount: p.hand.length,
      damage: p.damage.length > 0 ? p.damage.slice() : NO_CARDS,
      damageTotal: total,
      identity: p.revealed || i === seat ? p.identity : null,
      revealed: p.revealed,
      deathOrder: p.deathOrder,
      killer: p.killer,
      kills: p.kills.length > 0 ? p.kills.slice() : NO_CARDS,
    });
  }
  const me = seat === null ? undefined : s.players[seat];
  const youPending =
    seat !== null && !s.result && (s.step === 'claim' ? s.claim?.answers[seat] === -1 : s.turn === seat);
  return {
    game: 'shajisifu',
    seat,
    config: s.config,
    players,
    hand: me ? me.hand.slice() : null,
    discardTop: s.discard.length > 0 ? (s.discard[s.discard.length - 1] as number) : -1,
    discardCount: s.discard.length,
    drawCount: s.draw.length,
    turn: s.turn,
    turns: s.turns,
    step: s.step,
    attack: s.step === 'flip' ? { attacker: s.turn, target: s.target, flips: s.flips.slice() } : null,
    claim: s.claim ? { from: s.claim.from, card: s.claim.card, asked: s.claim.asked.slice() } : null,
    pending: s.result ? null : { kind: s.step, id: s.req, you: youPending, turn: s.turn },
    legal: seat === null ? [] : legalNow(s, seat),
    result: s.result,
  };
}

/**
 * An event as `seat` may see it (`null` = spectator): another seat's drawn cards and dealt hand become counts, a
 * hidden identity is withheld. Every other event of this game is public.
 */
export function redactEvent(e: ShajisifuEvent, seat: number | null): ShajisifuEvent {
  if (e.t === 'draw' && e.seat !== seat) return { ...e, cards: null };
  if (e.t === 'deal' && e.seat !== seat) return { ...e, identity: null, hand: null };
  return e;
}

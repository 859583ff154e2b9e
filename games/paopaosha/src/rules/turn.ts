/**
 * Setup's character choice (P-S2, P-S4) and the turn (P-T1: 回合开始 → 摸牌 → 出牌 → 弃牌 → 回合结束), with the
 * round counter and the `maxRounds` draw (P-W4).
 */

import { withRng } from '@shaju/engine';
import { DELAYED_TIMING_OF } from '../cards/index.ts';
import type { Handlers } from '../cards/types.ts';
import { CHARACTERS, type CharacterId } from '../data/characters.ts';
import type { PaopaoshaConfig } from '../data/config-types.ts';
import { characterPool, seedHp } from '../data/option-families.ts';
import { opt } from '../data/option-values.ts';
import type { Ev } from '../events.ts';
import { drawCount, performSkill, pushTriggers, recordSkillUse, skipDiscard } from '../skills/hooks.ts';
import type { PaopaoshaState } from '../state.ts';
import { ASK_STEP, answer, ask, popFrame, pushFrame } from './ask.ts';
import { endControlTurn, startControlTurn } from './control.ts';
import { endGame } from './core.ts';
import { seatOf } from './effects.ts';
import { drawCards, removeCard } from './piles.ts';
import { drawBonus } from './queries.ts';

export type { DelayedFrame } from './delayed.ts';

/** Whether delayed card `card` resolves first (时间前进, product reading 1). */
function resolvesFirst(card: number): boolean {
  return DELAYED_TIMING_OF[card] === 1;
}

/** Whether delayed card `card` waits for the draw phase (一不留神, rules page §5). */
function resolvesAtDraw(card: number): boolean {
  return DELAYED_TIMING_OF[card] === 2;
}

/**
 * The max HP of a character under a configuration (ruling HPs are config fields, P-G2; the seed's are `hp.<id>`), plus
 * option `extraHp` for every character but the 海盗王.
 */
export function characterHp(config: PaopaoshaConfig, id: CharacterId): number {
  // P-B1: the 海盗王 has `bossHpPerOpponent` × the number of 跑跑 (everyone else); no 国主 bonus (product reading 17).
  if (id === 'haidaowang') return config.bossHpPerOpponent * Math.max(1, config.players - 1);
  const c = CHARACTERS[id];
  // The ruling HPs are config fields (`hpParam`); the seed's are options `hp.<id>` (data/option-families.ts).
  return (c.hpParam ? (config[c.hpParam] as number) : seedHp(config, id)) + opt(config, 'extraHp');
}

/**
 * The HP a character starts with: its max HP, plus `lordExtraHp` for the 国主 from `lordExtraHpFrom` players (P-S2);
 * no 国主 bonus in boss mode (product reading 17). `lord`: the seat is the 国主.
 */
export function startingHp(config: PaopaoshaConfig, id: CharacterId, lord: boolean): number {
  const bonus = lord && config.mode !== 'boss' && config.players >= config.lordExtraHpFrom ? config.lordExtraHp : 0;
  return characterHp(config, id) + bonus;
}

interface ChooseFrame {
  k: 'chooseCharacters';
  pc: number;
  order: number[];
  i: number;
  chosen: CharacterId[];
}

interface GameFrame {
  k: 'game';
  pc: number;
}

interface TurnFrame {
  k: 'turn';
  pc: number;
  seat: number;
  judged: number[];
  j: number;
}

interface PhaseFrame {
  k: 'drawPhase' | 'playPhase' | 'discardPhase';
  pc: number;
  seat: number;
  left: number;
}

/**
 * Named steps of the turn frames (their `pc`; numbers because the stack's frames carry a numeric `pc`, and scenario.ts
 * builds a turn at a given step). `TURN_STEP`: the turn (P-T1); `DRAW_STEP`: the draw phase; `ASK_STEP`: a frame that
 * asks, then reads the answer (character choice, play and discard phases).
 */
export const TURN_STEP = Object.freeze({
  start: 0,
  judge: 1,
  draw: 2,
  play: 3,
  discard: 4,
  end: 5,
  afterTimeSkip: 6,
  over: 9,
} as const);
export const DRAW_STEP = Object.freeze({ start: 0, discardNext: 1, discardRead: 2, draw: 3, afterDelayed: 4 } as const);
/** Steps of the game loop: its first turn (the 国主's), then each next turn. */
export const GAME_STEP = Object.freeze({ first: 0, next: 1 } as const);

/** Where a turn built by `pushTurnAt` begins (P-T1): its start phase, or the draw, play or discard phase. */
export type TurnEntry = 'start' | 'draw' | 'play' | 'discard';

/** The turn frame's step that comes after each entered phase (a phase frame sits above it). */
const TURN_PC_AFTER: Readonly<Record<TurnEntry, number>> = Object.freeze({
  start: TURN_STEP.start,
  draw: TURN_STEP.play,
  play: TURN_STEP.discard,
  discard: TURN_STEP.end,
});

/** The phase frame of each entered phase (none for `start`: the turn frame begins there itself). */
const PHASE_FRAME_OF = Object.freeze({ draw: 'drawPhase', play: 'playPhase', discard: 'discardPhase' } as const);

/**
 * Puts the game loop at `seat`'s turn, entering `phase` (P-T1), on the empty resolution stack of `s`: the loop (its
 * next turn follows), the turn, and the phase's frame. The next `resume` runs it: `start` begins the turn from its start
 * phase (delayed cards judged), `draw`, `play` and `discard` start that phase (`play` asks `seat` for a play-phase
 * decision). Entering the play phase is recorded in `ev` as a `phase` event. For tools that build a state at a turn:
 * scenarios (scenario.ts) and the search bot's worlds. Throws `Error` when the stack is not empty.
 */
export function pushTurnAt(s: PaopaoshaState, seat: number, phase: TurnEntry, ev?: Ev): void {
  if (s.stack.length > 0) throw new Error(`pushTurnAt: the stack must be empty, it holds ${s.stack.length} frame(s)`);
  // Frames written key by key (`k` first) and pushed as they are: a state's hash spells its frames' keys in order.
  const game: GameFrame = { k: 'game', pc: GAME_STEP.next };
  const turn: TurnFrame = { k: 'turn', pc: TURN_PC_AFTER[phase], seat, judged: [], j: 0 };
  s.stack.push(game, turn);
  if (phase === 'start') return;
  const pc = phase === 'draw' ? DRAW_STEP.start : ASK_STEP.ask;
  const entered: PhaseFrame = { k: PHASE_FRAME_OF[phase], pc, seat, left: 0 };
  s.stack.push(entered);
  if (phase === 'play') ev?.push({ t: 'phase', seat, phase: 'play' });
}

/**
 * Moves the character choice (P-S2) of a state from `setup` on to `order[i]`'s turn to choose: the resolution stack is
 * replaced by the choosing frame, the seats before it in `order` having chosen `chosen` (their characters and HP set by
 * the caller), and `order[i]` is asked to choose among `candidates`. Once answered, the choice goes on with the next
 * seat of `order`, as in a game. For tools that build a state at a character choice (the search bot's worlds).
 */
export function askCharacterAt(
  s: PaopaoshaState,
  order: number[],
  i: number,
  chosen: CharacterId[],
  candidates: CharacterId[],
): void {
  // Written key by key (`k` first) and pushed as it is: a state's hash spells its frames' keys in order.
  const f: ChooseFrame = { k: 'chooseCharacters', pc: ASK_STEP.answer, order, i, chosen };
  s.stack.length = 0;
  s.stack.push(f);
  ask(s, { kind: 'character', seats: [order[i] as number], characters: candidates, reason: 'character' });
}

/** Resets per-turn marks at the start of `seat`'s turn. */
function startTurnMarks(s: PaopaoshaState, seat: number): void {
  const p = seatOf(s, seat);
  p.shaUsed = 0;
  // 睡觉: the immunity lasts until this seat's next turn starts (content/skills/shuijiao.json).
  p.asleep = false;
}

export const turnHandlers: Handlers = {
  /** P-S2: the 国主 chooses first, then every other player in seat order, each from their own candidates. */
  chooseCharacters(s, f: ChooseFrame, ev) {
    if (f.pc === ASK_STEP.ask) {
      if (f.i >= f.order.length) {
        for (const seat of f.order) {
          const q = seatOf(s, seat);
          if (seat !== s.lord && q.character) ev?.push({ t: 'character', seat, character: q.character, hp: q.maxHp });
        }
        // P-S4: each player draws the starting hand; the 国主 takes the first turn.
        for (let k = 0; k < s.seats.length; k++) {
          const seat = (s.lord + k) % s.seats.length;
          drawCards(s, seat, s.config.startingHand, ev);
        }
        popFrame(s, null);
        pushFrame(s, { k: 'game' });
        return;
      }
      const seat = f.order[f.i] as number;
      const want = seat === s.lord ? s.config.lordChoices : s.config.characterChoices;
      const pool = characterPool(s.config);
      const fresh = pool.filter((c) => !f.chosen.includes(c));
      const cands: CharacterId[] = [];
      withRng(s, (r) => {
        const a = fresh.slice();
        r.shuffle(a);
        for (const c of a) if (cands.length < want) cands.push(c);
        if (cands.length < want) {
          const b = pool.filter((c) => !cands.includes(c));
          r.shuffle(b);
          for (const c of b) if (cands.length < want) cands.push(c);
        }
      });
      f.pc = ASK_STEP.answer;
      s.phase = 'choose';
      ask(s, { kind: 'character', seats: [seat], characters: cands, reason: 'character' });
      return;
    }
    const a = answer(s);
    const seat = f.order[f.i] as number;
    const id = a && a.d.t === 'character' ? a.d.id : (s.ask?.characters[0] as CharacterId);
    const p = seatOf(s, seat);
    p.character = id;
    f.chosen.push(id);
    const hp = startingHp(s.config, id, seat === s.lord);
    p.maxHp = hp;
    p.hp = hp;
    // P-S2: the 国主's choice is public at once; the others' when everyone has chosen.
    if (seat === s.lord) ev?.push({ t: 'character', seat, character: id, hp });
    f.i++;
    f.pc = ASK_STEP.ask;
  },

  /** The game loop: turns in seat order from the 国主; a round starts at the 国主's seat; `maxRounds` → draw (P-W4). */
  game(s, f: GameFrame, ev) {
    if (f.pc === GAME_STEP.first) {
      s.turn = s.lord;
      f.pc = GAME_STEP.next;
    } else {
      // Next alive seat after the one whose turn just ended.
      const n = s.seats.length;
      let next = s.turn;
      for (let i = 1; i <= n; i++) {
        const seat = (s.turn + i) % n;
        if (seatOf(s, seat).alive) {
          next = seat;
          break;
        }
      }
      // Passing the 国主's seat (alive or not) starts a new round.
      const dl = (s.lord - s.turn + n) % n;
      const dn = (next - s.turn + n) % n || n;
      const passed = dl > 0 && dl <= dn;
      s.turn = next;
      if (passed) s.round++;
    }
    if (s.round === 0) s.round = 1;
    if (s.round > s.config.maxRounds) {
      s.result = { winners: [], draw: true, reason: 'maxRounds', why: {}, scores: s.seats.map((p) => p.score) };
      endGame(s, ev);
      return;
    }
    s.turns++;
    ev?.push({ t: 'turn', seat: s.turn, round: s.round, turn: s.turns });
    pushFrame(s, { pc: 0, k: 'turn', seat: s.turn, judged: [], j: 0 });
  },

  turn(s, f: TurnFrame, ev) {
    const p = seatOf(s, f.seat);
    // A player who dies during their own turn ends it at once.
    if (!p.alive && f.pc < TURN_STEP.over) f.pc = TURN_STEP.over;
    switch (f.pc) {
      case TURN_STEP.start:
        startTurnMarks(s, f.seat);
        s.phase = 'start';
        ev?.push({ t: 'phase', seat: f.seat, phase: 'start' });
        // P-T1: delayed cards are judged, newest placed first.
        // Product reading 1: 时间前进 resolves first (it may skip the whole turn).
        f.judged = p.judging.slice().reverse();
        f.judged.sort((a, b) => (resolvesFirst(b) ? 1 : 0) - (resolvesFirst(a) ? 1 : 0));
        f.j = 0;
        f.pc = TURN_STEP.judge;
        p.turnUses = {};
        // 司令部: an armed command takes force for this whole turn (rules/control.ts).
        startControlTurn(s, f.seat);
        // Product reading 1: 时间前进 resolves before the turn-start skills; if it takes effect, they do not act.
        if (f.judged.length > 0 && resolvesFirst(f.judged[0] as number)) {
          f.j = 1;
          f.pc = TURN_STEP.afterTimeSkip;
          pushFrame(s, { pc: 0, k: 'delayed', seat: f.seat, card: f.judged[0] as number });
          return;
        }
        // Skills at 回合开始 act before the delayed cards are judged (timings.ts).
        pushTriggers(s, 'turnStart', [f.seat]);
        return;
      case TURN_STEP.afterTimeSkip:
        // After 时间前进: the turn-start skills, unless the turn is skipped.
        f.pc = TURN_STEP.judge;
        if (!p.skipTurn) pushTriggers(s, 'turnStart', [f.seat]);
        return;
      case TURN_STEP.judge: {
        if (p.skipTurn) {
          p.skipTurn = false;
          ev?.push({ t: 'skip', seat: f.seat, what: 'turn' });
          f.pc = TURN_STEP.over;
          return;
        }
        if (f.j < f.judged.length) {
          const card = f.judged[f.j++] as number;
          // Rules page §5: 一不留神 waits for the draw phase (its 无懈可击 window comes there, see drawPhase).
          if (p.judging.includes(card) && !resolvesAtDraw(card))
            pushFrame(s, { pc: 0, k: 'delayed', seat: f.seat, card });
          return;
        }
        f.pc = TURN_STEP.draw;
        return;
      }
      case TURN_STEP.draw:
        s.phase = 'draw';
        f.pc = TURN_STEP.play;
        pushFrame(s, { pc: 0, k: 'drawPhase', seat: f.seat, left: 0 });
        return;
      case TURN_STEP.play:
        f.pc = TURN_STEP.discard;
        if (p.skipPlay) {
          p.skipPlay = false;
          ev?.push({ t: 'skip', seat: f.seat, what: 'play' });
          return;
        }
        s.phase = 'play';
        ev?.push({ t: 'phase', seat: f.seat, phase: 'play' });
        pushFrame(s, { pc: 0, k: 'playPhase', seat: f.seat, left: 0 });
        return;
      case TURN_STEP.discard:
        s.phase = 'discard';
        f.pc = TURN_STEP.end;
        pushFrame(s, { pc: 0, k: 'discardPhase', seat: f.seat, left: 0 });
        return;
      case TURN_STEP.end:
        s.phase = 'end';
        f.pc = TURN_STEP.over;
        pushTriggers(s, 'turnEnd', [f.seat]);
        return;
      default: // TURN_STEP.over
        // 回合结束: 控制 (a) lasts until the end of this turn.
        s.phase = 'end';
        for (const q of s.seats) q.noBasic = false;
        // 海洋公主 counts this turn; 司令部's turn is over (rules/control.ts).
        endControlTurn(s, f.seat, ev);
        popFrame(s, null);
    }
  },

  /**
   * 摸牌 (P-T1): draw `drawPerTurn` (+ the equipment's draw bonus: 大众桑塔纳 2). 一不留神: first discard 2 hand cards,
   * then draw; with fewer than 2 hand cards the draw phase is skipped.
   */
  drawPhase(s, f: PhaseFrame, ev) {
    const p = seatOf(s, f.seat);
    if (f.pc === DRAW_STEP.start) {
      // Rules page §5 and §9: 一不留神 resolves in the draw phase, its 无懈可击 window just before it takes effect (not
      // at the turn start with the judged cards).
      f.pc = DRAW_STEP.afterDelayed;
      const y = p.judging.find(resolvesAtDraw);
      if (y !== undefined) {
        pushFrame(s, { pc: 0, k: 'delayed', seat: f.seat, card: y });
        return;
      }
    }
    if (f.pc === DRAW_STEP.afterDelayed) {
      if (p.yibu) {
        p.yibu = false;
        if (p.hand.length < 2) {
          ev?.push({ t: 'skip', seat: f.seat, what: 'draw' });
          return popFrame(s, null);
        }
        f.left = 2;
        f.pc = DRAW_STEP.discardNext;
      } else f.pc = DRAW_STEP.draw;
    }
    if (f.pc === DRAW_STEP.discardNext) {
      if (f.left === 0) {
        f.pc = DRAW_STEP.draw;
      } else {
        f.pc = DRAW_STEP.discardRead;
        ask(s, { kind: 'discard', seats: [f.seat], count: f.left, reason: 'yibuliushen' });
        return;
      }
    }
    if (f.pc === DRAW_STEP.discardRead) {
      const a = answer(s);
      if (a && a.d.t === 'discard') {
        removeCard(p.hand, a.d.card);
        s.discard.push(a.d.card);
        ev?.push({ t: 'discard', seat: f.seat, cards: [a.d.card], reason: 'yibuliushen' });
      }
      f.left--;
      f.pc = DRAW_STEP.discardNext;
      return;
    }
    drawCards(s, f.seat, drawCount(s, f.seat, s.config.drawPerTurn) + drawBonus(s, f.seat), ev);
    popFrame(s, null);
  },

  /** 出牌 (P-T1): use cards until the player ends the phase (or dies). */
  playPhase(s, f: PhaseFrame, ev, r) {
    const p = seatOf(s, f.seat);
    if (!p.alive) return popFrame(s, null);
    if (f.pc === ASK_STEP.ask) {
      f.pc = ASK_STEP.answer;
      ask(s, { kind: 'play', seats: [f.seat], reason: 'play' });
      return;
    }
    const a = answer(s);
    f.pc = ASK_STEP.ask;
    if (!a || a.d.t === 'end') return popFrame(s, null);
    if (a.d.t === 'skill') {
      performSkill(s, f.seat, a.d, ev, r);
      return;
    }
    if (a.d.t === 'use') {
      if (a.d.via) recordSkillUse(s, f.seat, a.d.via);
      pushFrame(s, {
        pc: 0,
        k: 'use',
        user: f.seat,
        card: a.d.card,
        as: a.d.as,
        with: a.d.with.slice(),
        targets: a.d.targets.slice(),
        i: 0,
      });
    }
  },

  /** 弃牌 (P-T1): discard down to the current HP, one card at a time. */
  discardPhase(s, f: PhaseFrame, ev, r) {
    const p = seatOf(s, f.seat);
    if (!p.alive) return popFrame(s, null);
    if (f.pc === ASK_STEP.answer) {
      const a = answer(s);
      if (a && a.d.t === 'discard') {
        removeCard(p.hand, a.d.card);
        s.discard.push(a.d.card);
        ev?.push({ t: 'discard', seat: f.seat, cards: [a.d.card], reason: 'discardPhase' });
      }
    }
    if (f.pc === ASK_STEP.ask && skipDiscard(s, f.seat, r)) {
      ev?.push({ t: 'skip', seat: f.seat, what: 'discard' });
      return popFrame(s, null);
    }
    const over = p.hand.length - Math.max(0, p.hp);
    if (over <= 0) return popFrame(s, null);
    f.pc = ASK_STEP.answer;
    ask(s, { kind: 'discard', seats: [f.seat], count: over, reason: 'discardPhase' });
  },
};

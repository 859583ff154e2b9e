/** Effect primitives that branch on what happens: `judge` (P-G4), `respond` (P-G6), and the seat `mark`s. */
import { pushFrame } from '../../rules/ask.ts';
import { pushAskSha, pushAskShan, seatOf } from '../../rules/effects.ts';
import { ContentError, compileCardTest } from '../expr.ts';
import { NEXT, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/**
 * `judge`: the seat judges (the draw pile's top card is flipped and discarded, P-G4); `onHit` runs when it passes `hit`,
 * else `onMiss`.
 */
export const judge: StepPrimitive<'judge'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const hit = compileCardTest(st.hit);
    const reason = c.id;
    b.emit((s, f) => {
      pushFrame(s, { k: 'judge', seat: who(f), reason });
      return WAIT;
    });
    const test = b.emit(() => NEXT);
    c.sub(st.onHit, `${c.path}.onHit`);
    const skip = st.onMiss || st.onNone ? b.emit(() => NEXT) : -1;
    const missAt = b.here;
    if (st.onMiss) c.sub(st.onMiss, `${c.path}.onMiss`);
    const skipNone = st.onNone ? b.emit(() => NEXT) : -1;
    const noneAt = b.here;
    if (st.onNone) c.sub(st.onNone, `${c.path}.onNone`);
    const end = b.here;
    const none = st.onNone !== undefined;
    b.patch(test, (s, f, _ev, r) => {
      const card = s.ret as number;
      f.judged = card;
      if (none && card < 0) return noneAt;
      return hit(card, r) ? NEXT : missAt;
    });
    if (skip >= 0) b.patch(skip, () => end);
    if (skipNone >= 0) b.patch(skipNone, () => end);
  },
};

/**
 * `respond`: the seat is asked for one 闪 (anything that counts as 闪: 躲, an armour's alternative) or one 杀 (P-G6:
 * asked even with none); `onNone` runs when it gives none.
 */
export const respond: StepPrimitive<'respond'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const shan = st.with === 'shan';
    const reason = c.id;
    b.emit((s, f, _ev, r) => {
      const seat = who(f);
      if (shan) pushAskShan(s, seat, f.user, f.card, reason, 1, true, r.armourAlternative(s, -1, seat));
      else pushAskSha(s, seat, f.user, f.card, reason);
      return WAIT;
    });
    const test = b.emit(() => NEXT);
    c.sub(st.onNone, `${c.path}.onNone`);
    const end = b.here;
    b.patch(test, (s) => ((shan ? (s.ret as { dodged: boolean }).dodged : s.ret === true) ? end : NEXT));
  },
};

/** `mark`: sets a mark on a seat that the rules read later in the turn (see the schema's `Mark`). */
export const mark: StepPrimitive<'mark'> = {
  waits: false,
  compile(st, b) {
    const who = seatRef(st.who);
    const m = st.mark;
    b.emit((s, f, ev) => {
      const seat = who(f);
      const p = seatOf(s, seat);
      if (m === 'skipPlay') p.skipPlay = true;
      else if (m === 'skipTurn') p.skipTurn = true;
      else if (m === 'discardBeforeDraw') p.yibu = true;
      else {
        p.noBasic = true;
        ev?.push({ t: 'restrict', seat, by: f.user });
      }
      return NEXT;
    });
  },
};

/**
 * `forEach`: runs its steps once for each alive seat of `over` (computed when the loop starts), each then being the
 * frame's target; dead seats are skipped; with `untilUserDies` the loop ends when the user dies. Uses the frame's `order`
 * and `cur`, so loops do not nest.
 */
export const forEach: StepPrimitive<'forEach'> = {
  waits: true,
  compile(st, b, c) {
    if (st.steps.some((x) => x.do === 'forEach')) throw new ContentError(`${c.path}.steps`, 'forEach does not nest');
    const untilUserDies = st.untilUserDies === true;
    b.emit((s, f) => {
      f.order = [];
      for (let i = 1; i < s.seats.length; i++) {
        const seat = (f.user + i) % s.seats.length;
        if (seatOf(s, seat).alive) f.order.push(seat);
      }
      f.cur = -1;
      return NEXT;
    });
    const head = b.emit(() => NEXT);
    c.sub(st.steps, `${c.path}.steps`);
    b.emit(() => head);
    const end = b.here;
    b.patch(head, (s, f) => {
      const order = f.order as number[];
      if (untilUserDies && !seatOf(s, f.user).alive) return end;
      f.cur++;
      while (f.cur < order.length && !seatOf(s, order[f.cur] as number).alive) f.cur++;
      if (f.cur >= order.length) return end;
      f.target = order[f.cur] as number;
      return NEXT;
    });
  },
};

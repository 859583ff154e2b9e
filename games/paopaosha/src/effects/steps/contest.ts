/** Effect primitives where two seats contest with 杀: `duel` (单挑), `borrowAttack` (借刀杀人). */
import { pushAskSha, pushDamage, seatOf } from '../../rules/effects.ts';
import { setEquip } from '../../state.ts';
import { pushShaHit } from '../attack.ts';
import { compileNum } from '../expr.ts';
import { NEXT, WAIT, waitThen } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/**
 * `duel` (单挑 = 决斗, P-G3): starting with the target, the user and the target alternately play one 杀 — the target
 * two each time against a user with 斗鸡眼 (`Rules.dantiaoShaNeeded`) — and the first who does not takes `damage` from
 * the other. Uses the frame's `cur` (whose go it is) and `left` (杀 still owed).
 */
export const duel: StepPrimitive<'duel'> = {
  waits: true,
  compile(st, b, c) {
    const damage = compileNum(st.damage, `${c.path}.damage`);
    const reason = c.id;
    b.emit((_s, f) => {
      f.cur = f.target;
      f.left = 0;
      return NEXT;
    });
    const ask = b.emit((s, f, _ev, r) => {
      const other = f.cur === f.target ? f.user : f.target;
      // Only in the user's own 单挑 (seed: 你出【单挑】同样的道理): the target answers the user's 斗鸡眼.
      if (f.left <= 0) f.left = f.cur === f.target ? r.dantiaoShaNeeded(s, f.user) : 1;
      pushAskSha(s, f.cur, other, f.card, reason, -1, f.left);
      return WAIT;
    });
    const answer = b.emit(() => NEXT);
    const end = b.emit(() => NEXT);
    b.patch(answer, (s, f) => {
      if (s.ret === true && --f.left > 0) return ask;
      f.left = 0;
      if (s.ret === true) {
        f.cur = f.cur === f.target ? f.user : f.target;
        const other = f.cur === f.target ? f.user : f.target;
        return seatOf(s, f.cur).alive && seatOf(s, other).alive ? ask : end;
      }
      const winner = f.cur === f.target ? f.user : f.target;
      const n = damage(s, f.user);
      if (n <= 0) return end;
      pushDamage(s, f.cur, n, winner, f.card);
      return WAIT;
    });
  },
};

/**
 * `borrowAttack` (借刀杀人, P-G1): the target (A) is asked for a 杀 on the victim (B) — only when B is alive and in A's
 * reach and A may play 杀 — and A's 杀 then hits B as A's own (A's weapon applies; not counted against A's limit);
 * otherwise A's weapon goes into the user's hand.
 */
export const borrowAttack: StepPrimitive<'borrowAttack'> = {
  waits: true,
  compile(_st, b, c) {
    const reason = c.id;
    // [ask A, read the answer, give the weapon]; `end` is past them.
    const askAt = b.emit(() => NEXT);
    const readAt = b.emit(() => NEXT);
    const giveAt = b.emit((s, f, ev) => {
      const a = seatOf(s, f.target);
      const w = a.equip.weapon;
      if (w >= 0) {
        setEquip(a, 'weapon', -1);
        seatOf(s, f.user).hand.push(w);
        ev?.push({ t: 'move', from: f.target, to: f.user, cards: [w], count: 1, zone: 'equip', see: [] });
      }
      return NEXT;
    });
    const end = b.here;
    b.patch(askAt, (s, f, _ev, r) => {
      const a = seatOf(s, f.target);
      if (a.equip.weapon < 0) return end;
      const victimOk = seatOf(s, f.victim).alive && r.inShaRange(s, f.target, f.victim);
      if (!victimOk || a.noBasic) return giveAt;
      pushAskSha(s, f.target, f.user, f.card, reason, f.victim);
      return WAIT;
    });
    b.patch(readAt, (s, f) => {
      if (s.ret !== true) return NEXT;
      // A's 杀, the card A just played (on the discard pile), hits B.
      pushShaHit(s, f.target, f.victim, s.discard[s.discard.length - 1] ?? -1);
      return waitThen(end);
    });
  },
};

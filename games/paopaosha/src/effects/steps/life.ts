/** Effect primitives about HP (P-W1): `damage`, `heal`. */
import { heal, pushDamage } from '../../rules/effects.ts';
import { compileNum } from '../expr.ts';
import { NEXT, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/** `damage`: damage to a seat from the user (or `from`; `none`: no source). An amount of 0 or less deals nothing. */
export const damage: StepPrimitive<'damage'> = {
  waits: true,
  compile(st, b, c) {
    const to = seatRef(st.to);
    const from = st.from === 'none' ? () => -1 : seatRef(st.from ?? 'user');
    const amount = compileNum(st.amount, `${c.path}.amount`);
    b.emit((s, f) => {
      const n = amount(s, f.user);
      if (n <= 0) return NEXT;
      pushDamage(s, to(f), n, from(f), f.card);
      return WAIT;
    });
  },
};

/** `heal`: a seat gains HP, never above its max HP (天使之泪's shield is never restored). */
export const healStep: StepPrimitive<'heal'> = {
  waits: false,
  compile(st, b, c) {
    const to = seatRef(st.to);
    const amount = compileNum(st.amount, `${c.path}.amount`);
    b.emit((s, f, ev) => {
      heal(s, to(f), amount(s, f.user), f.user, ev);
      return NEXT;
    });
  },
};

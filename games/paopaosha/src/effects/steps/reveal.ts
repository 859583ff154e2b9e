/** Effect primitives of revealed cards (收获子弹): `reveal`, `takeRevealed`, `discardRevealed`. */
import { answer, ask } from '../../rules/ask.ts';
import { seatOf } from '../../rules/effects.ts';
import { removeCard, tableToDiscard, takeTop } from '../../rules/piles.ts';
import type { ChoiceOption } from '../../state.ts';
import { compileNum } from '../expr.ts';
import { NEXT, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/** `reveal`: cards from the draw pile go face up onto the table (P-T5: reshuffled when needed; fewer if none is left). */
export const reveal: StepPrimitive<'reveal'> = {
  waits: false,
  compile(st, b, c) {
    const count = compileNum(st.count, `${c.path}.count`);
    const reason = c.id;
    b.emit((s, f, ev) => {
      const n = count(s, f.user);
      for (let i = 0; i < n; i++) {
        const x = takeTop(s, ev);
        if (x < 0) break;
        s.harvest.push(x);
        s.table.push(x);
      }
      ev?.push({ t: 'reveal', cards: s.harvest.slice(), reason });
      return NEXT;
    });
  },
};

/** `takeRevealed`: the seat chooses one of the revealed cards still on the table and takes it (nothing when none is). */
export const takeRevealed: StepPrimitive<'takeRevealed'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const reason = c.id;
    const skip = b.emit(() => NEXT);
    b.emit((s, f) => {
      const options = s.harvest.map((x): ChoiceOption => ({ o: 'card', card: x }));
      ask(s, { kind: 'choose', seats: [who(f)], reason, options });
      return WAIT;
    });
    b.emit((s, f, ev) => {
      const a = answer(s);
      const card = a && a.d.t === 'choose' ? s.harvest[a.d.i] : undefined;
      if (card !== undefined) {
        const to = who(f);
        removeCard(s.harvest, card);
        removeCard(s.table, card);
        seatOf(s, to).hand.push(card);
        ev?.push({ t: 'move', from: -1, to, cards: [card], count: 1, zone: 'hand', see: [] });
      }
      return NEXT;
    });
    const end = b.here;
    b.patch(skip, (s) => (s.harvest.length === 0 ? end : NEXT));
  },
};

/** `discardRevealed`: the revealed cards nobody took go to the discard pile. */
export const discardRevealed: StepPrimitive<'discardRevealed'> = {
  waits: false,
  compile(_st, b) {
    b.emit((s) => {
      for (const x of s.harvest) tableToDiscard(s, x);
      s.harvest = [];
      return NEXT;
    });
  },
};

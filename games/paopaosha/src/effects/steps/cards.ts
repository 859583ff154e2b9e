/** Effect primitives that move cards: `draw`, `discardHand`, `pick`. */
import { answer, ask } from '../../rules/ask.ts';
import { pickOptions, seatOf, seatPair, takePicked } from '../../rules/effects.ts';
import { drawCards } from '../../rules/piles.ts';
import type { ChoiceOption, PaopaoshaState } from '../../state.ts';
import { compileNum } from '../expr.ts';
import { NEXT, type ProgFrame, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/** `draw`: a seat draws cards (P-T5: the discard pile is reshuffled when the draw pile runs out). */
export const draw: StepPrimitive<'draw'> = {
  waits: false,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const count = compileNum(st.count, `${c.path}.count`);
    if (st.remember) {
      b.emit((s, f, ev) => {
        f.drawn = drawCards(s, who(f), count(s, f.user), ev)[0] ?? -1;
        return NEXT;
      });
      return;
    }
    b.emit((s, f, ev) => {
      drawCards(s, who(f), count(s, f.user), ev);
      return NEXT;
    });
  },
};

/** `discardHand`: a seat discards every hand card, not its equipment (诅咒). */
export const discardHand: StepPrimitive<'discardHand'> = {
  waits: false,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const reason = c.id;
    b.emit((s, f, ev) => {
      const seat = who(f);
      const p = seatOf(s, seat);
      if (!p.alive || p.hand.length === 0) return NEXT;
      const cards = p.hand;
      p.hand = [];
      for (const x of cards) s.discard.push(x);
      ev?.push({ t: 'discard', seat, cards, reason });
      return NEXT;
    });
  },
};

/**
 * `pick`: one seat chooses a card of another — a random hand card, an equipment card or a delayed card in front of
 * them, as `zones` allows — which goes into the discard pile (过路拆路) or the chooser's hand (顺手牵狗). Nothing to pick:
 * nothing happens.
 */
export const pick: StepPrimitive<'pick'> = {
  waits: true,
  compile(st, b, c) {
    const by = seatRef(st.by);
    const from = seatRef(st.from);
    const hand = st.zones.includes('hand');
    const equip = st.zones.includes('equip');
    const judging = st.zones.includes('judging');
    const reason = c.id;
    const options = (s: PaopaoshaState, f: ProgFrame): ChoiceOption[] => {
      const all = pickOptions(s, from(f), judging);
      if (hand && equip) return all;
      return all.filter((o) => (o.o === 'hand' ? hand : equip || seatOf(s, from(f)).judging.includes(o.card)));
    };
    const skip = b.emit(() => NEXT);
    b.emit((s, f) => {
      ask(s, { kind: 'choose', seats: [by(f)], reason, target: from(f), options: options(s, f) });
      return WAIT;
    });
    b.emit((s, f, ev) => {
      const a = answer(s);
      const o = a && a.d.t === 'choose' ? options(s, f)[a.d.i] : undefined;
      if (!o) return NEXT;
      const t = from(f);
      const { card, zone } = takePicked(s, t, o);
      if (st.into === 'discard') {
        s.discard.push(card);
        ev?.push({ t: 'discard', seat: t, cards: [card], reason });
      } else {
        const to = by(f);
        seatOf(s, to).hand.push(card);
        ev?.push({
          t: 'move',
          from: t,
          to,
          cards: [card],
          count: 1,
          zone,
          see: zone === 'hand' ? seatPair(to, t) : [],
        });
      }
      return NEXT;
    });
    const after = b.here;
    b.patch(skip, (s, f) => (options(s, f).length === 0 ? after : NEXT));
  },
};

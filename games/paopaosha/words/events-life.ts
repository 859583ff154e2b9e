/**
 * Event words of life and death and of control: damage, healing, dying, deaths and their rewards, 海洋公主 / 司令部
 * control, the end of the game.
 */
import { entryWords, say, subjectVars } from './content.ts';
import type { EventHandlers } from './events-types.ts';
import { identityName, skillName } from './names.ts';

/** The handlers of the life, death and control events. */
export const LIFE_HANDLERS: Pick<
  EventHandlers,
  'damage' | 'heal' | 'dying' | 'death' | 'reward' | 'control' | 'controlEnd' | 'end'
> = {
  damage(w, ev) {
    const m = w.m;
    let src = '';
    if (ev.source < 0) src = m.fromNone;
    else if (w.kind !== 'use' || w.lastUse?.seat !== ev.source) src = m.from(w.who(ev.source));
    const text = m.damage(w.who(ev.seat), w.self(ev.seat), ev.amount, src, w.hp(ev.seat, ev.hp, ev.shield));
    w.add(w.paint('damage', text));
  },
  heal(w, ev) {
    const lu = w.lastUse;
    const own = lu ? entryWords(lu.as, w.o.lang).heal : undefined;
    if (own !== undefined && lu?.seat === ev.seat && ev.by === ev.seat) {
      // 天使之泪: HP becomes 10; the part above the HP before is a shield (shown as HP). Its own words.
      const vars = { ...subjectVars(w.who(ev.seat), w.self(ev.seat), w.o.lang), hp: ev.hp, shield: ev.amount };
      w.add(w.paint('heal', say('heal', own, vars)));
      w.lastUse = null;
      return;
    }
    w.add(w.paint('heal', w.m.heal(w.who(ev.seat), w.self(ev.seat), ev.amount, w.hp(ev.seat, ev.hp, ev.shield))));
    // Saved: the rescue is told; what follows goes on a new line.
    if (w.kind === 'dying' && ev.seat === w.dyingSeat && ev.hp >= 1) w.flush();
  },
  dying(w, ev) {
    w.dyingSeat = ev.seat;
    w.open('dying', w.paint('warning', w.m.dying(w.who(ev.seat), w.self(ev.seat), ev.hp)));
  },
  death(w, ev) {
    const m = w.m;
    const id = identityName(ev.identity, w.o.lang, w.boss);
    const killer = ev.killer >= 0 ? m.killer(w.who(ev.killer), ev.score) : m.noKiller(ev.score);
    w.open('death', w.paint('death', m.death(w.who(ev.seat), w.self(ev.seat), id, killer)));
  },
  reward(w, ev, before) {
    const last = w.parts.length - 1;
    if (ev.what === 'draw' && last >= 0 && before.drew === ev.seat) w.parts[last] += w.m.rewardNote;
    else if (ev.what === 'draw') w.add(w.m.reward(w.who(ev.seat), ev.count));
    else w.add(w.m.penalty);
  },
  control(w, ev) {
    // A control's words: the card's or skill's that gives it (司令部: the next turn), else by its turns.
    const via = skillName(ev.via, w.o.lang);
    const own = entryWords(ev.via, w.o.lang).control;
    const vars = { by: w.who(ev.by), s: w.self(ev.by) ? '' : 's', who: w.who(ev.seat), via, turns: ev.turns };
    const text =
      own !== undefined ? say('control', own, vars) : w.m.control(vars.by, w.self(ev.by), vars.who, via, ev.turns);
    w.add(w.paint('warning', text));
  },
  controlEnd(w, ev) {
    w.add(w.m.controlEnd(w.who(ev.by), w.who(ev.seat), w.m.controlEndWhy[ev.reason]));
  },
  end(w) {
    w.flush();
    w.inTurn = false;
    w.pushLine(w.paint('title', w.m.end), '');
  },
};

/**
 * Event words of the setup and of a turn's frame: identities, characters, the turn header, skipped phases, draws.
 */
import { CHARACTERS, NATIONS } from '../src/index.ts';
import type { EventHandlers } from './events-types.ts';
import { discardSkipSkill } from './facts.ts';
import { cardsLabel, characterName, identityGoal, identityName, skillName, sortCards } from './names.ts';

/** The handlers of the setup and turn-frame events. */
export const TURN_HANDLERS: Pick<EventHandlers, 'identity' | 'character' | 'turn' | 'phase' | 'skip' | 'draw'> = {
  identity(w, ev) {
    const m = w.m;
    if (w.boss) {
      if (ev.identity === 'guozhu') {
        w.lord = ev.seat;
        const king = w.paint('lord', m.bossSides.boss);
        w.alone(w.self(ev.seat) ? m.bossIsYou(king) : m.bossIs(w.who(ev.seat), king));
      } else if (w.self(ev.seat)) w.alone(m.onTeam(identityGoal('qiangdao', w.o.lang, true)));
      return;
    }
    if (ev.public) {
      w.lord = ev.seat;
      const lord = w.paint('lord', m.lordWord);
      w.alone(w.self(ev.seat) ? m.lordIsYou(lord) : m.lordIs(w.who(ev.seat), lord));
    } else if (ev.identity !== null && w.self(ev.seat)) {
      const id = w.paint('strong', identityName(ev.identity, w.o.lang));
      w.alone(m.secretIdentity(id, identityGoal(ev.identity, w.o.lang)));
    }
  },
  character(w, ev) {
    const m = w.m;
    w.maxHp.set(ev.seat, ev.hp);
    w.chars.set(ev.seat, ev.character);
    const c = CHARACTERS[ev.character];
    const info = m.characterInfo(c.zh, c.en, NATIONS[c.nation][w.o.lang], ev.hp);
    const text = m.characterOf(w.who(ev.seat), info);
    if (ev.seat === w.lord && w.boss) w.alone(m.bossEnters(text));
    else if (ev.seat === w.lord) w.alone(m.lordChose(text));
    // The viewer's own choice is not one of "the other characters".
    else if (w.self(ev.seat)) w.alone(m.yourCharacter(info));
    else w.otherCharacters.push([ev.seat, text]);
  },
  turn(w, ev) {
    w.flush();
    w.inTurn = true;
    w.turnSeat = ev.seat;
    w.lastUse = null;
    w.skipToldFor = -1;
    const c = w.chars.get(ev.seat);
    const name = `${w.who(ev.seat)}${c ? ` ${characterName(c, w.o.lang)}` : ''}`;
    const tag = w.paint('dim', w.m.roundTag(ev.round));
    const title = w.self(ev.seat) ? w.paint('your-turn', w.m.yourTurn) : w.paint('strong', name);
    w.open('turn', `${tag} ${title}`);
  },
  phase() {},
  skip(w, ev) {
    const m = w.m;
    // 画圈圈's judgement already said so.
    if (ev.what === 'play' && ev.seat === w.skipToldFor) {
      w.skipToldFor = -1;
      return;
    }
    const what = m.skips[ev.what] ?? m.skipOther(ev.what);
    if (w.kind !== 'turn') w.flush();
    const own = w.kind === 'turn' && ev.seat === w.turnSeat;
    // Why a discard phase is skipped: 谦让 (full HP) or 中公普 (no discard phase), from the seat's character.
    const skill = ev.what === 'discard' ? discardSkipSkill(w.chars.get(ev.seat)) : null;
    let why = '';
    if (skill === 'zhonggongpu') why = m.skipNoDiscard(skillName(skill, w.o.lang));
    else if (skill === 'qianrang') why = m.skipFullHp(skillName(skill, w.o.lang));
    w.add(m.skip(w.who(ev.seat), own, w.self(ev.seat), why, what));
  },
  draw(w, ev) {
    const m = w.m;
    if (w.turnSeat < 0) {
      // The starting hands: the viewer's own in full, the others as one line.
      if (w.self(ev.seat) && ev.cards) {
        const cards = cardsLabel(sortCards(ev.cards), w.o);
        w.startDraw = 0;
        w.flushSetup();
        w.alone(m.startingHand(ev.count, cards));
      } else w.startDraw = Math.max(w.startDraw, ev.count);
      return;
    }
    const cards =
      ev.cards && ev.cards.length > 0 ? ` ${w.paint('dim', `(${cardsLabel(sortCards(ev.cards), w.o)})`)}` : '';
    w.lastDraw = ev.seat;
    if (w.kind === 'turn' && ev.seat === w.turnSeat) w.add(m.drawOwn(ev.count, cards, w.self(ev.seat)));
    else w.add(m.draws(w.who(ev.seat), w.self(ev.seat), ev.count, cards));
  },
};

/**
 * Event words of the setup and of a turn's frame: identities, characters, the turn header, skipped phases, draws.
 */
import { CHARACTERS, type CharacterId, NATIONS } from '../src/index.ts';
import { entryWords, say } from './content.ts';
import type { EventHandlers } from './events-types.ts';
import { cardsLabel, characterName, identityGoal, identityName, skillName, sortCards } from './names.ts';

/**
 * Why a seat skips phase `what`, from its character's skills: the first whose entry words it (`skips`: 谦让 at full HP,
 * 中公普's missing discard phase); '' when none does.
 */
function skipReason(character: CharacterId | undefined, what: string, lang: Parameters<typeof entryWords>[1]): string {
  for (const s of character ? CHARACTERS[character].skills : []) {
    const why = entryWords(s, lang).skips?.[what];
    if (why !== undefined) return say('skip', why, { name: skillName(s, lang) });
  }
  return '';
}

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
    w.add(m.skip(w.who(ev.seat), own, w.self(ev.seat), skipReason(w.chars.get(ev.seat), ev.what, w.o.lang), what));
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

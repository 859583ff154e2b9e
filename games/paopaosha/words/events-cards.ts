/**
 * Event words of cards: uses, equipment, responses and passes, cancellations, judgements, discards, cards moving
 * between players, looks at hands and at the pile, skills.
 */
import { type CardKindId, isCardKindId, isSkillId, kindOf } from '../src/index.ts';
import { displayOf, entryWords, say, subjectVars, wordsWith } from './content.ts';
import type { EventHandlers } from './events-types.ts';
import { cardsLabel, identityName, kindName, reasonName, skillName, slotOf, sortCards } from './names.ts';
import type { EventWriter } from './writer.ts';

/** A card used or played, as what: `杀♠7`, `杀♠7+闪♥3（炒锅）当杀`, `闪♥3 当杀`. */
function usedAs(w: EventWriter, ev: { card: number; with: readonly number[]; as: CardKindId }): string {
  const m = w.m;
  if (ev.with.length > 0) {
    const pair = [ev.card, ...ev.with].map((c) => w.card(c)).join('+');
    const words = wordsWith('pair', w.o.lang)?.words;
    return pair + (words ? say('pairLog', words.log, {}) : m.asKind(kindName(ev.as, w.o.lang)));
  }
  if (ev.as !== kindOf(ev.card)) return w.card(ev.card) + m.asKind(kindName(ev.as, w.o.lang));
  return w.card(ev.card);
}

/**
 * A judgement's outcome in words: its reason's entry's [hit, miss] words (`judge`), chosen by the event's `hit` (the
 * rules' `judgementHits`); nothing for a reason without such words.
 */
function judgeOutcome(w: EventWriter, reason: string, card: number, hit: boolean): string {
  if (card < 0) return w.m.judgeNoCard;
  const words = entryWords(reason, w.o.lang).judge;
  return words ? say('judge', words[hit ? 0 : 1], {}) : '';
}

/** The handlers of the card events. */
export const CARD_HANDLERS: Pick<
  EventHandlers,
  'use' | 'equip' | 'place' | 'respond' | 'pass' | 'nullified' | 'restrict' | 'immune' | 'judge' | 'discard'
> = {
  use(w, ev) {
    w.lastUse = { seat: ev.seat, card: ev.card, as: ev.as };
    w.lookedAll = false;
    // Equipment is said by the `equip` event that follows; a skill book used from its slot on a player (神秘惊奇) is a use.
    if (slotOf(ev.card) && ev.as === kindOf(ev.card) && ev.targets.length === 0) return;
    let targets = '';
    const own = entryWords(ev.as, w.o.lang).targets;
    if (own !== undefined && ev.targets.length === 2) {
      const [a, b] = ev.targets as [number, number];
      targets = say('targets', own, { a: w.who(a), b: w.who(b) });
    } else if (ev.targets.length > 0) targets = ` → ${ev.targets.map((t) => w.who(t)).join(w.m.listSep)}`;
    w.open('use', w.m.uses(w.who(ev.seat), w.self(ev.seat), `${usedAs(w, ev)}${targets}`));
  },
  equip(w, ev) {
    const rep = ev.replaced >= 0 ? w.m.replacing(w.card(ev.replaced)) : '';
    w.open('use', w.m.equips(w.who(ev.seat), w.self(ev.seat), w.card(ev.card), rep));
    w.flush();
  },
  place(w, ev) {
    const lu = w.lastUse;
    // Placed by the card's use: already said.
    if (lu && lu.card === ev.card && lu.seat === ev.from && w.kind === 'use') return;
    w.add(w.m.placeMoves(kindName(kindOf(ev.card), w.o.lang), w.who(ev.from), w.who(ev.seat)));
  },
  respond(w, ev) {
    const what = usedAs(w, ev);
    // A card answers by being played, unless its entry says otherwise (水 and 生死簿 are used).
    const own = entryWords(ev.as, w.o.lang).respond;
    const who = w.who(ev.seat);
    const self = w.self(ev.seat);
    if (own !== undefined) w.add(say('respond', own, { ...subjectVars(who, self, w.o.lang), what }));
    else w.add(w.m.plays(who, self, what));
  },
  pass(w, ev) {
    if (ev.reason === 'rescue') {
      w.rescuePasses.push(ev.seat);
      return;
    }
    // A request for a card (闪, 杀) is passed as "no <card>".
    const what = isCardKindId(ev.reason) ? w.m.passCard(kindName(ev.reason, w.o.lang)) : w.m.passOther;
    w.add(w.m.passed(w.who(ev.seat), what));
  },
  nullified(w, ev) {
    // The cancelled card is named: a trick, or (in a chain) the 无懈可击 that was about to cancel one (its own words).
    const own = entryWords(ev.kind, w.o.lang).nullified;
    const kind = kindName(ev.kind, w.o.lang);
    if (own !== undefined) w.add(say('nullified', own, { kind, target: w.who(ev.target) }));
    else w.add(w.m.nullified(kind, w.who(ev.target)));
  },
  restrict(w, ev) {
    // The limits of 控制 (a): worded by the card that sets them.
    const own = wordsWith('restrict', w.o.lang)?.words;
    const by = w.who(ev.by);
    const vars = { by, byWhose: w.m.possessive(by, w.self(ev.by)), who: w.who(ev.seat) };
    w.add(own !== undefined ? say('restrict', own, vars) : w.m.restrict(by, vars.who));
  },
  immune(w, ev) {
    // `by`: the card (盾牌, its own words) or the skill (黑"牛": 诅咒) that makes the seat immune.
    const kind = kindName(ev.kind, w.o.lang);
    const who = w.who(ev.seat);
    const own = ev.by === undefined ? undefined : entryWords(ev.by, w.o.lang).immune;
    if (own !== undefined) w.add(say('immune', own, { ...subjectVars(who, w.self(ev.seat), w.o.lang), kind }));
    else if (ev.by !== undefined && (isSkillId(ev.by) || isCardKindId(ev.by)))
      w.add(w.m.immuneBy(skillName(ev.by, w.o.lang), kind, who));
    else w.add(w.m.immune(kind, who));
  },
  judge(w, ev) {
    w.lastJudge = ev.card;
    w.lastJudgeSeat = ev.seat;
    w.told.add(ev.reason);
    const who = w.kind === 'turn' && ev.seat === w.turnSeat ? '' : w.who(ev.seat);
    // 画圈圈's hit skips the play phase, as its words say: the `skip` event that follows need not say it again.
    if (ev.hit === true && displayOf(ev.reason).hitTellsSkip) w.skipToldFor = ev.seat;
    const out = judgeOutcome(w, ev.reason, ev.card, ev.hit === true);
    w.add(w.m.judge(who, w.self(ev.seat), reasonName(ev.reason, w.o.lang), w.card(ev.card), out));
  },
  discard(w, ev) {
    const d = w.discards;
    if (d && d.seat === ev.seat && d.reason === ev.reason) {
      d.cards.push(...ev.cards);
      return;
    }
    w.flushGroups();
    // The discard phase gets a line of its own.
    if (ev.reason === 'discardPhase') w.flush();
    w.discards = { seat: ev.seat, reason: ev.reason, cards: ev.cards.slice() };
    if (w.kind === 'none') w.kind = 'plain';
  },
};

/** The handlers of the events that move or show cards, and of skills. */
export const SHOW_HANDLERS: Pick<
  EventHandlers,
  'move' | 'look' | 'reveal' | 'reshuffle' | 'skill' | 'prevent' | 'peek'
> = {
  move(w, ev, before) {
    const m = w.m;
    if (ev.from < 0) {
      // A judgement card taken by its judge (洛神): the judgement said so.
      if (ev.cards && ev.cards[0] === before.judged && ev.to === w.lastJudgeSeat) return;
      const c = ev.cards ? w.card(ev.cards[0] as number) : '?';
      w.harvest.push(m.takes(w.who(ev.to), w.self(ev.to), c));
      return;
    }
    const what = ev.cards ? cardsLabel(ev.cards, w.o) : m.handCards(ev.count);
    // Neutral words: a move may be taken (顺手牵狗) or given (爱国, 神秘惊奇).
    w.add(m.gets(w.who(ev.to), w.self(ev.to), what, w.who(ev.from)));
  },
  look(w, ev) {
    const m = w.m;
    const hand = ev.hand !== null ? cardsLabel(sortCards(ev.hand), w.o) : '';
    const who = w.who(ev.seat);
    const self = w.self(ev.seat);
    const target = w.who(ev.target);
    const own = w.lastUse ? entryWords(w.lastUse.as, w.o.lang) : undefined;
    if (ev.identity === null && own?.look !== undefined && own.lookAll !== undefined && w.lastUse?.seat === ev.seat) {
      // 光明之眼: hands only, no identity. Its user is told each hand; the others that it looked at all of them.
      const subject = subjectVars(who, self, w.o.lang);
      const theirs = m.possessive(target, ev.target === w.viewer);
      if (ev.hand !== null) w.add(say('look', own.look, { ...subject, target, theirs, hand: hand || '—' }));
      else if (!w.lookedAll) {
        w.lookedAll = true;
        w.add(say('lookAll', own.lookAll, subject));
      }
      return;
    }
    if (ev.hand !== null && ev.identity !== null)
      w.add(m.seesHandIdentity(who, self, target, hand, identityName(ev.identity, w.o.lang)));
    else if (ev.hand !== null) w.add(m.seesHandOnly(who, self, target, hand || '—'));
    else w.add(m.looksHandIdentity(who, self, target));
  },
  reveal(w, ev) {
    w.add(w.m.revealed(cardsLabel(ev.cards, w.o)));
  },
  reshuffle(w, ev) {
    w.add(w.paint('dim', w.m.reshuffle(ev.count)));
  },
  skill(w, ev) {
    if (w.told.has(ev.id)) return;
    const targets = ev.targets.length > 0 ? ` → ${ev.targets.map((t) => w.who(t)).join(w.m.listSep)}` : '';
    const cards = ev.cards.length > 0 ? ` ${cardsLabel(ev.cards, w.o)}` : '';
    const text = w.m.skillUse(w.who(ev.seat), w.self(ev.seat), skillName(ev.id, w.o.lang), cards, targets);
    if (w.kind === 'turn' || w.kind === 'dying') w.add(text);
    else w.open('use', text);
  },
  prevent(w, ev) {
    w.add(w.m.prevents(w.who(ev.seat), skillName(ev.by, w.o.lang), ev.amount));
  },
  peek(w, ev) {
    w.add(w.m.peek(w.who(ev.seat), w.self(ev.seat), ev.count, ev.cards ? cardsLabel(ev.cards, w.o) : ''));
  },
};

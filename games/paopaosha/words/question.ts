/**
 * The question the viewer is asked now, in words (one line): the play phase, the response windows (闪, 杀, 无懈可击,
 * rescue), discards, choices, and the questions of skills and god cards.
 */
import type { RenderOptions } from '@shaju/words';
import { painterOf } from '@shaju/words';
import { CARD_KINDS, type CardKindId, type PaopaoshaView, type SeatView } from '../src/index.ts';
import { dodgeUseless, shaDamageOf } from './facts.ts';
import { type Messages, messages } from './messages.ts';
import { actorOf, cardLabel, handOf, hpNumbers, kindName, reasonName, seatRef } from './names.ts';

type Ask = NonNullable<PaopaoshaView['ask']>;

/** What every question may say of the request: who asks, who answers, the card. */
interface Asking {
  readonly a: Ask;
  readonly v: PaopaoshaView;
  readonly o: RenderOptions;
  readonly m: Messages;
  /** The seat the answer is for. */
  readonly actor: number;
  /** The actor is the viewer. */
  readonly self: boolean;
  /** "you" in the question: the viewer, or the controlled seat it answers for. */
  readonly you: string;
  readonly card: string;
  readonly who: (seat: number) => string;
}

/**
 * What the viewer is asked now, in words (one line; empty when it has nothing to answer). `actor` is the seat the
 * answer is for: the viewer, or a seat it controls (default: whichever is asked).
 */
export function questionText(v: PaopaoshaView, o: RenderOptions, actor: number | null = actorOf(v)): string {
  const a = v.ask;
  if (!a || actor === null || v.seat === null) return '';
  const m = messages(o.lang);
  const self = actor === v.seat;
  const who = (s: number) => seatRef(v, s, o.lang);
  const q: Asking = {
    a,
    v,
    o,
    m,
    actor,
    self,
    you: self ? m.you : who(actor),
    card: a.card >= 0 ? cardLabel(a.card, o) : kindName(a.cardKind, o.lang),
    who,
  };
  return (self ? '' : m.decidingFor(who(actor))) + askText(q);
}

function askText(q: Asking): string {
  const { a, v, m, self, who } = q;
  switch (a.kind) {
    case 'character':
      // Skills can be switched off (config `characterSkills`): say so once, at the choice.
      return v.config.characterSkills ? m.askCharacter : m.askCharacterSoon;
    case 'play': {
      const p = v.players[q.actor] as SeatView;
      const handCount = handOf(v, q.actor)?.length ?? p.handCount;
      return m.askPlay(who(q.actor), self, hpNumbers(p.hp, p.maxHp, q.o.lang, p.shield), handCount);
    }
    case 'shan':
      return dodgeQuestion(q);
    case 'sha':
      return killQuestion(q);
    case 'wuxie': {
      const target = who(a.target);
      const poss = m.possessive(who(a.source), a.source === v.seat);
      if (a.cardKind === 'wuxiekeji') return m.askImpeccableChain(poss, who(a.source), q.card, target);
      if (a.source === a.target && CARD_KINDS[a.cardKind as CardKindId]?.subtype === 'delayed')
        // 一不留神 has no judgement: it simply takes effect in the draw phase.
        return m.askImpeccableDelayed(target, q.card, a.cardKind !== 'yibuliushen');
      return m.askImpeccable(poss, who(a.source), q.card, target);
    }
    case 'rescue': {
      const hp = v.players[a.target]?.hp ?? 0;
      if (a.target === q.actor) return m.askSelfRescue(q.you, self, hp);
      return m.askRescue(who(a.target), hp);
    }
    case 'discard': {
      const fixed = m.askDiscard[a.reason];
      if (fixed) return fixed(a.count, (v.players[q.actor] as SeatView).hp);
      return skillQuestion(q) ?? m.askDiscardOther(reasonName(a.reason, q.o.lang), a.count);
    }
    case 'choose': {
      const target = who(a.target);
      const fixed = m.askChoose[a.reason];
      if (fixed) return fixed(target, a.count);
      const known = skillQuestion(q);
      if (known) return known;
      const on = a.target >= 0 ? m.askChooseOn(target) : '';
      return m.askChooseOther(reasonName(a.reason, q.o.lang), on);
    }
    default:
      return m.askAny;
  }
}

/** A 闪 window: of 万刀齐发, or of a 杀 (with its damage, and 木槌's "only 躲"). */
function dodgeQuestion(q: Asking): string {
  const { a, v, m } = q;
  const extra: string[] = [];
  if (a.count > 1) extra.push(m.dodgesNeeded(a.count));
  if (dodgeUseless(v, a.source, a.cardKind)) extra.push(m.malletNote);
  const tail = extra.length > 0 ? m.clauseNotes(extra) : '';
  if (a.cardKind === 'wandaoqifa') return m.askDodgeBlades(q.who(a.source), q.card, tail);
  const toYou = m.toYou(q.you, q.self);
  return m.askDodge(q.who(a.source), toYou, q.card, q.self, shaDamageOf(v, a.source), tail);
}

/** A 杀 window: 单挑 (斗鸡眼: two 杀 each time), 借刀杀人, or a trick that asks for a 杀. */
function killQuestion(q: Asking): string {
  const { a, v, m } = q;
  switch (a.cardKind) {
    case 'dantiao': {
      // 斗鸡眼: the other side of its owner's 单挑 must play two 杀 each time (`count`: how many are still needed).
      const more = a.count > 1 ? m.killsNeeded(a.count) : '';
      return m.askDuel(q.you, q.who(a.source), q.self, q.who(q.actor), more);
    }
    case 'jiedaosharen': {
      const p = v.players[q.actor] as SeatView;
      const w = p.equip.weapon >= 0 ? cardLabel(p.equip.weapon, q.o) : '?';
      return m.askBorrowedKill(q.who(a.source), m.toYou(q.you, q.self), q.card, w);
    }
    default:
      return m.askKill(q.who(a.source), q.card);
  }
}

/** Questions of the skills' and god cards' requests (null for a reason this renderer does not know). */
function skillQuestion(q: Asking): string | null {
  const { a, v, m } = q;
  const ask = m.skillQuestions[a.reason];
  if (!ask) return null;
  const opt0 = a.options?.[0];
  return ask({
    n: a.count,
    discard: a.kind === 'discard',
    you: q.you,
    source: q.who(a.source),
    target: q.who(a.target),
    card: opt0 && opt0.card >= 0 ? cardLabel(opt0.card, q.o) : '',
    shui: v.config.jiaolazhihuaShui,
    damage: v.config.shenmijingqiDamage,
  });
}

/** The question as the last lines of the table, painted as a question (none when nothing is asked). */
export function questionLines(v: PaopaoshaView, o: RenderOptions): string[] {
  const q = questionText(v, o);
  return q ? [painterOf(o)('question', q)] : [];
}

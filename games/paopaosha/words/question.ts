/**
 * The question the viewer is asked now, in words (one line): the play phase, the response windows (闪, 杀, 无懈可击,
 * rescue), discards, choices, and the questions of skills and god cards.
 */
import type { RenderOptions } from '@shaju/words';
import { painterOf } from '@shaju/words';
import { CARD_KINDS, type CardKindId, kindOf, type PaopaoshaView, type SeatView } from '../src/index.ts';
import { entryWords, isEntryId, requestWords, say } from './content.ts';
import { shaDamageOf } from './facts.ts';
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
  const own = ownQuestion(q);
  if (own !== null) return own;
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
      return m.askKill(who(a.source), q.card);
    case 'wuxie': {
      const target = who(a.target);
      if (a.source === a.target && CARD_KINDS[a.cardKind as CardKindId]?.subtype === 'delayed')
        return m.askImpeccableDelayed(target, q.card);
      return m.askImpeccable(possOf(q), who(a.source), q.card, target);
    }
    case 'rescue': {
      const hp = v.players[a.target]?.hp ?? 0;
      if (a.target === q.actor) return m.askSelfRescue(q.you, self, hp);
      return m.askRescue(who(a.target), hp);
    }
    case 'discard':
      if (a.reason === DISCARD_PHASE) return m.askDiscardPhase(a.count, (v.players[q.actor] as SeatView).hp);
      return m.askDiscardOther(reasonName(a.reason, q.o.lang), a.count);
    case 'choose': {
      const on = a.target >= 0 ? m.askChooseOn(who(a.target)) : '';
      return m.askChooseOther(reasonName(a.reason, q.o.lang), on);
    }
    default:
      return m.askAny;
  }
}

/** The source's possessive in a question (`你的` / `3号 的`, `your` / `seat 3's`). */
function possOf(q: Asking): string {
  return q.m.possessive(q.who(q.a.source), q.a.source === q.v.seat);
}

/** The discard phase's reason (AskReason). */
const DISCARD_PHASE = 'discardPhase';

/** The 闪 window of a 杀: its damage, the 闪 still needed, the note of the attacker's weapon (木槌: only 躲). */
function dodgeQuestion(q: Asking): string {
  const { a, v, m } = q;
  const toYou = m.toYou(q.you, q.self);
  return m.askDodge(q.who(a.source), toYou, q.card, q.self, shaDamageOf(v, a.source), dodgeTail(q));
}

/** The notes of a 闪 window: the 闪 still needed, and the attacker's weapon's note on the card answered. */
function dodgeTail(q: Asking): string {
  const { a, v, m } = q;
  const extra: string[] = [];
  if (a.count > 1) extra.push(m.dodgesNeeded(a.count));
  const weapon = v.players[a.source]?.equip.weapon ?? -1;
  const note = weapon >= 0 ? entryWords(kindOf(weapon), q.o.lang).shanNotes?.[a.cardKind] : undefined;
  if (note !== undefined) extra.push(say('note', note, {}, v.config));
  return extra.length > 0 ? m.clauseNotes(extra) : '';
}

/**
 * The question of the card or skill that asks, from its entry's words (`ask[kind]`; a step's for reason
 * `<id>-<step>`): the reason's entry, else (a 无懈可击 window) the entry of the card it answers — for a delayed card,
 * only when it is about to take effect in front of its holder. Null when the entry has none.
 */
function ownQuestion(q: Asking): string | null {
  const { a, v, o, m } = q;
  let template = requestWords(a.reason, o.lang).ask?.[a.kind];
  if (template === undefined && !isEntryId(a.reason) && a.cardKind !== '') {
    const delayed = CARD_KINDS[a.cardKind].subtype === 'delayed';
    if (!delayed || a.source === a.target) template = entryWords(a.cardKind, o.lang).ask?.[a.kind];
  }
  if (template === undefined) return null;
  const p = v.players[q.actor];
  const opt0 = a.options?.[0];
  const vars = {
    n: a.count,
    hp: p?.hp ?? 0,
    you: q.you,
    source: q.who(a.source),
    Source: m.capital(q.who(a.source)),
    target: q.who(a.target),
    card: q.card,
    optionCard: opt0 && opt0.card >= 0 ? cardLabel(opt0.card, o) : '',
    poss: possOf(q),
    whose: m.possessive(q.who(q.actor), q.self),
    toYou: m.toYou(q.you, q.self),
    weapon: p && p.equip.weapon >= 0 ? cardLabel(p.equip.weapon, o) : '?',
    more: a.count > 1 ? m.killsNeeded(a.count) : '',
    tail: dodgeTail(q),
  };
  return say('ask', template, vars, v.config);
}

/** The question as the last lines of the table, painted as a question (none when nothing is asked). */
export function questionLines(v: PaopaoshaView, o: RenderOptions): string[] {
  const q = questionText(v, o);
  return q ? [painterOf(o)('question', q)] : [];
}

/**
 * Each legal decision of 跑跑杀 in words, for the menu: cards used or played (with their targets and what they do),
 * passes, discards, choices of a request's options, skills, characters.
 */
import type { RenderOptions } from '@shaju/words';
import {
  CARD_KINDS,
  isWeaponCard,
  kindOf,
  type PaopaoshaDecision,
  type PaopaoshaView,
  shanAlternativeOf,
} from '../src/index.ts';
import { entryWords, requestWords, say, wordsWith } from './content.ts';
import { shaDamageOf } from './facts.ts';
import { messages } from './messages.ts';
import {
  actorOf,
  cardLabel,
  cardsLabel,
  characterLines,
  kindName,
  placeOf,
  reasonName,
  SLOTS,
  seatRef,
  skillName,
  slotOf,
} from './names.ts';

type D = PaopaoshaDecision;

/** ` 当水（skill）` / ` as Water (skill)` when a card is used as another kind, else ''. */
function asText(d: Extract<D, { t: 'use' | 'play' }>, o: RenderOptions): string {
  const m = messages(o.lang);
  const via = d.via ? m.via(skillName(d.via, o.lang)) : '';
  return d.as !== kindOf(d.card) ? m.as(kindName(d.as, o.lang), via) : '';
}

/** Equipping a card: its range (weapons) and what it replaces. */
function equipLabel(d: Extract<D, { t: 'use' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const slot = slotOf(d.card) as NonNullable<ReturnType<typeof slotOf>>;
  const me = actor === null ? undefined : v.players[actor];
  const old = me && me.equip[slot] >= 0 ? me.equip[slot] : -1;
  const info: string[] = [];
  if (slot === 'weapon') info.push(m.weaponRange(CARD_KINDS[kindOf(d.card)].range ?? 1));
  if (old >= 0) info.push(m.replaces(cardLabel(old, o)));
  return m.equip(cardLabel(d.card, o), info.length > 0 ? m.notes(info) : '');
}

/** The notes of a use as an attack (the `{notes}` of a 杀's menu line): what it goes through, its damage above 1. */
function attackNotes(d: Extract<D, { t: 'use' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const me = actor === null ? undefined : v.players[actor];
  const weapon = me && me.equip.weapon >= 0 ? entryWords(kindOf(me.equip.weapon), o.lang) : undefined;
  const notes: string[] = [];
  const through = weapon?.useNotes?.[kindOf(d.card)];
  if (through !== undefined && d.as !== kindOf(d.card)) notes.push(say('note', through, {}, v.config));
  if (d.targets.length > 1 && weapon?.manyTargetsNote !== undefined)
    notes.push(say('note', weapon.manyTargetsNote, {}, v.config));
  const dmg = actor === null ? 1 : shaDamageOf(v, actor);
  if (dmg > 1) notes.push(m.damageNote(dmg));
  return notes.length > 0 ? m.notes(notes) : '';
}

function useLabel(d: Extract<D, { t: 'use' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const ref = (s: number) => seatRef(v, s, o.lang);
  const c = cardLabel(d.card, o);
  const physical = kindOf(d.card);
  const list = (ts: readonly number[]) => ts.map(ref).join(m.listSep);
  const arrow = d.targets.length > 0 ? ` → ${list(d.targets)}` : '';
  if (slotOf(d.card) && d.as === physical) return equipLabel(d, v, o, actor);
  // Two hand cards as one (炒锅: as a 杀).
  if (d.with.length > 0) {
    const pair = [d.card, ...d.with].map((x) => cardLabel(x, o)).join('+');
    const words = wordsWith('pair', o.lang)?.words;
    return words
      ? say('pairUse', words.use, { pair, arrow }, v.config)
      : m.usePair(pair, kindName(d.as, o.lang), arrow);
  }
  // A weapon used as another card (死神冥刀 as 诅咒).
  if (isWeaponCard(d.card) && d.as !== physical) return m.useAs(c, kindName(d.as, o.lang), arrow);
  const as = asText(d, o);
  const own = entryWords(d.as, o.lang).use;
  if (own !== undefined) {
    const [a = -1, b = -1] = d.targets;
    const holder = a >= 0 ? v.players[a] : undefined;
    const weapon = holder && holder.equip.weapon >= 0 ? cardLabel(holder.equip.weapon, o) : '?';
    const seat = (s: number) => (s >= 0 ? ref(s) : '');
    const notes = attackNotes(d, v, o, actor);
    return say('use', own, { card: c, as, arrow, a: seat(a), b: seat(b), weapon, notes }, v.config);
  }
  if (CARD_KINDS[d.as].subtype === 'delayed') return m.useDelayed(c, list(d.targets));
  return `${m.use} ${c}${as}${arrow}`;
}

function playLabel(d: Extract<D, { t: 'play' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const a = v.ask;
  const c = cardLabel(d.card, o);
  if (d.with.length > 0) {
    const pair = [d.card, ...d.with].map((x) => cardLabel(x, o)).join('+');
    const words = wordsWith('pair', o.lang)?.words;
    return words ? say('pairPlay', words.play, { pair }, v.config) : m.playPair(pair, kindName(d.as, o.lang));
  }
  const as = asText(d, o);
  const own = entryWords(d.as, o.lang);
  if (a?.kind === 'rescue') {
    const self = a.target === actor;
    const on = m.onSeat(self ? m.yourself : seatRef(v, a.target, o.lang), self);
    return own.rescue !== undefined ? say('rescue', own.rescue, { on, card: c, as }, v.config) : m.rescue(on, c, as);
  }
  // Its own words (躲, 无懈可击), against the card answered when it has those.
  const played = (a && a.cardKind !== '' ? own.playAgainst?.[a.cardKind] : undefined) ?? own.play;
  return played !== undefined ? say('play', played, { card: c, as }, v.config) : m.play(c, as);
}

function passLabel(v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const a = v.ask;
  if (!a) return m.passLabel;
  // Not answering a card's request, in its words (借刀杀人: the weapon goes).
  const own = entryWords(a.reason, o.lang).pass;
  if (own !== undefined) {
    const me = actor === null ? undefined : v.players[actor];
    const weapon = me && me.equip.weapon >= 0 ? cardLabel(me.equip.weapon, o) : '?';
    return say('pass', own, { source: seatRef(v, a.source, o.lang), weapon }, v.config);
  }
  switch (a.kind) {
    case 'shan':
      return m.noDodge(shaDamageOf(v, a.source));
    case 'sha':
      return m.noKill;
    case 'wuxie':
      return m.noImpeccable;
    case 'rescue':
      return a.target === actor ? m.noSelfRescue : m.noRescue;
    default:
      return m.passLabel;
  }
}

function chooseLabel(i: number, v: PaopaoshaView, o: RenderOptions): string {
  const m = messages(o.lang);
  const a = v.ask;
  const opt = a?.options?.[i];
  if (!a || !opt) return m.option(i + 1);
  const target = v.players[a.target];
  const seat = opt.seat !== undefined && opt.seat >= 0 ? seatRef(v, opt.seat, o.lang) : '';
  // The option in the words of the card or skill that asks (its request's, or its step's).
  const own = requestWords(a.reason, o.lang).options?.[opt.o];
  if (own !== undefined) {
    const card = opt.card >= 0 ? cardLabel(opt.card, o) : '';
    const place = opt.card >= 0 ? placeOf(target, opt.card, o.lang) : '';
    const vars = { card, place, seat, count: a.count, target: seatRef(v, a.target, o.lang) };
    return say('option', own, vars, v.config);
  }
  switch (opt.o) {
    case 'hand':
      return m.randomHand(target?.handCount ?? '?');
    case 'card':
      return cardLabel(opt.card, o);
    case 'yes':
      return m.yesSkill(reasonName(a.reason, o.lang));
    case 'keep':
      // Without a card: keep the rest as they are (看豆's order); with one: keep it (爱国's card).
      return opt.card >= 0 ? m.keep(cardLabel(opt.card, o)) : m.keepRest;
    case 'give':
      return seat ? m.giveTo(seat) : m.giveHand(a.count);
    case 'seat':
      return seat || '?';
    default: {
      // Options of skills and god cards: name what they carry (a card, a seat) and the code in words when known.
      const parts: string[] = [];
      const word = m.optionWords[opt.o];
      if (word) parts.push(word);
      if (opt.card >= 0) parts.push(cardLabel(opt.card, o));
      if (seat) parts.push(seat);
      if (parts.length === 0) parts.push(reasonName(opt.o, o.lang));
      return parts.join(' ');
    }
  }
}

/** One legal decision of `actor` (default: the seat the viewer answers for) in words; a character takes several lines. */
export function decisionLabel(
  d: D,
  v: PaopaoshaView,
  o: RenderOptions,
  actor: number | null = actorOf(v) ?? v.seat,
): string {
  const m = messages(o.lang);
  const alt = shanAlternativeOf(d);
  if (alt !== null) {
    const own = entryWords(alt, o.lang).shanAlternative;
    return own !== undefined ? say('note', own, {}, v.config) : m.yesSkill(kindName(alt, o.lang));
  }
  switch (d.t) {
    case 'character': {
      const [head, ...skills] = characterLines(v, d.id, o);
      return [head, ...skills.map((l) => `       ${l}`)].join('\n');
    }
    case 'use':
      return useLabel(d, v, o, actor);
    case 'end':
      return m.endPlay;
    case 'play':
      return playLabel(d, v, o, actor);
    case 'pass':
      return passLabel(v, o, actor);
    case 'discard': {
      const me = actor === null ? undefined : v.players[actor];
      return m.discard(cardLabel(d.card, o), me ? SLOTS.some((s) => me.equip[s] === d.card) : false);
    }
    case 'choose':
      return chooseLabel(d.i, v, o);
    case 'skill': {
      const cards = d.cards.length > 0 ? ` ${cardsLabel(d.cards, o)}` : '';
      const targets = d.targets.length > 0 ? ` → ${d.targets.map((t) => seatRef(v, t, o.lang)).join(m.listSep)}` : '';
      return m.skill(skillName(d.id, o.lang), cards, targets);
    }
    default:
      return JSON.stringify(d);
  }
}

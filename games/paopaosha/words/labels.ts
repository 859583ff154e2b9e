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

function useLabel(d: Extract<D, { t: 'use' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const ref = (s: number) => seatRef(v, s, o.lang);
  const c = cardLabel(d.card, o);
  const physical = kindOf(d.card);
  const list = (ts: readonly number[]) => ts.map(ref).join(m.listSep);
  const arrow = d.targets.length > 0 ? ` → ${list(d.targets)}` : '';
  if (slotOf(d.card) && d.as === physical) return equipLabel(d, v, o, actor);
  // 炒锅: two hand cards as one 杀.
  if (d.with.length > 0) return m.useWok([d.card, ...d.with].map((x) => cardLabel(x, o)).join('+'), arrow);
  // 死神冥刀 as 诅咒.
  if (isWeaponCard(d.card) && d.as !== physical) return m.useAs(c, kindName(d.as, o.lang), arrow);
  const as = asText(d, o);
  switch (d.as) {
    case 'sha': {
      const dmg = actor === null ? 1 : shaDamageOf(v, actor);
      const notes: string[] = [];
      if (physical === 'shui') notes.push(m.waterGun);
      if (d.targets.length > 1) notes.push(m.shotgun);
      if (dmg > 1) notes.push(m.damageNote(dmg));
      return `${m.use} ${c}${as}${arrow}${notes.length > 0 ? m.notes(notes) : ''}`;
    }
    case 'benlaijiuyou':
      return m.useDraw(c, v.config.benlaijiuyouDraw);
    case 'jiedaosharen': {
      const [a, b] = d.targets as [number, number];
      const holder = v.players[a];
      const w = holder && holder.equip.weapon >= 0 ? cardLabel(holder.equip.weapon, o) : '?';
      return m.useBorrowedKill(c, ref(a), ref(b), w);
    }
    case 'dilei':
    case 'shuilei':
    case 'huaquanquan':
    case 'yibuliushen':
    case 'shijianqianjin':
      return m.useDelayed(c, list(d.targets));
    default: {
      const noted = m.useNotes[d.as];
      return noted ? noted(c, as) : `${m.use} ${c}${as}${arrow}`;
    }
  }
}

function playLabel(d: Extract<D, { t: 'play' }>, v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const a = v.ask;
  const c = cardLabel(d.card, o);
  if (d.with.length > 0) return m.playWok([d.card, ...d.with].map((x) => cardLabel(x, o)).join('+'));
  const as = asText(d, o);
  if (a?.kind === 'rescue') {
    const own = a.target === actor;
    const on = m.onSeat(own ? m.yourself : seatRef(v, a.target, o.lang), own);
    return d.as === 'shengsibu' ? m.rescueFull(on, c, as) : m.rescueOne(on, c, as);
  }
  if (d.as === 'duo') return m.playEvade(c, a?.kind === 'shan' && a.cardKind === 'sha');
  if (d.as === 'wuxiekeji') return m.playImpeccable(c);
  return m.play(c, as);
}

function passLabel(v: PaopaoshaView, o: RenderOptions, actor: number | null): string {
  const m = messages(o.lang);
  const a = v.ask;
  if (!a) return m.passLabel;
  switch (a.kind) {
    case 'shan':
      return m.noDodge(a.cardKind === 'sha' ? shaDamageOf(v, a.source) : 1);
    case 'sha': {
      if (a.cardKind === 'jiedaosharen') {
        const me = actor === null ? undefined : v.players[actor];
        const w = me && me.equip.weapon >= 0 ? cardLabel(me.equip.weapon, o) : '?';
        return m.noKillGive(w, seatRef(v, a.source, o.lang));
      }
      return m.noKill;
    }
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
  switch (opt.o) {
    case 'hand':
      return m.randomHand(target?.handCount ?? '?');
    case 'card':
      if (a.reason === 'guoluchailu' || a.reason === 'shunshouqiangou')
        return m.cardAt(cardLabel(opt.card, o), placeOf(target, opt.card, o.lang));
      return cardLabel(opt.card, o);
    case 'mode-a':
      return m.modeA;
    case 'mode-b':
      return m.modeB;
    case 'yes':
      return m.yes[a.reason] ?? m.yesSkill(reasonName(a.reason, o.lang));
    case 'keep':
      if (a.reason === 'kandou-top') return m.keepRest;
      return m.keep(opt.card >= 0 ? cardLabel(opt.card, o) : '');
    case 'give':
      if (opt.seat !== undefined && opt.seat >= 0) return m.giveTo(seatRef(v, opt.seat, o.lang));
      if (a.reason === 'jiaolazhihua') return m.giveWater(v.config.jiaolazhihuaShui);
      return m.giveHand(a.count);
    case 'die':
      return m.refuse;
    case 'damage':
      return m.takeDamage(v.config.shenmijingqiDamage);
    case 'swap-one':
      return m.swapOne;
    case 'swap-all':
      return m.swapAll;
    case 'seat':
      return opt.seat !== undefined ? seatRef(v, opt.seat, o.lang) : '?';
    default: {
      // Options of skills and god cards: name what they carry (a card, a seat) and the code in words when known.
      const parts: string[] = [];
      const word = m.optionWords[opt.o];
      if (word) parts.push(word);
      if (opt.card >= 0) parts.push(cardLabel(opt.card, o));
      if (opt.seat !== undefined && opt.seat >= 0) parts.push(seatRef(v, opt.seat, o.lang));
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
  if (alt !== null) return m.shanAlternatives[alt] ?? alt;
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

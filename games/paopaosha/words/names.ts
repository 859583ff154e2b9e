/**
 * 跑跑杀's names in words: cards, seats, characters, identities and their goals, win conditions, HP, skills, equipment
 * slots. Card, character, skill and nation names come from the rules' tables (games/paopaosha/src/data); the rest from
 * the catalogues (zh.ts, en.ts).
 */
import type { Lang, RenderOptions } from '@shaju/words';
import { painterOf } from '@shaju/words';
import {
  CARD_KIND_IDS,
  CARD_KINDS,
  type CardKindId,
  CHARACTERS,
  type CharacterId,
  characterHp,
  type IdentityId,
  kindOf,
  NATIONS,
  type PaopaoshaView,
  perContent,
  rankLabel,
  rankOfCard,
  type SeatView,
  SKILLS,
  SUIT_LABELS,
  startingHp,
  subtypeOf,
  suitOfCard,
} from '../src/index.ts';
import { findWords, say } from './content.ts';
import { messages } from './messages.ts';

/** An equipment slot. */
export type Slot = 'weapon' | 'armor' | 'mount' | 'book';

/** The equipment slots in display order. */
export const SLOTS: readonly Slot[] = ['weapon', 'armor', 'mount', 'book'];

/** `text` with its first letter in capitals. */
export const ucfirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The name of a card kind: `杀` / `Kill`. */
export function kindName(kind: CardKindId | '', lang: Lang): string {
  if (kind === '') return '?';
  const k = CARD_KINDS[kind];
  return k[lang];
}

/** A card with suit and rank: `杀♠7` (zh) or `Kill ♠7` (en); ♥♦ painted `suit-red`. `-1` gives `?`. */
export function cardLabel(card: number, o: RenderOptions): string {
  if (card < 0) return '?';
  const suit = suitOfCard(card);
  const face = `${SUIT_LABELS[suit].symbol}${rankLabel(rankOfCard(card))}`;
  const text = `${kindName(kindOf(card), o.lang)}${messages(o.lang).cardGap}${face}`;
  return suit === 'H' || suit === 'D' ? painterOf(o)('suit-red', text) : text;
}

/** Several cards, separated by spaces (`—` when none). */
export function cardsLabel(cards: readonly number[], o: RenderOptions): string {
  return cards.length === 0 ? '—' : cards.map((c) => cardLabel(c, o)).join(' ');
}

let KIND_ORDER = perContent(
  () => new Map<CardKindId, number>(CARD_KIND_IDS.map((k, i) => [k, i])),
  (v) => {
    KIND_ORDER = v;
  },
);
const SUIT_ORDER = { S: 0, H: 1, C: 2, D: 3 } as const;

/** Cards sorted as a hand is shown: basic, tricks, equipment (the card table's order), then suit and rank. */
export function sortCards(cards: readonly number[]): number[] {
  return cards
    .slice()
    .sort(
      (a, b) =>
        (KIND_ORDER.get(kindOf(a)) ?? 0) - (KIND_ORDER.get(kindOf(b)) ?? 0) ||
        SUIT_ORDER[suitOfCard(a)] - SUIT_ORDER[suitOfCard(b)] ||
        rankOfCard(a) - rankOfCard(b) ||
        a - b,
    );
}

/** `你`/`you` for the viewer, else `3号` / `seat 3`. */
export function seatName(seat: number, viewer: number | null, lang: Lang): string {
  const m = messages(lang);
  return seat === viewer ? m.you : m.seat(seat);
}

/** A character's name: `蓝蓝` / `Lanlan`. */
export function characterName(id: CharacterId, lang: Lang): string {
  return CHARACTERS[id][lang];
}

/** A seat with its character when known: `3号 蓝蓝`, `你`, `seat 3 (Lanlan)`. */
export function seatRef(v: PaopaoshaView, seat: number, lang: Lang): string {
  const name = seatName(seat, v.seat, lang);
  const c = seat === v.seat ? null : (v.players[seat]?.character ?? null);
  if (c === null) return name;
  return messages(lang).seatWith(name, characterName(c, lang));
}

/**
 * An identity's name: `国主` / `Lord`. In boss mode (`boss`: P-B1) the two sides instead: the 海盗王 holds `guozhu`
 * and every 跑跑 `qiangdao`, so those read `海盗王` / `Pirate King` and `跑跑` / `Paopao`.
 */
export function identityName(id: IdentityId, lang: Lang, boss = false): string {
  const m = messages(lang);
  if (boss && id === 'guozhu') return m.bossSides.boss;
  if (boss && id === 'qiangdao') return m.bossSides.team;
  return m.identities[id];
}

/** Whether a view or state is of a boss-mode game (P-B1). */
export function isBoss(x: { readonly config: { readonly mode?: string } }): boolean {
  return x.config.mode === 'boss';
}

/** The identities in report order. */
export const IDENTITY_ORDER: readonly IdentityId[] = ['guozhu', 'dachen', 'qiangdao', 'xiaozei'];

/** An identity's goal in words, for its holder (`boss`: the goal of the side in boss mode, P-B1). */
export function identityGoal(id: IdentityId, lang: Lang, boss = false): string {
  const m = messages(lang);
  if (boss) return id === 'guozhu' ? m.bossGoals.boss : m.bossGoals.team;
  return m.goals[id];
}

/**
 * A result reason / win condition (`guozhu`, `qiangdao`, `xiaozei`; boss mode `boss`, `team`) in words. Unknown ids
 * are returned as is.
 */
export function conditionLabel(id: string, lang: Lang): string {
  return messages(lang).conditions[id] ?? id;
}

/**
 * HP as hearts and numbers: `♥♥♥♡ 3/4` (at most 12 hearts; `—` without a maximum). `hp` is the rules' HP, which
 * counts 天使之泪's `shield` (product reading 6); the shield is shown apart: `♥♥♥ 3/3 +8 盾`.
 */
export function hpText(hp: number, maxHp: number, o: RenderOptions, shield = 0): string {
  const paint = painterOf(o);
  if (maxHp <= 0) return '—';
  const own = hp - shield;
  const full = Math.max(0, Math.min(own, 12));
  const empty = Math.max(0, Math.min(maxHp, 12) - full);
  const hearts = paint('hp', '♥'.repeat(full)) + paint('hp-lost', '♡'.repeat(empty));
  const nums = `${own}/${maxHp}`;
  const text = `${hearts} ${hp <= 1 ? paint('hp-low', nums) : nums}`;
  return shield > 0 ? `${text} ${paint('hp', shieldText(shield, o.lang))}` : text;
}

/** HP as numbers only: `3/4`, and 天使之泪's shield apart: `3/3 +8 盾` (see `hpText`). */
export function hpNumbers(hp: number, maxHp: number, lang: Lang, shield = 0): string {
  const nums = `${hp - shield}/${maxHp}`;
  return shield > 0 ? `${nums} ${shieldText(shield, lang)}` : nums;
}

/**
 * Why a hand card is no choice now (a reason code of the rules' `whyNotPlayable`), in words: the catalogue's, or the
 * words of the card or skill that causes it (its entry's `notPlayable`: QQ飞车, 控制); unknown codes as is.
 */
export function notPlayableText(reason: string, lang: Lang): string {
  const own = findWords(lang, (w) => w.notPlayable?.[reason]);
  return own ? say('notPlayable', own.found, {}) : (messages(lang).notPlayable[reason] ?? reason);
}

/** 天使之泪's shield of `n` points in words: `+8 盾` / `+8 shield` (product reading 6). */
export function shieldText(n: number, lang: Lang): string {
  return messages(lang).shieldMark(n);
}

/** A skill's name by id: a character skill, or a skill book (by its card kind id); unknown ids as is. */
export function skillName(id: string, lang: Lang): string {
  const sk = (SKILLS as Record<string, { zh: string; en: string }>)[id];
  if (sk) return messages(lang).skillName(sk.zh, sk.en);
  const card = (CARD_KINDS as Record<string, { zh: string; en: string }>)[id];
  if (card) return messages(lang).skillName(card.zh, card.en);
  return id;
}

/** A skill's text by id: a character skill's, or a skill book's card text; '' for an unknown id. */
export function skillText(id: string, lang: Lang): string {
  const sk = (SKILLS as Record<string, { textZh: string; textEn: string }>)[id];
  const card = (CARD_KINDS as Record<string, { textZh: string; textEn: string }>)[id];
  const x = sk ?? card;
  if (!x) return '';
  return lang === 'zh' ? x.textZh : x.textEn;
}

/** A character in words for the choice menu: name, nation, HP, then each skill with its text (several lines). */
export function characterLines(v: PaopaoshaView, id: CharacterId, o: RenderOptions): string[] {
  const c = CHARACTERS[id];
  const m = messages(o.lang);
  const nation = NATIONS[c.nation][o.lang];
  const hp = startingHp(v.config, id, v.seat === v.lord);
  const bonus = hp !== characterHp(v.config, id);
  const name = painterOf(o)('strong', c[o.lang]);
  const lines = [m.characterHead(name, c.zh, nation, hp, bonus)];
  for (const s of c.skills) {
    const sk = SKILLS[s];
    const kind = m.skillKinds[sk.kind] ?? sk.kind;
    // The English texts of locked skills open with "Locked:", which the bracket already says.
    const textEn = sk.textEn.replace(new RegExp(`^${kind}[:：]\\s*`, 'i'), '');
    lines.push(m.characterSkill(skillName(s, o.lang), kind, sk.textZh, textEn));
  }
  return lines;
}

/** The equipment slot a card goes into (null for a card that is not equipment). */
export function slotOf(card: number): Slot | null {
  const sub = subtypeOf(card);
  return sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book' ? sub : null;
}

/** Which of a seat's places a card is in (for choose options): an equipment slot, or the cards in front of them. */
export function placeOf(p: SeatView | undefined, card: number, lang: Lang): string {
  const m = messages(lang);
  if (p) for (const s of SLOTS) if (p.equip[s] === card) return m.slots[s];
  return m.inFront;
}

/** Words for a choice code of a skill or card this renderer does not know by name (`kandou-top` → 看豆). */
export function reasonName(reason: string, lang: Lang): string {
  const base = reason.replace(/-.*$/, '');
  if (Object.hasOwn(CARD_KINDS, base)) return kindName(base as CardKindId, lang);
  const named = skillName(base, lang);
  return named === base ? reason : named;
}

/** The hand of `seat` as the viewer sees it: its own, or one it controls (海洋公主, 司令部); null otherwise. */
export function handOf(v: PaopaoshaView, seat: number | null): readonly number[] | null {
  if (seat === null) return null;
  if (seat === v.seat) return v.hand;
  return v.controlling?.find((c) => c.seat === seat)?.hand ?? null;
}

/**
 * The seat whose request the viewer answers now: itself when asked, else a seat it controls that is asked; null when
 * the viewer has nothing to answer.
 */
export function actorOf(v: PaopaoshaView): number | null {
  if (v.ask?.you) return v.seat;
  return v.controlling?.find((c) => c.asked)?.seat ?? null;
}

/**
 * The explicit index of card modules: one line per card kind, in the order of `CARD_KIND_IDS` (basic, trick, weapon,
 * mount, armour, skill book, god). Adding a card = one new file under src/cards and one line here.
 *
 * Every table derived from the card modules (`CARD_KINDS`, `DECK`, the per-card lookups of cardinfo.ts) is built here.
 * The card modules import only the kernel below them (rules/ask.ts, rules/effects.ts, rules/piles.ts, types), never
 * this index or the rules above it (what they need from those comes in as the `Rules` argument), so the import graph
 * has no cycle (`.dependency-cruiser.cjs`).
 */

import SEED_MANIFEST from '../../content/seed.json' with { type: 'json' };
import { compileCard } from '../content/compile-card.ts';
import type { CardEntryT } from '../content/schema/card.ts';
import { SEED_CARDS, type SeedDecisionTags } from '../content/seed.generated.ts';
import type { CardKind, CardKindId, CardSubtype, CardType, DeckEntry } from '../data/card-types.ts';
import { deepFreeze } from '../data/freeze.ts';
import { deckCount, deckMax } from '../data/option-families.ts';
import type { Suit } from '../data/suits.ts';
import { shenmijingqiSkill } from './shenmijingqi.ts';
import type { CardModule, EquipHooks, SkillDef } from './types.ts';

/** The skill books whose skill is still code (their card entries hold their data), by card id. */
const LEGACY_BOOK_SKILLS: Readonly<Record<string, SkillDef>> = { shenmijingqi: shenmijingqiSkill };

const COMPILED: ReadonlyMap<string, CardModule> = new Map(
  SEED_CARDS.map((e) => {
    const m = compileCard(e as CardEntryT);
    const legacy = LEGACY_BOOK_SKILLS[m.data.id];
    return [m.data.id, legacy ? Object.freeze({ ...m, skill: legacy }) : m];
  }),
);

const LIST: readonly CardModule[] = (SEED_MANIFEST.cards as readonly string[]).map((id) => {
  const m = COMPILED.get(id);
  if (!m) throw new Error(`no content entry for card ${id}`);
  return m;
});

/** Every card module, in table order. */
export const CARD_MODULES: readonly CardModule[] = Object.freeze(LIST);

type KindTable = { readonly [K in CardKindId]: CardKind & { readonly id: K } };

/**
 * Built with `Object.fromEntries`: V8 keeps the frozen table in fast-property mode (an object filled key by key and then
 * frozen turns into a slow dictionary; the bots and the words read this table in their hot paths).
 */
function kindTable(): KindTable {
  return Object.freeze(
    Object.fromEntries(CARD_MODULES.map((m): [string, CardKind] => [m.data.id, m.data])),
  ) as KindTable;
}

/** Every card kind's data entry by id, frozen, in table order (re-exported by data/cards.ts). */
export const CARD_KINDS: KindTable = kindTable();

/** All card kind ids in table order (re-exported by data/cards.ts). */
export const CARD_KIND_IDS: readonly CardKindId[] = Object.freeze(CARD_MODULES.map((m) => m.data.id));

/** The delayed tricks (P-T1: placed in front of a player, resolved at their turn, newest placed first). */
export const DELAYED_TRICKS: readonly CardKindId[] = Object.freeze(
  CARD_KIND_IDS.filter((id) => CARD_KINDS[id].subtype === 'delayed'),
);

function buildDeck(): DeckEntry[] {
  const out: (DeckEntry | undefined)[] = [];
  for (const m of CARD_MODULES) for (const [i, suit, rank] of m.data.deck) out[i] = [m.data.id, suit, rank];
  for (let i = 0; i < out.length; i++) if (!out[i]) throw new Error(`no card kind lists physical card ${i}`);
  return out as DeckEntry[];
}

/**
 * All 110 physical cards, frozen; index = physical card id (re-exported by data/deck.ts). Gathered from the `deck` of
 * every card module's data entry. P-D1: 杀 26, 闪 14, 水 8, tricks 36, equipment and god cards 26 (one each). P-D2:
 * every suit 27 or 28 cards, ranks 1–13, ordered by suit (♠ ♥ ♣ ♦) then rank (checked by data/check.test.ts).
 */
export const DECK: readonly DeckEntry[] = deepFreeze(buildDeck());

/** Number of physical cards of the seed deck (P-D1: 110): the ids 0–109. */
export const DECK_COUNT = DECK.length;

/**
 * Every physical card a configured deck may hold (data/option-families.ts `deck.<card>`): the 110 of the seed deck
 * (ids 0–109, `DECK`), then for each card kind in table order its added copies up to `deckMax`, whose suit and rank
 * cycle through the seed's copies (added copy k takes those of seed copy k mod the seed count). A game's deck is a
 * subset of these ids (`deckCards`), so the per-card tables below serve any deck.
 */
function buildUniverse(): { cards: DeckEntry[]; copies: Record<string, number[]> } {
  const cards: DeckEntry[] = DECK.slice();
  const copies: Record<string, number[]> = {};
  for (const m of CARD_MODULES) {
    const seed = m.data.deck;
    const ids = seed.map((c) => c[0]);
    for (let k = seed.length; k < deckMax(seed.length); k++) {
      const [, suit, rank] = seed[k % seed.length] as (typeof seed)[number];
      ids.push(cards.length);
      cards.push([m.data.id, suit, rank]);
    }
    copies[m.data.id] = ids;
  }
  return { cards, copies };
}
const UNIVERSE = buildUniverse();

/** Every physical card any configured deck may hold, frozen; index = physical card id (`DECK` first). */
export const CARD_UNIVERSE: readonly DeckEntry[] = deepFreeze(UNIVERSE.cards);

/** Per card kind: the physical ids of its copies in order (the seed's first, then the added ones). */
const COPY_IDS: Readonly<Record<string, readonly number[]>> = deepFreeze(UNIVERSE.copies);

/**
 * The physical cards of `config`'s deck, ascending: per card kind the first `deck.<card>` copies (default: the seed's,
 * so a default configuration gives 0–109). P-D1, P-G2.
 */
export function deckCards(config: object): number[] {
  const known = DECKS.get(config);
  if (known !== undefined) return known.slice();
  const out = configDeck(config);
  if (Object.isFrozen(config)) DECKS.set(config, out.slice());
  return out;
}

/** `deckCards` of the frozen configurations seen (a frozen configuration cannot change): built once per configuration. */
const DECKS = new WeakMap<object, readonly number[]>();

/** `deckCards`, built. */
function configDeck(config: object): number[] {
  const out: number[] = [];
  for (const m of CARD_MODULES) {
    const ids = COPY_IDS[m.data.id] as readonly number[];
    const n = deckCount(config, m.data.id, m.data.copies);
    for (let k = 0; k < n && k < ids.length; k++) out.push(ids[k] as number);
  }
  return out.sort((a, b) => a - b);
}

/*
 * The per-card tables below are derived from the frozen data and typed `readonly`, but not frozen themselves: V8 (Node
 * 20) reads the elements of a frozen array about 3× slower than a plain one's, and iterates one with `for…of` through
 * an iterator object per loop (docs/performance.md, "Frozen arrays"). The rules read them at every step.
 */

/** Per physical card id: kind, suit, rank, type, subtype and card module (read by cardinfo.ts and the rules). */
export const CARD_KIND_OF: readonly CardKindId[] = CARD_UNIVERSE.map((e) => e[0]);
export const CARD_SUIT_OF: readonly Suit[] = CARD_UNIVERSE.map((e) => e[1]);
export const CARD_RANK_OF: readonly number[] = CARD_UNIVERSE.map((e) => e[2]);
export const CARD_TYPE_OF: readonly CardType[] = CARD_UNIVERSE.map((e) => CARD_KINDS[e[0]].type);
export const CARD_SUBTYPE_OF: readonly (CardSubtype | undefined)[] = CARD_UNIVERSE.map((e) => CARD_KINDS[e[0]].subtype);

const BY_KIND: { readonly [K in CardKindId]: CardModule } = Object.freeze(
  Object.fromEntries(CARD_MODULES.map((m) => [m.data.id, m])) as { [K in CardKindId]: CardModule },
);
const BY_CARD: readonly CardModule[] = CARD_UNIVERSE.map((e) => BY_KIND[e[0]]);

/**
 * Per physical card id: its card module's equipment hooks, `play` and `respond` (flat arrays, so the hot paths of
 * legal.ts and rules/queries.ts read one array slot instead of a property of one of 49 differently shaped modules).
 */
export const EQUIP_HOOKS_OF: readonly (EquipHooks | undefined)[] = BY_CARD.map((m) => m.equip);
export const PLAY_OF: readonly CardModule['play'][] = BY_CARD.map((m) => m.play);
export const RESPOND_OF: readonly CardModule['respond'][] = BY_CARD.map((m) => m.respond);

/**
 * Per physical card id, from the data entries (P-T3): a mount's change to its owner's distance to others (`attack`) and
 * to others' distance to its owner (`defense`), and a weapon's 攻击距离 (1 for any other card: no weapon's reach).
 */
export const MOUNT_ATTACK_OF: readonly number[] = BY_CARD.map((m) => m.data.distance?.attack ?? 0);
export const MOUNT_DEFENSE_OF: readonly number[] = BY_CARD.map((m) => m.data.distance?.defense ?? 0);
export const RANGE_OF: readonly number[] = BY_CARD.map((m) => m.data.range ?? 1);

/** Per physical card id: 1 for a delayed trick resolved first (时间前进), 2 for one resolved at the draw (一不留神). */
export const DELAYED_TIMING_OF: Readonly<Uint8Array> = Uint8Array.from(BY_CARD, (m) =>
  m.delayed?.first ? 1 : m.delayed?.atDraw ? 2 : 0,
);

/** The requests a hand card can answer (`CardModule.answers`): per request kind, 1 at each physical card id that can. */
export const ANSWERS_OF: Readonly<Record<'shan' | 'sha' | 'wuxie' | 'rescue', Uint8Array>> = Object.freeze({
  shan: answering('shan'),
  sha: answering('sha'),
  wuxie: answering('wuxie'),
  rescue: answering('rescue'),
});

function answering(kind: 'shan' | 'sha' | 'wuxie' | 'rescue'): Uint8Array {
  const out = new Uint8Array(BY_CARD.length);
  for (let i = 0; i < BY_CARD.length; i++) if (BY_CARD[i]?.answers?.includes(kind)) out[i] = 1;
  return out;
}

/** The card module of a kind. */
export function cardModule(kind: CardKindId): CardModule {
  return BY_KIND[kind];
}

/** The card module of physical card `id` (an index of `CARD_UNIVERSE`). */
export function moduleOfCard(id: number): CardModule {
  return BY_CARD[id] as CardModule;
}

/** The skills attached to the skill books, by card id (gathered into skills/index.ts `SKILL_DEFS`). */
export const BOOK_SKILLS: Readonly<Record<string, SkillDef>> = Object.freeze(
  Object.fromEntries(CARD_MODULES.flatMap((m) => (m.skill ? [[m.data.id, m.skill]] : []))),
);

/** The decisions the card modules add (an equipped card's alternative to 闪), part of `PaopaoshaDecision`. */
export type CardDecision = { readonly t: keyof SeedDecisionTags };

/** The `t` of every decision the card modules add (decisions.ts `isDecisionShape`). */
export const CARD_DECISION_TAGS: readonly string[] = Object.freeze(
  CARD_MODULES.flatMap((m) => (m.equip?.shanAlternative ? [m.equip.shanAlternative.decision.t] : [])),
);

const ALT_KIND_BY_TAG: ReadonlyMap<string, CardKindId> = new Map(
  CARD_MODULES.flatMap((m) =>
    m.equip?.shanAlternative ? [[m.equip.shanAlternative.decision.t, m.data.id] as const] : [],
  ),
);

/**
 * The card kind whose equipped alternative to 闪 decision `d` takes (its `EquipHooks.shanAlternative`), or null for
 * any other decision: how the bots and the words recognise such a decision without naming the card.
 */
export function shanAlternativeOf(d: { readonly t: string }): CardKindId | null {
  return ALT_KIND_BY_TAG.get(d.t) ?? null;
}

/** The card used in place while equipped (`equip.useAs`: 死神冥刀), if the content has one: one per deck. */
const USED_IN_PLACE = CARD_MODULES.find((m) => m.equip?.facts !== undefined);

/**
 * The public counts of the card used in place (P-T6: uses left before it is discarded, whether its holder has spent it
 * this turn), for the views; all zero when the content has no such card.
 */
export function useInPlaceFacts(s: import('../state.ts').PaopaoshaState): { left: number; spentThisTurn: boolean } {
  const f = USED_IN_PLACE?.equip?.facts?.(s);
  return f ? { left: f.left, spentThisTurn: f.spentThisTurn } : { left: 0, spentThisTurn: false };
}

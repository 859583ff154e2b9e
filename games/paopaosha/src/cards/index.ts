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
import type { CardModule, EquipHooks, SkillDef } from './types.ts';

const COMPILED: ReadonlyMap<string, CardModule> = new Map(
  SEED_CARDS.map((e) => {
    const m = compileCard(e as CardEntryT);
    return [m.data.id, m];
  }),
);

const LIST: readonly CardModule[] = (SEED_MANIFEST.cards as readonly string[]).map((id) => {
  const m = COMPILED.get(id);
  if (!m) throw new Error(`no content entry for card ${id}`);
  return m;
});

type KindTable = { readonly [K in CardKindId]: CardKind & { readonly id: K } };

/**
 * Every table the rules, bots and words read about the card kinds, built once per content (the seed, or the seed with
 * packs: src/content/packs.ts). The tables below are live bindings of the current content's (`useCardTables`).
 */
export interface CardTables {
  readonly modules: readonly CardModule[];
  readonly kinds: KindTable;
  readonly kindIds: readonly CardKindId[];
  readonly delayed: readonly CardKindId[];
  readonly universe: readonly DeckEntry[];
  readonly copyIds: Readonly<Record<string, readonly number[]>>;
  readonly kindOf: readonly CardKindId[];
  readonly suitOf: readonly Suit[];
  readonly rankOf: readonly number[];
  readonly typeOf: readonly CardType[];
  readonly subtypeOf: readonly (CardSubtype | undefined)[];
  readonly byKind: { readonly [K in CardKindId]: CardModule };
  readonly byCard: readonly CardModule[];
  readonly equipHooksOf: readonly (EquipHooks | undefined)[];
  readonly playOf: readonly CardModule['play'][];
  readonly respondOf: readonly CardModule['respond'][];
  readonly mountAttackOf: readonly number[];
  readonly mountDefenseOf: readonly number[];
  readonly rangeOf: readonly number[];
  readonly delayedTimingOf: Readonly<Uint8Array>;
  readonly answersOf: Readonly<Record<'shan' | 'sha' | 'wuxie' | 'rescue', Uint8Array>>;
  readonly bookSkills: Readonly<Record<string, SkillDef>>;
  readonly decisionTags: readonly string[];
  readonly altKindByTag: ReadonlyMap<string, CardKindId>;
  readonly usedInPlace: CardModule | undefined;
}

/**
 * Built with `Object.fromEntries`: V8 keeps the frozen table in fast-property mode (an object filled key by key and then
 * frozen turns into a slow dictionary; the bots and the words read this table in their hot paths).
 */
function kindTable(modules: readonly CardModule[]): KindTable {
  return Object.freeze(Object.fromEntries(modules.map((m): [string, CardKind] => [m.data.id, m.data]))) as KindTable;
}

function buildDeck(modules: readonly CardModule[]): DeckEntry[] {
  const out: (DeckEntry | undefined)[] = [];
  for (const m of modules) for (const [i, suit, rank] of m.data.deck) out[i] = [m.data.id, suit, rank];
  for (let i = 0; i < out.length; i++) if (!out[i]) throw new Error(`no card kind lists physical card ${i}`);
  return out as DeckEntry[];
}

/**
 * Every physical card a configured deck may hold (data/option-families.ts `deck.<card>`): the 110 of the seed deck
 * (ids 0–109, `DECK`), then for each card kind in table order its added copies up to `deckMax`, whose suit and rank
 * cycle through the seed's copies (added copy k takes those of seed copy k mod the seed count). A game's deck is a
 * subset of these ids (`deckCards`), so the per-card tables below serve any deck. A pack's card kinds (`extra`) come
 * after: their copies hold the ids their compilation gave them (after the seed's universe), in order, and no more.
 */
function buildUniverse(
  seedModules: readonly CardModule[],
  extra: readonly CardModule[],
): { cards: DeckEntry[]; copies: Record<string, number[]> } {
  const cards: DeckEntry[] = buildDeck(seedModules);
  const copies: Record<string, number[]> = {};
  for (const m of seedModules) {
    const seed = m.data.deck;
    const ids = seed.map((c) => c[0]);
    for (let k = seed.length; k < deckMax(seed.length); k++) {
      const [, suit, rank] = seed[k % seed.length] as (typeof seed)[number];
      ids.push(cards.length);
      cards.push([m.data.id, suit, rank]);
    }
    copies[m.data.id] = ids;
  }
  for (const m of extra) {
    const ids: number[] = [];
    for (const [i, suit, rank] of m.data.deck) {
      if (i !== cards.length) throw new Error(`card ${m.data.id}: copy id ${i}, expected ${cards.length}`);
      ids.push(i);
      cards.push([m.data.id, suit, rank]);
    }
    copies[m.data.id] = ids;
  }
  return { cards, copies };
}

function answering(byCard: readonly CardModule[], kind: 'shan' | 'sha' | 'wuxie' | 'rescue'): Uint8Array {
  const out = new Uint8Array(byCard.length);
  for (let i = 0; i < byCard.length; i++) if (byCard[i]?.answers?.includes(kind)) out[i] = 1;
  return out;
}

/**
 * The tables of a content: the seed's card modules (in table order), then `extra` (a pack's card kinds, whose copies
 * were compiled with ids from `SEED_UNIVERSE_SIZE` on). The seed's physical ids are the same in every content.
 */
export function buildCardTables(seedModules: readonly CardModule[], extra: readonly CardModule[] = []): CardTables {
  const modules = Object.freeze([...seedModules, ...extra]);
  const kinds = kindTable(modules);
  const kindIds: readonly CardKindId[] = Object.freeze(modules.map((m) => m.data.id));
  const universe = buildUniverse(seedModules, extra);
  const cards: readonly DeckEntry[] = deepFreeze(universe.cards);
  /*
   * The per-card tables are derived from the frozen data and typed `readonly`, but not frozen themselves: V8 (Node
   * 20) reads the elements of a frozen array about 3× slower than a plain one's, and iterates one with `for…of`
   * through an iterator object per loop (docs/performance.md, "Frozen arrays"). The rules read them at every step.
   */
  const byKind = Object.freeze(
    Object.fromEntries(modules.map((m) => [m.data.id, m])) as {
      [K in CardKindId]: CardModule;
    },
  );
  const byCard: readonly CardModule[] = cards.map((e) => byKind[e[0]]);
  const usedInPlace = modules.find((m) => m.equip?.facts !== undefined);
  return {
    modules,
    kinds,
    kindIds,
    delayed: Object.freeze(kindIds.filter((id) => kinds[id].subtype === 'delayed')),
    universe: cards,
    copyIds: deepFreeze(universe.copies),
    kindOf: cards.map((e) => e[0]),
    suitOf: cards.map((e) => e[1]),
    rankOf: cards.map((e) => e[2]),
    typeOf: cards.map((e) => kinds[e[0]].type),
    subtypeOf: cards.map((e) => kinds[e[0]].subtype),
    byKind,
    byCard,
    equipHooksOf: byCard.map((m) => m.equip),
    playOf: byCard.map((m) => m.play),
    respondOf: byCard.map((m) => m.respond),
    mountAttackOf: byCard.map((m) => m.data.distance?.attack ?? 0),
    mountDefenseOf: byCard.map((m) => m.data.distance?.defense ?? 0),
    rangeOf: byCard.map((m) => m.data.range ?? 1),
    delayedTimingOf: Uint8Array.from(byCard, (m) => (m.delayed?.first ? 1 : m.delayed?.atDraw ? 2 : 0)),
    answersOf: Object.freeze({
      shan: answering(byCard, 'shan'),
      sha: answering(byCard, 'sha'),
      wuxie: answering(byCard, 'wuxie'),
      rescue: answering(byCard, 'rescue'),
    }),
    bookSkills: Object.freeze(Object.fromEntries(modules.flatMap((m) => (m.skill ? [[m.data.id, m.skill]] : [])))),
    decisionTags: Object.freeze(
      modules.flatMap((m) => (m.equip?.shanAlternative ? [m.equip.shanAlternative.decision.t] : [])),
    ),
    altKindByTag: new Map(
      modules.flatMap((m) =>
        m.equip?.shanAlternative ? [[m.equip.shanAlternative.decision.t, m.data.id] as const] : [],
      ),
    ),
    usedInPlace,
  };
}

/** The seed's card tables: every game without packs plays these. */
export const SEED_CARD_TABLES: CardTables = buildCardTables(LIST);

/** The seed's card modules in table order (what a pack's card kinds are added to). */
export const SEED_CARD_MODULES: readonly CardModule[] = SEED_CARD_TABLES.modules;

/** The size of the seed's universe of physical cards: a pack's copies take the ids from here on. */
export const SEED_UNIVERSE_SIZE: number = SEED_CARD_TABLES.universe.length;

/** The current content's card tables. */
let CURRENT: CardTables = SEED_CARD_TABLES;

/** Every card module, in table order. */
export let CARD_MODULES: readonly CardModule[] = CURRENT.modules;

/** Every card kind's data entry by id, frozen, in table order (re-exported by data/cards.ts). */
export let CARD_KINDS: KindTable = CURRENT.kinds;

/** All card kind ids in table order (re-exported by data/cards.ts). */
export let CARD_KIND_IDS: readonly CardKindId[] = CURRENT.kindIds;

/** The delayed tricks (P-T1: placed in front of a player, resolved at their turn, newest placed first). */
export let DELAYED_TRICKS: readonly CardKindId[] = CURRENT.delayed;

/**
 * All 110 physical cards, frozen; index = physical card id (re-exported by data/deck.ts). Gathered from the `deck` of
 * every card module's data entry. P-D1: 杀 26, 闪 14, 水 8, tricks 36, equipment and god cards 26 (one each). P-D2:
 * every suit 27 or 28 cards, ranks 1–13, ordered by suit (♠ ♥ ♣ ♦) then rank (checked by data/check.test.ts).
 */
export const DECK: readonly DeckEntry[] = deepFreeze(buildDeck(LIST));

/** Number of physical cards of the seed deck (P-D1: 110): the ids 0–109. */
export const DECK_COUNT = DECK.length;

/** Every physical card any configured deck of the current content may hold, frozen; index = physical card id (`DECK` first). */
export let CARD_UNIVERSE: readonly DeckEntry[] = CURRENT.universe;

/** Per card kind: the physical ids of its copies in order (the seed's first, then the added ones). */
let COPY_IDS: Readonly<Record<string, readonly number[]>> = CURRENT.copyIds;

/** Per physical card id: kind, suit, rank, type, subtype and card module (read by cardinfo.ts and the rules). */
export let CARD_KIND_OF: readonly CardKindId[] = CURRENT.kindOf;
export let CARD_SUIT_OF: readonly Suit[] = CURRENT.suitOf;
export let CARD_RANK_OF: readonly number[] = CURRENT.rankOf;
export let CARD_TYPE_OF: readonly CardType[] = CURRENT.typeOf;
export let CARD_SUBTYPE_OF: readonly (CardSubtype | undefined)[] = CURRENT.subtypeOf;

let BY_KIND: { readonly [K in CardKindId]: CardModule } = CURRENT.byKind;
let BY_CARD: readonly CardModule[] = CURRENT.byCard;

/**
 * Per physical card id: its card module's equipment hooks, `play` and `respond` (flat arrays, so the hot paths of
 * legal.ts and rules/queries.ts read one array slot instead of a property of one of 49 differently shaped modules).
 */
export let EQUIP_HOOKS_OF: readonly (EquipHooks | undefined)[] = CURRENT.equipHooksOf;
export let PLAY_OF: readonly CardModule['play'][] = CURRENT.playOf;
export let RESPOND_OF: readonly CardModule['respond'][] = CURRENT.respondOf;

/**
 * Per physical card id, from the data entries (P-T3): a mount's change to its owner's distance to others (`attack`) and
 * to others' distance to its owner (`defense`), and a weapon's 攻击距离 (1 for any other card: no weapon's reach).
 */
export let MOUNT_ATTACK_OF: readonly number[] = CURRENT.mountAttackOf;
export let MOUNT_DEFENSE_OF: readonly number[] = CURRENT.mountDefenseOf;
export let RANGE_OF: readonly number[] = CURRENT.rangeOf;

/** Per physical card id: 1 for a delayed trick resolved first (时间前进), 2 for one resolved at the draw (一不留神). */
export let DELAYED_TIMING_OF: Readonly<Uint8Array> = CURRENT.delayedTimingOf;

/** The requests a hand card can answer (`CardModule.answers`): per request kind, 1 at each physical card id that can. */
export let ANSWERS_OF: Readonly<Record<'shan' | 'sha' | 'wuxie' | 'rescue', Uint8Array>> = CURRENT.answersOf;

/** The skills attached to the skill books, by card id (gathered into skills/index.ts `SKILL_DEFS`). */
export let BOOK_SKILLS: Readonly<Record<string, SkillDef>> = CURRENT.bookSkills;

/** The `t` of every decision the card modules add (decisions.ts `isDecisionShape`). */
export let CARD_DECISION_TAGS: readonly string[] = CURRENT.decisionTags;

let ALT_KIND_BY_TAG: ReadonlyMap<string, CardKindId> = CURRENT.altKindByTag;

/** The card used in place while equipped (`equip.useAs`: 死神冥刀), if the content has one: one per deck. */
let USED_IN_PLACE: CardModule | undefined = CURRENT.usedInPlace;

/** What the modules deriving tables from the current content recompute when it changes (`perContent`). */
const LISTENERS: ((t: CardTables) => void)[] = [];

/** The current content's card tables. */
export function currentCardTables(): CardTables {
  return CURRENT;
}

/**
 * Makes `t` the current content: every live table above, then every table derived from them elsewhere
 * (`perContent`), is the one of `t`. Called by the game's entry points (src/content/packs.ts `enterContent`) for the
 * content a configuration names; a no-op when `t` is current already.
 */
export function useCardTables(t: CardTables): void {
  if (t === CURRENT) return;
  CURRENT = t;
  CARD_MODULES = t.modules;
  CARD_KINDS = t.kinds;
  CARD_KIND_IDS = t.kindIds;
  DELAYED_TRICKS = t.delayed;
  CARD_UNIVERSE = t.universe;
  COPY_IDS = t.copyIds;
  CARD_KIND_OF = t.kindOf;
  CARD_SUIT_OF = t.suitOf;
  CARD_RANK_OF = t.rankOf;
  CARD_TYPE_OF = t.typeOf;
  CARD_SUBTYPE_OF = t.subtypeOf;
  BY_KIND = t.byKind;
  BY_CARD = t.byCard;
  EQUIP_HOOKS_OF = t.equipHooksOf;
  PLAY_OF = t.playOf;
  RESPOND_OF = t.respondOf;
  MOUNT_ATTACK_OF = t.mountAttackOf;
  MOUNT_DEFENSE_OF = t.mountDefenseOf;
  RANGE_OF = t.rangeOf;
  DELAYED_TIMING_OF = t.delayedTimingOf;
  ANSWERS_OF = t.answersOf;
  BOOK_SKILLS = t.bookSkills;
  CARD_DECISION_TAGS = t.decisionTags;
  ALT_KIND_BY_TAG = t.altKindByTag;
  USED_IN_PLACE = t.usedInPlace;
  for (const f of LISTENERS) f(t);
}

/**
 * A table derived from the card tables, kept per content: `build()` now (for the current content), and again for each
 * other content made current (once per content; `set` receives it whenever that content becomes current). How the
 * modules that derive tables at load (the bots' facts, the handlers, the words' orders) follow a pack's content.
 */
export function perContent<T>(build: () => T, set: (v: T) => void): T {
  const cache = new WeakMap<CardTables, T>();
  const first = build();
  cache.set(CURRENT, first);
  LISTENERS.push((t) => {
    let v = cache.get(t);
    if (v === undefined) {
      v = build();
      cache.set(t, v);
    }
    set(v);
  });
  return first;
}

/**
 * The physical cards of `config`'s deck, ascending: per card kind the first `deck.<card>` copies (default: the seed's,
 * so a default configuration gives 0–109). P-D1, P-G2. A pack's card kinds add their copies.
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

/** The card module of a kind. */
export function cardModule(kind: CardKindId): CardModule {
  return BY_KIND[kind];
}

/** The card module of physical card `id` (an index of `CARD_UNIVERSE`). */
export function moduleOfCard(id: number): CardModule {
  return BY_CARD[id] as CardModule;
}

/** The decisions the card modules add (an equipped card's alternative to 闪), part of `PaopaoshaDecision`. */
export type CardDecision = { readonly t: keyof SeedDecisionTags };

/**
 * The card kind whose equipped alternative to 闪 decision `d` takes (its `EquipHooks.shanAlternative`), or null for
 * any other decision: how the bots and the words recognise such a decision without naming the card.
 */
export function shanAlternativeOf(d: { readonly t: string }): CardKindId | null {
  return ALT_KIND_BY_TAG.get(d.t) ?? null;
}

/**
 * The public counts of the card used in place (P-T6: uses left before it is discarded, whether its holder has spent it
 * this turn), for the views; all zero when the content has no such card.
 */
export function useInPlaceFacts(s: import('../state.ts').PaopaoshaState): { left: number; spentThisTurn: boolean } {
  const f = USED_IN_PLACE?.equip?.facts?.(s);
  return f ? { left: f.left, spentThisTurn: f.spentThisTurn } : { left: 0, spentThisTurn: false };
}

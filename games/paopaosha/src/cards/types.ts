/**
 * The shape of a card module (src/cards/<id>.ts): one card kind's data entry and its rules, behind typed hooks that the
 * rules ask (legal.ts, rules/use.ts, rules/respond.ts, rules/delayed.ts, rules/queries.ts). A card module is listed once
 * in cards/index.ts; nothing else names it.
 *
 * Card modules sit below the rules in the import graph (the rules read the tables built from them), so what a card
 * needs from the rules above it — card lookups, distance, the 杀 limit, skill queries — comes in as the `Rules`
 * argument (rules/queries.ts `RULES`), and the events of the step in progress as the `ev` argument.
 */
import type { CardKind, CardKindId, CardSubtype, CardType } from '../data/card-types.ts';
import type { CharacterId, SkillId } from '../data/characters.ts';
import { deepFreeze } from '../data/freeze.ts';
import type { ScalarOptionId } from '../data/option-values.ts';
import type { Suit } from '../data/suits.ts';
import type { CoreDecision, DecisionSink } from '../decision-kinds.ts';
import type { Ev } from '../events.ts';
import type { Ask, Equipment, PaopaoshaState } from '../state.ts';
import type { Timing } from '../timings.ts';

/** What the derived-fact queries read of one seat: a `SeatState` and a view's `SeatView` both satisfy it. */
export interface SeatFacts {
  readonly alive: boolean;
  readonly hp: number;
  readonly character: CharacterId | null;
  readonly equip: Readonly<Equipment>;
}

/**
 * What the derived-fact queries (rules/queries.ts, rules/distance.ts) read of a table: a full `PaopaoshaState` (`seats`)
 * and a seat's `PaopaoshaView` (`players`) both satisfy it.
 */
export interface TableFacts {
  readonly lord: number;
  readonly config: { readonly characterSkills: boolean };
  readonly seats?: readonly SeatFacts[];
  readonly players?: readonly SeatFacts[];
}

/**
 * Every frame kind of 跑跑杀, checked by the compiler (rules/ask.ts `pushFrame` takes only these): the rules' own
 * frames, and per card or skill `fx:<card>` (a trick's effect), `god:<card>`, `book:<card>`, `weapon:<card>`,
 * `skill:<skill>`.
 */
export type FrameKind =
  | 'chooseCharacters'
  | 'game'
  | 'turn'
  | 'drawPhase'
  | 'playPhase'
  | 'discardPhase'
  | 'delayed'
  | 'use'
  | 'trickOn'
  | 'shaHit'
  | 'askShan'
  | 'askSha'
  | 'judge'
  | 'damage'
  | 'dying'
  | 'death'
  | 'nullify'
  | 'triggers'
  | `fx:${CardKindId}`
  | `god:${CardKindId}`
  | `book:${CardKindId}`
  | `weapon:${CardKindId}`
  | `skill:${SkillId}`
  | `prog:${string}`;

/** A frame handler: runs one step of frame `f`; `ev` receives the events; `r` is the rules' query table. */
// biome-ignore lint/suspicious/noExplicitAny: each handler narrows its own frame type
export type Handler<F = any> = (s: PaopaoshaState, f: F, ev: Ev, r: Rules) => void;

/** Handlers by frame kind. */
export type Handlers = Readonly<Partial<Record<FrameKind, Handler>>>;

/** What a card module may ask the rules above it (implemented once, by rules/queries.ts `RULES`). */
export interface Rules {
  /** The kind of physical card `card`. */
  kindOf(card: number): CardKindId;
  /** The suit of physical card `card` (judgements read it, P-G4). */
  suitOf(card: number): Suit;
  /** Whether physical card `card` is a weapon ("判定结果为【武器】", P-G4). */
  isWeapon(card: number): boolean;
  /** The type of physical card `card` (basic, trick, equipment, god). */
  typeOf(card: number): CardType;
  /** The subtype of physical card `card` (an equipment slot or `delayed`), if any. */
  subtypeOf(card: number): CardSubtype | undefined;
  /** The rank (1–13) of physical card `card`. */
  rankOf(card: number): number;
  /** Whether `seat` may use another 杀 this play phase (P-T2, pAK-470, skills). */
  canUseSha(s: PaopaoshaState, seat: number): boolean;
  /** Target lists of a 杀 of `seat` (P-T3; 跑跑散弹枪 groups when it is the last hand card). */
  shaTargets(s: PaopaoshaState, seat: number, lastCard: boolean): number[][];
  /** Appends to `out` (and returns it) the seats `from`'s 杀 may target (`shaReaches`), in seat order. */
  shaReachable(s: PaopaoshaState, from: number, out: number[]): number[];
  /** Whether `from`'s 杀 may target `to`: in range and not protected (公山子无影八卦阵). */
  shaReaches(s: PaopaoshaState, from: number, to: number): boolean;
  /** Whether `to` is protected from `from`'s 杀 and 单挑 (公山子无影八卦阵: only the 国主 may). */
  shaProtected(s: PaopaoshaState, from: number, to: number): boolean;
  /** Whether `from`'s 杀 reaches `to` by distance (P-T3) or by a skill that ignores distance. */
  inShaRange(s: PaopaoshaState, from: number, to: number): boolean;
  /** Distance from `from` to `to` (P-T3). */
  distance(s: PaopaoshaState, from: number, to: number): number;
  /** Whether physical card `card` may be used as a 杀 by `seat` in the play phase (杀, 杀闪之交, 水 with 水枪). */
  usableAsSha(s: PaopaoshaState, seat: number, card: number): boolean;
  /** How many 杀 the other side of `seat`'s 单挑 must play each time (斗鸡眼: 2). */
  dantiaoShaNeeded(s: PaopaoshaState, seat: number): number;
  /** 公山子无影脚: the 杀 resolves as a 单挑 after 躲 only. */
  shaIsDuel(s: PaopaoshaState, user: number): boolean;
  /** The card kind whose use is a 单挑 (its entry's effect is a `duel`): what such a 杀 resolves as (content/roles.ts). */
  readonly duelKind: CardKindId;
  /** How many 闪 the target needs (美术, 斗鸡眼: 2). */
  shanNeeded(s: PaopaoshaState, user: number): number;
  /** Whether 闪 can stop `user`'s 杀 (not with 木槌 or 魅力: only 躲). */
  shanStopsSha(s: PaopaoshaState, user: number): boolean;
  /** Whether `target`'s armour offers an alternative to 闪 against `user`'s 杀 (not when `user` ignores armour). */
  armourAlternative(s: PaopaoshaState, user: number, target: number): boolean;
  /** The weapon of `user` takes over after a dodge (泡泡加特林): true when it pushed frames deciding the hit. */
  afterShaDodged(s: PaopaoshaState, f: ShaHitFrame): boolean;
  /** Damage of `user`'s 杀 (1 + equipment bonuses). */
  shaDamage(s: PaopaoshaState, user: number): number;
  /** Whether `seat` cannot use 水 on themselves (QQ飞车). */
  noSelfShui(s: PaopaoshaState, seat: number): boolean;
  /** Whether trick cards (技能牌) of other players have no effect on `seat` (盾牌). */
  tricksBlocked(s: PaopaoshaState, seat: number): boolean;
  /** Whether `from`'s trick of kind `kind` has no effect on `to` through 盾牌 (helpful ones by option, product reading 2). */
  shieldStops(s: PaopaoshaState, from: number, to: number, kind: CardKindId): boolean;
  /** `seat`'s use count of skill or card `id` in the current turn. */
  turnUsesOf(s: PaopaoshaState, seat: number, id: string): number;
  /** Whether a card of `kind` answers a rescue request (水, 生死簿: its `answers`). */
  answersRescue(kind: string): boolean;
  /** Appends the play-phase uses of physical card `card` used as `kind` (its play hook), e.g. a weapon as 诅咒. */
  playAs(s: PaopaoshaState, seat: number, card: number, kind: string, out: DecisionSink): void;
  /** The nation of character `character` (null: none chosen). */
  nationOf(character: CharacterId | null): string | null;
  /** Adds one to `seat`'s per-game and per-turn use counts of `id`. */
  countUse(s: PaopaoshaState, seat: number, id: string): void;
}

/**
 * The frame of a trick's effect on one target (`fx:<kind>`, pushed by rules/use.ts after 盾牌 and 无懈可击). `victim`:
 * 借刀杀人's second target; `cur`/`left`: scratch fields of the effect.
 */
export interface FxFrame {
  k: `fx:${CardKindId}`;
  pc: number;
  user: number;
  target: number;
  card: number;
  victim: number;
  cur: number;
  left: number;
}

/** The frame of a god card's effect (`god:<kind>`): `user` used `card` on `targets`; `order`/`i`/`left` are scratch. */
export interface GodFrame {
  k: `god:${CardKindId}`;
  pc: number;
  user: number;
  card: number;
  targets: number[];
  order: number[];
  i: number;
  left: number;
}

/** Frame: `user` uses `card` as `as` (with `with` for a 炒锅 pair) on `targets` (rules/use.ts). */
export interface UseFrame {
  k: 'use';
  pc: number;
  user: number;
  card: number;
  as: CardKindId;
  with: number[];
  targets: number[];
  i: number;
}

/** Frame: one 杀 of `user` against `target` (cards/sha.ts). */
export interface ShaHitFrame {
  k: 'shaHit';
  pc: number;
  user: number;
  target: number;
  card: number;
  dodged: boolean;
  left: number;
}

/**
 * Frame: ask `seat` for `need` 闪 (rules/respond.ts; P-G6: asked even with none). 躲 cancels the attack entirely; an
 * equipped card may offer an alternative to 闪 (`EquipHooks.shanAlternative`) once per 闪 needed unless the attacker
 * ignores armour. `ret` = { dodged, duo }.
 */
export interface ShanFrame {
  k: 'askShan';
  pc: number;
  seat: number;
  source: number;
  card: number;
  reason: CardKindId;
  need: number;
  allowShan: boolean;
  /** Whether the asked seat's armour applies (not ignored by the attacker) and offers an alternative to 闪. */
  allowEquip: boolean;
  /** Whether an alternative was tried for the current 闪. */
  equipTried: boolean;
  /** The equipped card whose alternative is being resolved (-1: none). */
  alt: number;
}

/** What a card module does when used as itself after leaving the hand, before its effect reaches each target. */
export type UseStart = (s: PaopaoshaState, f: UseFrame, ev: Ev, r: Rules) => void;

/** The resolution of a delayed trick in front of `seat` (rules/delayed.ts). */
export interface DelayedHooks {
  /** 地雷, 水雷: cancelled, blocked or missed, it moves on to the next player instead of being discarded. */
  readonly movesOn?: boolean;
  /** 时间前进: resolved before any other delayed card and before the turn-start skills (product reading 1). */
  readonly first?: boolean;
  /** 一不留神: resolved in the draw phase, not at the turn start (rules page §5). */
  readonly atDraw?: boolean;
  /** With no judgement: the effect once not cancelled (the card is then discarded). */
  noJudge?(s: PaopaoshaState, seat: number, ev: Ev, r: Rules): void;
  /** With a judgement: whether the judgement card makes the effect happen. */
  hits?(card: number, r: Rules): boolean;
  /**
   * The judgement hit: the effect (the card is discarded first). May push frames (damage). Return nothing; the delayed
   * frame then finishes.
   */
  onHit?(s: PaopaoshaState, seat: number, card: number, ev: Ev): void;
}

/**
 * An alternative to 闪 an equipped card offers its owner when they are asked for one (八卦阵). The 闪 request asks every
 * equipped card; an alternative is offered once per 闪 needed and only while the attacker does not ignore armour.
 */
export interface ShanAlternative {
  /** The decision that picks it (listed in `legal` after the hand's 闪). */
  readonly decision: { readonly t: string };
  /** Starts it for the asked seat (e.g. pushes a judgement); the 闪 request resumes when that finishes. */
  start(s: PaopaoshaState, seat: number): void;
  /** Whether it counted as one 闪, given what the frames it started returned (`s.ret`). */
  succeeded(ret: unknown, r: Rules): boolean;
}

/**
 * Equipment behaviour: a skill attached to the card, in force while it is equipped (P-T4). Each hook is asked by the
 * rules at one point; a card answers only the hooks it has.
 */
export interface EquipHooks {
  /** Alternatives to 闪 when the owner is asked for one (八卦阵). */
  readonly shanAlternative?: ShanAlternative;
  /** The owner's 杀 ignores the target's armour (M-16). */
  readonly ignoresArmor?: boolean;
  /** The option holding the extra damage of the owner's 杀 (大炮, 狼狗: 1 by default). */
  readonly shaDamageBonus?: ScalarOptionId;
  /** The owner's 杀 cannot be stopped by 闪, only by 躲 (木槌). */
  readonly unstoppableByShan?: boolean;
  /** The owner may use any number of 杀 (pAK-470). */
  readonly unlimitedSha?: boolean;
  /** A kind of hand card the owner may use as a 杀 in the play phase (水枪: 水). */
  readonly usesAsSha?: CardKindId;
  /** The option holding the targets a 杀 that is the owner's last hand card may have (跑跑散弹枪: 3 by default). */
  readonly lastCardShaTargets?: ScalarOptionId;
  /** Two hand cards may be used or played as one 杀 (炒锅). */
  readonly pairAsSha?: boolean;
  /** The option holding the cards the owner draws in addition in the draw phase (大众桑塔纳: 2 by default). */
  readonly drawBonus?: ScalarOptionId;
  /** The owner cannot use 水 on themselves (QQ飞车). */
  readonly noSelfShui?: boolean;
  /** Trick cards (技能牌) have no effect on the owner (盾牌). */
  readonly blocksTricks?: boolean;
  /**
   * The owner's 杀 was stopped by 闪: the card may take over (泡泡加特林: ask, discard two cards). Returns true when it
   * pushed frames whose result (`s.ret === true`) says the 杀 hits anyway.
   */
  afterShaDodged?(s: PaopaoshaState, f: ShaHitFrame): boolean;
  /** Play-phase uses of the equipped card itself, listed after the skills' uses (死神冥刀 as 诅咒). */
  ownUses?(s: PaopaoshaState, seat: number, out: DecisionSink, r: Rules): void;
  /** Rescue uses of the equipped card itself (死神冥刀 as 生死簿); `blocked`: 盾牌 voids another's 生死簿. */
  rescueUses?(s: PaopaoshaState, seat: number, blocked: boolean, out: DecisionSink, r: Rules): void;
  /** Equipment slots the owner may discard from when asked to discard for this card (泡泡加特林, product reading 11). */
  readonly discardSlots?: readonly ('weapon' | 'armor' | 'mount' | 'book')[];
  /** Kinds it is used or played as while it stays equipped (死神冥刀: 诅咒, 生死簿); then `usedInPlace` records it. */
  readonly keepsSlotAs?: readonly CardKindId[];
  /** The public counts of a card used in place (P-T6: uses left, whether spent this turn), for the views. */
  facts?(s: PaopaoshaState): { readonly left: number; readonly spentThisTurn: boolean };
  /** One use as one of `keepsSlotAs` by its owner `seat` (死神冥刀: once per turn, discarded after its last use). */
  usedInPlace?(s: PaopaoshaState, seat: number, ev: Ev): void;
}

/** One card kind: its data entry (id, names, type, deck copies, texts, bot hint) and its rules. */
export interface CardModule {
  /** The data entry (frozen): what `CARD_KINDS[id]` holds. */
  readonly data: CardKind;
  /** The requests a card of this kind answers as itself (deck odds, rules/queries.ts `DECK_ODDS`). */
  readonly answers?: readonly ('shan' | 'sha' | 'wuxie' | 'rescue')[];
  /** A trick that helps its target (生死簿, 收获子弹): 盾牌 stops it only with option `dunpaiBlocksHelpful` on. */
  readonly helpful?: boolean;
  /** Used as a 杀 in the play phase by itself (杀, 杀闪之交). */
  readonly countsAsSha?: boolean;
  /** Play-phase uses of hand card `card` (of this kind) by `seat`, appended to `out` (legal.ts asks every hand card). */
  play?(s: PaopaoshaState, seat: number, card: number, out: DecisionSink, r: Rules): void;
  /** Responses of hand card `card` to request `a` of kind `shan`, `sha`, `wuxie` or `rescue`. */
  respond?(s: PaopaoshaState, seat: number, card: number, a: Ask, out: DecisionSink, r: Rules): void;
  /** Used as this kind (itself or converted), after the card left the hand: sets `f.targets` in resolution order. */
  readonly start?: UseStart;
  /** The effect reaches target `t`: pushes its frames (default: the trick's 盾牌 check, 无懈可击 window and effect). */
  hit?(s: PaopaoshaState, f: UseFrame, t: number): void;
  /** After the effect reached every target (收获子弹: the unpicked cards are discarded). */
  finish?(s: PaopaoshaState, f: UseFrame, ev: Ev, r: Rules): void;
  /** Frame handlers of its effect (`fx:<id>`, `god:<id>`, or its own). */
  readonly frames?: Handlers;
  /** Equipment behaviour, in force while equipped. */
  readonly equip?: EquipHooks;
  /** Delayed tricks: how it resolves in front of a player. */
  readonly delayed?: DelayedHooks;
  /** Skill books: the skill its holder has while it is equipped (its id is the card id). */
  readonly skill?: SkillDef;
  /** Judgement reasons: whether the judgement card `card` "hits" for this card (the `judge` event's `hit`, P-G4). */
  judgeHits?(card: number, r: Rules): boolean;
  /**
   * What the card does for a dying player it is played for (P-W2): `heal` points, or `full` (back to max HP); with
   * `nullifiable` a 无懈可击 window comes first (生死簿).
   */
  readonly rescue?: { readonly heal: ((s: PaopaoshaState) => number) | 'full'; readonly nullifiable: boolean };
}

/** Freezes a card module's data entry and returns the module (the one constructor of card modules). */
export function defineCard<M extends CardModule>(m: M): M {
  deepFreeze(m.data);
  return Object.freeze(m);
}

/**
 * What a trigger sees: the seat whose skill it is, and for `beforeDamage` the stack index of the damage frame it may
 * change (`amount`), for `afterDeath` the seat that died.
 */
export interface TriggerContext {
  readonly seat: number;
  readonly damageAt: number;
  readonly dead: number;
  /** The event sink of the step in progress. */
  readonly ev: Ev;
  /** The rules' query table. */
  readonly r: Rules;
}

/**
 * A skill (character skill, skill-book effect or boss skill): data in data/characters.ts, behaviour here — one file per
 * skill with the seed's Chinese text as its header comment (skills/<id>.ts; a skill book's skill is attached to its card
 * module, src/cards/<id>.ts).
 *
 * A skill acts through any of:
 * - `triggers`: at a timing of timings.ts, push frames (return true) or do nothing (false). Frames it pushes are
 *   handled by its own `frames`.
 * - modifiers: pure queries the rules ask at fixed points (draw count, 闪 needed, 杀 limit…).
 * - `actions`/`perform`: active play-phase uses, listed as `{t:'skill'}` decisions and performed by pushing frames.
 * - `asShui`: conversions of cards into 水 (play phase and rescue).
 * All per-turn and per-game counts live in the state (`SeatState.uses`), never in closures.
 */
export interface SkillDef {
  readonly id: string;
  readonly triggers?: Partial<Record<Timing, (s: PaopaoshaState, ctx: TriggerContext) => boolean>>;
  readonly frames?: Handlers;
  /** 摸牌阶段: the number of cards to draw, given the number so far. */
  drawCount?(s: PaopaoshaState, seat: number, n: number): number;
  /** How many 闪 a target of this seat's 杀 needs (美术, 斗鸡眼: 2). */
  shanNeeded?(t: TableFacts, seat: number, n: number): number;
  /** Whether only 躲 stops this seat's 杀 (魅力). */
  onlyDuoStopsSha?(t: TableFacts, seat: number): boolean;
  /** Whether this seat may use any number of 杀 (牛X, 公山子无影脚). */
  unlimitedSha?(t: TableFacts, seat: number): boolean;
  /** How many 杀 the other side of this seat's 单挑 must play each time (斗鸡眼: 2); on a state or a seat's view. */
  dantiaoShaNeeded?(t: TableFacts, seat: number, n: number): number;
  /** Whether this seat skips its discard phase now (谦让 at full HP, 中公普). */
  skipDiscard?(s: PaopaoshaState, seat: number, r: Rules): boolean;
  /** Whether this seat sees every identity (主席). */
  seesAllIdentities?(s: PaopaoshaState, seat: number): boolean;
  /** Whether a trick of this kind has no effect on this seat (黑"牛": 诅咒). */
  immuneTo?(s: PaopaoshaState, seat: number, kind: string): boolean;
  /** Active uses in the play phase: `{t:'skill', id, cards, targets}` decisions. */
  actions?(s: PaopaoshaState, seat: number, r: Rules): CoreDecision[];
  /** Performs a listed action: push the frames that resolve it (`ev`: the events of the step). */
  perform?(s: PaopaoshaState, seat: number, d: Extract<CoreDecision, { t: 'skill' }>, ev: Ev, r: Rules): void;
  /** This seat's 杀 ignores the target's armour (公山子无影八卦阵). */
  ignoresArmor?(t: TableFacts, seat: number): boolean;
  /** This seat's 杀 reaches any other player, whatever the distance (公山子无影八卦阵). */
  ignoresDistance?(t: TableFacts, seat: number): boolean;
  /** Only the 国主 may target this seat with 杀 or 单挑 (公山子无影八卦阵). */
  onlyLordTargets?(t: TableFacts, seat: number): boolean;
  /** This seat's 杀 resolves as a 单挑 against its target, after 躲 only (公山子无影脚, product reading 8). */
  shaIsDuel?(t: TableFacts, seat: number): boolean;
  /** Cards this seat may use as 水 now (豆浆, 杂技: hand or equipment cards, product reading 11), within their counts. */
  asShui?(s: PaopaoshaState, seat: number): number[];
  /** Judgements for this skill (洛神): whether the judgement card `card` "hits" (the `judge` event's `hit`). */
  judgeHits?(card: number, r: Rules): boolean;
  /** Equipment slots the owner may discard from when this skill asks for discards (葱汁, product reading 11). */
  readonly discardSlots?: readonly ('weapon' | 'armor' | 'mount' | 'book')[];
  /** Records a use of this skill's conversion or action (per-game counts). */
  recordUse?(s: PaopaoshaState, seat: number): void;
}

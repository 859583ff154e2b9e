/**
 * What the 跑跑杀 heuristic bot knows of the game, in one file: the rules facts it reads from its seat's view, and the
 * content entries' bot hints. Deck odds, the kinds that answer a request, distance, 杀 range and damage, trick immunity
 * and judgement outcomes are the rules' own queries (games/paopaosha/src/rules/queries.ts, the card modules' hooks),
 * which answer a view as they answer a state; what the game does not answer yet for a view is marked `// rules query:
 * to be replaced by …`. What the bot knows of a card, skill or character beyond the rules is that entry's `bot` hints
 * (games/paopaosha/src/data/bot-hints.ts): no file of the bot names a card, skill or character
 * (scripts/check-content-names.ts).
 */
import {
  answersSha,
  answersShan,
  type BotOptionId,
  type BotUse,
  CARD_KIND_IDS,
  CARD_KINDS,
  type CardBotHints,
  type CardKindId,
  CHARACTERS,
  type CharacterId,
  cardModule,
  DECK_COUNT,
  DECK_ODDS,
  deckShare,
  defaultConfig,
  drawBonus,
  isCardKindId,
  isSkillId,
  judgementHits,
  opt,
  type PaopaoshaConfig,
  type PaopaoshaObservation,
  type PaopaoshaView,
  perContent,
  type ScalarOptionId,
  type SeatView,
  SKILLS,
  type SkillBotHints,
  subtypeOf,
} from '../src/index.ts';

// ——— deck odds (P-D1 counts, P-D2 suits) ———

/** Kinds a 杀 request accepts from hand (the rules' `answersSha`: 杀, 杀闪之交). */
export let SHA_KINDS: readonly CardKindId[] = perContent(
  () => CARD_KIND_IDS.filter(answersSha),
  (v) => {
    SHA_KINDS = v;
  },
);
/** Kinds a 闪 request accepts from hand (the rules' `answersShan`: 闪, 杀闪之交, 躲). */
export let SHAN_KINDS: readonly CardKindId[] = perContent(
  () => CARD_KIND_IDS.filter(answersShan),
  (v) => {
    SHAN_KINDS = v;
  },
);

/** Chance that one unknown hand card answers a 闪 request (the rules' `deckShare` of `answersShan`: 16 of 110). */
export const SHAN_RATE = deckShare(answersShan);
/** Chance that one unknown hand card answers a 杀 request (the rules' `deckShare` of `answersSha`: 27 of 110). */
export const SHA_RATE = deckShare(answersSha);
/** What an area trick asks each target for (its hint `aoe.answer`: a 闪 for 万刀齐发, a 杀 for 强盗入侵). */
export type AoeAnswer = NonNullable<CardBotHints['aoe']>['answer'];

/** The kinds that answer an area trick asking for `answer` (`SHAN_KINDS` or `SHA_KINDS`: the rules' `answers`). */
export function aoeAnswerKinds(answer: AoeAnswer): readonly CardKindId[] {
  let kinds = ANSWER_KINDS.get(answer);
  if (kinds === undefined) {
    kinds = Object.freeze(CARD_KIND_IDS.filter((k) => cardModule(k).answers?.includes(answer) === true));
    ANSWER_KINDS.set(answer, kinds);
  }
  return kinds;
}

/** `aoeAnswerKinds` by answer, found once. */
let ANSWER_KINDS = perContent(
  () => new Map<AoeAnswer, readonly CardKindId[]>(),
  (v) => {
    ANSWER_KINDS = v;
  },
);

/** Chance that one unknown hand card answers `answer` (the rules' `DECK_ODDS`: `SHAN_RATE` or `SHA_RATE`). */
export function aoeAnswerRate(answer: AoeAnswer): number {
  return DECK_ODDS[answer];
}

/**
 * Chance that a judgement hits for card kind `kind` (its own judgement, the rules' `judgementHits`): the share of the
 * deck list's cards that make it hit (诅咒: a weapon, 9 of 110; 地雷: ♥, 27 of 110; 永恒之火: ♣, 28 of 110).
 */
export function judgementOdds(kind: CardKindId): number {
  let odds = JUDGEMENT_ODDS.get(kind);
  if (odds === undefined) {
    let n = 0;
    for (let c = 0; c < DECK_COUNT; c++) if (judgementHits(kind, c)) n++;
    odds = n / DECK_COUNT;
    JUDGEMENT_ODDS.set(kind, odds);
  }
  return odds;
}

/** `judgementOdds` by kind, found once. */
const JUDGEMENT_ODDS = new Map<CardKindId, number>();

/** Chance that a judgement is a weapon (诅咒 and armour judgements; the rules' `DECK_ODDS.weapon`: 9 of 110). */
export const WEAPON_RATE = DECK_ODDS.weapon;
/** Chance that a judgement is ♥ (地雷, 水雷 hit; the rules' `DECK_ODDS.heart`: 27 of 110). */
export const HEART_RATE = DECK_ODDS.heart;
/** Chance that a judgement is ♣ (画圈圈 escaped, 永恒之火 taken; the rules' `DECK_ODDS.club`: 28 of 110). */
export const CLUB_RATE = DECK_ODDS.club;

/** `x` rounded to `digits` decimals (the bot's estimates use some odds rounded; see their uses). */
export function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** The default configuration's numbers (the bot's fixed estimates use the defaults of games/paopaosha/src/data/config.ts). */
export const DEFAULTS: PaopaoshaConfig = defaultConfig();

/** The value of a hint's option `id` under `config`: a `PaopaoshaConfig` field, or a scalar option (the rules' `opt`). */
export function optionValue(config: PaopaoshaConfig, id: BotOptionId): number {
  const v = (config as unknown as Readonly<Record<string, unknown>>)[id];
  return typeof v === 'number' ? v : (opt(config, id as ScalarOptionId) as number);
}

// ——— the entries' bot hints (games/paopaosha/src/data/bot-hints.ts) ———

/** No hints: what an entry without a `bot` field reads. */
const NO_HINTS: CardBotHints = Object.freeze({});

/** The bot hints of card kind `kind` (`CardKind.bot`; none: an empty object). */
export function hintsOf(kind: CardKindId): CardBotHints {
  return HINTS.get(kind) ?? NO_HINTS;
}

/** Every kind's hints, found once: the bot reads them at every decision. */
let HINTS: ReadonlyMap<string, CardBotHints> = perContent(
  () => new Map(CARD_KIND_IDS.map((k) => [k, CARD_KINDS[k].bot ?? NO_HINTS])),
  (v) => {
    HINTS = v;
  },
);

/**
 * The hints of the entry a request's `reason` names, the id before any `-part` (`<id>-give`): a card kind's (a skill
 * book's skill has the book's id), else a skill's; null for a reason that names neither (`dying`, `character`…).
 */
export function reasonHints(reason: string): { hints: CardBotHints | SkillBotHints; part: string } | null {
  const cut = reason.indexOf('-');
  const id = cut < 0 ? reason : reason.slice(0, cut);
  const part = cut < 0 ? '' : reason.slice(cut + 1);
  if (isCardKindId(id)) return { hints: hintsOf(id), part };
  if (isSkillId(id)) return { hints: SKILLS[id].bot ?? NO_HINTS, part };
  return null;
}

/**
 * The equipment slots a discard asked for by the card that request reason `reason` names may come from (the rules'
 * `EquipHooks.discardSlots`: 泡泡加特林's two cards may be armour, mount or book cards); none for any other reason.
 */
export function discardSlotsOf(reason: string): readonly ('weapon' | 'armor' | 'mount' | 'book')[] {
  const cut = reason.indexOf('-');
  const id = cut < 0 ? reason : reason.slice(0, cut);
  return (isCardKindId(id) ? cardModule(id).equip?.discardSlots : undefined) ?? [];
}

/**
 * The hint that scores a play-phase use of skill `id`: a character skill's `use` (`Skill.bot`), a skill book's `skill`
 * (its card's hints: a book's skill has the book's id); undefined without one.
 */
export function skillUse(id: string): BotUse | undefined {
  if (isSkillId(id)) return SKILLS[id].bot?.use;
  return isCardKindId(id) ? hintsOf(id).skill : undefined;
}

/** What one use of conversion skill `via` costs beyond the card (its hint `conversionCost`; 1 without one). */
export function conversionCost(via: string): number {
  return (isSkillId(via) ? SKILLS[via].bot?.conversionCost : undefined) ?? 1;
}

/** The bot's reading of character `id`'s skills, in HP (`Character.bot.bonus`; 0 without one). */
export function characterBonus(id: CharacterId): number {
  return CHARACTERS[id].bot?.bonus ?? 0;
}

/** Whether a card of `kind` is used as a 杀 by itself (the rules' `countsAsSha`: 杀, 杀闪之交). */
export function isShaKind(kind: string): boolean {
  return SHA_USE_KINDS.has(kind);
}

/** The kinds that are used as a 杀 by themselves (`isShaKind`), found once: the play phase asks for every decision. */
let SHA_USE_KINDS: ReadonlySet<string> = perContent(
  () => new Set(CARD_KIND_IDS.filter((k) => cardModule(k).countsAsSha === true)),
  (v) => {
    SHA_USE_KINDS = v;
  },
);

/** Whether a card of `kind` answers a 无懈可击 window (the rules' `answers`: 无懈可击). */
export function answersWuxie(kind: string): boolean {
  return WUXIE_KINDS.has(kind);
}

/** The kinds that answer a 无懈可击 window (`answersWuxie`), found once: every window of every decision asks. */
let WUXIE_KINDS: ReadonlySet<string> = perContent(
  () => new Set(CARD_KIND_IDS.filter((k) => cardModule(k).answers?.includes('wuxie') === true)),
  (v) => {
    WUXIE_KINDS = v;
  },
);

/** Whether a card of `kind` answers a dying player (the rules' `answers`: 水, 生死簿). */
export function answersRescue(kind: CardKindId): boolean {
  return cardModule(kind).answers?.includes('rescue') === true;
}

/** The kinds the bot heals itself with in the play phase (hint `use.policy` `heal`: 水). */
export let HEAL_KINDS: readonly CardKindId[] = perContent(
  () => CARD_KIND_IDS.filter((k) => hintsOf(k).use?.policy === 'heal'),
  (v) => {
    HEAL_KINDS = v;
  },
);

/** Whether a card of `kind` heals its user in the play phase (`HEAL_KINDS`). */
export function isHealKind(kind: CardKindId): boolean {
  return HEAL_KINDS.includes(kind);
}

// ——— cards and equipment ———

/** Whether physical card `card` is equipment that takes a slot (weapon, armor, mount, skill book; P-T4). */
export function isEquipment(card: number): boolean {
  const sub = subtypeOf(card);
  return sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book';
}

/**
 * Whether the target `p` of a give-or-take-damage effect (神秘惊奇) must take the damage: it holds fewer hand cards than
 * option `cards` says it must give.
 */
export function marvelForced(v: PaopaoshaView, p: SeatView, cards: BotOptionId): boolean {
  return p.handCount < optionValue(v.config, cards);
}

// ——— skills, dying, judgements, drawing ———

/**
 * Uses left this game of `p`'s skill `via` (豆浆, 杂技): its per-game limit (`Skill.limit.perGame`, set by the option its
 * `params` names, P-G2) less the uses so far; 1 for a skill without a per-game limit or any other `via`.
 */
export function usesLeft(v: PaopaoshaView, p: SeatView, via: string): number {
  const skill = isSkillId(via) ? SKILLS[via] : undefined;
  const field = skill?.limit?.perGame !== undefined ? skill.params?.[0] : undefined;
  return field ? (v.config[field] as number) - (p.uses[via] ?? 0) : 1;
}

/** 水 a dying player at `p.hp` (≤ 0) needs to come back to 1 HP. */
// rules query: to be replaced by the game's dying query for a view
export function rescueNeed(p: SeatView): number {
  return 1 - p.hp;
}

/**
 * Position of `seat` in the order in which seats are asked during the current turn (P-W2: seat order from the
 * current player, 0 = the current player), and the seat at position `k`.
 */
// rules query: to be replaced by the game's ask order for a view
export function askPosition(v: PaopaoshaObservation, seat: number): number {
  const n = v.players.length;
  return (seat - v.turn + n) % n;
}

/** The seat at position `k` of the ask order of the current turn (see `askPosition`). */
export function seatAtAskPosition(v: PaopaoshaObservation, k: number): number {
  return (v.turn + k) % v.players.length;
}

/**
 * Whether delayed card `kind` in front of a player is settled by a judgement (the rules' `DelayedHooks.hits`: 地雷, 水雷,
 * 画圈圈).
 */
export function judgedDelayed(kind: CardKindId): boolean {
  return cardModule(kind).delayed?.hits !== undefined;
}

/** Whether judgement card `card` spares the holder of delayed card `kind` (the rules' `judgementHits` is false). */
export function judgementSpares(kind: CardKindId, card: number): boolean {
  return !judgementHits(kind, card);
}

/** Cards `p` draws in its draw phase: `drawPerTurn`, plus its equipment's bonus (the rules' `drawBonus`: 大众桑塔纳 +2). */
// rules query: skills that change the draw (上学, 贪牌) are not counted: the game has no draw count for a view yet
export function drawsPerTurn(v: PaopaoshaView, p: SeatView): number {
  return v.config.drawPerTurn + drawBonus(v, p.seat);
}

/** Hand cards `p` keeps at its discard phase (its HP, never below 0). */
// rules query: to be replaced by the game's hand limit for a view
export function handLimit(p: SeatView): number {
  return Math.max(0, p.hp);
}

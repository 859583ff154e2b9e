/**
 * The bot hints of the content entries: what the 跑跑杀 heuristic bot (games/paopaosha/bot/heuristic/) knows of a card
 * kind, a skill or a character, written in the entry itself (`CardKind.bot`, `Skill.bot`, `Character.bot`) so that the
 * bot names no card, skill or character and a new entry tells the bot how to play it without code. Types only: every
 * layer may import this file.
 *
 * Hints are the bot's judgement, never a rule: the rules never read them, and a wrong hint makes a weaker bot, not a
 * wrong game. They are plain JSON-compatible values (numbers, strings, booleans, arrays, plain objects). Where a number
 * is a function of the card's rules, the hint names the parts and the bot combines them with the deck odds and the
 * configuration (`BotChanceHarm`, `BotOptionId`). Units: "keep value" is the bot's worth of holding a card (0–12, the
 * scale of `CardKind.hint`); "HP-like units" weigh an effect against one point of damage; "score" is the play-phase
 * rank of a decision (the highest above 0 is taken; gear 90+, heals 70–95, attacks 30–70, god cards 40–99).
 */
import type { PaopaoshaConfig } from './config-types.ts';
import type { ScalarOptionId } from './option-values.ts';

/** A number of the game's configuration that a hint refers to: a `PaopaoshaConfig` field or a scalar option. */
export type BotOptionId = keyof PaopaoshaConfig | ScalarOptionId;

/**
 * The harm of a trick that works by chance, in HP-like units: `odds × (damage + plus)`, where `odds` is the share of
 * the deck whose card makes the card's own judgement hit (the rules' `judgementHits`: a weapon for 诅咒, ♥ for 地雷).
 * Read by bot/heuristic/valuation.ts (`effectWorth`).
 */
export interface BotChanceHarm {
  /** Where the odds come from: `judgement`, the card's own judgement over the deck list (one unknown card). */
  readonly chance: 'judgement';
  /** Decimal places the odds are rounded to first (the bot's estimate); absent: not rounded. */
  readonly round?: number;
  /** The option holding the damage of a hit (HP), read at its default value: the bot's fixed estimate. */
  readonly damage: BotOptionId;
  /** HP-like units a hit costs beyond its damage (诅咒: 1, the hand it discards). */
  readonly plus?: number;
  /** Factor on the harm when the target's HP is at most the damage (the game's value of `damage`): a likely kill. */
  readonly lethal?: number;
}

/**
 * How the heuristic bot scores using a card as this kind, or a skill, in the play phase (bot/heuristic/play.ts,
 * gods.ts and skills.ts; 0 = do not). `policy` names one of the bot's scoring rules, the other fields are its numbers
 * (`score`: the base score, before what the rule adds for the target; scores compare decisions, they have no unit).
 * - `refill` (本来就有): `score` when the draw and discard piles hold at least `piles` cards together.
 * - `heal` (水): heal yourself when at 2 HP or less, or when holding more copies than the 国主's reserve (`reserve`);
 *   `low` is added at 1 HP. The same kind used through a conversion skill weighs the HP against the card and the use
 *   (`SkillBotHints.conversionCost`).
 * - `duel` (单挑): `score` + 5 per enemy point against a likely enemy when I likely hold more 杀 than it does.
 * - `hostile` (控制, 时间前进, 画圈圈, 一不留神, 诅咒): `score` + `perEnemy` (default 5) per enemy point against a likely enemy
 *   holding at least `minHand` hand cards (default 0); never on a sleeping target when the hint says `damage`.
 * - `takeCard` (顺手牵狗, 过路拆路): `score` + 5 per enemy point against an enemy with cards; with `clearAlly`, that score
 *   to remove an ally's delayed card that is bad in front of it (`CardBotHints.badInFront`).
 * - `borrow` (借刀杀人): an armed first target and a victim: `score` + 5 per point of the outcome's worth.
 * - `mine` (地雷, 水雷): a delayed card that moves on: the target and the next two seats weighed; `score` + their worth.
 * - `aoe` (万刀齐发, 强盗入侵, 恐怖分子): `score` + 3 per point of the net damage to enemies (`CardBotHints.aoe`).
 * - `harvest` (收获子弹): every player takes a card: `score` unless it feeds the other side.
 * - `shield` (天使之泪): `score` when my HP is below option `hp` and low or below my max.
 * - `kill` (吉奥拉之花): `score` + 5 per enemy point, + 2 on a small hand, + a fifth of the target's danger.
 * - `control` (海洋公主): `score` + 5 per enemy point + half the target's danger.
 * - `takeAll` (光明之眼): `score` when the cards taken from the others are worth enough.
 * - `fire` (永恒之火): armed: `armed` against a sure enemy; unarmed: `passing` when the seats likely to keep it (the
 *   judgement's odds rounded to `round` places, round the table from me) are not clearly the other side's.
 * - `discardForHeal` (修电脑): `score` when an HP point is worth more than the card discarded.
 * - `healOther` (豆囊): heal another player by option `heal`: `score` + the net worth.
 * - `healBoth` (爱恋): the user and another player heal 1 for two hand cards: `score` + the net worth.
 * - `marvel` (神秘惊奇): against a likely enemy, who gives option `cards` hand cards or takes option `damage`: `score` +
 *   5 per enemy point, + 12 when it must take a lethal damage (+ 4 when it must take it).
 * - `shaNeighbours` (公山子无影八卦阵): one 杀 on two targets, both enemies: `score` + 10 per point of their worth.
 * - `swapHands` (电脑奇才 book): with an enemy, `all` + the gain to swap whole hands, else `one` + the gain of one card.
 * - `command` (司令部): `score` + the enemy score and the danger of the most dangerous opponent.
 */
export type BotUse =
  | { readonly policy: 'refill'; readonly score: number; readonly piles: number }
  | { readonly policy: 'heal'; readonly score: number; readonly low: number }
  | { readonly policy: 'duel'; readonly score: number }
  | { readonly policy: 'hostile'; readonly score: number; readonly perEnemy?: number; readonly minHand?: number }
  | { readonly policy: 'takeCard'; readonly score: number; readonly clearAlly?: number }
  | { readonly policy: 'borrow'; readonly score: number }
  | { readonly policy: 'mine'; readonly score: number }
  | { readonly policy: 'aoe'; readonly score: number }
  | { readonly policy: 'harvest'; readonly score: number }
  | { readonly policy: 'shield'; readonly score: number; readonly hp: BotOptionId }
  | { readonly policy: 'kill'; readonly score: number }
  | { readonly policy: 'control'; readonly score: number }
  | { readonly policy: 'takeAll'; readonly score: number }
  | { readonly policy: 'fire'; readonly armed: number; readonly passing: number; readonly round: number }
  | { readonly policy: 'discardForHeal'; readonly score: number }
  | { readonly policy: 'healOther'; readonly score: number; readonly heal: BotOptionId }
  | { readonly policy: 'healBoth'; readonly score: number }
  | { readonly policy: 'marvel'; readonly score: number; readonly cards: BotOptionId; readonly damage: BotOptionId }
  | { readonly policy: 'shaNeighbours'; readonly score: number }
  | { readonly policy: 'swapHands'; readonly all: number; readonly one: number }
  | { readonly policy: 'command'; readonly score: number };

/**
 * How the heuristic bot answers a `choose` request raised by this entry (bot/heuristic/choose.ts, prompts.ts). The
 * request's `reason` is the entry's id, or the id and a part (`<id>-give`, `<id>-target`…): `choices` is keyed by that
 * part (`''` for the bare id). The option tags (`yes`, `give`…) are the rules' own.
 * - `thenSha` (控制): option `yes` when I chose it to 杀 its target after, else `no`.
 * - `gatling` (泡泡加特林): option `yes` against a likely enemy when the cards are to spare (at least `spare` cards in
 *   hand and in the slots the card lets me discard from, `EquipHooks.discardSlots`) or the 杀 kills; else `no`.
 * - `pickFrom` (过路拆路, 顺手牵狗): which of the target's cards (an enemy's best, an ally's bad delayed card).
 * - yes or no (options `yes`/`no`): `sleep` (睡觉: skip my turn when one or two more hits would kill me),
 *   `discardToPrevent` (葱汁: when the HP point is worth more than my two cheapest cards), `takeOneEach` (贪污: a card
 *   from every other player, minus the cards lost at my discard phase after drawing option `draw`), `judgeLoop` (洛神:
 *   yes at most `most` times a turn), `always` (看豆).
 * - `giveAway` (爱国): the drawn card to the ally who needs it most, else keep it.
 * - `swapCard` (电脑奇才): my least useful card to an enemy; `swapTarget`: with whom; `swapPlan` (电脑奇才 book): one card
 *   or the whole hands.
 * - `giveOrDamage` (神秘惊奇 aimed at me): give the cards or take option `damage`, whichever costs less.
 * - `giveOrDie` (吉奥拉之花 aimed at me): give while my life is worth it.
 * - `giveLeast`: the least useful card to give; `takeBest`: the best card to take.
 * - `orderTop` (看豆): the order of the top cards (my judgements, my draw, the next player's draw).
 */
export type BotChoice =
  | { readonly policy: 'thenSha'; readonly yes: string; readonly no: string }
  | { readonly policy: 'gatling'; readonly yes: string; readonly no: string; readonly spare: number }
  | { readonly policy: 'pickFrom' }
  | { readonly policy: 'sleep' }
  | { readonly policy: 'discardToPrevent' }
  | { readonly policy: 'takeOneEach'; readonly draw: BotOptionId }
  | { readonly policy: 'judgeLoop'; readonly most: number }
  | { readonly policy: 'always' }
  | { readonly policy: 'giveAway' }
  | { readonly policy: 'swapCard' }
  | { readonly policy: 'swapTarget' }
  | { readonly policy: 'swapPlan' }
  | { readonly policy: 'giveOrDamage'; readonly damage: BotOptionId }
  | { readonly policy: 'giveOrDie' }
  | { readonly policy: 'giveLeast' }
  | { readonly policy: 'takeBest' }
  | { readonly policy: 'orderTop' };

/** The choices an entry raises, keyed by the part of the request's reason after its id (`''`: the bare id). */
export type BotChoices = Readonly<Record<string, BotChoice>>;

/**
 * A card kind's bot hints (`CardKind.bot`), besides `hint` and `equippedHint`. Every field is optional; who reads it is
 * given with each (files of games/paopaosha/bot/heuristic/).
 */
export interface CardBotHints {
  /**
   * Keep values in hand (keep-value units) of the first, second, … copy held; the last repeats (valuation.ts). Without
   * it a copy's keep value is `hint`. Kinds worth holding in multiples (杀, 闪, 水) fall off slowly.
   */
  readonly keep?: readonly number[];
  /** `keep` while my weapon lets me use any number of 杀 (the rules' `EquipHooks.unlimitedSha`: pAK-470). */
  readonly keepUnlimitedSha?: readonly number[];
  /**
   * The 国主's reserve of this kind (水): while deciding for itself it keeps `copies` of them at keep value `keep`, uses
   * none on itself while healthy and gives none to a seat it is not sure of (吉奥拉之花 demands two; valuation.ts,
   * play.ts, rescue.ts).
   */
  readonly reserve?: { readonly copies: number; readonly keep: number };
  /** What the trick costs its target, in HP-like units: a number, or a chance (valuation.ts, identity.ts). */
  readonly harm?: number | BotChanceHarm;
  /** What the trick gives its target, in HP-like units (生死簿 5, 本来就有 1; valuation.ts). */
  readonly help?: number;
  /**
   * How much using it on another player tells of the user's side (identity.ts): the weight of the evidence, as help
   * for a `help` card and as harm for a `harm` card. Default 1 for harm, 0 for help.
   */
  readonly evidence?: number;
  /** Its harm is damage: nothing to a sleeping player (睡觉; valuation.ts, play.ts). */
  readonly damage?: boolean;
  /**
   * An area trick: each target answers `answer` (闪 or 杀) or takes the damage; `user`: the user answers too (恐怖分子).
   * Read by valuation.ts and play.ts with the deck odds of that answer.
   */
  readonly aoe?: { readonly answer: 'sha' | 'shan'; readonly user?: boolean };
  /** It reaches every player: using it, or a 无懈可击 on it, tells nothing of a side (identity.ts). */
  readonly everyone?: boolean;
  /** A delayed card that is bad for the player it lies in front of: worth removing from an ally (play.ts, choose.ts). */
  readonly badInFront?: boolean;
  /** How the bot scores using a card as this kind in the play phase (play.ts, gods.ts). */
  readonly use?: BotUse;
  /** Skill books: how the bot scores using the skill the book gives (skills.ts). */
  readonly skill?: BotUse;
  /** The `choose` requests this card raises (choose.ts). */
  readonly choices?: BotChoices;
  /**
   * What a 杀 asked for by this card means to the one asked (responses.ts): `duel` (单挑: lose at once against an ally),
   * `victim` (借刀杀人: the 杀 goes to a victim; refusing hands over my weapon).
   */
  readonly askedSha?: 'duel' | 'victim';
  /** `false`: its own play-phase uses while equipped (`EquipHooks.ownUses`) are never taken (死神冥刀: kept for 生死簿). */
  readonly playUses?: boolean;
}

/** A skill's bot hints (`Skill.bot`; skills.ts, choose.ts, play.ts, rescue.ts). */
export interface SkillBotHints {
  /** How the bot scores the skill's play-phase uses. */
  readonly use?: BotUse;
  /** The `choose` requests the skill raises. */
  readonly choices?: BotChoices;
  /**
   * A conversion into 水: what one use costs beyond the card, in keep-value units, while more than one use is left
   * (uses are few: 杂技 2.5, 豆浆 1; play.ts).
   */
  readonly conversionCost?: number;
}

/** A character's bot hints (`Character.bot`). */
export interface CharacterBotHints {
  /**
   * The bot's reading of the character's skills, in HP: added to its HP when choosing a character and to a seat's
   * danger (drawing skills are worth most; character.ts, targets.ts).
   */
  readonly bonus: number;
}

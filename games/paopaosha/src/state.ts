import type { Frame, GameResult, RngState } from '@shaju/engine';
import type { CardKindId } from './data/card-types.ts';
import type { CharacterId, SkillId } from './data/characters.ts';
import type { PaopaoshaConfig } from './data/config-types.ts';
import type { IdentityId } from './data/identities.ts';

/** Equipment slots (P-T4): one weapon, one armor, one mount, one skill book. -1 = empty. */
export interface Equipment {
  weapon: number;
  armor: number;
  mount: number;
  book: number;
}

/**
 * Puts `card` (−1: none) in `p`'s equipment slot `slot`. The equipment record is replaced, never changed in place: a
 * clone shares it with its original (`clone`, game.ts).
 */
export function setEquip(p: { equip: Equipment }, slot: keyof Equipment, card: number): void {
  const e = p.equip;
  // Written out in `newSeat`'s key order: every equipment record keeps one shape (its readers stay monomorphic).
  const next: Equipment = { weapon: e.weapon, armor: e.armor, mount: e.mount, book: e.book };
  next[slot] = card;
  p.equip = next;
}

/** One seat's part of the state. Card ids index `DECK` (0–109). */
export interface SeatState {
  character: CharacterId | null;
  identity: IdentityId;
  /** Identity public: the 国主 from the start (P-S1), anyone on death (P-W2). */
  identityPublic: boolean;
  /** Bit i set: this seat knows seat i's identity (visibility grants: 控制 (cards/kongzhi.ts); 主席 sees all through skills/zhuxi.ts). */
  knows: number;
  hp: number;
  maxHp: number;
  alive: boolean;
  /** Secret: only this seat (and seats granted sight) sees it. */
  hand: number[];
  equip: Equipment;
  /** Delayed tricks in front of the player, in the order placed (newest last; judged newest first, P-T1). */
  judging: number[];
  /** Score cards (积分牌, P-S3) held. */
  score: number;
  /** 杀 used in the current play phase (P-T2). */
  shaUsed: number;
  /** 控制 (a): cannot use or play 杀, 闪 or 水 until the end of this turn. */
  noBasic: boolean;
  /** 一不留神 resolved: at the next draw phase discard 2 first (or skip the draw with fewer than 2). */
  yibu: boolean;
  /** 画圈圈 hit: skip the next play phase. */
  skipPlay: boolean;
  /** 时间前进 hit: skip the whole turn. */
  skipTurn: boolean;
  /** 睡觉 used: no damage until this seat's next turn starts (cleared at every turn start of the seat). */
  asleep?: boolean;
  /** 睡觉: the round of the last nap, kept only when option `shuijiaoInterval` is above 1 (content/skills/shuijiao.json). */
  napRound?: number;
  /**
   * Per-game use counts of skills and conversions, by skill id (P-T6: counted in the state and shown). Replaced, never
   * changed in place: a clone shares it (`countUse`, skills/uses.ts).
   */
  uses: Record<string, number>;
  /** Use counts in the current turn, by skill id (reset at every turn start). Replaced like `uses`. */
  turnUses: Record<string, number>;
  /** 天使之泪: the part of `hp` that is shield (removed first by damage, never restored by healing). */
  shield: number;
  /** 1 = first death of the game; 0 alive. */
  deathOrder: number;
  /** Who killed this seat (-1: alive, or no killer). */
  killer: number;
  /**
   * 海洋公主: the seat that makes every decision for this one (-1: none), its turns and its responses in other players'
   * turns alike (product reading 7), and sees its hand. Ends after `controlTurns` more turns of this seat, or when the
   * controller dies. Who decides for a seat now is `controllerOf` (rules/control.ts), which also counts 司令部.
   */
  controller: number;
  /** 海洋公主: turns of this seat the control still lasts (the current one included while it runs); 0 with no control. */
  controlTurns: number;
  /**
   * 司令部: the seat that makes this seat's decisions during its next turn (-1: none). Armed when used; active from the
   * start of that turn (`commandTurn` = its turn number, `turns`) to its end.
   */
  commandBy: number;
  /** 司令部: the turn number (`PaopaoshaState.turns`) of the commanded turn once it has begun (-1: not yet). */
  commandTurn: number;
  /**
   * Boss mode (P-B1): `boss` for the 海盗王, `paopao` for the team; null in the identity game. In boss mode every
   * identity is public and the identities stand in for the sides: the 海盗王 holds `guozhu` (he takes the 国主's place:
   * `lord`, first turn, rounds, 公山子无影八卦阵, product readings 9, 13) and each 跑跑 holds `qiangdao` (they win when
   * he dies), so identity-based code keeps working; `team` is what the boss-mode rules read.
   */
  team: 'boss' | 'paopao' | null;
}

/** Kinds of request (see legal.ts for the options of each). */
export type AskKind = 'character' | 'play' | 'shan' | 'sha' | 'wuxie' | 'rescue' | 'discard' | 'choose';

/**
 * What a request is about (`Ask.reason`), checked by the compiler: the card or skill that asks (its kind id or skill
 * id), one step of one (`<id>-take`, `<id>-give`, `<id>-target`, `<id>-top`), or the game's own requests; '' for none.
 */
export type AskReason =
  | CardKindId
  | SkillId
  | 'character'
  | 'play'
  | 'dying'
  | 'wuxie'
  | 'discardPhase'
  | 'kongzhi-take'
  | 'jiaolazhihua-give'
  | 'shenmijingqi-give'
  | 'diannaoqicai-target'
  | 'kandou-top'
  | '';

/**
 * The code of an option of a `choose` request (`ChoiceOption.o`), checked by the compiler: a hand card at random
 * (`hand`), a named card (`card`) or seat (`seat`), yes/no of a "may" skill, and the named choices of cards and skills.
 */
export type OptionCode =
  | 'hand'
  | 'card'
  | 'seat'
  | 'yes'
  | 'no'
  | 'give'
  | 'die'
  | 'damage'
  | 'discard2'
  | 'keep'
  | 'mode-a'
  | 'mode-b'
  | 'swap-one'
  | 'swap-all';

/** A labelled option of a `choose` request: plain data read by the frame that asked. */
export interface ChoiceOption {
  /** Machine-readable option (`OptionCode`), e.g. `hand`, `card`, `mode-a`, `give`, `discard2`, `no`. */
  readonly o: OptionCode;
  /** A card id when the option names one (-1 otherwise). */
  readonly card: number;
  /** A seat when the option names one (a target, e.g. whom 爱国 gives its card to); absent otherwise. */
  readonly seat?: number;
}

/** The request the game is waiting on. */
export interface Ask {
  kind: AskKind;
  /** Seats asked. One seat, except for a 无懈可击 window (every alive player, P-G6). */
  seats: number[];
  /** Per asked seat (same index): -1 waiting, 0 passed, 1 answered with `picks[i]`. */
  answers: number[];
  picks: (PDecisionLike | null)[];
  /** What the request is about (public part): a reason code, e.g. `sha`, `wandaoqifa`, `dantiao`, `dying`. */
  reason: AskReason;
  /** The player whose card or effect caused the request (-1: none). */
  source: number;
  /** The target the request is about (the dying player, the 杀's target, …; -1: none). */
  target: number;
  /** The card being answered (-1: none). */
  card: number;
  /** Kind of the card being answered (for 无懈可击 windows: the trick). */
  cardKind: CardKindId | '';
  /** For `shan`/`sha`: how many more are needed. For `discard`: how many more to discard. */
  count: number;
  /** For `shan`: whether a 闪 can stop it (false under 木槌: only 躲). */
  allowShan: boolean;
  /**
   * For `shan`: whether an equipped card of the asked seat may offer an alternative to 闪 now (its armour applies and
   * no alternative was tried yet for this 闪; cards/types.ts `ShanAlternative`).
   */
  allowEquip: boolean;
  /** For `character`: the candidates; for `choose`: the options. Secret to the asked seat. */
  characters: CharacterId[];
  options: ChoiceOption[];
}

/** A decision as stored in an ask (plain data). */
export type PDecisionLike = Record<string, unknown>;

/** Where the game is (for display). */
export type Phase = 'choose' | 'start' | 'draw' | 'play' | 'discard' | 'end' | 'over';

/** An armed 永恒之火: the card and the seat that holds it. */
export interface ArmedCard {
  card: number;
  seat: number;
}

/** The whole state of a 跑跑杀 game: one plain serialisable object, mutated in place by `apply`. */
export interface PaopaoshaState {
  game: 'paopaosha';
  config: PaopaoshaConfig;
  rng: RngState;
  /** Draw pile; top = last element. Secret. */
  draw: number[];
  /** Discard pile; top = last element. */
  discard: number[];
  /** Cards in resolution (a 杀 being used, a judgement card, 收获子弹's revealed cards…). Public. */
  table: number[];
  /** 收获子弹: the revealed cards still to be picked (also on `table`). */
  harvest: number[];
  seats: SeatState[];
  /** The 国主's seat. */
  lord: number;
  /** Whose turn it is. */
  turn: number;
  /** Rounds started (a round starts at the 国主's turn); `maxRounds` ends the game as a draw (P-W4). */
  round: number;
  /** Turns started in the whole game. */
  turns: number;
  phase: Phase;
  /** 死神冥刀: uses so far, and the turn number of the last use (once per turn). */
  mingdaoUses: number;
  mingdaoTurn: number;
  /**
   * Armed 永恒之火 (product reading 5): each card id with the seat whose hand holds it. Public. An entry ends when the
   * card leaves that hand in any way but its own use (checked between resolution steps, see `dropStaleArmed`).
   */
  armed: ArmedCard[];
  /** The resolution stack (engine `runStack`). */
  stack: Frame[];
  ret: unknown;
  ask: Ask | null;
  /** Request id: changes with every new request. */
  req: number;
  decisions: number;
  deaths: number;
  result: GameResult | null;
}

/**
 * A fresh seat at the start of a game: no character yet, full score card (P-S3), empty zones and marks.
 * `team` is set in boss mode (P-B1). Used by `setup` and by the scenario builder, which then fills in what it needs.
 */
export function newSeat(
  seat: number,
  identity: SeatState['identity'],
  identityPublic: boolean,
  team: SeatState['team'],
): SeatState {
  return {
    character: null,
    identity,
    identityPublic,
    knows: 1 << seat,
    hp: 0,
    maxHp: 0,
    alive: true,
    hand: [],
    equip: { weapon: -1, armor: -1, mount: -1, book: -1 },
    judging: [],
    score: 1,
    shaUsed: 0,
    noBasic: false,
    yibu: false,
    skipPlay: false,
    skipTurn: false,
    deathOrder: 0,
    killer: -1,
    uses: {},
    turnUses: {},
    shield: 0,
    controller: -1,
    controlTurns: 0,
    commandBy: -1,
    commandTurn: -1,
    team,
  };
}

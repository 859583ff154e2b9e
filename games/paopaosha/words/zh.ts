/**
 * 跑跑杀's words in Chinese: every message of the table, the questions, the menu, the events and the result, as data
 * (strings, tables keyed by id, and templates). Its type, `Messages`, is the contract of every other language
 * (`en.ts`): a message missing there fails the type check. Only generic words are here: card, character and skill
 * names, and whatever is about one card or skill (its questions, options, log clauses, menu lines), come from its
 * entry's data (games/paopaosha/src: `words`, read through content.ts).
 */

/** Chinese: no verb agreement, no capitals; the `self` flags of the templates are unused. */
export const zh = {
  // Names ------------------------------------------------------------------------------------------------------
  /** Between a card kind and its face (`杀♠7`). */
  cardGap: '',
  /** A sentence's first letter as written (English capitalises it). */
  capital: (text: string) => text,
  you: '你',
  seat: (n: number) => `${n}号`,
  seatWith: (name: string, character: string) => `${name} ${character}`,
  /** 天使之泪's shield beside the HP (`3/3 +8 盾`, product reading 6). */
  shieldMark: (n: number) => `+${n} 盾`,
  identities: { guozhu: '国主', dachen: '大臣', qiangdao: '强盗', xiaozei: '小贼' },
  bossSides: { boss: '海盗王', team: '跑跑' },
  goals: {
    guozhu: '所有强盗和小贼都死亡时，与大臣一同获胜；你死亡则游戏立即结束。',
    dachen: '保护国主：所有强盗和小贼都死亡时，与国主一同获胜（即使你已死亡）。',
    qiangdao: '击败国主：国主死亡时，所有强盗（含已死亡者）获胜——除非那时只剩一名小贼存活。',
    xiaozei: '先消灭其他所有人，最后杀死国主：国主死亡时你是唯一存活者，独自获胜。',
  },
  bossGoals: {
    boss: '消灭所有跑跑即获胜；你死亡则跑跑队获胜。',
    team: '与其他跑跑合力击败海盗王：海盗王死亡时所有跑跑（含已死亡者）一同获胜；所有跑跑都死亡则海盗王获胜。',
  },
  conditions: {
    guozhu: '国主与大臣：所有强盗和小贼都已死亡',
    qiangdao: '强盗：国主死亡',
    xiaozei: '小贼：国主死亡时只剩自己存活',
    boss: '海盗王：所有跑跑都已死亡',
    team: '跑跑队：海盗王死亡',
    maxRounds: '平局：达到轮数上限',
  } as Record<string, string>,
  skillKinds: { locked: '锁定技', triggered: '触发技', active: '主动技', conversion: '转化技' } as Record<
    string,
    string
  >,
  /** A skill or skill book by its names. */
  skillName: (zhName: string, _en: string) => zhName,
  characterHead: (name: string, _zhName: string, nation: string, hp: number, lordBonus: boolean) =>
    `${name} · ${nation} · 体力 ${hp}${lordBonus ? '（含国主 +1）' : ''}`,
  /** One skill under a character; `textEn` has its kind prefix removed. */
  characterSkill: (name: string, kind: string, textZh: string, _textEn: string) => `${name}〔${kind}〕：${textZh}`,
  slots: { weapon: '武器', armor: '防具', mount: '坐骑', book: '技能书' },
  inFront: '面前',
  listSep: '、',
  clauseSep: '；',
  commaSep: '，',
  /** Notes after a label: `（a，b）`. */
  notes: (parts: readonly string[]) => `（${parts.join('，')}）`,
  /** Clauses after a label: `（a；b）`. */
  clauseNotes: (parts: readonly string[]) => `（${parts.join('；')}）`,

  // The table ------------------------------------------------------------------------------------------------
  phases: {
    choose: '选择人物',
    start: '回合开始',
    draw: '摸牌阶段',
    play: '出牌阶段',
    discard: '弃牌阶段',
    end: '回合结束',
    over: '已结束',
  } as Record<string, string>,
  gameOver: '游戏已结束',
  round: (n: number) => `第 ${n} 轮`,
  turnNo: (n: number) => `第 ${n} 回合`,
  /** `who`: the seat with its character (`seatRef`); `self`: the viewer's turn. */
  whoseTurn: (who: string, _enName: string, _self: boolean, phase: string) => `轮到 ${who}（${phase}）`,
  title: '跑跑杀',
  /** After a card's uses left (its entry's `usesLeft`) when this turn's use is spent. */
  spentThisTurn: '（本回合已用）',
  piles: (draw: number, discard: number, top: string) => `牌堆 ${draw} 张 · 弃牌堆 ${discard} 张（顶 ${top}）`,
  sideColumn: '阵营',
  identityColumn: '身份',
  columns: ['座位', '人物', '体力', '手牌', '装备', '面前的牌', '积分', '距离'] as readonly string[],
  choosing: '（选择中）',
  characterCell: (zhName: string, _enName: string, nation: string) => `${zhName}（${nation}）`,
  dead: '✝ 已死亡',
  identityHidden: (name: string) => `${name}（未公开）`,
  identitySeen: (name: string) => `${name}（你看到的）`,
  inRange: '杀可及',
  yourHand: (n: number, cards: string) => `你的手牌（${n} 张）：${cards}`,
  /** Once the game is over: one seat's last hand (`seat`: `3号` or `你`). */
  lastHand: (seat: string, cards: string) => `${seat}最后的手牌：${cards}`,
  controlledHand: (who: string, n: number, cards: string) => `你控制的 ${who} 的手牌（${n} 张）：${cards}`,
  controlledBy: (who: string) => `你正被 ${who} 控制：由其替你作出决定。`,
  yourSide: (name: string, goal: string) => `你的阵营：${name} —— ${goal}`,
  yourIdentity: (name: string, goal: string) => `你的身份：${name} —— ${goal}`,
  resolving: (cards: string) => `结算中：${cards}`,
  /** The lines of what the view shows when no entry words it (an entry's `harvest`, `armed`, `controlled`, `commanded`). */
  harvestLeft: (cards: string) => `亮出待选：${cards}`,
  armedCard: (card: string, who: string) => `已激活：${card} 在 ${who} 手中`,
  controlledSeat: (who: string, by: string, turns: number) => `${who} 由 ${by} 控制（还剩 ${turns} 个回合）`,
  commandedSeat: (who: string, by: string) => `${who} 的下个回合由 ${by} 指挥`,
  /**
   * Why a hand card is no choice now, by the rules' reason (rules/queries.ts `whyNotPlayable`); a reason a card or
   * skill causes is worded by its entry (`notPlayable`).
   */
  notPlayable: {
    notAsked: '现在不需要你出牌',
    otherRequest: '现在要的不是这张牌',
    responseOnly: '这张牌只能在响应时打出',
    shaLimit: '本出牌阶段已经使用过杀',
    fullHp: '体力已满，不能对自己使用水',
    noTarget: '现在没有可以对其使用的目标',
  } as Record<string, string>,

  // Questions ------------------------------------------------------------------------------------------------
  ...questions(),
  // Menu labels ----------------------------------------------------------------------------------------------
  ...labels(),
  // Events ---------------------------------------------------------------------------------------------------
  ...events(),
  // Result and help ------------------------------------------------------------------------------------------
  ...result(),
};

/** The messages of a language (the type of the Chinese catalogue). */
export type Messages = typeof zh;

function questions() {
  return {
    possessive: (who: string, self: boolean) => (self ? '你的' : `${who} 的`),
    /** "to you" in a question: the viewer, or the seat it answers for. */
    toYou: (you: string, self: boolean) => (self ? '对你' : `对 ${you} `),
    decidingFor: (who: string) => `【替 ${who} 决定】`,
    askCharacterSoon: '选择你的人物（技能将在后续版本生效）：',
    askCharacter: '选择你的人物（技能写在每个人物下方）：',
    /** `hp`: the HP as `hpNumbers` writes it (`3/4`, `3/3 +8 盾`). */
    askPlay: (who: string, self: boolean, hp: string, hand: number) =>
      `${self ? '你' : who}的出牌阶段：选择要使用的牌（体力 ${hp}，手牌 ${hand} 张），或结束出牌。`,
    dodgesNeeded: (n: number) => `还需 ${n} 张闪`,
    /** The 闪 window of a 杀 (a card that opens another says so in its entry: `ask.shan`). */
    askDodge: (who: string, toYou: string, card: string, _self: boolean, damage: number, tail: string) =>
      `${who} ${toYou}使用了 ${card}：出闪？（否则受到 ${damage} 点伤害）${tail}`,
    killsNeeded: (n: number) => `（还需 ${n} 张杀）`,
    askKill: (who: string, card: string) => `${who} 使用了 ${card}：出杀，否则受到 1 点伤害。`,
    /** A delayed card about to be judged in front of its holder (one without a judgement words its own: `ask.wuxie`). */
    askImpeccableDelayed: (target: string, card: string) => `无懈可击窗口：${target} 面前的 ${card} 即将生效（判定前）`,
    askImpeccable: (poss: string, _who: string, card: string, target: string) =>
      `无懈可击窗口：${poss} ${card} 即将对 ${target} 生效`,
    askSelfRescue: (you: string, _self: boolean, hp: number) => `${you}濒死（体力 ${hp}）！是否自救？`,
    askRescue: (who: string, hp: number) => `${who} 濒死（体力 ${hp}），是否救？`,
    /** The rescue window's short name (a client's note of an auto-pass says what it answered). */
    rescueWindow: '濒死求救',
    /** The 无懈可击 window's short name. */
    impeccableWindow: '无懈可击',
    askDiscardPhase: (n: number, hp: number) => `弃牌阶段：还需弃 ${n} 张（手牌上限 = 当前体力 ${hp}）。`,
    askDiscardOther: (why: string, n: number) => `${why}：还需弃 ${n} 张牌。`,
    askChooseOn: (target: string) => `（${target}）`,
    askChooseOther: (why: string, on: string) => `${why}${on}：请选择。`,
    askAny: '请选择：',
  };
}

function labels() {
  return {
    weaponRange: (n: number) => `攻击距离 ${n}`,
    replaces: (card: string) => `替换 ${card}`,
    equip: (card: string, tail: string) => `装备 ${card}${tail}`,
    useAs: (card: string, as: string, arrow: string) => `使用 ${card} 当${as}${arrow}`,
    via: (skill: string) => `（${skill}）`,
    as: (kind: string, via: string) => ` 当${kind}${via}`,
    use: '使用',
    damageNote: (n: number) => `伤害 ${n}`,
    useDelayed: (card: string, targets: string) => `使用 ${card} → 放在 ${targets} 面前`,
    /** Two hand cards as one card, when no card words its pairs (an entry's `pair`). */
    usePair: (pair: string, kind: string, arrow: string) => `使用 ${pair} 当${kind}${arrow}`,
    playPair: (pair: string, kind: string) => `打出 ${pair} 当${kind}`,
    yourself: '自己',
    onSeat: (target: string, own: boolean) => (own ? '对自己' : `对 ${target}`),
    rescue: (on: string, card: string, as: string) => `${on} 使用 ${card}${as}`,
    play: (card: string, as: string) => `打出 ${card}${as}`,
    passLabel: '放弃',
    noDodge: (n: number) => `不出闪（受到 ${n} 点伤害）`,
    noKill: '不出杀（受到 1 点伤害）',
    noImpeccable: '不使用无懈可击',
    noSelfRescue: '放弃自救',
    noRescue: '不救',
    /** Words for option codes shared by several requests (`no` of every yes/no question). */
    optionWords: { no: '不发动', skip: '跳过' } as Record<string, string>,
    option: (n: number) => `选项 ${n}`,
    randomHand: (n: number | string) => `随机一张手牌（共 ${n} 张）`,
    yesSkill: (name: string) => `发动【${name}】`,
    /** The option that keeps the rest as they are (a `keep` without a card). */
    keepRest: '其余保持原顺序',
    keep: (card: string) => `留下 ${card}`.trim(),
    giveTo: (who: string) => `交给 ${who}`,
    giveHand: (n: number) => `交出 ${n} 张手牌`,
    endPlay: '结束出牌',
    discard: (card: string, equipped: boolean) => `弃置 ${card}${equipped ? '（装备）' : ''}`,
    skill: (name: string, cards: string, targets: string) => `发动【${name}】${cards}${targets}`,
  };
}

function events() {
  return {
    /** Between a line's head and its clauses. */
    headSep: '：',
    judgeNoCard: '无牌可判',
    noRescueFrom: (list: string) => `${list} 未救`,
    /**
     * Discards by the game's own reasons (a card's or skill's are worded by its entry: `discard`): `who` the seat,
     * `self` the viewer's (en verb), `list` the cards, `n` their number.
     */
    discards: {
      discardPhase: (who: string, _self: boolean, list: string, _n: number) => `${who} 弃牌 ${list}`,
      death: (_who: string, _self: boolean, _list: string, n: number) => `其所有牌弃置（${n} 张）`,
      penalty: (who: string, _self: boolean, list: string, _n: number) => `${who} 弃置所有手牌和装备 ${list}`,
    } as Record<string, (who: string, self: boolean, list: string, n: number) => string>,
    discardOther: (who: string, _self: boolean, list: string) => `${who} 弃置 ${list}`,
    otherCharacters: (list: readonly string[]) => `其余玩家的人物：${list.join('、')}`,
    startingDraw: (n: number) => `每人摸 ${n} 张起始手牌。`,
    bossIsYou: (king: string) => `海盗王模式：你是${king}，先行动；其余玩家组成跑跑队来击败你。`,
    bossIs: (who: string, king: string) => `海盗王模式：${who} 是${king}，先行动；其余玩家组成跑跑队。`,
    onTeam: (goal: string) => `你在跑跑队 —— ${goal}`,
    lordWord: '国主',
    lordIsYou: (lord: string) => `你是${lord}（身份公开），先行动。`,
    lordIs: (who: string, lord: string) => `${who} 是${lord}（身份公开），先行动。`,
    secretIdentity: (id: string, goal: string) => `你的身份：${id}（保密）—— ${goal}`,
    characterOf: (who: string, character: string) => `${who} ${character}`,
    characterInfo: (zhName: string, _enName: string, nation: string, hp: number) =>
      `${zhName}（${nation}，体力 ${hp}）`,
    bossEnters: (text: string) => `海盗王登场：${text}`,
    lordChose: (text: string) => `国主选择了人物：${text}`,
    yourCharacter: (text: string) => `你的人物：${text}`,
    roundTag: (n: number) => `[第 ${n} 轮]`,
    yourTurn: '你的回合',
    skips: {
      turn: '跳过整个回合',
      play: '跳过出牌阶段',
      draw: '跳过摸牌阶段',
      discard: '跳过弃牌阶段',
    } as Record<string, string>,
    skipOther: (what: string) => `跳过 ${what}`,
    /** `own`: on the turn's own line (no subject needed); `why`: the skill that explains it (or ''). */
    skip: (who: string, own: boolean, _self: boolean, why: string, what: string) =>
      `${own ? '' : `${who} `}${why}${what}`,
    startingHand: (n: number, cards: string) => `你摸了 ${n} 张起始手牌：${cards}`,
    drawOwn: (n: number, cards: string, _self: boolean) => `摸 ${n} 张${cards}`,
    draws: (who: string, _self: boolean, n: number, cards: string) => `${who} 摸 ${n} 张${cards}`,
    asKind: (kind: string) => ` 当${kind}`,
    uses: (who: string, _self: boolean, what: string) => `${who} 使用 ${what}`,
    replacing: (card: string) => `（替换 ${card}）`,
    equips: (who: string, _self: boolean, card: string, rep: string) => `${who} 装备 ${card}${rep}`,
    placeMoves: (kind: string, from: string, to: string) => `${kind} 从 ${from} 面前移到 ${to} 面前`,
    plays: (who: string, _self: boolean, what: string) => `${who} 打出 ${what}`,
    /** Not answering a request for a card: `kind` the card's name. */
    passCard: (kind: string) => `不出${kind}`,
    passOther: '放弃',
    passed: (who: string, what: string) => `${who} ${what}`,
    nullified: (kind: string, target: string) => `${kind} 对 ${target} 的效果被无懈可击抵消`,
    /** A seat barred from basic cards, when no entry words it (an entry's `restrict`). */
    restrict: (_by: string, who: string) => `${who} 本回合不能使用或打出基本牌`,
    immuneBy: (skill: string, kind: string, who: string) => `${skill}：${kind} 对 ${who} 无效`,
    immune: (kind: string, who: string) => `${kind} 对 ${who} 无效`,
    /** `who` is '' on the turn's own line. */
    judge: (who: string, _self: boolean, reason: string, card: string, outcome: string) =>
      `${who ? `${who} ` : ''}判定（${reason}）：${card} → ${outcome}`,
    fromNone: '（无来源）',
    from: (who: string) => `（来自 ${who}）`,
    damage: (who: string, _self: boolean, n: number, src: string, hp: string) =>
      `${who} 受到 ${n} 点伤害${src}，体力 ${hp}`,
    heal: (who: string, _self: boolean, n: number, hp: string) => `${who} 回复 ${n} 点体力，体力 ${hp}`,
    dying: (who: string, _self: boolean, hp: number) => `⚠ ${who} 濒死（体力 ${hp}），求救`,
    killer: (who: string, score: number) => `凶手 ${who}，获得其 ${score} 张积分牌`,
    noKiller: (score: number) => `无凶手，${score} 张积分牌移出游戏`,
    death: (who: string, _self: boolean, id: string, killer: string) => `✝ ${who} 死亡，身份：${id}（${killer}）`,
    rewardNote: '（杀死强盗的奖励）',
    reward: (who: string, n: number) => `${who} 杀死强盗，奖励摸 ${n} 张`,
    penalty: '国主杀死了大臣，受罚',
    takes: (who: string, _self: boolean, card: string) => `${who} 拿 ${card}`,
    handCards: (n: number) => `${n} 张手牌`,
    gets: (to: string, _self: boolean, what: string, from: string) => `${to} 获得 ${from} 的 ${what}`,
    seesHandIdentity: (who: string, _self: boolean, target: string, hand: string, id: string) =>
      `${who} 观看了 ${target} 的手牌（${hand}）和身份（${id}）`,
    seesHandOnly: (who: string, _self: boolean, target: string, hand: string) =>
      `${who} 观看了 ${target} 的手牌（${hand}）`,
    looksHandIdentity: (who: string, _self: boolean, target: string) => `${who} 观看了 ${target} 的手牌和身份`,
    revealed: (cards: string) => `亮出 ${cards}`,
    reshuffle: (n: number) => `牌堆用完，弃牌堆 ${n} 张洗成新牌堆`,
    skillUse: (who: string, _self: boolean, name: string, cards: string, targets: string) =>
      `${who} 发动【${name}】${cards}${targets}`,
    prevents: (who: string, skill: string, n: number) => `${who} 的【${skill}】防止了 ${n} 点伤害`,
    peek: (who: string, _self: boolean, n: number, cards: string) =>
      `${who} 观看了牌堆顶 ${n} 张牌${cards ? `：${cards}` : ''}`,
    control: (by: string, _self: boolean, who: string, via: string, turns: number) =>
      `${by} 控制了 ${who}（${via}，${turns} 个回合）`,
    controlEndWhy: { turns: '回合数已满', death: '有人死亡', replaced: '被新的控制取代' },
    controlEnd: (by: string, who: string, why: string) => `${by} 对 ${who} 的控制结束（${why}）`,
    end: '游戏结束。',
  };
}

function result() {
  return {
    unfinished: (round: number, turns: number) => `对局未结束（进行到第 ${round} 轮，第 ${turns} 回合）。`,
    draw: (maxRounds: number) => `平局：${maxRounds} 轮内未分胜负，没有胜者。`,
    over: (round: number, turns: number, why: string) => `游戏结束（第 ${round} 轮，第 ${turns} 回合）。${why}。`,
    winner: (who: string, id: string) => `${who}（${id}）`,
    winners: (names: readonly string[]) => `胜者：${names.join('、')}`,
    youWon: '你赢了！',
    youLost: '你没有获胜。',
    identitiesAll: '所有身份与积分牌：',
    identitiesKnown: '已知身份与积分牌：',
    /** `hp`: the HP as `hpNumbers` writes it (`3/4`, `3/3 +8 盾`). */
    alive: (hp: string) => `存活，体力 ${hp}`,
    deathNo: (n: number, killer: string | null) => `第 ${n} 个死亡${killer ? `，凶手 ${killer}` : '，无凶手'}`,
    youMark: '（你）',
    score: (n: number) => `积分牌 ${n}`,
    help: [
      '跑跑杀 规则摘要（完整规则见 docs/rules/paopaosha.md）',
      '· 身份：国主（公开）与大臣要消灭所有强盗和小贼；强盗要击败国主；小贼要最后一个杀死国主。',
      '· 回合：回合开始（判定面前的延时牌，后放的先判）→ 摸 2 张 → 出牌 → 弃牌到不超过体力 → 结束。',
      '· 出牌阶段：杀每阶段限一次（pAK-470 不限），只能对攻击范围内的玩家（距离 ≤ 武器攻击距离，无武器为 1）。',
      '  水回复 1 点体力；技能牌（锦囊）可被无懈可击抵消；装备放入武器、防具、坐骑、技能书四个栏位，新的替换旧的。',
      '· 响应：被杀时出闪（或杀闪之交、躲）；万刀齐发要闪，强盗入侵 / 恐怖分子 / 单挑要杀。',
      '· 濒死：体力 ≤ 0 时，从当前回合玩家起依次可以用水（+1）或生死簿（回满）相救；无人救则死亡并亮出身份。',
      '  凶手获得死者的积分牌；杀死强盗摸 3 张；国主杀死大臣要弃光手牌和装备。',
      '· 距离：沿座次较短一侧数存活玩家；坐骑改变距离：震震狗 你到别人 −1；旺财狗 / 狼狗 / 桑塔纳 别人到你 +1，老牛 +2；',
      '  QQ飞车 别人到你 +1、你到别人 −1（但你不能对自己使用水）。',
      '· 神卡（永恒之火、天使之泪、吉奥拉之花、海洋公主、光明之眼）在出牌阶段使用，无懈可击和盾牌都挡不住。',
      '· 海盗王模式（--mode boss，3–8 人）：0号 是海盗王（体力 = 4 × 对手人数），其余玩家组成跑跑队，身份全部公开；',
      '  海盗王死亡则跑跑队全体获胜，所有跑跑死亡则海盗王获胜。',
      '操作：输入选项编号后回车；h 显示本帮助；q 退出（会保存对局记录）。',
    ] as readonly string[],
  };
}

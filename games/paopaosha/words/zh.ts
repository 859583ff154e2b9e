/**
 * 跑跑杀's words in Chinese: every message of the table, the questions, the menu, the events and the result, as data
 * (strings, tables keyed by id, and templates). Its type, `Messages`, is the contract of every other language
 * (`en.ts`): a message missing there fails the type check. Card, character and skill names come from the rules'
 * data tables (games/paopaosha/src/data), not from here.
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
  mingdaoNote: (card: string, left: number, spent: boolean) =>
    `${card}还可用 ${left} 次${spent ? '（本回合已用）' : ''}`,
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
  harvestLeft: (cards: string) => `收获子弹 亮出待选：${cards}`,
  armedFire: (card: string, who: string) => `已激活的永恒之火：${card} 在 ${who} 手中`,
  controlledSeat: (who: string, by: string, turns: number) => `${who} 由 ${by} 控制（海洋公主，还剩 ${turns} 个回合）`,
  commandedSeat: (who: string, by: string) => `${who} 的下个回合由 ${by} 指挥（司令部）`,
  /** Why a hand card is no choice now, by the rules' reason (rules/queries.ts `whyNotPlayable`). */
  notPlayable: {
    notAsked: '现在不需要你出牌',
    otherRequest: '现在要的不是这张牌',
    responseOnly: '这张牌只能在响应时打出',
    noBasic: '受控制影响，本回合不能使用基本牌',
    shaLimit: '本出牌阶段已经使用过杀',
    fullHp: '体力已满，不能对自己使用水',
    noSelfShui: 'QQ飞车：不能对自己使用水',
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
    malletNote: '木槌：闪无效，只有躲能抵消',
    askDodgeBlades: (who: string, card: string, tail: string) =>
      `${who} 使用了 ${card}：出闪或躲，否则受到 1 点伤害${tail}`,
    askDodge: (who: string, toYou: string, card: string, _self: boolean, damage: number, tail: string) =>
      `${who} ${toYou}使用了 ${card}：出闪？（否则受到 ${damage} 点伤害）${tail}`,
    killsNeeded: (n: number) => `（还需 ${n} 张杀）`,
    askDuel: (you: string, who: string, _self: boolean, _actor: string, more: string) =>
      `单挑：${you}与 ${who} 轮流出杀，轮到${you}——不出杀就受到 1 点伤害。${more}`,
    askBorrowedKill: (who: string, toYou: string, card: string, weapon: string) =>
      `${who} ${toYou}使用了 ${card}：对其指定的玩家出杀，否则把武器 ${weapon} 交给 ${who}。`,
    askKill: (who: string, card: string) => `${who} 使用了 ${card}：出杀，否则受到 1 点伤害。`,
    askImpeccableChain: (poss: string, _who: string, card: string, target: string) =>
      `无懈可击窗口：${poss} ${card} 即将抵消对 ${target} 的技能牌——再用一张无懈可击抵消它？`,
    askImpeccableDelayed: (target: string, card: string, judged: boolean) =>
      `无懈可击窗口：${target} 面前的 ${card} 即将生效（${judged ? '判定前' : '生效前'}）`,
    askImpeccable: (poss: string, _who: string, card: string, target: string) =>
      `无懈可击窗口：${poss} ${card} 即将对 ${target} 生效`,
    askSelfRescue: (you: string, _self: boolean, hp: number) => `${you}濒死（体力 ${hp}）！是否自救？`,
    askRescue: (who: string, hp: number) => `${who} 濒死（体力 ${hp}），是否救？`,
    /** The rescue window's short name (a client's note of an auto-pass says what it answered). */
    rescueWindow: '濒死求救',
    askDiscard: {
      yibuliushen: (n: number, _hp: number) => `一不留神：先弃 ${n} 张手牌，再摸牌。`,
      paopaojiatelin: (n: number, _hp: number) => `泡泡加特林：还需弃 ${n} 张牌（手牌或装备）。`,
      discardPhase: (n: number, hp: number) => `弃牌阶段：还需弃 ${n} 张（手牌上限 = 当前体力 ${hp}）。`,
    } as Record<string, (n: number, hp: number) => string>,
    askDiscardOther: (why: string, n: number) => `${why}：还需弃 ${n} 张牌。`,
    askChoose: {
      guoluchailu: (target: string) => `过路拆路：选择弃置 ${target} 的哪张牌。`,
      shunshouqiangou: (target: string) => `顺手牵狗：选择拿走 ${target} 的哪张牌。`,
      kongzhi: (target: string) => `控制 ${target}：选择模式。`,
      'kongzhi-take': (target: string) => `控制：拿走 ${target} 的一张手牌。`,
      shouhuozidan: (_target: string) => '收获子弹：选择一张牌收入手牌。',
      paopaojiatelin: (target: string, n = 2) =>
        `杀被 ${target} 的闪抵消：${n === 2 ? '弃两张牌' : `弃 ${n} 张牌`}令它仍然命中吗？`,
    } as Record<string, (target: string, n?: number) => string>,
    askChooseOn: (target: string) => `（${target}）`,
    askChooseOther: (why: string, on: string) => `${why}${on}：请选择。`,
    askAny: '请选择：',
    /** The skills' and god cards' questions by request reason (see `skillQuestion` in question.ts). */
    skillQuestions: {
      shuijiao: () => '睡觉：跳过整个回合吗？若如此，直到你的下个回合开始前不会受到伤害。',
      tanwu: () => '贪污：从每名其他玩家处各随机获得一张手牌吗？',
      luoshen: () => '洛神：进行判定吗？（不是武器牌就获得这张牌，并可以再判定）',
      kandou: (q) => `看豆：观看牌堆顶的 ${q.n} 张牌，并按任意顺序放回吗？`,
      'kandou-top': (q) => `看豆：选择放在牌堆顶第 ${q.n} 张的牌（或保留其余牌的原顺序）。`,
      congzhi: (q) =>
        q.discard
          ? `葱汁：还需弃 ${q.n} 张牌（手牌或装备）。`
          : `葱汁：弃置两张牌，防止 1 点伤害吗？（即将受到 ${q.n} 点伤害）`,
      ailian: (q) => `爱恋：还需弃 ${q.n} 张手牌（你与 ${q.target} 各回复 1 点体力）。`,
      xiudiannao: () => '修电脑：弃置一张闪，回复 1 点体力。',
      aiguo: (q) => `爱国：把摸到的 ${q.card} 交给另一名玩家，还是留下？`,
      diannaoqicai: () => '电脑奇才：选一张你的手牌，与另一名玩家的随机一张手牌交换（或不发动）。',
      'diannaoqicai-target': () => '电脑奇才：与谁交换？',
      diannaoqicaishu: (q) => `电脑奇才（技能书）：与 ${q.target} 怎样交换手牌？`,
      guangmingzhiyan: (q) => `光明之眼：从 ${q.target} 的手牌中拿一张。`,
      jiaolazhihua: (q) => `吉奥拉之花：${q.source} 要${q.you}交出 ${q.shui} 张水，否则死亡。`,
      'jiaolazhihua-give': (q) => `吉奥拉之花：选择交出的水（还需 ${q.n} 张）。`,
      shenmijingqi: (q) => `神秘惊奇：${q.source} 要${q.you}交出 ${q.n} 张手牌，否则受到 ${q.damage} 点伤害。`,
      'shenmijingqi-give': (q) => `神秘惊奇：选择交给 ${q.source} 的手牌（还需 ${q.n} 张）。`,
    } as Record<string, (q: SkillQuestionArgs) => string>,
  };
}

/** What a skill's question may say (see `skillQuestion` in question.ts). */
export interface SkillQuestionArgs {
  /** The request's count. */
  readonly n: number;
  /** A 葱汁 discard (rather than the yes/no question). */
  readonly discard: boolean;
  readonly you: string;
  readonly source: string;
  readonly target: string;
  /** The card of the first option (爱国), or ''. */
  readonly card: string;
  /** 吉奥拉之花's number of 水 (config). */
  readonly shui: number;
  /** 神秘惊奇's damage (config). */
  readonly damage: number;
}

function labels() {
  return {
    weaponRange: (n: number) => `攻击距离 ${n}`,
    replaces: (card: string) => `替换 ${card}`,
    equip: (card: string, tail: string) => `装备 ${card}${tail}`,
    useWok: (pair: string, arrow: string) => `使用 炒锅：${pair} 当杀${arrow}`,
    useAs: (card: string, as: string, arrow: string) => `使用 ${card} 当${as}${arrow}`,
    via: (skill: string) => `（${skill}）`,
    as: (kind: string, via: string) => ` 当${kind}${via}`,
    use: '使用',
    waterGun: '水枪',
    shotgun: '跑跑散弹枪',
    damageNote: (n: number) => `伤害 ${n}`,
    useNotes: {
      shui: (card: string, as: string) => `使用 ${card}${as}（回复 1 点体力）`,
      wandaoqifa: (card: string, _as: string) => `使用 ${card}（所有其他玩家出闪，否则受 1 点伤害）`,
      qiangdaoruqin: (card: string, as: string) => `使用 ${card}${as}（所有其他玩家出杀，否则受 1 点伤害）`,
      kongbufenzi: (card: string, _as: string) => `使用 ${card}（包括你在内所有人出杀，否则受 1 点伤害）`,
      shouhuozidan: (card: string, _as: string) => `使用 ${card}（亮出牌堆顶的牌，每人选一张）`,
    } as Record<string, (card: string, as: string) => string>,
    useDraw: (card: string, n: number) => `使用 ${card}（摸 ${n} 张牌）`,
    useBorrowedKill: (card: string, a: string, b: string, weapon: string) =>
      `使用 ${card}：令 ${a} 对 ${b} 出杀，否则其武器 ${weapon} 归你`,
    useDelayed: (card: string, targets: string) => `使用 ${card} → 放在 ${targets} 面前`,
    playWok: (pair: string) => `打出 炒锅：${pair} 当杀`,
    yourself: '自己',
    onSeat: (target: string, own: boolean) => (own ? '对自己' : `对 ${target}`),
    rescueFull: (on: string, card: string, as: string) => `${on} 使用 ${card}${as}（回复至体力上限）`,
    rescueOne: (on: string, card: string, as: string) => `${on} 使用 ${card}${as}（体力 +1）`,
    playEvade: (card: string, full: boolean) => `打出 ${card}（${full ? '完全抵消此杀' : '当闪'}）`,
    playImpeccable: (card: string) => `打出 ${card}（抵消）`,
    play: (card: string, as: string) => `打出 ${card}${as}`,
    passLabel: '放弃',
    noDodge: (n: number) => `不出闪（受到 ${n} 点伤害）`,
    noKillGive: (weapon: string, who: string) => `不出杀（把 ${weapon} 交给 ${who}）`,
    noKill: '不出杀（受到 1 点伤害）',
    noImpeccable: '不使用无懈可击',
    noSelfRescue: '放弃自救',
    noRescue: '不救',
    /** Words for option codes shared by several requests (`no` of every yes/no question, 泡泡加特林's `discard2`). */
    optionWords: { no: '不发动', discard2: '弃两张牌，令此杀仍然命中', skip: '跳过' } as Record<string, string>,
    option: (n: number) => `选项 ${n}`,
    randomHand: (n: number | string) => `随机一张手牌（共 ${n} 张）`,
    cardAt: (card: string, place: string) => `${card}（${place}）`,
    modeA: '模式 a：本回合内其不能使用或打出杀、闪、水',
    modeB: '模式 b：观看其手牌和身份，并拿走一张手牌',
    yes: {
      shuijiao: '睡觉：跳过本回合',
      luoshen: '判定',
      kandou: '观看并重新排列',
      congzhi: '弃两张牌，防止 1 点伤害',
    } as Record<string, string>,
    yesSkill: (name: string) => `发动【${name}】`,
    keepRest: '其余保持原顺序',
    keep: (card: string) => `留下 ${card}`.trim(),
    giveTo: (who: string) => `交给 ${who}`,
    giveWater: (n: number) => `交出 ${n} 张水`,
    giveHand: (n: number) => `交出 ${n} 张手牌`,
    refuse: '不交（死亡）',
    takeDamage: (n: number) => `受到 ${n} 点伤害`,
    swapOne: '各随机交换一张手牌',
    swapAll: '交换全部手牌',
    endPlay: '结束出牌',
    /** An equipped card's alternative to 闪, by the card that offers it. */
    shanAlternatives: { baguazhen: '发动 八卦阵（判定：武器牌视为出闪）' } as Record<string, string>,
    discard: (card: string, equipped: boolean) => `弃置 ${card}${equipped ? '（装备）' : ''}`,
    skill: (name: string, cards: string, targets: string) => `发动【${name}】${cards}${targets}`,
    wokTarget: (pair: string) => `炒锅：${pair} 当杀，选择目标：`,
    wokSecond: (card: string) => `炒锅：第一张是 ${card}，选择第二张手牌：`,
    wokGroup: (played: boolean): string => (played ? '打出 炒锅：两张手牌当杀…' : '使用 炒锅：两张手牌当杀…'),
    wokFirst: '炒锅：选择第一张手牌：',
  };
}

function events() {
  return {
    /** Between a line's head and its clauses. */
    headSep: '：',
    judgeNoCard: '无牌可判',
    /** A judgement's outcome by reason: [when it hits, when it misses] (the `judge` event's `hit`, rules/queries.ts `judgementHits`). */
    judgeOutcomes: {
      dilei: ['♥，命中！', '不是♥，未命中'],
      shuilei: ['♥，命中！', '不是♥，未命中'],
      huaquanquan: ['不是♣，跳过出牌阶段', '♣，逃过'],
      zuzhou: ['武器牌，命中！', '不是武器牌，无效'],
      baguazhen: ['武器牌，视为出闪', '不是武器牌，失败'],
      luoshen: ['武器牌，洗回牌堆，停止', '不是武器牌，获得此牌'],
      yonghengzhihuo: ['♣，拿到永恒之火！', '不是♣'],
    } as Record<string, readonly [string, string]>,
    noRescueFrom: (list: string) => `${list} 未救`,
    /** Discards by reason: `who` the seat, `self` the viewer's (en verb), `list` the cards, `n` their number. */
    discards: {
      discardPhase: (who: string, _self: boolean, list: string, _n: number) => `${who} 弃牌 ${list}`,
      death: (_who: string, _self: boolean, _list: string, n: number) => `其所有牌弃置（${n} 张）`,
      guoluchailu: (who: string, _self: boolean, list: string, _n: number) => `弃置 ${who} 的 ${list}`,
      yibuliushen: (who: string, _self: boolean, list: string, _n: number) => `${who} 先弃置 ${list}（一不留神）`,
      paopaojiatelin: (who: string, _self: boolean, list: string, _n: number) =>
        `${who} 弃置 ${list}（泡泡加特林：杀仍然命中）`,
      zuzhou: (who: string, _self: boolean, list: string, _n: number) => `${who} 弃置所有手牌 ${list}`,
      sishenmingdao: (_who: string, _self: boolean, list: string, _n: number) => `${list} 用满次数，弃置`,
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
    skipNoDiscard: (skill: string) => `${skill}：`,
    skipFullHp: (skill: string) => `${skill}：体力已满，`,
    startingHand: (n: number, cards: string) => `你摸了 ${n} 张起始手牌：${cards}`,
    drawOwn: (n: number, cards: string, _self: boolean) => `摸 ${n} 张${cards}`,
    draws: (who: string, _self: boolean, n: number, cards: string) => `${who} 摸 ${n} 张${cards}`,
    wok: '（炒锅）当杀',
    asKind: (kind: string) => ` 当${kind}`,
    borrowedKillTargets: (a: string, b: string) => ` → ${a}（令其对 ${b} 出杀）`,
    uses: (who: string, _self: boolean, what: string) => `${who} 使用 ${what}`,
    replacing: (card: string) => `（替换 ${card}）`,
    equips: (who: string, _self: boolean, card: string, rep: string) => `${who} 装备 ${card}${rep}`,
    placeMoves: (kind: string, from: string, to: string) => `${kind} 从 ${from} 面前移到 ${to} 面前`,
    plays: (who: string, _self: boolean, what: string) => `${who} 打出 ${what}`,
    passes: { shan: '不出闪', sha: '不出杀' } as Record<string, string>,
    passOther: '放弃',
    passed: (who: string, what: string) => `${who} ${what}`,
    impeccableChain: '上一张无懈可击被另一张无懈可击抵消',
    nullified: (kind: string, target: string) => `${kind} 对 ${target} 的效果被无懈可击抵消`,
    restrict: (by: string, who: string) => `${by} 的控制：${who} 本回合不能使用或打出 杀、闪、水`,
    immuneBy: (skill: string, kind: string, who: string) => `${skill}：${kind} 对 ${who} 无效`,
    shield: (who: string, _self: boolean, kind: string) => `${who} 有盾牌：${kind} 无效`,
    /** `who` is '' on the turn's own line. */
    judge: (who: string, _self: boolean, reason: string, card: string, outcome: string) =>
      `${who ? `${who} ` : ''}判定（${reason}）：${card} → ${outcome}`,
    fromNone: '（无来源）',
    from: (who: string) => `（来自 ${who}）`,
    damage: (who: string, _self: boolean, n: number, src: string, hp: string) =>
      `${who} 受到 ${n} 点伤害${src}，体力 ${hp}`,
    angelsTear: (who: string, hp: number, shield: number) => `天使之泪：${who} 的体力变为 ${hp}（其中护盾 ${shield}）`,
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
    seesHand: (who: string, _self: boolean, target: string, hand: string) => `${who} 看到 ${target} 的手牌：${hand}`,
    looksAll: (who: string, _self: boolean) => `${who} 观看了所有人的手牌`,
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
    control: (by: string, _self: boolean, who: string, via: string, command: boolean, turns: number) =>
      `${by} 控制了 ${who}（${via}，${command ? '其下个回合' : `${turns} 个回合`}）`,
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

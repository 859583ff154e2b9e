/**
 * The CLI's own strings (usage, errors, prompts, report labels) in Chinese (default) and English. Game-specific words
 * live with each game's renderer (@shaju/words).
 */
import type { IllegalDecisionError } from '@shaju/engine';
import type { Lang } from './types.ts';

/**
 * What the usage texts say of the games, generated from the catalogue in the language of the text (help.ts): the
 * games with their player counts, examples, bot kinds, the games' own option lines.
 */
export interface HelpFacts {
  /** Every game with its title and player counts, e.g. `id（title，4–10 人）；…`. */
  readonly games: string;
  /** The example command lines of the main usage, indented. */
  readonly examples: readonly string[];
  /** Player counts per game (`--players`), e.g. `title 4–10，title 3–12`. */
  readonly counts: string;
  /** Every game's player range (`simulate --players`), e.g. `4..10 or 3..12`. */
  readonly ranges: string;
  /** The bot kinds with the default marked, e.g. `a（默认）或 b`. */
  readonly bots: string;
  /** The bot kinds as a flag's choices, `a|b`. */
  readonly botKinds: string;
  readonly defaultBot: string;
  /** The games' own option lines for this command, indented and aligned. */
  readonly options: readonly string[];
  /** A `--set field=value` example for this command, or '' when no game gives one. */
  readonly setExample: string;
  /** The first game's id (examples). */
  readonly first: string;
  /** The games of `--create`, the first marked as the default. */
  readonly createIds: string;
}

const zh = {
  usage: {
    main: (f: HelpFacts) => [
      '杀局 Shaju —— 命令行',
      '',
      '用法：',
      '  shaju play <游戏> [选项]       与机器人对战（你坐一个座位）',
      '  shaju simulate <游戏> [选项]   机器人之间大量对局并统计',
      '  shaju lab <游戏> [选项]        设计者实验室：公平、技术含量、卡牌重要性、变体搜索',
      '  shaju replay <文件> [选项]     重看保存的对局记录',
      '  shaju connect [地址] [选项]    连接游戏服务器，和朋友联机对战（npm run server 启动服务器）',
      '  shaju lab worker --redis URL  实验室工作进程：替 shaju lab … --redis URL 对局（可在多台机器上）',
      '  shaju options <游戏> [--json]  列出游戏的全部规则选项与预设（--preset、--set 用）',
      '  shaju content <游戏> [--json|--schema]  列出游戏的全部内容条目（卡牌、技能、人物、身份）及其 JSON Schema',
      '  shaju help [命令]              显示帮助，例如 shaju help play',
      '',
      `游戏：${f.games}`,
      '通用选项（可放在任何位置）：--lang zh|en 界面语言（默认 zh）· --no-color 不使用颜色 · -h, --help 帮助',
      '',
      '例子：',
      ...f.examples,
    ],
    play: (f: HelpFacts) => [
      '用法：shaju play <游戏> [选项]',
      '',
      '你坐一个座位，其余座位由机器人来打。轮到你时显示牌桌与编号菜单，输入编号后回车；',
      '「停止 / 不出 / 结束 / 不发动」这类选项总是排在最后，编号总是 0。',
      '在菜单处：h 显示规则摘要，q 退出（需确认）。对局记录保存到项目根目录的 saves/（会打印完整路径）。',
      '',
      '选项：',
      `  --players N        玩家人数（${f.counts}；默认 5）`,
      '  --seat N           你的座位号（0 起，默认 0）',
      '  --seed S           随机种子（整数；默认取当前时间，并会打印出来以便重现）',
      `  --bots KIND        机器人类型：${f.bots}`,
      ...f.options,
      '  --preset 名称      规则预设（默认第一个，seed；列表见 shaju options <游戏>）',
      `  --set 选项=值      修改一个规则选项（可重复，在预设之上）${f.setExample ? `，例如 --set ${f.setExample}` : ''}`,
      '  --lang zh|en       界面语言（默认 zh）',
      '',
      `输入也可以来自管道，例如：printf "1\\n1\\n" | npx shaju play ${f.first} --players 4 --seed 1`,
      '输入结束时视为退出，并保存对局记录。',
    ],
    simulate: (f: HelpFacts) => [
      '用法：shaju simulate <游戏> [选项]',
      '',
      '机器人之间进行大量对局（不显示过程），打印统计。',
      '',
      '选项：',
      '  --games N          对局数（默认 1000）',
      `  --players N|a..b   人数，或范围（默认为该游戏的全部人数：${f.ranges}）；范围时第 i 局的人数为 a + (i mod (b−a+1))，按局轮换`,
      `  --bots K1,K2,…     机器人类型列表（默认 ${f.defaultBot}），按座位轮流分配，并随局号轮转，使每种机器人坐遍每个座位`,
      '  --seed S           种子（默认 1）；第 i 局的种子由 (S, i) 导出，机器人的种子由 (S, i, 座位) 导出',
      ...f.options,
      '  --preset 名称      规则预设（默认第一个，seed）；不是默认预设时，同样的对局也按默认预设跑一遍，并列对比主要指标',
      '  --preset-file 文件 shaju lab --search 写出的预设文件（预设与选项值；--preset、--set 在其上）',
      '  --pack 路径        加入一个内容包（JSON 文件，或含 pack.json 的文件夹；可重复；见 docs/packs.md）',
      `  --set 选项=值      修改一个规则选项（可重复，在预设之上）${f.setExample ? `，例如 --set ${f.setExample}` : ''}；选项见 shaju options <游戏>`,
      '  --json             以 JSON 输出到标准输出（进度只写到标准错误）',
      '  --lang zh|en       界面语言',
      '',
      '同一种子给出完全相同的统计（用时相关的行除外）。',
    ],
    replay: [
      '用法：shaju replay <文件> [选项]',
      '',
      '读取 shaju play 保存的对局记录，用引擎逐步重放，按某个座位（或旁观者）能看到的内容打印过程，',
      '然后显示最终牌桌与结果，并核对最终状态的哈希。',
      '',
      '选项：',
      '  --seat N           以该座位的视角观看（默认旁观者：看不到手牌和未公开的身份）',
      '  --step             每个决定之后按回车继续（仅在终端中）',
      '  --lang zh|en       界面语言',
    ],
    connect: (f: HelpFacts) => [
      '用法：shaju connect [地址] [选项]',
      '',
      '连接游戏服务器（默认 ws://127.0.0.1:2567；先在另一个终端运行 npm run server），建房或凭房间码加入，',
      '在大厅里选座位、加减机器人、准备、开始，然后用和 shaju play 相同的编号菜单出牌。',
      '断线会自动重连；也可以稍后用打印出的令牌回到座位：shaju connect --join 房间码 --token 令牌。',
      '',
      '选项：',
      '  --name 名字             昵称（默认取系统用户名）',
      `  --create 游戏           建房：${f.createIds}`,
      '  --players N             建房的人数（默认 5）',
      '  --bots K                建房时就放 K 个机器人（开始时空座位也会由机器人补上）',
      `  --bot-kind ${f.botKinds}  机器人类型（默认 ${f.defaultBot}）`,
      ...f.options,
      '  --turn-seconds S        每个决定的限时（秒，默认 30）',
      '  --pace fast|normal|slow 机器人的节奏（默认 normal：每步 0.6–1.2 秒）',
      '  --bot-delay MS          机器人每步固定的等待（毫秒，代替节奏）',
      '  --preset 名称           建房的规则预设（见 shaju options <游戏>）',
      '  --set 选项=值           建房的规则选项（可重复）',
      '  --join 房间码           加入别人的房间',
      '  --spectate              只观战（与 --join 一起用）',
      '  --token 令牌            用令牌回到自己的座位（断线、关掉终端或服务器重启之后）',
      '  --lang zh|en            界面语言',
      '',
      `例子：npx shaju connect --create ${f.first} --players 5 --bots 3；朋友：npx shaju connect --join 房间码`,
    ],
    help: ['用法：shaju help [命令]', '', '命令：play、simulate、lab、replay、connect、options、content、help'],
  },
  err: {
    prefix: '错误：',
    hint: (cmd: string) => `用 shaju help ${cmd} 查看用法。`,
    hintMain: '用 shaju --help 查看用法。',
    unknownCommand: (c: string) =>
      `未知命令「${c}」（可用：play、simulate、lab、replay、connect、options、content、help）`,
    missingCommand: '缺少命令',
    missingGame: (cmd: string, ids: string, example: string) =>
      `缺少游戏名，例如：shaju ${cmd} ${example}（可用：${ids}）`,
    unknownGame: (g: string, ids: string) => `未知游戏「${g}」（可用：${ids}）`,
    extraArgs: (a: string) => `多余的参数：${a}`,
    missingFile: '缺少对局记录文件，例如：shaju replay saves/xxx.json',
    unknownFlag: (f: string) => `未知选项 ${f}`,
    flagNeedsValue: (f: string) => `选项 ${f} 需要一个值`,
    badOut: (dir: string, why: string) => `无法把报告写入 ${dir}：${why}`,
    outNotDir: (p: string) => `${p} 是文件，不是目录`,
    outNotWritable: '目录不可写',
    outNoMake: (code: string) => `无法创建目录（${code}）`,
    badVariants: (file: string, why: string) => `变体文件 ${file} 无效：${why}`,
    variantsMissing: (_m: string) => '文件不存在',
    variantsUnreadable: (code: string, _m: string) => `无法读取（${code}）`,
    variantsNotJson: (m: string) => `不是合法的 JSON（${m}）`,
    variantsNotObject: '不是 JSON 对象',
    variantsObjective: (metrics: readonly string[]) =>
      `「objective」须给下列指标中的若干个以权重：${metrics.join('、')}`,
    variantsUnknownMetric: (k: string, metrics: readonly string[]) => `未知指标 ${k}（可用：${metrics.join('、')}）`,
    variantsWeight: (k: string) => `${k} 的权重必须是数字`,
    variantsCount: (key: string) => `「${key}」必须是正整数`,
    variantsShape: '「variants」须是列表，「options」须是由列表组成的对象',
    variantsEmptyList: (k: string) => `「options.${k}」须是非空列表`,
    variantsNone: '没有变体：请给出「options」或「variants」',
    variantNotObject: '每个变体须是对象',
    flagNoValue: (f: string) => `选项 ${f} 不接受值`,
    notInt: (f: string, v: string) => `${f} 需要一个整数，得到「${v}」`,
    outOfRange: (f: string, lo: number, hi: number, v: string) => `${f} 必须在 ${lo} 到 ${hi} 之间，得到 ${v}`,
    badRange: (f: string, v: string) => `${f} 需要一个数字或范围 a..b，得到「${v}」`,
    badLang: (v: string) => `--lang 只能是 zh 或 en，得到「${v}」`,
    badBot: (v: string, kinds: string) => `未知机器人类型「${v}」（可用：${kinds}）`,
    badWord: (f: string, v: string, allowed: string) => `${f} 不能是「${v}」（可用：${allowed}）`,
    badSet: (v: string) => `--set 需要「字段=值」，例如 --set lansefengyunDraw=3，得到「${v}」`,
    setOwnFlag: (k: string, f: string) => `字段 ${k} 有自己的选项，请用 ${f}`,
    flagNotForGame: (f: string, g: string) => `游戏 ${g} 不支持选项 ${f}`,
    seatRange: (seat: number, n: number) => `--seat ${seat} 超出范围：${n} 人局的座位号是 0 到 ${n - 1}`,
    config: (m: string) => `配置错误：${m}`,
    badUrl: (u: string) => `服务器地址不对：「${u}」（例如 ws://127.0.0.1:2567）`,
    badCode: (c: string) => `房间码不对：「${c}」（6 个字母或数字）`,
    onlyWithCreate: (f: string) => `${f} 只用于建房，不能和 --join 一起用`,
    spectateNeedsJoin: '--spectate 需要和 --join 房间码 一起用',
    badToken: '令牌应是 16–64 个字母、数字、_ 或 -',
    badName: '昵称应是 1–24 个字符',
  },
  play: {
    seed: (seed: number, cmd: string) => `种子 ${seed}（重现本局：${cmd}）`,
    welcome: (title: string, n: number, seat: number, bots: string) =>
      `${title} · ${n} 人局 · 你是 ${seat}号 · 其余座位为 ${bots} 机器人`,
    since: '—— 上次以来 ——',
    yourTurn: '—— 轮到你决定 ——',
    forSeat: (seat: number) => `—— 轮到你替 ${seat}号 决定（你控制着该座位）——`,
    outAsk: '你已出局，对局继续。回车：逐回合观看；s：直接跳到结局；q：退出 ',
    watchAsk: '（回车继续，s 跳到结局，q 退出）',
    outSkipped: '你已出局，其余过程不再显示，直接看结局。',
    outSkipping: '跳过其余过程……',
    /**
     * The numbers a menu takes: lo…hi (its lowest and highest; there may be gaps where a choice left), and 0 when it
     * has a decline (stop, pass, end). Short, for the prompt; long, for a refusal.
     */
    rangeShort: (lo: number, hi: number, zero: boolean) =>
      hi === 0 ? '0' : `${lo === hi ? lo : `${lo}–${hi}`}${zero ? ' 或 0' : ''}`,
    rangeLong: (lo: number, hi: number, zero: boolean) =>
      hi === 0 ? '0' : `${lo === hi ? lo : `${lo} 到 ${hi} 之间的编号`}${zero ? '，或 0' : ''}`,
    zeroIs: (label: string) => `0 = ${label}`,
    choose: (range: string) => `请选择 ${range}（h 帮助，q 退出）：`,
    notNumber: (s: string, range: string) => `「${s}」不是有效的选项，请输入 ${range}（h 帮助，q 退出）。`,
    empty: (range: string) => `请输入 ${range}（h 帮助，q 退出）。`,
    outOfRange: (v: string, range: string) => `没有选项 ${v}，请输入 ${range}。`,
    /** A request of several cards (a discard of n): the numbers it takes, short (prompt) and long (a refusal). */
    pickShort: (n: number, lo: number, hi: number) => `${lo}–${hi} 中的 ${n} 张，如 2 4 5 或 2-5`,
    pickLong: (n: number, lo: number, hi: number) =>
      `${lo} 到 ${hi} 之间的编号，至多 ${n} 个（用空格分开，如 2 4 5，或范围 2-5；少选的稍后再问）`,
    tooMany: (n: number, range: string) =>
      n === 1 ? `这里一次选一个，请输入 ${range}。` : `至多选 ${n} 张，每个编号一次，请输入 ${range}。`,
    confirmQuit: '确定退出吗？对局记录仍会保存。(y/N) ',
    yesNo: (a: string) => `没有看懂「${a}」，请回答 y（是）或 n（否）。`,
    whichTop: '你有多张相符的伤害牌，选择公开方式（最后弃的牌成为弃牌堆顶）：',
    /** The 0 of a sub-menu (e.g. 炒锅's cards): back to the menu it came from. */
    back: '返回上一级',
    /** A request with one possible answer and no decline: taken at once, said in one line. */
    onlyChoice: (label: string) => `（唯一的选择，已自动选择）${label}`,
    /** Before the menu of a request of several cards. */
    pickHint: (n: number) => `选 ${n} 张：一次输入它们的编号（如 2 4 5 或 2-5），一个确定。`,
    eof: '输入已结束（或按了 Ctrl+C），退出对局。',
    quit: '你退出了对局。',
    saved: (p: string) => `对局记录已保存：${p}`,
    refused: (i: number, why: string) => `程序错误：第 ${i} 个决定被规则拒绝（${why}）。对局记录已尽量保存。`,
    replayHint: (p: string, seat: number) => `重看：npx shaju replay ${p} --seat ${seat}`,
  },
  replay: {
    notFound: (f: string) => `找不到文件：${f}`,
    readError: (f: string, m: string) => `无法读取 ${f}：${m}`,
    badJson: (f: string, m: string) => `${f} 不是有效的 JSON：${m}`,
    notRecord: (f: string, m: string) => `${f} 不是有效的对局记录：${m}`,
    notObject: '内容不是一个 JSON 对象',
    noGame: '缺少 "game" 字段',
    noVersion: '缺少 "version" 字段',
    noSeed: '"seed" 不是整数',
    seedRange: (seed: number, max: number) => `种子 ${seed} 超出范围（应在 0 到 ${max} 之间）`,
    noLog: '缺少 "log" 数组',
    badConfig: (m: string) => `配置无效（${m}）`,
    playersNotList: '"players" 应是每个座位一个字符串的数组',
    playersCount: (got: number, want: number) => `"players" 列出了 ${got} 名玩家，而配置是 ${want} 人局`,
    badEntry: (i: number) => `日志第 ${i} 项不是 {seat, d}`,
    entrySeat: (i: number) => `日志第 ${i} 项的座位号不存在`,
    otherGame: (f: string, g: string) => `${f} 是游戏「${g}」的记录，本程序不认识这个游戏。`,
    version: (rv: number, gv: number) => `记录的格式版本是 ${rv}，当前游戏版本是 ${gv}，无法重放。`,
    header: (f: string, title: string, n: number, seed: number, decisions: number, who: string) =>
      `对局记录 ${f} · ${title} · ${n} 人 · 种子 ${seed} · ${decisions} 个决定 · 视角：${who}`,
    spectator: '旁观者',
    seat: (s: number) => `${s}号`,
    players: (list: string) => `玩家：${list}`,
    corrupt: (i: number, m: string) => `记录在第 ${i} 个决定处无法重放：${m}`,
    stepPrompt: (i: number, n: number) => `[${i}/${n}] 回车继续，q 结束逐步播放 `,
    finalTable: '—— 最终牌桌 ——',
    hashOk: (h: string) => `✓ 最终状态哈希一致（${h}），重放与记录相符。`,
    hashBad: (want: string, got: string) => `✗ 最终状态哈希不一致：记录为 ${want}，重放得到 ${got}。`,
    hashMissing: (got: string) => `记录中没有最终哈希（重放得到 ${got}）。`,
    resultDiffers: '✗ 重放得到的结果与记录中的结果不同。',
    rulesBad: (diffs: string) => `✗ 记录的规则行与它重放的配置不符：${diffs}。`,
  },
  sim: {
    running: (n: number, arm?: string) => `模拟 ${n} 局${arm ? `（${arm}）` : ''}…`,
    progress: (p: number, done: number, total: number, arm?: string) =>
      `模拟中${arm ? `（${arm}）` : ' '}${p}%（${done}/${total} 局）`,
    defaultRules: '默认规则',
    presetArm: (id: string) => `预设 ${id}`,
    title: (title: string, games: string, players: string, bots: string, seed: number, opts: string) =>
      `${title} · 模拟 ${games} 局 · ${players} · 机器人 ${bots} · 种子 ${seed}${opts}`,
    playersOne: (n: number) => `${n} 人`,
    playersRange: (a: number, b: number) => `${a}–${b} 人（按局轮换：第 i 局 ${a} + i mod ${b - a + 1} 人）`,
    timing: (sec: string, gps: string, dps: string) => `用时 ${sec} 秒 · ${gps} 局/秒 · ${dps} 决定/秒`,
    averages: (turns: string, decisions: string) => `平均每局 ${turns} 回合、${decisions} 个决定`,
    draws: (rate: string, n: string) => `平局 ${rate}（${n} 局，达到回合上限）`,
    multi: (rate: string, n: string, avg: string) => `多名胜者的对局 ${rate}（${n} 局）· 平均每局 ${avg} 名胜者`,
    byBot: '机器人胜率（胜场 / 出场，95% 置信区间）',
    conditions: '胜利方式（按条件计胜者人次；一人可同时满足多个条件）',
    failed: (i: number, seed: number, m: string) => `第 ${i} 局（种子 ${seed}）出错：${m}`,
  },
  illegal: {
    seat: (s: number) => `${s}号`,
    malformed: '决定的格式不对',
    not_pending: '现在不该由该座位决定',
    illegal: '该决定不在可选的合法决定之中',
    game_over: '对局已经结束',
    stale: '决定针对的请求已经过时',
    bad_seat: '没有这个座位',
    other: '决定被拒绝',
  },
  misc: {
    pressEnter: '按回车继续',
    botFallback: (title: string, kinds: string) =>
      `注意：${title}暂时没有 ${kinds} 机器人，改用 random（随机）机器人。`,
  },
};

type Messages = typeof zh;

const en: Messages = {
  usage: {
    main: (f: HelpFacts) => [
      'Shaju (杀局) — command line',
      '',
      'Usage:',
      '  shaju play <game> [options]       play against bots (you take one seat)',
      '  shaju simulate <game> [options]   many headless bot games, with statistics',
      "  shaju lab <game> [options]        the designer's lab: fairness, skill depth, card importance, variants",
      '  shaju replay <file> [options]     watch a saved game again',
      '  shaju connect [URL] [options]     play online on a game server (start one with npm run server)',
      '  shaju lab worker --redis URL      a lab worker: plays the games of shaju lab … --redis URL (any machine)',
      "  shaju options <game> [--json]     list a game's rule options and presets (for --preset and --set)",
      "  shaju content <game> [--json|--schema]  a game's content entries (cards, skills, characters, identities) and their JSON Schema",
      '  shaju help [command]              show help, e.g. shaju help play',
      '',
      `Games: ${f.games}`,
      'Common options (anywhere on the line): --lang zh|en interface language (default zh) · --no-color · -h, --help',
      '',
      'Examples:',
      ...f.examples,
    ],
    play: (f: HelpFacts) => [
      'Usage: shaju play <game> [options]',
      '',
      'You take one seat; bots play the others. When you must decide, the table and a numbered menu are shown:',
      'type a number and Enter. The "stop / pass / end / no" choice is always listed last and is always 0.',
      'At the menu: h shows a rules summary, q quits (after a confirmation).',
      "The game record is saved under saves/ in the project's root (its full path is printed).",
      '',
      'Options:',
      `  --players N        number of players (${f.counts}; default 5)`,
      '  --seat N           your seat, from 0 (default 0)',
      '  --seed S           random seed (an integer; default from the clock, printed so the game can be replayed)',
      `  --bots KIND        bot kind: ${f.bots}`,
      ...f.options,
      '  --preset NAME      rules preset (default: the first, seed; see shaju options <game>)',
      `  --set id=value     change one rule option, on top of the preset (repeatable)${f.setExample ? `, e.g. --set ${f.setExample}` : ''}`,
      '  --lang zh|en       interface language (default zh)',
      '',
      `Input may come from a pipe, e.g.: printf "1\\n1\\n" | npx shaju play ${f.first} --players 4 --seed 1`,
      'The end of the input counts as quitting; the record is still saved.',
    ],
    simulate: (f: HelpFacts) => [
      'Usage: shaju simulate <game> [options]',
      '',
      'Plays many bot games without showing them, then prints statistics.',
      '',
      'Options:',
      '  --games N          number of games (default 1000)',
      `  --players N|a..b   player count, or a range (default: every count the game allows, ${f.ranges}); game i has a + (i mod (b−a+1))`,
      '                     players (the count cycles)',
      `  --bots K1,K2,…     bot kinds (default ${f.defaultBot}), dealt to seats in turn and rotated by game index so each`,
      '                     kind sits in each seat',
      '  --seed S           seed (default 1); game i uses a seed derived from (S, i), bots from (S, i, seat)',
      ...f.options,
      '  --preset NAME      rules preset (default: the first, seed); another preset also runs the same games under the',
      '                     default preset and prints the headline figures side by side',
      '  --preset-file F    a preset file shaju lab --search wrote (a preset and option values; --preset and --set on top)',
      '  --pack PATH        play with a content pack (a JSON file, or a folder with pack.json; repeatable; docs/packs.md)',
      `  --set id=value     change one rule option, on top of the preset (repeatable)${f.setExample ? `, e.g. --set ${f.setExample}` : ''};`,
      '                     the options are listed by shaju options <game>',
      '  --json             JSON on stdout (progress goes to stderr only)',
      '  --lang zh|en       interface language',
      '',
      'The same seed gives identical figures (apart from the timing lines).',
    ],
    replay: [
      'Usage: shaju replay <file> [options]',
      '',
      'Reads a record saved by shaju play, replays it step by step with the engine, prints what one seat (or a',
      'spectator) could see, then the final table and the result, and checks the final state hash.',
      '',
      'Options:',
      '  --seat N           watch as that seat (default: spectator, who sees no hands and no hidden identities)',
      '  --step             wait for Enter after every decision (in a terminal only)',
      '  --lang zh|en       interface language',
    ],
    connect: (f: HelpFacts) => [
      'Usage: shaju connect [URL] [options]',
      '',
      'Connects to a game server (default ws://127.0.0.1:2567; start one with npm run server in another terminal),',
      'creates a room or joins one by its code; in the lobby choose a seat, add or remove bots, get ready and start;',
      'then play with the same numbered menus as shaju play. A dropped connection is retried; you can also come back',
      'later with the printed token: shaju connect --join CODE --token TOKEN.',
      '',
      'Options:',
      '  --name NAME             nickname (default: your user name)',
      `  --create GAME           make a room: ${f.createIds}`,
      '  --players N             seats of the new room (default 5)',
      '  --bots K                put K bots in at once (empty seats also get bots when the game starts)',
      `  --bot-kind ${f.botKinds}  bot strength (default ${f.defaultBot})`,
      ...f.options,
      '  --turn-seconds S        time per decision (seconds, default 30)',
      '  --pace fast|normal|slow how quickly the bots play (default normal: 0.6–1.2 s a move)',
      '  --bot-delay MS          a fixed wait before bots play (ms, instead of the pace)',
      "  --preset NAME           the new room's rules preset (see shaju options <game>)",
      "  --set id=value          one of the new room's rule options (repeatable)",
      "  --join CODE             join someone's room",
      '  --spectate              watch only (with --join)',
      '  --token TOKEN           take your seat back (after a drop, a closed terminal or a server restart)',
      '  --lang zh|en            interface language',
      '',
      `Example: npx shaju connect --create ${f.first} --players 5 --bots 3; a friend: npx shaju connect --join CODE`,
    ],
    help: ['Usage: shaju help [command]', '', 'Commands: play, simulate, lab, replay, connect, options, content, help'],
  },
  err: {
    prefix: 'Error: ',
    hint: (cmd: string) => `See shaju help ${cmd} --lang en for usage.`,
    hintMain: 'See shaju --help --lang en for usage.',
    unknownCommand: (c: string) =>
      `unknown command "${c}" (available: play, simulate, lab, replay, connect, options, content, help)`,
    missingCommand: 'missing command',
    missingGame: (cmd: string, ids: string, example: string) =>
      `missing game, e.g. shaju ${cmd} ${example} (available: ${ids})`,
    unknownGame: (g: string, ids: string) => `unknown game "${g}" (available: ${ids})`,
    extraArgs: (a: string) => `unexpected argument(s): ${a}`,
    missingFile: 'missing record file, e.g. shaju replay saves/xxx.json',
    unknownFlag: (f: string) => `unknown option ${f}`,
    flagNeedsValue: (f: string) => `option ${f} needs a value`,
    badOut: (dir: string, why: string) => `cannot write the reports into ${dir}: ${why}`,
    outNotDir: (p: string) => `${p} is a file, not a directory`,
    outNotWritable: 'the directory is not writable',
    outNoMake: (code: string) => `the directory cannot be made (${code})`,
    badVariants: (file: string, why: string) => `bad variant file ${file}: ${why}`,
    variantsMissing: (m: string) => m,
    variantsUnreadable: (_code: string, m: string) => m,
    variantsNotJson: (m: string) => m,
    variantsNotObject: 'not a JSON object',
    variantsObjective: (metrics: readonly string[]) => `"objective" must weigh some of ${metrics.join(', ')}`,
    variantsUnknownMetric: (k: string, metrics: readonly string[]) => `unknown metric ${k} (${metrics.join(', ')})`,
    variantsWeight: (k: string) => `the weight of ${k} must be a number`,
    variantsCount: (key: string) => `"${key}" must be a positive integer`,
    variantsShape: '"variants" must be a list and "options" an object of lists',
    variantsEmptyList: (k: string) => `"options.${k}" must be a non-empty list`,
    variantsNone: 'no variant: give "options" or "variants"',
    variantNotObject: 'a variant must be an object',
    flagNoValue: (f: string) => `option ${f} takes no value`,
    notInt: (f: string, v: string) => `${f} needs an integer, got "${v}"`,
    outOfRange: (f: string, lo: number, hi: number, v: string) => `${f} must be between ${lo} and ${hi}, got ${v}`,
    badRange: (f: string, v: string) => `${f} needs a number or a range a..b, got "${v}"`,
    badLang: (v: string) => `--lang must be zh or en, got "${v}"`,
    badBot: (v: string, kinds: string) => `unknown bot kind "${v}" (available: ${kinds})`,
    badWord: (f: string, v: string, allowed: string) => `${f} cannot be "${v}" (available: ${allowed})`,
    badSet: (v: string) => `--set needs field=value, e.g. --set lansefengyunDraw=3, got "${v}"`,
    setOwnFlag: (k: string, f: string) => `the field ${k} has an option of its own: use ${f}`,
    flagNotForGame: (f: string, g: string) => `game ${g} has no option ${f}`,
    seatRange: (seat: number, n: number) =>
      `--seat ${seat} is out of range: a ${n}-player game has seats 0 to ${n - 1}`,
    config: (m: string) => `bad configuration: ${m}`,
    badUrl: (u: string) => `bad server address "${u}" (e.g. ws://127.0.0.1:2567)`,
    badCode: (c: string) => `bad room code "${c}" (6 letters or digits)`,
    onlyWithCreate: (f: string) => `${f} is for creating a room; it cannot go with --join`,
    spectateNeedsJoin: '--spectate needs --join CODE',
    badToken: 'a token is 16–64 letters, digits, _ or -',
    badName: 'a nickname is 1–24 characters',
  },
  play: {
    seed: (seed: number, cmd: string) => `Seed ${seed} (to play this game again: ${cmd})`,
    welcome: (title: string, n: number, seat: number, bots: string) =>
      `${title} · ${n} players · you are seat ${seat} · the other seats are ${bots} bots`,
    since: '—— Since your last decision ——',
    yourTurn: '—— Your decision ——',
    forSeat: (seat: number) => `—— Your decision for seat ${seat} (you control it) ——`,
    outAsk: 'You are out; the game goes on. Enter: watch turn by turn; s: skip to the result; q: quit ',
    watchAsk: '(Enter to go on, s to skip to the result, q to quit) ',
    outSkipped: 'You are out: the rest is not shown; here is the result.',
    outSkipping: 'Skipping the rest…',
    rangeShort: (lo: number, hi: number, zero: boolean) =>
      hi === 0 ? '0' : `${lo === hi ? lo : `${lo}–${hi}`}${zero ? ' or 0' : ''}`,
    rangeLong: (lo: number, hi: number, zero: boolean) =>
      hi === 0 ? '0' : `${lo === hi ? lo : `a number from ${lo} to ${hi}`}${zero ? ', or 0' : ''}`,
    zeroIs: (label: string) => `0 = ${label}`,
    choose: (range: string) => `Choose ${range} (h help, q quit): `,
    notNumber: (s: string, range: string) => `"${s}" is not an option; type ${range} (h help, q quit).`,
    empty: (range: string) => `Type ${range} (h help, q quit).`,
    outOfRange: (v: string, range: string) => `There is no option ${v}; type ${range}.`,
    pickShort: (n: number, lo: number, hi: number) => `${lo}–${hi}, ${n} of them (e.g. 2 4 5 or 2-5)`,
    pickLong: (n: number, lo: number, hi: number) =>
      `up to ${n} numbers from ${lo} to ${hi} (spaces between, e.g. 2 4 5, or a range 2-5; the rest is asked after)`,
    tooMany: (n: number, range: string) =>
      n === 1 ? `One number here; type ${range}.` : `At most ${n}, each number once; type ${range}.`,
    confirmQuit: 'Quit this game? The record will still be saved. (y/N) ',
    yesNo: (a: string) => `"${a}" not understood; answer y (yes) or n (no).`,
    whichTop: 'Several damage cards match; choose how to reveal (the last card discarded becomes the discard top):',
    back: 'Back',
    onlyChoice: (label: string) => `(the only choice, taken) ${label}`,
    pickHint: (n: number) => `Pick ${n}: type their numbers at once (e.g. 2 4 5 or 2-5), one Enter.`,
    eof: 'Input ended (or Ctrl+C); leaving the game.',
    quit: 'You left the game.',
    saved: (p: string) => `Game record saved: ${p}`,
    refused: (i: number, why: string) =>
      `bug: decision ${i} was refused by the rules (${why}). The record was saved as far as it goes.`,
    replayHint: (p: string, seat: number) => `Watch it again: npx shaju replay ${p} --seat ${seat} --lang en`,
  },
  replay: {
    notFound: (f: string) => `file not found: ${f}`,
    readError: (f: string, m: string) => `cannot read ${f}: ${m}`,
    badJson: (f: string, m: string) => `${f} is not valid JSON: ${m}`,
    notRecord: (f: string, m: string) => `${f} is not a valid game record: ${m}`,
    notObject: 'not a JSON object',
    noGame: 'no "game" field',
    noVersion: 'no "version" field',
    noSeed: '"seed" is not an integer',
    seedRange: (seed: number, max: number) => `seed ${seed} is out of range (0 to ${max})`,
    noLog: 'no "log" array',
    badConfig: (m: string) => `bad configuration (${m})`,
    playersNotList: '"players" must be an array of one string per seat',
    playersCount: (got: number, want: number) =>
      `"players" names ${got} players but the configuration has ${want} seats`,
    badEntry: (i: number) => `log entry ${i} is not {seat, d}`,
    entrySeat: (i: number) => `log entry ${i} names a seat the game does not have`,
    otherGame: (f: string, g: string) => `${f} is a record of game "${g}", which this program does not know.`,
    version: (rv: number, gv: number) => `the record has format version ${rv}; this game is version ${gv}.`,
    header: (f: string, title: string, n: number, seed: number, decisions: number, who: string) =>
      `Record ${f} · ${title} · ${n} players · seed ${seed} · ${decisions} decisions · watching as ${who}`,
    spectator: 'a spectator',
    seat: (s: number) => `seat ${s}`,
    players: (list: string) => `Players: ${list}`,
    corrupt: (i: number, m: string) => `the record cannot be replayed at decision ${i}: ${m}`,
    stepPrompt: (i: number, n: number) => `[${i}/${n}] Enter to go on, q to stop stepping `,
    finalTable: '—— Final table ——',
    hashOk: (h: string) => `✓ Final state hash matches (${h}): the replay reproduces the record.`,
    hashBad: (want: string, got: string) =>
      `✗ Final state hash differs: the record says ${want}, the replay gives ${got}.`,
    hashMissing: (got: string) => `The record has no final hash (the replay gives ${got}).`,
    rulesBad: (diffs: string) => `✗ The record's rules line does not match the configuration it replays: ${diffs}.`,
    resultDiffers: '✗ The replayed result differs from the result in the record.',
  },
  sim: {
    running: (n: number, arm?: string) => `Simulating ${n} games${arm ? ` (${arm})` : ''}…`,
    progress: (p: number, done: number, total: number, arm?: string) =>
      `simulating${arm ? ` (${arm})` : ''} ${p}% (${done}/${total} games)`,
    defaultRules: 'default rules',
    presetArm: (id: string) => `preset ${id}`,
    title: (title: string, games: string, players: string, bots: string, seed: number, opts: string) =>
      `${title} · ${games} games · ${players} · bots ${bots} · seed ${seed}${opts}`,
    playersOne: (n: number) => `${n} players`,
    playersRange: (a: number, b: number) => `${a}–${b} players (cycled: game i has ${a} + i mod ${b - a + 1})`,
    timing: (sec: string, gps: string, dps: string) => `Time ${sec} s · ${gps} games/s · ${dps} decisions/s`,
    averages: (turns: string, decisions: string) => `Per game on average: ${turns} turns, ${decisions} decisions`,
    draws: (rate: string, n: string) => `Draws ${rate} (${n} games reached the turn limit)`,
    multi: (rate: string, n: string, avg: string) =>
      `Games with several winners ${rate} (${n}) · ${avg} winners per game on average`,
    byBot: 'Win rate per bot kind (wins / appearances, 95% CI)',
    conditions: 'How the winners won (winners per condition; one winner may meet several)',
    failed: (i: number, seed: number, m: string) => `game ${i} (seed ${seed}) failed: ${m}`,
  },
  illegal: {
    seat: (s: number) => `seat ${s}`,
    malformed: 'the decision is malformed',
    not_pending: 'that seat has nothing to decide now',
    illegal: 'not among the legal decisions',
    game_over: 'the game is over',
    stale: 'the decision answers a request that is no longer current',
    bad_seat: 'there is no such seat',
    other: 'the decision was refused',
  },
  misc: {
    pressEnter: 'Press Enter to go on',
    botFallback: (title: string, kinds: string) => `Note: no ${kinds} bot for ${title} yet; using random bots instead.`,
  },
};

/**
 * A refused decision (`IllegalDecisionError`) in `lang`: the seat and the reason its code names. The engine's own
 * English detail is added in English only (the Chinese interface stays Chinese).
 */
export function describeIllegal(e: IllegalDecisionError, lang: Lang): string {
  const m = msg(lang).illegal;
  const reason = (m as Record<string, unknown>)[e.code];
  const text = typeof reason === 'string' ? reason : m.other;
  if (lang === 'zh') return `${m.seat(e.seat)}：${text}`;
  const detail = e.message.replace(/^\[[a-z_]+\] seat -?\d+: /, '');
  return `${m.seat(e.seat)}: ${text}${detail && detail !== e.message ? ` (${detail})` : ''}`;
}

/** The CLI's strings in `lang`. */
export function msg(lang: Lang): Messages {
  return lang === 'en' ? en : zh;
}

/**
 * 跑跑杀 (seed 000, rulings P-…): a 三国杀-style identity game with 跑跑卡丁车 characters, 3–12 players, and the
 * 海盗王 boss mode (P-B1). The manifest every shell reads; the rules, bots and words load with `load()`.
 */
import { type GameManifest, once } from '@shaju/runtime';

/** 跑跑杀's manifest. */
export const manifest: GameManifest = Object.freeze({
  id: 'paopaosha',
  title: { zh: '跑跑杀', en: 'Paopao Sha' },
  summary: {
    zh: '跑跑卡丁车角色的身份局（3–12 人），或海盗王模式',
    en: 'a 三国杀-style identity game with 跑跑卡丁车 characters (3–12), or the 海盗王 boss mode',
  },
  players: { min: 3, max: 12, default: 5 },
  modes: [
    {
      id: 'identity',
      title: { zh: '身份局', en: 'identity' },
      label: { zh: '身份局', en: 'Identity game' },
      players: [3, 12],
    },
    // The 海盗王 plus 2–7 跑跑 (P-B1).
    {
      id: 'boss',
      title: { zh: '海盗王模式', en: 'boss mode' },
      label: { zh: 'BOSS 模式（海盗王）', en: 'Boss mode (海盗王)' },
      players: [3, 8],
    },
  ],
  bots: [
    { id: 'random', title: { zh: '随机', en: 'random' }, level: 'easy' },
    { id: 'heuristic', title: { zh: '聪明', en: 'smart' }, level: 'normal' },
    // The search bot (docs/bots.md): determinised playouts from its seat's view.
    { id: 'search', title: { zh: '深思', en: 'search' }, level: 'hard' },
  ],
  defaultBot: 'heuristic',
  // Requests that answer someone else's card (P-G6): 闪, 杀 (单挑 and 万刀齐发), 无懈可击, rescue while dying.
  responseKinds: ['shan', 'sha', 'wuxie', 'rescue'],
  // Discards are asked card by card (the discard phase, 葱汁, 爱恋…): a timeout discards the rest at once.
  oneByOneKinds: ['discard'],
  // A timeout decides nothing for the player: the play phase ends, a response passes, a choice takes its first option
  // (the no of a yes-or-no question), a character is the first candidate, a discard gives up the least useful cards
  // by the heuristic bot's valuation.
  timeouts: {
    character: 'first',
    play: 'decline',
    shan: 'decline',
    sha: 'decline',
    wuxie: 'decline',
    rescue: 'decline',
    discard: 'leastUseful',
    choose: 'first',
  },
  // A first game keeps its newcomer alive to the first play phase (the beginner preset: 10.7% → 3.2% dead before it).
  newcomer: { preset: 'beginner', title: { zh: '新手', en: 'Beginner' } },
  // The table's result panel lists every seat (table/Panels.tsx).
  tableListsFinalSeats: true,
  load: once(async () => (await import('./kit.ts')).kit),
  loadOptions: once(async () => (await import('./src/data/options.ts')).OPTIONS),
});

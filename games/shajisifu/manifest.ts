/**
 * 杀机四伏 (seed 002, rulings S-…): a party game for 4–10 players with several poker decks. The manifest every shell
 * reads; the rules, bots and words load with `load()`.
 */
import { type GameManifest, once } from '@shaju/runtime';

/** 杀机四伏's manifest. */
export const manifest: GameManifest = Object.freeze({
  id: 'shajisifu',
  title: { zh: '杀机四伏', en: 'Shaji Sifu' },
  summary: {
    zh: '4–10 人的扑克派对游戏：每人一张身份牌，凑够伤害或达成花色胜利条件',
    en: 'a poker-deck party game for 4–10: one hidden identity card each, deal damage or meet your suit’s win condition',
  },
  players: { min: 4, max: 10, default: 5 },
  modes: [{ id: 'standard', title: { zh: '标准', en: 'standard' }, players: [4, 10] }],
  // 碰 is a variant, off by default (S-P1: option `pong`).
  roomOptions: [{ id: 'pong', title: { zh: '启用「碰」', en: 'Allow Pong (碰)' }, type: 'boolean', default: false }],
  bots: [
    { id: 'random', title: { zh: '随机', en: 'random' }, level: 'easy' },
    { id: 'heuristic', title: { zh: '聪明', en: 'smart' }, level: 'normal' },
    // The search bot (docs/bots.md): determinised playouts from its seat's view.
    { id: 'search', title: { zh: '深思', en: 'search' }, level: 'hard' },
  ],
  defaultBot: 'heuristic',
  // The 碰 window answers someone else's flip (S-P1).
  responseKinds: ['claim'],
  // A timeout decides nothing for the player: a run of plays or flips stops, the self-heal and 碰 are passed; a turn
  // that must play a card (S-T1) plays the one the heuristic bot's valuation gives up, and one with no hand (S-T3)
  // takes its first option.
  timeouts: {
    play: 'leastUseful',
    continue: 'decline',
    selfHeal: 'decline',
    noHand: 'first',
    flip: 'decline',
    claim: 'decline',
  },
  // A first game without the three win conditions that make the seed lopsided (♥ B won about 80% of games).
  newcomer: { preset: 'balanced', title: { zh: '平衡（初版）', en: 'Balanced (first attempt)' } },
  load: once(async () => (await import('./kit.ts')).kit),
  loadOptions: once(async () => (await import('./src/options.ts')).OPTIONS),
});

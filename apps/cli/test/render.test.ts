import { kitOf } from '@shaju/games/loaded';
import {
  buildScenario,
  cardLabel,
  faceOf,
  redactEvent,
  type ShajisifuEvent,
  type ShajisifuState,
  type ShajisifuView,
  shajisifu,
} from '@shaju/shajisifu';
import { cardShort, conditionLabel, renderEvents, renderMenu, renderResult, renderTable } from '@shaju/shajisifu/words';
import { playout, Scenario } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';

const zh = { lang: 'zh' as const };
const en = { lang: 'en' as const };

/** Card labels `seat` may see in a view: its hand, every damage card, the discard top, flips, the 碰 card, known identities. */
function visibleFaces(v: ShajisifuView): Set<number> {
  const out = new Set<number>();
  for (const c of v.hand ?? []) out.add(faceOf(c));
  for (const p of v.players) {
    for (const c of p.damage) out.add(faceOf(c));
    if (p.identity !== null) out.add(faceOf(p.identity));
  }
  if (v.discardTop >= 0) out.add(faceOf(v.discardTop));
  for (const c of v.attack?.flips ?? []) out.add(faceOf(c));
  if (v.claim) out.add(faceOf(v.claim.card));
  return out;
}

describe('renderTable', () => {
  test('shows the viewer its own hand and identity, and nothing of another seat’s hand or hidden identity', () => {
    const s = buildScenario({
      seats: [
        { identity: '♥7', hand: ['♠3', '♦4'] },
        { identity: '♣K', hand: ['♠Q', '♠J', '小王'] },
        { identity: '♦2', hand: ['♣9'], damage: ['♥5'], revealed: true },
        { identity: '♠A', hand: ['♦10'] },
      ],
      discardTop: '♥8',
      decks: 2,
    });
    const text = renderTable(shajisifu.view(s, 0), zh).join('\n');
    expect(text).toContain('♠3 ♦4');
    expect(text).toContain('♥ 嫉妒女（♥7，未公开）');
    expect(text).toContain('♦ 拜金女（♦2）'); // public
    for (const hidden of ['♠Q', '♠J', '小王', '♣9', '♦10', '♣K', '失恋男', '♠A', '穷困男'])
      expect(text).not.toContain(hidden);
    const spectator = renderTable(shajisifu.view(s, null), en).join('\n');
    for (const hidden of ['3♠', '4♦', '7♥', 'Jealous', 'Your hand']) expect(spectator).not.toContain(hidden);
  });

  test('over whole games, a seat’s table never names a card it cannot see', () => {
    for (let g = 0; g < 6; g++) {
      const config = shajisifu.validateConfig({ players: 4 + g, pong: g % 2 === 1, decks: 2 });
      const state = shajisifu.setup(config, 100 + g) as ShajisifuState;
      const bots = Array.from({ length: 4 + g }, (_, i) =>
        kitOf('shajisifu').makeBot(g % 2 ? 'random' : 'heuristic', i),
      );
      let steps = 0;
      playout(shajisifu, state, bots, {
        record: false,
        onStep: () => {
          if (steps++ % 3 !== 0) return;
          const viewer = steps % state.players.length;
          const v = shajisifu.view(state, viewer);
          const text = renderTable(v, zh).join('\n');
          const visible = visibleFaces(v);
          state.players.forEach((p, seat) => {
            if (seat === viewer) return;
            for (const c of p.hand) if (!visible.has(faceOf(c))) expect(text).not.toContain(cardLabel(c, 'zh'));
          });
        },
      });
    }
  });
});

describe('renderEvents', () => {
  test('the seed’s attack example reads as one line', () => {
    const g = new Scenario<ShajisifuState, unknown, ShajisifuEvent>(
      shajisifu,
      buildScenario({
        seats: [{ identity: '♠2' }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }],
        discardTop: '♠4',
        drawTop: ['♣3', '♠8', '♦Q', '♣J'],
        turn: 3,
      }),
    );
    g.decide(3, { t: 'attack', target: 1 });
    g.decide(3, { t: 'flip' });
    g.decide(3, { t: 'flip' });
    g.decide(3, { t: 'flip' });
    const spectator = g.events.map((e) => redactEvent(e, null));
    expect(renderEvents(spectator, null, zh)[0]).toBe(
      '3号 攻击 1号：翻开 ♣3 ♠8 ♦Q ♣J → 34 点伤害，被迫停止，罚摸 11 张',
    );
    // The attacker sees its penalty cards; the others only their number.
    const mine = renderEvents(
      g.events.map((e) => redactEvent(e, 3)),
      3,
      en,
    )[0] as string;
    expect(mine).toMatch(
      /^You attack seat 1: flips 3♣ 8♠ Q♦ J♣ → 34 damage, forced to stop: penalty draw of 11 \(.+\)$/,
    );
  });

  test('a forced stop that ends the game says so, and that no penalty was drawn', () => {
    const g = new Scenario<ShajisifuState, unknown, ShajisifuEvent>(
      shajisifu,
      buildScenario({
        seats: [
          { identity: '♠2', hand: ['♠3'] },
          { identity: '♣7', damage: ['♥K', '♥Q', '♥J', '♥9'] },
          { identity: '♥5', hand: ['♠4'] },
          { identity: '♦9' },
        ],
        discardTop: '♠4',
        drawTop: ['♠8', '♣3'],
        turn: 3,
      }),
    );
    g.decide(3, { t: 'attack', target: 1 });
    g.decide(3, { t: 'flip' });
    const lines = renderEvents(
      g.events.map((e) => redactEvent(e, null)),
      null,
      zh,
    );
    expect(lines[0]).toBe('3号 攻击 1号：翻开 ♠8 ♣3 → 11 点伤害，被迫停止');
    expect(lines).toContain('3号 被迫停止翻牌，但游戏已结束，没有罚摸');
    expect(lines.at(-1)).toBe('游戏结束。');
    expect(lines.join('\n')).not.toContain('罚摸 3');
  });

  test('a 碰 after an illegal play does not cut a turn that had already ended', () => {
    const s = buildScenario({
      seats: [
        { identity: '♠2', hand: ['♣3', '♠9'] },
        { identity: '♣7', hand: ['♣3', '♦5'] },
        { identity: '♥5', hand: ['♦6'] },
        { identity: '♦9', hand: ['♦7'] },
      ],
      discardTop: '♥4',
      pong: true,
    });
    const g = new Scenario<ShajisifuState, unknown, ShajisifuEvent>(shajisifu, s);
    const club3 = (seat: number) => s.players[seat]?.hand.find((c) => cardLabel(c, 'zh') === '♣3') as number;
    g.decide(0, { t: 'play', card: club3(0) });
    g.decide(1, { t: 'pong', card: club3(1) });
    g.decide(2, { t: 'pass' });
    g.decide(3, { t: 'pass' });
    const text = renderEvents(
      g.events.map((e) => redactEvent(e, null)),
      null,
      zh,
    ).join('\n');
    expect(text).toContain('1号 碰！打出 ♣3');
    expect(text).not.toContain('回合被打断');
  });

  test('plays of one turn share a line, and a dealt hand is shown only to its owner', () => {
    const events: ShajisifuEvent[] = [
      { t: 'deal', seat: 0, identity: 1, hand: [2, 3, 4], count: 3 },
      { t: 'deal', seat: 1, identity: 5, hand: [6, 7, 8], count: 3 },
      { t: 'turn', seat: 2, turn: 1 },
      { t: 'play', seat: 2, card: 11, legal: true },
      { t: 'play', seat: 2, card: 24, legal: false },
    ];
    const lines = renderEvents(
      events.map((e) => redactEvent(e, 0)),
      0,
      zh,
    );
    expect(lines).toEqual([
      '你的身份牌：♠ 穷困男（♠2）；手牌：♠3 ♠4 ♠5',
      '[1] 2号 打出 ♠Q（合理）、♥Q（不合理，回合结束）',
    ]);
  });
});

describe('menu and result', () => {
  test('labels in words, legal plays first, identical cards once', () => {
    const s = buildScenario({
      seats: [
        { identity: '♥7', hand: ['♣3', '♥Q', '♥Q', '♠9'] },
        { identity: '♣K' },
        { identity: '♦2' },
        { identity: '♠A' },
      ],
      discardTop: '♥4',
    });
    const v = shajisifu.view(s, 0);
    const labels = renderMenu(v.legal, v, zh).map((m) => m.label);
    expect(labels).toEqual([
      '打出 ♥Q（合理）',
      '打出 ♠9（不合理，结束回合）',
      '打出 ♣3（不合理，结束回合）',
      '公开身份（没有可弃的伤害牌）',
    ]);
  });

  test('condition ids in words, and the result names winners and every identity', () => {
    expect(conditionLabel('H-B', 'zh')).toBe('嫉妒女B：别人胜利时自己还活着');
    expect(conditionLabel('sole', 'en')).toBe('the only player alive');
    expect(cardShort(13 + 11, 'en')).toBe('Q♥');
    const state = shajisifu.setup(shajisifu.validateConfig({ players: 4 }), 5) as ShajisifuState;
    playout(
      shajisifu,
      state,
      [0, 1, 2, 3].map((i) => kitOf('shajisifu').makeBot('heuristic', i)),
      { record: false },
    );
    const text = renderResult(state, 0, zh).join('\n');
    expect(text).toContain('所有身份');
    for (const p of state.players) expect(text).toContain(cardLabel(p.identity, 'zh'));
    for (const w of state.result?.winners ?? []) expect(text).toContain(`★ ${w === 0 ? '你' : `${w}号`}`);
  });
});

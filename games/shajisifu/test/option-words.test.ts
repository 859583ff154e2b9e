import { describe, expect, test } from 'vitest';
import { type ShajisifuSpec, shajisifu } from '../src/index.ts';
import { ShajisifuTally } from '../stats/index.ts';
import { conditionLabel, renderEvents, renderResult, renderTable } from '../words/index.ts';
import { scenario } from './helpers.ts';

/** The words read the game's numbers: a death total of 60 is shown as 60, not 50 (options.ts, settings.ts). */

type Opts = NonNullable<ShajisifuSpec['options']>;

/** Seat 0 attacks seat 2 (48 damage) with ♦3 then ♣9: 60 in all. */
function killAt60(options: Opts) {
  const g = scenario({
    seats: [
      { identity: '♠2' },
      { identity: '♠3', hand: ['♣2'] },
      { identity: '♣7', damage: ['♠K', '♥K', '♣10', '♦Q'] },
      { identity: '♦9', hand: ['♣4'] },
      { identity: '♠5', hand: ['♣5'] },
    ],
    discardTop: '♠4',
    drawTop: ['♦3', '♣9'],
    options,
  });
  g.decide(0, { t: 'attack', target: 2 });
  g.decide(0, { t: 'flip' });
  g.decide(0, { t: 'stop' });
  return g;
}

describe('words with options', () => {
  test('a death at a total of 60 reads 60 in both languages, and the damage line sums the configured values', () => {
    const g = killAt60({ deathTotal: 60, diamondHand: 13 });
    const zh = renderEvents(g.events, null, { lang: 'zh' }).join('\n');
    expect(zh).toContain('伤害总计达到 60 点');
    expect(zh).toContain('12 点伤害');
    const en = renderEvents(g.events, null, { lang: 'en' }).join('\n');
    expect(en).toContain('damage reached 60');
    const k = killAt60({ deathTotal: 60, diamondHand: 13, 'value.Q': 20 }); // 56 + 12 = 68 ≥ 60
    expect(renderEvents(k.events, null, { lang: 'zh' }).join('\n')).toContain('伤害总计达到 60 点');
  });

  test('a death by four of a value (sameValueCount=4) says four', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♠3', hand: ['♣2'] },
        { identity: '♣8', damage: ['♠7', '♥7', '♣7'] },
        { identity: '♠9', hand: ['♣3'] },
      ],
      discardTop: '♠4',
      drawTop: ['♦7'],
      options: { sameValueCount: 4 },
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'stop' });
    expect(renderEvents(g.events, null, { lang: 'zh' }).join('\n')).toContain('四张伤害牌点数相同');
    expect(renderEvents(g.events, null, { lang: 'en' }).join('\n')).toContain('four damage cards of one value');
  });

  test('the ♦ hand size of D-A is the configured one, in labels, the table and the result', () => {
    const config = shajisifu.validateConfig({ players: 5, diamondHand: 12 });
    expect(conditionLabel('D-A', 'zh', config)).toBe('拜金女A：手牌达到 12 张');
    expect(conditionLabel('D-A', 'en', config)).toBe('Gold-digger A: 12 or more hand cards');
    expect(conditionLabel('D-A', 'zh')).toBe('拜金女A：手牌达到 10 张'); // no game at hand: the seed's number
    const g = scenario({
      seats: [
        { identity: '♦2', hand: ['♣2'] },
        { identity: '♠3', hand: ['♣3'] },
        { identity: '♠4' },
        { identity: '♠5' },
      ],
      discardTop: '♠A',
      options: { diamondHand: 12, 'win.D-B': false },
    });
    const table = renderTable(shajisifu.view(g.state, 0), { lang: 'zh' }).join('\n');
    expect(table).toContain('你有至少 12 张手牌');
    expect(table).toContain('你是最后存活的两人之一（本局已关闭）');
  });

  test('a draw because the only survivor cannot win (win.sole off) is told as such', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♠3', dead: { deathOrder: 1 } },
        { identity: '♠5', dead: { deathOrder: 2 } },
        { identity: '♠7', damage: ['♦K', '♥Q', '♣10'] },
      ],
      discardTop: '♠4',
      drawTop: ['♦9', '♣9'],
      options: { 'win.sole': false },
    });
    g.decide(0, { t: 'attack', target: 3 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(renderResult(g.state, 0, { lang: 'en' })[0]).toContain('one player is left alive');
    expect(renderResult(g.state, 0, { lang: 'zh' })[0]).toContain('唯一幸存者');
  });

  test('the simulation report names the configured death rules', () => {
    const t = new ShajisifuTally();
    const g = killAt60({ deathTotal: 60, diamondHand: 13 });
    for (const e of g.events) t.event(e);
    t.game(g.state, g.state.result);
    const text = t.report({ lang: 'zh' } as Parameters<ShajisifuTally['report']>[0]).join('\n');
    expect(text).toContain('伤害总计 ≥ 60');
    expect(text).not.toContain('≥ 50');
  });
});

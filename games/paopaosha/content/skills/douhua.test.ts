/** Scenario tests of the skill douhua, beside its entry (douhua.json); moved from test/skills/dou.test.ts. */
import { describe, expect, test } from 'vitest';
import { PASS } from '../../src/index.ts';
import { eventsOf, scenario, use } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('小豆', () => {
  test('douhua: when another 豆国 character dies, 小豆 dies at once — no dying step, no killer', () => {
    const g = skills4(['heiniu', 'dadadou', 'heiniu', 'xiaodou'], [{ hand: ['sha♠7'] }, { hp: 1 }]);
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) {
      g.expectPending('rescue', [seat]);
      g.decide(seat, PASS);
    }
    expect(eventsOf(g.events, 'skill')).toEqual([{ t: 'skill', seat: 3, id: 'douhua', targets: [1], cards: [] }]);
    expect(eventsOf(g.events, 'death')).toEqual([
      { t: 'death', seat: 1, killer: 0, identity: 'qiangdao', score: 1 },
      { t: 'death', seat: 3, killer: -1, identity: 'dachen', score: 1 },
    ]);
    expect(eventsOf(g.events, 'dying').map((e) => e.seat)).toEqual([1]);
    expect(g.state.seats.map((p) => p.alive)).toEqual([true, false, true, false]);
    // score cards: seat 1's to its killer, 小豆's removed (P-S3)
    expect(g.state.seats.map((p) => p.score)).toEqual([2, 0, 1, 0]);
    expect(g.state.seats[3]?.killer).toBe(-1);
    // the game goes on (国主 and 小贼 alive)
    expect(g.state.result).toBeNull();
    g.expectPending('play', [0]);
  });

  test('douhua: with another 豆国 character in the game, another nation’s death does not kill 小豆', () => {
    const g = skills4(['heiniu', 'heiniu', 'dadadou', 'xiaodou'], [{ hand: ['sha♠7'] }, { hp: 1 }]);
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    expect(eventsOf(g.events, 'death').map((e) => e.seat)).toEqual([1]);
    expect(g.state.seats[3]?.alive).toBe(true);
  });

  test('douhua: with no other 豆国 character chosen (product reading 12), any death kills 小豆; victory is checked after', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', character: 'heiniu', hand: ['sha♠7'] },
        { identity: 'xiaozei', character: 'heiniu', hp: 1 },
        { identity: 'qiangdao', character: 'xiaodou' },
        { identity: 'dachen', character: 'pidan' },
      ],
      config: { characterSkills: true },
    });
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    expect(eventsOf(g.events, 'death')).toEqual([
      { t: 'death', seat: 1, killer: 0, identity: 'xiaozei', score: 1 },
      { t: 'death', seat: 2, killer: -1, identity: 'qiangdao', score: 1 },
    ]);
    // every 强盗 and 小贼 is dead: the 国主 and the 大臣 win (P-W4)
    expect(g.state.result).toMatchObject({ winners: [0, 3], draw: false, reason: 'guozhu' });
    expect(g.pending()).toBeNull();
    // no reward for a death with no killer (小豆's 强盗 identity draws nobody anything)
    expect(eventsOf(g.events, 'reward')).toEqual([]);
  });

  test('douhua: 睡觉 does not stop it (product reading 4: it prevents damage only)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', character: 'heiniu', hand: ['sha♠7'] },
        { identity: 'xiaozei', character: 'heiniu', hp: 1 },
        { identity: 'qiangdao', character: 'xiaodou' },
        { identity: 'dachen', character: 'heiniu' },
      ],
      config: { characterSkills: true },
    });
    (g.state.seats[2] as { asleep?: boolean }).asleep = true;
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    expect(g.state.seats[2]?.alive).toBe(false);
  });
});

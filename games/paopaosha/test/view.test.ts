import { describe, expect, test } from 'vitest';
import { deckCard, PASS, paopaosha } from '../src/index.ts';
import { noWuxie, scenario, use } from './helpers.ts';

describe('views (the one redaction function)', () => {
  test('P-G6: a seat sees its own hand only; a spectator sees no hand; hand sizes are public', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠7', 'shan♦2'] },
        { identity: 'qiangdao', hand: ['duo'] },
        { identity: 'dachen' },
      ],
    });
    expect(paopaosha.view(g.state, 0).hand).toEqual([deckCard('sha♠7'), deckCard('shan♦2')]);
    expect(paopaosha.view(g.state, 1).hand).toEqual([deckCard('duo')]);
    const spectator = paopaosha.view(g.state, null);
    expect(spectator.hand).toBeNull();
    expect(spectator.legal).toEqual([]);
    expect(spectator.players.map((p) => p.handCount)).toEqual([2, 1, 0]);
    expect(JSON.stringify(spectator)).not.toMatch(/"draw":\[|"rng"|"stack"/);
    expect(spectator.drawCount).toBe(107);
  });

  test('P-G6: the target of a 杀 is asked whatever its hand holds; only it sees its options', () => {
    const g = scenario({
      seats: [{ identity: 'guozhu', hand: ['sha'] }, { identity: 'qiangdao' }, { identity: 'dachen', hand: ['shan'] }],
    });
    use(g, 0, 'sha', [1]);
    const v1 = paopaosha.view(g.state, 1);
    expect(v1.ask).toMatchObject({ kind: 'shan', you: true });
    expect(v1.legal).toEqual([PASS]);
    const v2 = paopaosha.view(g.state, 2);
    expect(v2.ask).toMatchObject({ kind: 'shan', you: false, seats: [1] });
    expect(v2.legal).toEqual([]);
  });

  test('P-S2: the seat asked to choose a character sees its candidates, also seat 0', () => {
    for (let seed = 0; seed < 300; seed++) {
      const s = paopaosha.setup(paopaosha.validateConfig({ players: 4 }), seed);
      if (s.lord !== 0) continue;
      expect(paopaosha.view(s, 0).ask?.characters).toEqual(s.ask?.characters);
      expect(paopaosha.view(s, 1).ask?.characters).toBeNull();
      return;
    }
    expect.unreachable('no seed with the 国主 at seat 0');
  });

  test('guoluchailu: the choose options are shown to the chooser only', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['guoluchailu'] },
        { identity: 'qiangdao', equip: { weapon: 'm16' } },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'guoluchailu', [1]);
    noWuxie(g, 'guoluchailu', [0, 1, 2]);
    expect(paopaosha.view(g.state, 0).ask?.options).toEqual([{ o: 'card', card: deckCard('m16') }]);
    expect(paopaosha.view(g.state, 1).ask?.options).toBeNull();
    expect(paopaosha.view(g.state, null).ask?.options).toBeNull();
  });
});

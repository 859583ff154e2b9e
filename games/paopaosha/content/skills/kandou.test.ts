/** Scenario tests of the skill kandou, beside its entry (kandou.json); moved from test/skills/dou.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, redactEvent, viewOf } from '../../src/index.ts';
import { eventsOf, handKinds, scenario } from '../../test/helpers.ts';
import { options, pick, skills4 } from '../../test/skills/skill-helpers.ts';

describe('小豆', () => {
  test('kandou: 小豆 looks at the top N cards (N = alive players; only 小豆 sees them) and puts them back in any order', () => {
    const g = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7', 'shan♦2', 'shui♥3', 'dapao', 'sha♣3'],
    });
    const [sha, shan, shui, dapao, sha2] = ['sha♠7', 'shan♦2', 'shui♥3', 'dapao', 'sha♣3'].map(deckCard) as number[];
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'kandou', count: 4 });
    let ev = pick(g, 0, 'yes');
    const peek = eventsOf(ev, 'peek');
    expect(peek).toEqual([{ t: 'peek', seat: 0, cards: [sha, shan, shui, dapao], count: 4, reason: 'kandou' }]);
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'kandou', targets: [], cards: [] }]);
    // a redacted event: the others (and spectators) see that 4 cards were looked at, not which
    for (const viewer of [1, 2, 3, null])
      expect(redactEvent(peek[0] as never, viewer)).toEqual({
        t: 'peek',
        seat: 0,
        cards: null,
        count: 4,
        reason: 'kandou',
      });
    // "which card goes on top next", one request per position
    expect(g.state.ask).toMatchObject({ kind: 'choose', reason: 'kandou-top', count: 1 });
    expect(options(g)).toEqual([
      { o: 'card', card: sha },
      { o: 'card', card: shan },
      { o: 'card', card: shui },
      { o: 'card', card: dapao },
      { o: 'keep', card: -1 },
    ]);
    expect(viewOf(g.state, 1).ask?.options).toBeNull();
    expect(viewOf(g.state, 0).ask?.options).toHaveLength(5);
    pick(g, 0, 'card', dapao);
    expect(g.state.ask).toMatchObject({ reason: 'kandou-top', count: 2 });
    pick(g, 0, 'card', shui);
    expect(options(g).map((o) => o.card)).toEqual([sha, shan, -1]);
    ev = pick(g, 0, 'card', shan);
    // the last card needs no request; the draw phase then draws the new top two
    expect(eventsOf(ev, 'draw')).toEqual([{ t: 'draw', seat: 0, cards: [dapao, shui], count: 2 }]);
    expect(g.state.draw.slice(-3)).toEqual([sha2, sha, shan]);
    g.expectPending('play', [0]);
  });

  test('kandou: "keep" leaves the rest in order; declining looks at nothing; N counts alive players only', () => {
    const g = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7', 'shan♦2', 'shui♥3', 'dapao'],
    });
    pick(g, 0, 'yes');
    pick(g, 0, 'card', deckCard('shui♥3'));
    const ev = pick(g, 0, 'keep');
    expect(eventsOf(ev, 'draw')[0]?.cards).toEqual([deckCard('shui♥3'), deckCard('sha♠7')]);
    expect(g.state.draw.slice(-2)).toEqual([deckCard('dapao'), deckCard('shan♦2')]);

    const no = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start', drawTop: ['sha♠7', 'shan♦2'] });
    const ev2 = pick(no, 0, 'no');
    expect(eventsOf(ev2, 'peek')).toEqual([]);
    expect(handKinds(no.state, 0)).toEqual(['sha', 'shan']);

    const three = scenario({
      seats: [
        { identity: 'guozhu', character: 'xiaodou' },
        { identity: 'qiangdao', character: 'heiniu' },
        { identity: 'xiaozei', character: 'heiniu', alive: false },
        { identity: 'dachen', character: 'heiniu' },
      ],
      phase: 'start',
      config: { characterSkills: true },
    });
    expect(three.state.ask).toMatchObject({ reason: 'kandou', count: 3 });
  });
});

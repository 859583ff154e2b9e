/** Scenario tests of the card benlaijiuyou, beside its entry (benlaijiuyou.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { ALL4, discardTail, fourHands, handKinds, noWuxie, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('benlaijiuyou: the user draws 2 (after a 无懈可击 window)', () => {
    const g = fourHands([['benlaijiuyou']], { drawTop: ['shan♦3', 'wuxiekeji♠J', 'sha♠7'] });
    use(g, 0, 'benlaijiuyou');
    noWuxie(g, 'benlaijiuyou', ALL4);
    expect(handKinds(g.state, 0)).toEqual(['shan', 'wuxiekeji']);
    expect(discardTail(g.state, 1)).toEqual(['benlaijiuyou♥7']);
  });
});

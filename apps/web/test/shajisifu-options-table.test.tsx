/**
 * The 杀机四伏 table reads the game's options from the view's configuration: a death total of 60 shows as 60, a win
 * condition switched off says so, the ♦ hand size is the configured one.
 */
import { buildScenario, type ShajisifuSpec, viewOf } from '@shaju/shajisifu';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import ShajisifuTable from '../../../games/shajisifu/table/ShajisifuTable.tsx';

const NAMES = ['阿甲', '阿乙', '阿丙', '阿丁'];

const spec = (options: ShajisifuSpec['options']): ShajisifuSpec => ({
  seats: [
    { identity: '♦5', hand: ['♥Q', '♠Q'], damage: ['♠9'] },
    { identity: '♠2', hand: ['♣4'], damage: ['♠10', '♥10', '♣3'] },
    { identity: '♣7', hand: ['♦A'] },
    { identity: '♦9', hand: ['♦2'] },
  ],
  discardTop: '♥7',
  turn: 0,
  options,
});

function show(options: ShajisifuSpec['options']) {
  const s = buildScenario(spec(options));
  render(<ShajisifuTable view={viewOf(s, 0)} pending={null} log={[]} names={NAMES} decide={undefined} />);
}

afterEach(cleanup);

describe('the table with options', () => {
  test('the death total is the configured one: /50 in the seed, /60 with deathTotal=60', () => {
    show({});
    expect(screen.getByTestId('death-total-1').textContent).toBe('/50');
    cleanup();
    show({ deathTotal: 60 });
    expect(screen.getByTestId('death-total-1').textContent).toBe('/60');
    expect(screen.getByTestId('damage-total-1').textContent).toBe('23');
  });

  test('the viewer’s win conditions show the ♦ hand size and the conditions switched off', () => {
    show({ diamondHand: 12, 'win.D-B': false });
    const mine = screen.getByTestId('my-conditions');
    expect(mine.textContent).toContain('12');
    const items = within(mine).getAllByRole('listitem');
    expect(items[0]?.textContent).not.toContain('本局已关闭');
    expect(items[1]?.textContent).toContain('本局已关闭');
  });
});

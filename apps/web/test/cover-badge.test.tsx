/**
 * 托管 on the seat: a seat a bot plays for its person (TableProps.cover) shows it on the seat itself, in both tables,
 * to every viewer; a seat nobody covers shows nothing.
 */
import { defaultConfig as paopaoshaConfig, viewOf as paopaoshaView, setup } from '@shaju/paopaosha';
import { buildScenario, viewOf as shajisifuView } from '@shaju/shajisifu';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import PaopaoshaTable from '../../../games/paopaosha/table/PaopaoshaTable.tsx';
import ShajisifuTable from '../../../games/shajisifu/table/ShajisifuTable.tsx';

const NAMES = ['阿甲', '阿乙', '阿丙', '阿丁', '阿戊'];

afterEach(cleanup);

test('跑跑杀: the covered seats carry the 托管 mark with its reason, to a spectator too', () => {
  const s = setup(paopaoshaConfig(5), 7);
  const cover = ['', 'auto', '', 'timeouts', ''];
  render(<PaopaoshaTable view={paopaoshaView(s, null)} pending={null} log={[]} names={NAMES} cover={cover} />);
  expect(screen.getByTestId('cover-badge-1').textContent).toBe('托管');
  expect(screen.getByTestId('cover-badge-3').textContent).toBe('托管（超时）');
  expect(screen.queryByTestId('cover-badge-0')).toBeNull();
  expect(screen.queryByTestId('cover-badge-2')).toBeNull();
});

test('杀机四伏: a seat in 托管 shows it; none without cover (a replay)', () => {
  const s = buildScenario({
    seats: [
      { identity: '♦5', hand: ['♥Q'] },
      { identity: '♠2', hand: ['♣4'] },
      { identity: '♣7', hand: ['♦A'] },
      { identity: '♦9', hand: ['♦2'] },
    ],
    discardTop: '♥7',
    turn: 0,
  });
  render(
    <ShajisifuTable view={shajisifuView(s, 0)} pending={null} log={[]} names={NAMES} cover={['', '', 'gone', '']} />,
  );
  expect(screen.getByTestId('cover-badge-2').textContent).toBe('托管（离线）');
  cleanup();
  render(<ShajisifuTable view={shajisifuView(s, 0)} pending={null} log={[]} names={NAMES} />);
  expect(screen.queryByTestId('cover-badge-2')).toBeNull();
});

/**
 * The page's result panel (pages/ResultPanel.tsx): winners, the replay link and every seat's identity and fate
 * (FinalSeats) — except beside a table that lists the seats itself (`GameManifest.tableListsFinalSeats`, 跑跑杀), where
 * the seats are not shown twice.
 */
import type { AnyGameModule } from '@shaju/engine';
import { findManifest } from '@shaju/games';
import { shajisifu } from '@shaju/shajisifu';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { GameRecord, GameResultMessage } from '../src/net/session.ts';
import { ResultPanel } from '../src/pages/ResultPanel.tsx';
import { playLive } from './live.ts';

const live = playLive(shajisifu as AnyGameModule, { players: 4 }, 5);
const names = ['Ann', 'Bob', 'Cat', 'Dan'];
const result = live.record.result as unknown as GameResultMessage;
const record = { ...live.record, players: names } as unknown as GameRecord;

test('the seats listed under the winners by default (a table that does not list them: 杀机四伏)', async () => {
  expect(findManifest('shajisifu')?.tableListsFinalSeats).toBeFalsy();
  render(<ResultPanel code="R1" result={result} names={names} seat={0} record={record} />);
  expect(screen.getByTestId('winners').textContent).toContain(names[result.winners[0] ?? 0]);
  const seats = await screen.findByTestId('final-seats');
  expect(seats.querySelectorAll('[data-testid^=final-seat-]').length).toBe(4);
});

test('beside a table that lists the seats itself (跑跑杀): winners, replay and 再来一局, no second list', async () => {
  expect(findManifest('paopaosha')?.tableListsFinalSeats).toBe(true);
  render(
    <ResultPanel
      code="R1"
      result={result}
      names={names}
      seat={0}
      record={record}
      seatList={false}
      onRematch={() => {}}
    />,
  );
  expect(screen.getByTestId('winners').textContent).toContain(names[result.winners[0] ?? 0]);
  expect(screen.getByTestId('replay-link').getAttribute('href')).toBe('/replay/R1');
  expect(screen.getByTestId('again')).toBeTruthy();
  // A panel with the list beside it: once its list has loaded, there is still only that one.
  render(<ResultPanel code="R2" result={result} names={names} seat={0} record={record} />);
  await screen.findByTestId('final-seats');
  expect(screen.getAllByTestId('final-seats').length).toBe(1);
  expect(screen.getAllByTestId('winners').length).toBe(2);
});

/**
 * The end of a replay: winners (or a draw) and every seat's identity, fate and why it won, in the game's words (its
 * kit); and the boundary that keeps a table failing on one step from taking the replay page down.
 */
import type { GameKit } from '@shaju/runtime';
import { Component, type ErrorInfo, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../i18n.ts';
import type { Replay } from '../replay/replay.ts';
import { REPLAY_NS } from './replay-strings.ts';

/** The end of the game: winners (or a draw), and every seat with its identity, fate and why it won. */
export function ReplayResult({
  replay,
  game,
  names,
  seat,
  lang,
  tableSaysWinners = false,
}: {
  replay: Replay;
  game: GameKit;
  names: readonly string[];
  seat: number | null;
  lang: Lang;
  /**
   * Whether the game's table below says the winners itself (`GameManifest.tableListsFinalSeats`): the winners line is
   * then read by screen readers, not shown twice.
   */
  tableSaysWinners?: boolean;
}) {
  const { t } = useTranslation(REPLAY_NS);
  const result = replay.result;
  const rows = useMemo(() => game.seats(replay.final, lang), [game, replay, lang]);
  if (!result) return null;
  const won = seat !== null && result.winners.includes(seat);
  const scores = result.scores;
  return (
    <section
      className={`result panel replay-result${won ? ' won' : ''}`}
      data-testid="replay-result"
      aria-labelledby="replay-result-title"
    >
      <h2 id="replay-result-title">{t('result')}</h2>
      <p className={tableSaysWinners ? 'winners visually-hidden' : 'winners'} data-testid="replay-winners">
        {result.draw
          ? t('draw')
          : t('winners', {
              names: result.winners.map((w) => names[w] ?? `#${w + 1}`).join(lang === 'zh' ? '、' : ', '),
            })}
      </p>
      <details>
        <summary>{t('details')}</summary>
        <div className="replay-result-table">
          <table>
            <thead>
              <tr>
                <td />
                <th scope="col">{t('colPlayer')}</th>
                <th scope="col">{t('colIdentity')}</th>
                <th scope="col">{t('colState')}</th>
                {scores && <th scope="col">{t('colScore')}</th>}
                <th scope="col">{t('colWhy')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const winner = result.winners.includes(i);
                const why = (result.why[i] ?? []).map((c) => game.condition(c, lang)).join(lang === 'zh' ? '；' : '; ');
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
                  <tr key={i} className={winner ? 'winner' : undefined}>
                    <td>{winner ? '★' : ''}</td>
                    <th scope="row">{t('seat', { n: i, name: names[i] ?? '' })}</th>
                    <td>
                      {r.identity}
                      {r.character ? ` · ${r.character}` : ''}
                    </td>
                    <td>{r.alive ? t('alive') : t('dead')}</td>
                    {scores && <td>{scores[i]}</td>}
                    <td className="why">{why}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** Keeps a table that throws on one step from taking the page down; a new step or viewer tries again. */
export class TableBoundary extends Component<
  { resetKey: string; message: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('replay table', error, info.componentStack);
  }
  override componentDidUpdate(prev: { resetKey: string }): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }
  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p className="center panel error" role="alert">
          {this.props.message}
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * Every seat at the end of a live game, under the result panel: identity (and character), alive or dead, in the
 * game's words. Built from the record the server sends everyone once the game is over (seed and decisions, the
 * `replay` message): the game's kit rebuilds the final state in the browser (replay/replay.ts) and names each seat
 * (`GameKit.seats`), so the shell decides nothing about what is revealed.
 */
import { findManifest } from '@shaju/games';
import type { GameKit, SeatSummary } from '@shaju/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../i18n.ts';
import type { GameRecord } from '../net/session.ts';
import { parseRecord, Replay } from '../replay/replay.ts';
import { REPLAY_NS } from './replay-strings.ts';

/** The seats of a finished game in words, or null while the kit loads or when the record cannot be rebuilt. */
export async function finalSeats(record: GameRecord, lang: Lang): Promise<SeatSummary[] | null> {
  const manifest = findManifest(record.game);
  if (!manifest) return null;
  let kit: GameKit;
  try {
    kit = await manifest.load();
    const replay = new Replay(kit.module, parseRecord(record));
    if (!replay.result) return null;
    return kit.seats(replay.final, lang);
  } catch {
    return null;
  }
}

/** The table of every seat's identity and fate (nothing while the record is not there yet). */
export function FinalSeats({
  record,
  names,
  winners,
  lang,
}: {
  record: GameRecord | null;
  names: readonly string[];
  winners: readonly number[];
  lang: Lang;
}) {
  const { t } = useTranslation(REPLAY_NS);
  const [rows, setRows] = useState<SeatSummary[] | null>(null);
  useEffect(() => {
    if (!record) return;
    let live = true;
    void finalSeats(record, lang).then((r) => {
      if (live) setRows(r);
    });
    return () => {
      live = false;
    };
  }, [record, lang]);
  if (!rows) return null;
  return (
    <table className="final-seats" data-testid="final-seats">
      <thead>
        <tr>
          <td />
          <th scope="col">{t('colPlayer')}</th>
          <th scope="col">{t('colIdentity')}</th>
          <th scope="col">{t('colState')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
          <tr key={i} className={winners.includes(i) ? 'winner' : undefined} data-testid={`final-seat-${i}`}>
            <td>{winners.includes(i) ? '★' : ''}</td>
            <th scope="row">{t('seat', { n: i, name: names[i] ?? '' })}</th>
            <td>
              {r.identity}
              {r.character ? ` · ${r.character}` : ''}
            </td>
            <td>{r.alive ? t('alive') : t('dead')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What an invite link shows before joining: the room's game, its options (those that differ from the defaults, in
 * the game's words), its rules (the preset, what it changes and what was measured of it) and who is seated, from `GET /api/rooms/:code`. Nothing while it loads or when the room is gone
 * (joining then says so).
 */

import { colon, paren } from '@shaju/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configLabels, gameTitle } from '../games/names.ts';
import { useLang } from '../i18n.ts';
import RoomRules from '../rules-options/RulesSummary.tsx';

/** A room as `GET /api/rooms/:code` describes it. */
export interface RoomInfo {
  readonly code: string;
  readonly game: string;
  readonly players: number;
  readonly phase: string;
  /** The room's configuration as JSON (null before it is known). */
  readonly config: string | null;
  /** The room's rules (preset and changed options) as JSON, or null when not known (an older server). */
  readonly rules?: string | null;
  readonly seats: readonly { readonly kind: 'empty' | 'human' | 'bot'; readonly name: string }[];
}

/**
 * Fetches room `code`'s public facts: the room, `'missing'` when the server has no such room (404), or null when the
 * answer is not one (no server, another error).
 */
export async function fetchRoomInfo(code: string, signal?: AbortSignal): Promise<RoomInfo | 'missing' | null> {
  try {
    const res = await fetch(`/api/rooms/${encodeURIComponent(code)}`, signal ? { signal } : {});
    if (res.status === 404) return 'missing';
    if (!res.ok) return null;
    const v = (await res.json()) as Partial<RoomInfo>;
    if (typeof v.game !== 'string' || !Array.isArray(v.seats)) return null;
    return v as RoomInfo;
  } catch {
    return null;
  }
}

function parseConfig(text: string | null): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text ?? '{}');
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The room behind an invite link: game, options, seats (see the module comment). `onMissing` runs when the server
 * has no such room.
 */
export function InviteInfo({ code, onMissing }: { code: string; onMissing?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [info, setInfo] = useState<RoomInfo | null>(null);
  useEffect(() => {
    const ctl = new AbortController();
    void fetchRoomInfo(code, ctl.signal).then((r) => {
      if (ctl.signal.aborted) return;
      if (r === 'missing') onMissing?.();
      else setInfo(r);
    });
    return () => ctl.abort();
  }, [code, onMissing]);
  if (!info) return null;
  const options = configLabels(info.game, parseConfig(info.config), lang);
  return (
    <div className="invite-info" data-testid="invite-info">
      <p className="invite-game" data-testid="invite-game">
        <b>{gameTitle(info.game, lang)}</b> · {t('invite.players', { n: info.seats.length })}
        {options.length > 0 && <span data-testid="invite-options"> · {options.join(' · ')}</span>}
      </p>
      <RoomRules game={info.game} text={info.rules ?? undefined} lang={lang} />
      <ul className="invite-seats" data-testid="invite-seats">
        {info.seats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
          <li key={i} className={s.kind}>
            {t('room.seat', { n: i })}
            {colon(lang)}
            {s.kind === 'empty'
              ? t('room.empty')
              : s.kind === 'bot'
                ? `${s.name}${paren(lang, t('room.bot'))}`
                : s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

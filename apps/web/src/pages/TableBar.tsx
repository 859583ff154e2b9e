/**
 * The bar above a game's table: the auto-pass switch (remembered in this browser, see net/useAutoPass.ts), the 托管
 * button (a bot of the room's kind plays this seat until taken back; the server's `autoplay` message) and, for
 * everyone, the seats a bot plays now and why (托管, timeouts, offline: the room state's `cover`).
 */
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n.ts';
import type { GameSession, SessionSnapshot } from '../net/session.ts';
import { useAutoPass } from '../net/useAutoPass.ts';
import { useCatalogue } from '../rules-options/catalogue.ts';
import { parseRules, RulesSummary } from '../rules-options/RulesSummary.tsx';
import { TABLE_NS } from './table-strings.ts';

/** The table bar of the room's running game, with auto-pass at work while it is shown. */
export function LiveTableBar({ session, snap }: { session: GameSession; snap: SessionSnapshot }) {
  const [autoPass, setAutoPass] = useAutoPass(session, snap.room?.game ?? '');
  return <TableBar session={session} snap={snap} autoPass={autoPass} setAutoPass={setAutoPass} />;
}

/** The table bar of a running game. `autoPass` and `setAutoPass`: the auto-pass switch (useAutoPass). */
export function TableBar({
  session,
  snap,
  autoPass,
  setAutoPass,
}: {
  session: GameSession;
  snap: SessionSnapshot;
  autoPass: boolean;
  setAutoPass: (on: boolean) => void;
}) {
  const { t } = useTranslation(TABLE_NS);
  const room = snap.room;
  if (!room) return null;
  const seat = snap.seat;
  const me = seat === null ? undefined : room.seats[seat];
  const playing = room.phase === 'playing' && snap.result === null;
  // Once the game is over nobody plays any more: no 托管 badge is left standing.
  const covered = playing ? room.seats.filter((s) => s.kind === 'human' && s.covered) : [];
  return (
    <div className="table-bar row" data-testid="table-bar">
      {me && playing && (
        <>
          <label className="table-bar-switch" title={t('autoPassHelp')}>
            <input
              type="checkbox"
              checked={autoPass}
              onChange={(e) => setAutoPass(e.currentTarget.checked)}
              data-testid="auto-pass"
            />
            {t('autoPass')}
          </label>
          <button
            type="button"
            className={me.covered ? 'primary' : ''}
            aria-pressed={me.covered}
            title={t('autoplayHelp')}
            onClick={() => session.autoplay(!me.covered)}
            data-testid="autoplay"
          >
            {me.covered ? t('autoplayOff') : t('autoplay')}
          </button>
        </>
      )}
      <TableRules game={room.game} text={room.rules} />
      {covered.map((s) => (
        <span key={s.index} className="badge" data-testid={`seat-cover-${s.index}`} data-cover={s.cover ?? ''}>
          {s.name} · {t(`why.${s.cover || 'auto'}`)}
        </span>
      ))}
    </div>
  );
}

/**
 * The rules of the running game, for everyone: the preset's name (a quick start plays the newcomer's, and says so),
 * opening to what it changes and what the lab measured of it (the lobby's summary).
 */
function TableRules({ game, text }: { game: string; text: string | undefined }) {
  const { t } = useTranslation(TABLE_NS);
  const lang = useLang();
  const catalogue = useCatalogue(game);
  const rules = parseRules(text);
  if (!rules) return null;
  const preset = catalogue?.presets.find((p) => p.id === rules.preset);
  return (
    <details className="table-rules" data-testid="table-rules" data-preset={rules.preset}>
      <summary>{t('rules', { preset: preset ? preset.title[lang] : rules.preset })}</summary>
      <RulesSummary game={game} rules={rules} lang={lang} />
    </details>
  );
}

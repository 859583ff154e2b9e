/**
 * `/profile`: this browser's player — nickname and a seeded avatar, ratings per game (OpenSkill), statistics per game
 * and identity, the match history with replay links, and the transfer code to move the profile to another device.
 * Reads `GET /api/record` with the profile token (net/profile.ts). Loaded lazily.
 */
import { Portrait } from '@shaju/ui/art';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLang } from '../i18n.ts';
import { profileToken } from '../net/profile.ts';
import { defaultNameNumber, storedName, storeName } from '../net/session.ts';
import { avatarColour, useRecord } from '../profile/record.ts';
import { HistoryTable, RatingsTable, StatsTable } from '../profile/Tables.tsx';
import { Transfer } from '../profile/Transfer.tsx';
import { NameField } from '../ui/NameField.tsx';
import { PROFILE_NS } from './profile-strings.ts';
import '../profile/profile.css';

/** The profile page. */
export default function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const { t: tr } = useTranslation();
  const lang = useLang();
  const [name, setName] = useState(storedName);
  const [token, setToken] = useState(profileToken);
  const record = useRecord(token);
  const rename = (v: string) => {
    setName(v);
    storeName(v);
  };
  return (
    <article className="profile panel" data-testid="profile">
      <header className="profile-head">
        <Portrait
          body={undefined}
          glyph={name.trim().slice(0, 1) || '?'}
          colour={avatarColour(name)}
          className="profile-avatar"
        />
        <div>
          <h1>{t('title')}</h1>
          <p>
            <span data-testid="profile-name">{name.trim() || tr('home.defaultName', { n: defaultNameNumber() })}</span>
            {/* The public tag the leaderboards show beside the nickname (from the record, once it is read). */}
            {record.status === 'ok' && record.value.tag ? (
              <>
                {' '}
                <span
                  className="muted board-tag"
                  data-testid="profile-tag"
                  title={t('tagOf', { tag: record.value.tag })}
                >
                  #{record.value.tag}
                </span>
              </>
            ) : null}
          </p>
        </div>
      </header>
      {/* Empty: the default nickname in use shows in the field, as in the header above. */}
      <NameField value={name} onChange={rename} placeholder={tr('home.defaultName', { n: defaultNameNumber() })} />
      {record.status === 'loading' ? <p className="muted">{t('loading')}</p> : null}
      {record.status === 'failed' ? <p role="alert">{t('failed', { why: record.why })}</p> : null}
      {record.status === 'ok' ? (
        <>
          <div className="profile-scroll">
            <RatingsTable record={record.value} lang={lang} />
          </div>
          <p className="muted">{t('ratingHelp')}</p>
          <p>
            <Link href="/leaderboard">{t('leaderboard')}</Link>
          </p>
          <div className="profile-scroll">
            <StatsTable record={record.value} lang={lang} />
          </div>
          <div className="profile-scroll">
            <HistoryTable record={record.value} lang={lang} />
          </div>
        </>
      ) : null}
      <Transfer
        name={name}
        onImported={(n) => {
          if (n) rename(n);
          setToken(profileToken());
        }}
      />
    </article>
  );
}

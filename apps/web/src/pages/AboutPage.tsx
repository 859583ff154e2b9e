/**
 * `/about`: what the app is made with, and the credits its licences ask for — Game Icons (CC BY 3.0: attribution
 * required) for the card and character pictures, Twemoji (CC BY 4.0) for the chat's emotes, ZzFX (MIT) for the sounds — with links to the works and licences.
 * Loaded lazily.
 */
import { useTranslation } from 'react-i18next';
import { ABOUT_NS } from './about-strings.ts';

interface Credit {
  readonly section: 'art' | 'sound';
  readonly name: string;
  readonly text: 'gameIcons' | 'twemoji' | 'zzfx';
  readonly url: string;
  readonly licence: string;
  readonly licenceUrl: string;
}

const CREDITS: readonly Credit[] = [
  {
    section: 'art',
    name: 'Game Icons',
    text: 'gameIcons',
    url: 'https://game-icons.net',
    licence: 'CC BY 3.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/3.0/',
  },
  {
    section: 'art',
    name: 'Twemoji',
    text: 'twemoji',
    url: 'https://github.com/twitter/twemoji',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    section: 'sound',
    name: 'ZzFX',
    text: 'zzfx',
    url: 'https://github.com/KilledByAPixel/ZzFX',
    licence: 'MIT',
    licenceUrl: 'https://github.com/KilledByAPixel/ZzFX/blob/master/LICENSE',
  },
];

/** The About page. */
export default function AboutPage() {
  const { t } = useTranslation(ABOUT_NS);
  return (
    <article className="about panel" data-testid="about">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {CREDITS.map((c) => (
        <section key={c.name} aria-labelledby={`about-${c.section}`}>
          <h2 id={`about-${c.section}`}>{t(c.section)}</h2>
          <p>
            <a href={c.url} rel="noopener">
              {c.name}
            </a>{' '}
            — {t(c.text)}
          </p>
          <p>
            <a href={c.licenceUrl} rel="license noopener">
              {t('licence', { licence: c.licence })}
            </a>
          </p>
        </section>
      ))}
      <p className="muted">{t('soundHelp')}</p>
      <section aria-labelledby="about-code">
        <h2 id="about-code">{t('code')}</h2>
        <p>{t('libraries')}</p>
      </section>
    </article>
  );
}

/**
 * The table's larger panels: a character card (the character choice and the seat details), a seat's details (skills,
 * identity, equipment and delayed cards with their texts, skill use counts) and the result with every identity and
 * the score cards. Game words come from @shaju/paopaosha/words.
 */
import { type CharacterId, type PaopaoshaView, type SeatView, startingHp } from '@shaju/paopaosha';
import {
  cardsLabel,
  characterLines,
  characterName,
  conditionLabel,
  hpNumbers,
  identityGoal,
  identityName,
  isBoss,
  mingdaoNote,
  seatName,
  skillName,
  sortCards,
} from '@shaju/paopaosha/words';
import { colon, type Lang, paren } from '@shaju/ui';
import { useTranslation } from 'react-i18next';
import { CharacterPortrait } from './Art.tsx';
import { CardFace, cardText } from './CardFace.tsx';
import { Hp, IdentityBadge, nationClass, SLOTS } from './Seat.tsx';
import { NS } from './strings.ts';

/** A skill line of `characterLines` split into its name part and its text. */
function splitSkill(line: string): [string, string] {
  const m = /^(.*?)(?:：|: )(.*)$/s.exec(line);
  return m ? [m[1] as string, m[2] as string] : [line, ''];
}

/** A character as a card: portrait in the nation's colour, name, nation and HP, every skill with its text. */
export function CharacterCard({
  view,
  id,
  lang,
  hp,
  maxHp,
  shield = 0,
}: {
  view: PaopaoshaView;
  id: CharacterId;
  lang: Lang;
  hp?: number;
  maxHp?: number;
  /** 天使之泪's shield inside `hp`. */
  shield?: number;
}) {
  const [head, ...skills] = characterLines(view, id, { lang });
  const sub = (head ?? '').split(' · ').slice(1).join(' · ');
  const max = maxHp ?? startingHp(view.config, id, view.seat === view.lord);
  const name = characterName(id, lang);
  return (
    <span className={`pps-char ${nationClass(id)}`}>
      <span className="pps-char-top">
        <CharacterPortrait id={id} name={name} big />
        <span className="pps-char-title">
          <b>{name}</b>
          <small>{hp === undefined ? sub : sub.replace(/ · [^·]*$/, '')}</small>
          <Hp hp={hp ?? max} maxHp={max} lang={lang} shield={shield} />
        </span>
      </span>
      <span className="pps-char-skills">
        {skills.map((line) => {
          const [n, text] = splitSkill(line);
          return (
            <span key={line} className="pps-skill-line">
              <b>{n}</b> {text}
            </span>
          );
        })}
      </span>
    </span>
  );
}

/** Everything known about one seat, with card texts. */
export function SeatDetails({
  view,
  p,
  name,
  lang,
  onClose,
}: {
  view: PaopaoshaView;
  p: SeatView;
  name: string;
  lang: Lang;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const uses = Object.entries(p.uses).filter(([, n]) => n > 0);
  return (
    <section className="pps-details" aria-label={t('showDetails', { who: seatName(p.seat, null, lang) })}>
      <header>
        <h3>
          {seatName(p.seat, null, lang)} {name}
          {p.seat === view.seat ? paren(lang, t('you')) : ''}
        </h3>
        <button type="button" className="pps-close" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </header>
      {p.character ? (
        <CharacterCard
          view={view}
          id={p.character}
          lang={lang}
          hp={p.alive ? p.hp : 0}
          maxHp={p.maxHp}
          shield={p.alive ? p.shield : 0}
        />
      ) : (
        <p className="pps-muted">{t('choosing')}</p>
      )}
      <p className="pps-detail-row">
        <IdentityBadge view={view} p={p} lang={lang} />
        {p.identity && p.seat === view.seat && !view.result && (
          <span className="pps-goal">
            {t('goal')}
            {colon(lang)}
            {identityGoal(p.identity, lang, isBoss(view))}
          </span>
        )}
      </p>
      <p className="pps-detail-row">
        {t('handCount', { n: p.handCount })} · {t('score', { n: p.score })}
        {p.distance !== null &&
          ` · ${t('distance', { d: p.distance })} · ${p.inRange ? t('inRange') : t('outOfRange')}`}
      </p>
      <h4>{t('equipment')}</h4>
      {SLOTS.every((s) => p.equip[s] < 0) ? (
        <p className="pps-muted">{t('noEquipment')}</p>
      ) : (
        <ul className="pps-detail-cards">
          {SLOTS.filter((s) => p.equip[s] >= 0).map((s) => (
            <li key={s}>
              <CardFace card={p.equip[s]} lang={lang} size="sm" />
              <span>{cardText(p.equip[s], lang)}</span>
              {s === 'weapon' && mingdaoNote(view, p, lang) && (
                <span className="pps-muted">{mingdaoNote(view, p, lang)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {p.judging.length > 0 && (
        <>
          <h4>{t('judging')}</h4>
          <ul className="pps-detail-cards">
            {p.judging.map((c) => (
              <li key={c}>
                <CardFace card={c} lang={lang} size="sm" />
                <span>{cardText(c, lang)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {uses.length > 0 && (
        <p className="pps-detail-row">
          {t('uses')}
          {colon(lang)}
          {uses.map(([id, n]) => `${skillName(id, lang)} × ${n}`).join(lang === 'zh' ? '，' : ', ')}
        </p>
      )}
    </section>
  );
}

/** The end of the game: winners or a draw and why, then every seat's character, identity, fate and score cards. */
export function ResultView({ view, names, lang }: { view: PaopaoshaView; names: readonly string[]; lang: Lang }) {
  const { t } = useTranslation(NS);
  const r = view.result;
  if (!r) return null;
  const boss = isBoss(view);
  const won = view.seat !== null && r.winners.includes(view.seat);
  const who = (s: number) => names[s] || seatName(s, null, lang);
  return (
    <section className={`pps-result${won ? ' won' : ''}`} data-testid="pps-result" aria-live="polite">
      <h2>{t('result.title')}</h2>
      <p className="pps-result-head">
        {r.draw
          ? t('result.draw')
          : t('result.winners', { names: r.winners.map(who).join(lang === 'zh' ? '、' : ', ') })}
        {!r.draw && <span className="pps-muted"> · {conditionLabel(r.reason, lang)}</span>}
      </p>
      {view.seat !== null && !r.draw && (
        <p className="pps-result-you">{won ? t('result.youWon') : t('result.youLost')}</p>
      )}
      <div className="pps-result-scroll">
        <table>
          <thead>
            <tr>
              <th>{t('result.seat')}</th>
              <th>{t('result.player')}</th>
              <th>{t('result.character')}</th>
              <th>{t('result.identity')}</th>
              <th>{t('result.state')}</th>
              <th>{t('result.score')}</th>
              <th>{t('result.hand')}</th>
            </tr>
          </thead>
          <tbody>
            {view.players.map((p) => (
              <tr key={p.seat} className={r.winners.includes(p.seat) ? 'winner' : ''} data-testid={`result-${p.seat}`}>
                <td>
                  {r.winners.includes(p.seat) && (
                    <span className="pps-star" title={t('result.winner')}>
                      ★{' '}
                    </span>
                  )}
                  {seatName(p.seat, null, lang)}
                </td>
                <td>{names[p.seat] ?? ''}</td>
                <td>{p.character ? characterName(p.character, lang) : '—'}</td>
                <td>
                  {p.identity ? (
                    <span className={`pps-id id-${p.identity}`}>{identityName(p.identity, lang, boss)}</span>
                  ) : (
                    '?'
                  )}
                </td>
                <td>
                  {p.alive ? t('result.alive', { hp: hpNumbers(p.hp, p.maxHp, lang, p.shield) }) : t('result.dead')}
                </td>
                <td>{r.scores?.[p.seat] ?? p.score}</td>
                <td className="pps-last-hand" data-testid={`last-hand-${p.seat}`}>
                  {p.hand === undefined ? '?' : p.hand.length === 0 ? '—' : cardsLabel(sortCards(p.hand), { lang })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

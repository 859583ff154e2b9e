/**
 * The felt of the 跑跑杀 table: the other seats round it, and in the middle the piles, the cards of the current turn
 * flying in from their seats (effects.ts), and the cards of a harvest.
 */
import type { PaopaoshaView } from '@shaju/paopaosha';
import { cardNameWith, seatName } from '@shaju/paopaosha/words';
import type { Lang } from '@shaju/ui';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from './CardFace.tsx';
import type { Flash } from './effects.ts';
import { NS } from './strings.ts';

type Positions = ReadonlyMap<number, { x: number; y: number }>;

/** The middle of the felt (see the module comment). */
function Center({
  view,
  lang,
  positions,
  flashes,
}: {
  view: PaopaoshaView;
  lang: Lang;
  positions: Positions;
  flashes: readonly Flash[];
}) {
  const { t } = useTranslation(NS);
  return (
    <section className="pps-center" aria-label={t('center')}>
      <div className="pps-piles">
        <span className="pps-pile draw" title={t('drawPile', { n: view.drawCount })}>
          <span className="pps-back" aria-hidden="true" />
          {t('drawPile', { n: view.drawCount })}
        </span>
        <span className="pps-pile" title={t('discardPile', { n: view.discardCount })}>
          {view.discardTop >= 0 ? (
            <CardFace card={view.discardTop} lang={lang} size="sm" />
          ) : (
            <span className="pps-slot" aria-hidden="true" />
          )}
          {t('discardPile', { n: view.discardCount })}
        </span>
      </div>
      <ol className="pps-flashes">
        {flashes.map((f) => {
          const pos = f.seat === view.seat ? { x: 50, y: 110 } : (positions.get(f.seat) ?? { x: 50, y: 50 });
          const style = { '--dx': `${(pos.x - 50) * 8}px`, '--dy': `${(pos.y - 55) * 5}px` } as CSSProperties;
          return (
            <li key={f.key} className={`pps-flash ${f.what}`} style={style}>
              <span className="pps-flash-who">
                {seatName(f.seat, view.seat, lang)}
                {f.targets.length > 0 && ` → ${f.targets.map((x) => seatName(x, view.seat, lang)).join(' ')}`}
              </span>
              <span className="pps-flash-cards">
                {f.cards.map((c) => (
                  <CardFace key={c} card={c} lang={lang} size="sm" as={f.cards.length === 1 ? f.as : null} />
                ))}
              </span>
            </li>
          );
        })}
      </ol>
      {view.harvest.length > 0 && (
        <section className="pps-harvest" aria-label={t('harvest', { card: cardNameWith('harvest', lang) })}>
          {view.harvest.map((c) => (
            <CardFace key={c} card={c} lang={lang} size="sm" />
          ))}
        </section>
      )}
    </section>
  );
}

/** The felt; `seat` renders one seat at a position (style) with a tooltip side (class). */
export function Felt({
  view,
  lang,
  positions,
  flashes,
  seat,
}: {
  view: PaopaoshaView;
  lang: Lang;
  positions: Positions;
  flashes: readonly Flash[];
  seat: (seat: number, style?: CSSProperties, className?: string) => ReactNode;
}) {
  const ringSeats = view.players.filter((p) => p.seat !== view.seat).map((p) => p.seat);
  return (
    <div className="pps-felt">
      <div className="pps-ring">
        {ringSeats.map((s) => {
          const pos = positions.get(s) ?? { x: 50, y: 50 };
          const tip = pos.x < 35 ? 'tip-l' : pos.x > 65 ? 'tip-r' : undefined;
          return seat(s, { '--x': pos.x, '--y': pos.y } as CSSProperties, tip);
        })}
      </div>
      <Center view={view} lang={lang} positions={positions} flashes={flashes} />
    </div>
  );
}

/**
 * The console of the 跑跑杀 table: the question the viewer is asked (or what the table waits for) with its countdown,
 * the switch between the seats the viewer answers for, the character choice, and the decision controls (Actions.tsx).
 */
import type { PaopaoshaView } from '@shaju/paopaosha';
import { questionText, seatName } from '@shaju/paopaosha/words';
import { Countdown, type Lang, listOf, type TableProps, useFocusOnChange } from '@shaju/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions } from './Actions.tsx';
import { type Flow, waitingSeats } from './flow.ts';
import { CharacterCard } from './Panels.tsx';
import { NS } from './strings.ts';

type TFn = (k: string, o?: Record<string, unknown>) => string;
type Opts = { readonly lang: Lang };

/** The prompt: the question to the seat acted for, the end, an answer sent, or whom the table waits for. */
function promptOf(view: PaopaoshaView, pending: TableProps['pending'], flow: Flow, o: Opts, t: TFn): string {
  const { cur, sent } = flow;
  const lang = o.lang;
  if (cur) return questionText(view, o, cur.seat) || t('waiting');
  if (view.result) return t('over');
  if (sent && sent.req === view.req) return t('answered');
  if (!view.ask) return t('waiting');
  // This viewer's own answer (by hand or auto-pass) is in: the others are waited for, or nobody the viewer knows of.
  const waiting = waitingSeats(view, pending, sent);
  if (waiting.length === 0) return t('answered');
  return t('waitingFor', {
    who: listOf(
      lang,
      waiting.map((s) => seatName(s, view.seat, lang)),
    ),
  });
}

/** The console (see the module comment). */
export function Console({
  view,
  pending,
  flow,
  o,
  menuOpen,
  setMenuOpen,
}: {
  view: PaopaoshaView;
  pending: TableProps['pending'];
  flow: Flow;
  o: Opts;
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  const lang = o.lang;
  const { actors, cur } = flow;
  const characterChoice = cur ? cur.legal.filter((d) => d.t === 'character') : [];
  // A new request for this viewer: the keyboard focus goes to its question.
  const promptRef = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(promptRef, cur ? `${view.req}:${cur.seat}` : null);
  return (
    <section className={`pps-console${cur ? ' must' : ''}`}>
      <div className="pps-prompt-row">
        <p className="pps-prompt" data-testid="prompt" aria-live="polite" tabIndex={-1} ref={promptRef}>
          {promptOf(view, pending, flow, o, t)}
        </p>
        {pending && pending.deadline !== null && !view.result && (
          <Countdown deadline={pending.deadline} span={pending.span} />
        )}
      </div>
      {actors.length > 1 && (
        <fieldset className="pps-actors" aria-label={t('actFor')}>
          {actors.map((a) => (
            <button
              key={a.seat}
              type="button"
              aria-pressed={a.seat === cur?.seat}
              onClick={() => flow.pickActor(a.seat)}
            >
              {a.seat === view.seat ? t('actSelf') : t('actOther', { who: seatName(a.seat, view.seat, lang) })}
            </button>
          ))}
        </fieldset>
      )}
      {cur && characterChoice.length > 0 && (
        <fieldset className="pps-choose-chars" aria-label={t('chooseTitle')}>
          {characterChoice.map((d) =>
            d.t === 'character' ? (
              <button
                key={d.id}
                type="button"
                className="pps-char-btn"
                data-choice=""
                data-testid={`character-${d.id}`}
                onClick={() => flow.send(d, cur.seat)}
              >
                <CharacterCard view={view} id={d.id} lang={lang} />
              </button>
            ) : null,
          )}
        </fieldset>
      )}
      {cur && <Actions view={view} flow={flow} cur={cur} o={o} menuOpen={menuOpen} setMenuOpen={setMenuOpen} />}
    </section>
  );
}

/**
 * The decision controls of the 跑跑杀 table's console, for the seat the viewer answers for: the selection in progress
 * (its uses, a hint, 「确定」 and 「取消」), the skill buttons, cards usable from the equipment, the plain decisions
 * (end, pass, choose…), and the fallback list of every legal decision.
 */
import type { PaopaoshaDecision, PaopaoshaView } from '@shaju/paopaosha';
import {
  cardNameWith,
  decisionLabel,
  isDecline,
  kindName,
  type PaopaoshaMenuItem,
  renderMenu,
  skillName,
  skillText,
} from '@shaju/paopaosha/words';
import { colon, InfoSheet, type Lang } from '@shaju/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchBar } from './BatchBar.tsx';
import { CardFace, cardTitle } from './CardFace.tsx';
import { type Path, type Pick, pathsOf, pickMode, type Step } from './choice.ts';
import type { Actor, Flow } from './flow.ts';
import { NS } from './strings.ts';

type D = PaopaoshaDecision;
type TFn = (k: string, o?: Record<string, unknown>) => string;
/** Render options of the game's words. */
type Opts = { readonly lang: Lang };

/** The label of a mode switch button (a card with several uses). */
function modeLabel(paths: readonly Path[], view: PaopaoshaView, lang: Lang, actor: number, t: TFn): string {
  const first = paths[0] as Path;
  const d = first.d;
  if (paths.length === 1) return decisionLabel(d, view, { lang }, actor);
  if (d.t === 'skill') return t('modeSkill', { skill: skillName(d.id, lang) });
  if (d.t === 'discard') return t('modeDiscard');
  if (d.t === 'use' || d.t === 'play') {
    const kind = kindName(d.as, lang);
    if (d.with.length > 0) return t('modeWith', { weapon: cardNameWith('pair', lang), kind });
    if (d.via) return t('modeVia', { skill: skillName(d.via, lang), kind });
    if (first.natural) return kind;
    return t('modeAs', { kind });
  }
  return decisionLabel(d, view, { lang }, actor);
}

/** What the selection asks for next, in words ('' when nothing). */
function hintOf(step: Step | null, sel: Pick | null, lang: Lang, t: TFn): string {
  if (!step) return '';
  if (step.modes.length > 1 && sel?.mode === null) return t('modes');
  if (step.cards.size > 0)
    return sel?.mode?.endsWith(':wok') ? t('pickPartner', { weapon: cardNameWith('pair', lang) }) : t('pickCard');
  if (step.seats.size > 0) return step.ready ? t('pickMore') : t('pickTarget');
  return '';
}

/** The fallback list of every legal decision in words (the words package's menu; 炒锅 pairs open sub-lists). */
function MenuList({ items, onPick }: { items: readonly PaopaoshaMenuItem[]; onPick: (d: D) => void }) {
  return (
    <ul className="pps-menu">
      {items.map((it, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the menu is rebuilt from the legal list; position is its identity
        <li key={i}>
          {it.sub ? (
            <details>
              <summary>{it.label}</summary>
              <MenuList items={it.sub} onPick={onPick} />
            </details>
          ) : (
            <button
              type="button"
              data-choice=""
              className={it.decline ? 'pps-decline' : ''}
              onClick={() => it.d && onPick(it.d)}
            >
              {it.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The selection in progress: its uses when it has several, a hint, 「确定」 when a decision is complete, 「取消」. */
function SelectionBar({
  view,
  flow,
  sel,
  step,
  cur,
  o,
}: {
  view: PaopaoshaView;
  flow: Flow;
  sel: Pick;
  step: Step;
  cur: Actor;
  o: Opts;
}) {
  const { t } = useTranslation(NS);
  const hint = hintOf(step, sel, o.lang, t);
  return (
    <fieldset className="pps-sel">
      {step.modes.length > 1 &&
        step.modes.map((m) => (
          <button
            key={m.mode}
            type="button"
            className="pps-mode"
            data-choice=""
            aria-pressed={sel.mode === m.mode}
            onClick={() => flow.setPick(pickMode(sel, m.mode))}
          >
            {modeLabel(m.paths, view, o.lang, cur.seat, t)}
          </button>
        ))}
      {hint && <span className="pps-hint">{hint}</span>}
      {step.ready && (
        <button
          type="button"
          className="primary pps-confirm"
          data-choice=""
          data-testid="confirm"
          onClick={() => step.ready && flow.send(step.ready, cur.seat)}
        >
          {t('confirm')}
          {colon(o.lang)}
          {decisionLabel(step.ready, view, o, cur.seat)}
        </button>
      )}
      <button
        type="button"
        className="pps-cancel"
        data-choice=""
        data-testid="cancel"
        onClick={() => flow.setPick(null)}
      >
        {t('cancel')}
      </button>
    </fieldset>
  );
}

/** Cards that start a decision from outside the hand (equipment). */
function OffHand({ cards, flow, o }: { cards: readonly number[]; flow: Flow; o: Opts }) {
  const { t } = useTranslation(NS);
  return (
    <fieldset className="pps-offhand" aria-label={t('fromEquip')}>
      {cards.map((c) => {
        const selected = flow.sel?.cards.includes(c) ?? false;
        return (
          <button
            key={c}
            type="button"
            className={`pps-offhand-card${selected ? ' selected' : ''}`}
            data-choice=""
            aria-pressed={selected}
            title={cardTitle(c, o.lang)}
            onClick={() => flow.onCard(c)}
          >
            <CardFace card={c} lang={o.lang} size="sm" named />
          </button>
        );
      })}
    </fieldset>
  );
}

/** Decisions made in one click (end, pass, choose…), a card shown with a choice that names one. */
function Direct({
  view,
  decisions,
  flow,
  cur,
  o,
}: {
  view: PaopaoshaView;
  decisions: readonly D[];
  flow: Flow;
  cur: Actor;
  o: Opts;
}) {
  return (
    <fieldset className="pps-direct">
      {decisions.map((d, i) => {
        const opt = d.t === 'choose' ? view.ask?.options?.[d.i] : undefined;
        const showCard = opt !== undefined && opt.card >= 0;
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: decisions of one legal list, in its order
            key={i}
            type="button"
            className={`pps-do${isDecline(d, view) ? ' pps-decline' : ''}${d.t === 'end' || d.t === 'pass' ? '' : ' primary'}`}
            data-choice=""
            data-testid={`do-${d.t}`}
            onClick={() => flow.send(d, cur.seat)}
          >
            {showCard && opt && <CardFace card={opt.card} lang={o.lang} size="sm" />}
            <span>{decisionLabel(d, view, o, cur.seat)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * The controls of seat `cur` (see the module comment). The fallback list of every option is built only while it is
 * open (`menuOpen`, kept by the table).
 */
export function Actions({
  view,
  flow,
  cur,
  o,
  menuOpen,
  setMenuOpen,
}: {
  view: PaopaoshaView;
  flow: Flow;
  cur: Actor;
  o: Opts;
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation(NS);
  const { sel, step, skills, starts } = flow;
  // A skill's text, opened by a tap on its ⓘ.
  const [skillInfo, setSkillInfo] = useState<string | null>(null);
  const direct = cur.legal.filter((d) => d.t !== 'character' && pathsOf([d]).length === 0);
  const offHand = [...starts].filter((c) => !(cur.hand ?? []).includes(c));
  return (
    <div className="pps-actions">
      <BatchBar multi={flow.multi} />
      {sel && step && <SelectionBar view={view} flow={flow} sel={sel} step={step} cur={cur} o={o} />}
      {skills.length > 0 && (
        <fieldset className="pps-skills" aria-label={t('skills')}>
          {skills.map((id) => (
            <span key={id} className="pps-skill-slot">
              <button
                type="button"
                className="pps-skill"
                data-choice=""
                data-testid={`skill-${id}`}
                aria-pressed={sel?.src === `s:${id}`}
                onClick={() => flow.onSkill(id)}
              >
                【{skillName(id, o.lang)}】
              </button>
              <button
                type="button"
                className="pps-skill-info"
                data-testid={`skill-info-${id}`}
                aria-label={t('cardInfo', { card: skillName(id, o.lang) })}
                onClick={() => setSkillInfo(id)}
              >
                ⓘ
              </button>
            </span>
          ))}
          {skillInfo && (
            <InfoSheet
              title={`【${skillName(skillInfo, o.lang)}】`}
              onClose={() => setSkillInfo(null)}
              testid="skill-sheet"
            >
              <p>{skillText(skillInfo, o.lang)}</p>
            </InfoSheet>
          )}
        </fieldset>
      )}
      {offHand.length > 0 && <OffHand cards={offHand} flow={flow} o={o} />}
      {direct.length > 0 && <Direct view={view} decisions={direct} flow={flow} cur={cur} o={o} />}
      <details className="pps-all" onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
        <summary>{t('allOptions')}</summary>
        {menuOpen && (
          <MenuList items={renderMenu(cur.legal, view, o, cur.seat)} onPick={(d) => flow.send(d, cur.seat)} />
        )}
      </details>
    </div>
  );
}

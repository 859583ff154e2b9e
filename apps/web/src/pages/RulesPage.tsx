/**
 * The rules pages (`/rules/:game`): the rulebook of a game (docs/rules/<id>.md, rendered with marked), with a switch
 * between the games, a table of contents from the headings, anchors on every heading, and the product's
 * rulings (docs/rulings/*.md) where they apply: every ruling id cited in the text is a button that opens that ruling's
 * full text next to it, and the page ends with the list of all the game's rulings.
 */
import { type MouseEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { gameTitle } from '../games/names.ts';
import { useLang } from '../i18n.ts';
import { docsOf, RULE_GAMES } from '../rules/docs.ts';
import { type RenderedDoc, renderMarkdown, renderRuling } from '../rules/markdown.ts';
import { bySection, mergeRulings, parseRulings, type Ruling } from '../rules/rulings.ts';
import { RULES_NS } from './rules-strings.ts';
import './rules.css';

/** Every game's own rulings by id. */
const OWN_RULINGS = new Map<string, Map<string, Ruling>>(
  RULE_GAMES.map((g) => [g, parseRulings(docsOf(g)?.rulings ?? '')]),
);

/** Every ruling of every game by id (a rulebook may cite another game's rulings). */
const ALL_RULINGS = mergeRulings(...OWN_RULINGS.values());

const isRuleGame = (g: string): boolean => OWN_RULINGS.has(g);

const rendered = new Map<string, RenderedDoc>();
function renderedRules(game: string, anchorLabel: (h: string) => string, lang: string): RenderedDoc {
  const key = `${game}:${lang}`;
  let doc = rendered.get(key);
  if (!doc) {
    doc = renderMarkdown(docsOf(game)?.rules ?? '', { rulings: ALL_RULINGS, anchorLabel });
    rendered.set(key, doc);
  }
  return doc;
}

const rulingHtml = new Map<string, string>();
function rulingToHtml(r: Ruling): string {
  let html = rulingHtml.get(r.id);
  if (html === undefined) {
    html = renderRuling(r, ALL_RULINGS);
    rulingHtml.set(r.id, html);
  }
  return html;
}

/** The id of the rulings section at the end of a page, and the id of one ruling's entry in it. */
const RULINGS_ID = 'rulings';
const rulingAnchor = (id: string): string => `ruling-${id}`;

/** The rules page of `game` (a game with a rulebook); another id shows a not-found message with the games' links. */
export default function RulesPage({ game }: { game: string }) {
  const { t } = useTranslation(RULES_NS);
  const lang = useLang();
  const switcher = (
    <nav className="rules-switch" aria-label={t('games')}>
      {RULE_GAMES.map((g) => (
        <Link key={g} href={`/rules/${g}`} aria-current={g === game ? 'page' : undefined} data-testid={`rules-${g}`}>
          {gameTitle(g, lang)}
        </Link>
      ))}
    </nav>
  );
  if (!isRuleGame(game)) {
    return (
      <div className="rules-page">
        {switcher}
        <p className="center" role="alert" data-testid="rules-not-found">
          {t('notFound')}
        </p>
      </div>
    );
  }
  return (
    <div className="rules-page" data-testid="rules-page" data-game={game}>
      {switcher}
      <Rulebook key={game} game={game} />
    </div>
  );
}

/** The table of contents: the headings, then the rulings list; a toggle opens it on a narrow screen. */
function Contents({ toc }: { toc: RenderedDoc['toc'] }) {
  const { t } = useTranslation(RULES_NS);
  const [tocOpen, setTocOpen] = useState(false);
  return (
    <nav className={`rules-toc${tocOpen ? ' open' : ''}`} aria-label={t('contents')}>
      <button
        type="button"
        className="toc-toggle"
        aria-expanded={tocOpen}
        aria-controls="rules-toc-list"
        onClick={() => setTocOpen((v) => !v)}
      >
        {t('contents')}
      </button>
      <h2 className="toc-title">{t('contents')}</h2>
      <ol id="rules-toc-list" data-testid="rules-toc">
        {toc.map((h) => (
          <li key={h.slug} className={`toc-d${h.depth}`}>
            <a href={`#${encodeURIComponent(h.slug)}`} onClick={() => setTocOpen(false)}>
              {h.text}
            </a>
          </li>
        ))}
        <li className="toc-d2">
          <a href={`#${RULINGS_ID}`} onClick={() => setTocOpen(false)}>
            {t('rulings')}
          </a>
        </li>
      </ol>
    </nav>
  );
}

interface Open {
  readonly id: string;
  readonly anchor: HTMLElement;
}

function Rulebook({ game }: { game: string }) {
  const { t } = useTranslation(RULES_NS);
  const lang = useLang();
  const anchorLabel = useCallback((h: string) => t('anchor', { heading: h }), [t]);
  const doc = useMemo(() => renderedRules(game, anchorLabel, lang), [game, anchorLabel, lang]);
  const groups = useMemo(() => bySection(OWN_RULINGS.get(game) ?? new Map()), [game]);
  const [open, setOpen] = useState<Open | null>(null);
  const body = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    // Content arrives after a lazy load: go to the heading or ruling the address names, else to the top.
    // The browser looked for the target before it existed, so `:target` does not match it: mark it by hand.
    const hash = globalThis.location?.hash.slice(1);
    const el = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (!el) {
      globalThis.scrollTo?.(0, 0);
      return;
    }
    el.scrollIntoView?.();
    el.classList.add('is-target');
    const unmark = () => el.classList.remove('is-target');
    globalThis.addEventListener('hashchange', unmark, { once: true });
    return () => globalThis.removeEventListener('hashchange', unmark);
  }, []);

  // The cited-ruling buttons live in HTML React does not manage: keep their aria-expanded in step by hand.
  useEffect(() => {
    if (!open) return;
    open.anchor.setAttribute('aria-expanded', 'true');
    open.anchor.setAttribute('aria-controls', 'ruling-popover');
    return () => {
      open.anchor.setAttribute('aria-expanded', 'false');
      open.anchor.removeAttribute('aria-controls');
    };
  }, [open]);

  const close = useCallback((refocus: boolean) => {
    setOpen((o) => {
      if (o && refocus) o.anchor.focus();
      return null;
    });
  }, []);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const btn = (e.target as Element).closest?.('button.ruling-ref') as HTMLButtonElement | null;
    if (!btn) return;
    const id = btn.dataset.ruling;
    if (!id || !ALL_RULINGS.has(id)) return;
    e.preventDefault();
    if (btn.closest('.ruling-popover')) {
      // A ruling cited inside the open one: show it in the same place.
      setOpen((o) => (o ? { id, anchor: o.anchor } : o));
      return;
    }
    setOpen((o) => (o && o.anchor === btn ? null : { id, anchor: btn }));
  };

  return (
    <div className="rules-layout">
      <Contents toc={doc.toc} />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates the clicks of the ruling buttons inside (real buttons: Enter and Space click them) */}
      <div className="rules-body panel" ref={body} onClick={onClick}>
        <article
          className="rules-doc"
          data-testid="rules-doc"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown, rendered with raw HTML escaped (rules/markdown.ts)
          dangerouslySetInnerHTML={{ __html: doc.html }}
        />
        <section className="rulings-list" id={RULINGS_ID} aria-labelledby="rulings-title" data-testid="rulings-list">
          <h2 id="rulings-title">{t('rulings')}</h2>
          <p className="muted">{t('rulingsIntro', { example: groups[0]?.rulings[0]?.id ?? '' })}</p>
          {groups.map((g) => (
            <div key={g.section} className="rulings-group">
              <h3>{g.section}</h3>
              {g.rulings.map((r) => (
                <div
                  key={r.id}
                  id={rulingAnchor(r.id)}
                  className="ruling-item"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own rulings file, rendered with raw HTML escaped
                  dangerouslySetInnerHTML={{ __html: rulingToHtml(r) }}
                />
              ))}
            </div>
          ))}
          <p>
            <button type="button" className="link" onClick={() => globalThis.scrollTo?.(0, 0)}>
              {t('top')}
            </button>
          </p>
        </section>
        {open && <RulingPopover id={open.id} anchor={open.anchor} container={body} onClose={close} />}
      </div>
    </div>
  );
}

/**
 * One ruling's full text, shown next to the id that cites it (a non-modal dialog): it takes the focus when it opens,
 * Escape or the close button closes it and gives the focus back to the id, a click elsewhere closes it.
 */
function RulingPopover({
  id,
  anchor,
  container,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  container: { readonly current: HTMLElement | null };
  onClose: (refocus: boolean) => void;
}) {
  const { t } = useTranslation(RULES_NS);
  const ruling = ALL_RULINGS.get(id);
  const box = useRef<HTMLDivElement | null>(null);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const place = () => {
      const c = container.current;
      const p = box.current;
      if (!c || !p) return;
      const cr = c.getBoundingClientRect();
      const ar = anchor.getBoundingClientRect();
      const width = p.offsetWidth;
      const left = Math.max(8, Math.min(ar.left - cr.left, cr.width - width - 8));
      setPos({ top: ar.bottom - cr.top + 6, left });
    };
    place();
    globalThis.addEventListener('resize', place);
    return () => globalThis.removeEventListener('resize', place);
  }, [anchor, container]);

  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose(true);
      }
    };
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (box.current?.contains(target) || anchor.contains(target)) return;
      if ((target as Element).closest?.('button.ruling-ref')) return;
      onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [anchor, onClose]);

  if (!ruling) return null;
  const heading = [t('ruling', { id }), ruling.title || ruling.section].filter(Boolean).join(' · ');
  return (
    <div
      ref={box}
      id="ruling-popover"
      className="ruling-popover"
      role="dialog"
      aria-labelledby="ruling-popover-title"
      tabIndex={-1}
      style={pos ? { top: pos.top, left: pos.left } : { visibility: 'hidden' }}
      data-testid="ruling-popover"
    >
      <div className="ruling-popover-head">
        <h3 id="ruling-popover-title">{heading}</h3>
        <button type="button" className="link" onClick={() => onClose(true)} aria-label={t('close')}>
          ✕
        </button>
      </div>
      <div
        className="ruling-text"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own rulings file, rendered with raw HTML escaped
        dangerouslySetInnerHTML={{ __html: rulingToHtml(ruling) }}
      />
      <a href={`#${rulingAnchor(id)}`} onClick={() => onClose(false)}>
        {t('inList')}
      </a>
    </div>
  );
}

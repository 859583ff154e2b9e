/**
 * Pictures for the game tables, drawn from SVG bodies a game ships (e.g. Game Icons extracted at build time by
 * scripts/gen-art.ts): `CardArt` (an icon on a card), `Portrait` (a character's emblem on its nation's colour, with the
 * first character of its name) and `useIcons` (the game's icon module, loaded lazily as its own chunk). Decorative:
 * every picture is `aria-hidden`; the surrounding control carries the name.
 */
import { useEffect, useState } from 'react';
import './art.css';

/** Icon name → SVG body (viewBox 0 0 512 512, `fill="currentColor"`). */
export type IconSet = Readonly<Record<string, string>>;

/** A lazily loaded icon module (`() => import('./art-icons.gen.ts')`). */
export type IconLoader = () => Promise<{ readonly ICONS: IconSet }>;

const loaded = new Map<IconLoader, IconSet>();
const pending = new Map<IconLoader, Promise<IconSet>>();

/** Loads `loader` once (shared by every caller); the set is kept for the page's life. */
export function loadIcons(loader: IconLoader): Promise<IconSet> {
  let p = pending.get(loader);
  if (!p) {
    p = loader().then((m) => {
      loaded.set(loader, m.ICONS);
      return m.ICONS;
    });
    pending.set(loader, p);
  }
  return p;
}

/**
 * The icon set of `loader`, or null until it has loaded (the first render of a table draws without pictures, the
 * next with them). Pass a module-level loader: the same function every render.
 */
export function useIcons(loader: IconLoader): IconSet | null {
  const [icons, setIcons] = useState<IconSet | null>(() => loaded.get(loader) ?? null);
  useEffect(() => {
    if (icons) return;
    let live = true;
    loadIcons(loader).then(
      (s) => live && setIcons(s),
      () => undefined, // no pictures (a failed chunk): the table still works with text only
    );
    return () => {
      live = false;
    };
  }, [loader, icons]);
  return icons;
}

/** An icon as an inline SVG in the current text colour (`body` absent: nothing). */
export function CardArt({ body, className }: { body: string | undefined; className?: string }) {
  if (!body) return null;
  return (
    <svg
      className={`art-icon${className ? ` ${className}` : ''}`}
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG bodies generated at build time from a pinned icon package
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

/**
 * A round portrait: the emblem `body` in white, with `glyph` (the first character of the name) in a corner badge, or
 * the glyph alone while there is no emblem. Size, border and background come from `className` (the table's CSS);
 * `colour` (any CSS colour, e.g. `var(--pps-nation)`) sets the background when given.
 */
export function Portrait({
  body,
  glyph,
  colour,
  className,
}: {
  body: string | undefined;
  glyph: string;
  colour?: string;
  className?: string;
}) {
  return (
    <span
      className={`art-portrait${className ? ` ${className}` : ''}`}
      style={colour ? { background: colour } : undefined}
      aria-hidden="true"
    >
      {body ? <CardArt body={body} className="art-portrait-emblem" /> : null}
      <span className={body ? 'art-portrait-glyph small' : 'art-portrait-glyph'}>{glyph}</span>
    </span>
  );
}

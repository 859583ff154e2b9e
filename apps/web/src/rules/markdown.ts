/**
 * Markdown → HTML for the rules pages (marked), made safe and linked:
 * - raw HTML in the markdown is escaped (shown as text), except a bare `<br>` (the rules' tables use it); links keep
 *   only http(s), mailto, in-page and relative targets; images become their alt text. Nothing from the file can run.
 * - every ruling id in the text that names a known ruling becomes a `<button class="ruling-ref" data-ruling="…">`
 *   (the page shows the ruling where it is cited); unknown ids stay plain text.
 * - headings get ids (anchors) and a `#` link, and are collected for a table of contents.
 */
import { Marked, type Tokens } from 'marked';
import { type Ruling, rulingIdPattern } from './rulings.ts';

/** One heading of a rendered page, for its table of contents. */
export interface TocEntry {
  readonly depth: number;
  readonly text: string;
  readonly slug: string;
}

/** A rendered page: its HTML and its headings of depth 2 and deeper (those get ids; the title does not). */
export interface RenderedDoc {
  readonly html: string;
  readonly toc: readonly TocEntry[];
}

/** Options of `renderMarkdown`. */
export interface RenderOptions {
  /** Known rulings: their ids become buttons. */
  readonly rulings: ReadonlyMap<string, Ruling>;
  /** An id not to link (the ruling being shown itself). */
  readonly self?: string;
  /** Give headings ids and anchor links (default true). */
  readonly anchors?: boolean;
  /** The accessible label of a heading's anchor link, given the heading's text. */
  readonly anchorLabel?: (heading: string) => string;
  /** Prefix of heading ids (default none). */
  readonly slugPrefix?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const UNENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

function unescapeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => UNENTITIES[e] ?? '');
}

/** A heading's text as an id: lowercase letters and digits of any script, the rest turned into single dashes. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** Whether a link target is harmless: http(s), mailto, a fragment, or a relative path (no other scheme). */
export function safeHref(href: string): boolean {
  const h = href.trim();
  if (/^(https?:|mailto:)/i.test(h)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(h) && !h.startsWith('//');
}

/** Turns known ruling ids in already-escaped HTML text into buttons. */
export function linkRulingIds(escaped: string, rulings: ReadonlyMap<string, Ruling>, self?: string): string {
  return escaped.replace(rulingIdPattern(), (id) => {
    const r = rulings.get(id);
    if (!r || id === self) return id;
    const title = r.title ? ` title="${escapeHtml(`${id} ${r.title}`)}"` : '';
    return `<button type="button" class="ruling-ref" data-ruling="${id}" aria-expanded="false"${title}>${id}</button>`;
  });
}

/**
 * Renders markdown to safe HTML with linked ruling ids and anchored headings (see the module comment). Pure: the same
 * input gives the same output.
 */
export function renderMarkdown(markdown: string, o: RenderOptions): RenderedDoc {
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const anchors = o.anchors ?? true;
  const m = new Marked({ gfm: true, async: false });
  m.use({
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag): string {
        return /^<br\s*\/?>$/i.test(text.trim()) ? '<br>' : escapeHtml(text);
      },
      text(token: Tokens.Text | Tokens.Escape): string | false {
        if ('tokens' in token && token.tokens) return false;
        const escaped = 'escaped' in token && token.escaped ? token.text : escapeHtml(token.text);
        return linkRulingIds(escaped, o.rulings, o.self);
      },
      link({ href, title, tokens }: Tokens.Link): string {
        const inner = this.parser.parseInline(tokens);
        if (!safeHref(href)) return inner;
        const t = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(href)}"${t}>${inner}</a>`;
      },
      image({ text }: Tokens.Image): string {
        return escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading): string {
        const inner = this.parser.parseInline(tokens);
        if (!anchors || depth < 2) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = unescapeHtml(this.parser.parseInline(tokens, this.parser.textRenderer)).trim();
        const base = (o.slugPrefix ?? '') + slugify(text);
        let slug = base;
        for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
        used.add(slug);
        toc.push({ depth, text, slug });
        const label = escapeHtml(o.anchorLabel ? o.anchorLabel(text) : text);
        return `<h${depth} id="${escapeHtml(slug)}">${inner} <a class="heading-anchor" href="#${encodeURIComponent(slug)}" aria-label="${label}">#</a></h${depth}>\n`;
      },
    },
  });
  const html = m.parse(markdown) as string;
  return { html, toc };
}

/** One ruling's text as safe HTML (no heading anchors), with the other ruling ids it cites linked. */
export function renderRuling(r: Ruling, rulings: ReadonlyMap<string, Ruling>): string {
  return renderMarkdown(r.markdown, { rulings, self: r.id, anchors: false }).html;
}

/**
 * The rules pages: every ruling id the rulebooks cite exists in the rulings, the rulings parse, the markdown is
 * rendered safely with linked ids and anchored headings, and the page shows a cited ruling where it is cited.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import paopaoshaRules from '../../../docs/rules/paopaosha.md?raw';
import shajisifuRules from '../../../docs/rules/shajisifu.md?raw';
import paopaoshaRulings from '../../../docs/rulings/paopaosha.md?raw';
import shajisifuRulings from '../../../docs/rulings/shajisifu.md?raw';
import RulesPage from '../src/pages/RulesPage.tsx';
import { escapeHtml, renderMarkdown, renderRuling, safeHref, slugify } from '../src/rules/markdown.ts';
import { bySection, citedIds, mergeRulings, missingRulings, parseRulings } from '../src/rules/rulings.ts';

const P = parseRulings(paopaoshaRulings);
const S = parseRulings(shajisifuRulings);
const ALL = mergeRulings(P, S);

describe('rulings', () => {
  it('every ruling id cited in docs/rules/*.md exists in docs/rulings/*.md', () => {
    expect(citedIds(shajisifuRules).length).toBeGreaterThan(15);
    expect(citedIds(paopaoshaRules).length).toBeGreaterThan(15);
    expect(missingRulings(shajisifuRules, S)).toEqual([]);
    expect(missingRulings(paopaoshaRules, P)).toEqual([]);
  });

  it('the check is real: a ruling missing from the file is reported', () => {
    const withoutT3 = parseRulings(paopaoshaRulings.replace('- **P-T3 Distance.**', '- P-T3 Distance.'));
    expect(withoutT3.has('P-T3')).toBe(false);
    expect(missingRulings(paopaoshaRules, withoutT3)).toEqual(['P-T3']);
    expect(missingRulings('see S-Q9 and S-A1', S)).toEqual(['S-Q9']);
  });

  it('the copies say where they come from', () => {
    for (const f of [paopaoshaRulings, shajisifuRulings]) expect(f.split('\n')[0]).toMatch(/product's rulings/);
  });

  it('parses ids, titles, sections and continued lines', () => {
    expect(S.size).toBe(23);
    expect(P.get('P-T3')).toMatchObject({ id: 'P-T3', title: 'Distance', section: 'Turn structure' });
    expect(P.get('P-T3')?.markdown).toMatch(/^\*\*P-T3 Distance\.\*\* Seat distance .*\n.*\(1 with no weapon\)\.$/s);
    const v1 = S.get('S-V1');
    expect(v1?.title).toBe('');
    expect(v1?.markdown.split('\n')).toHaveLength(7);
    expect(v1?.markdown).toContain('- 王 追星族: (A) you died, and not first');
    expect([...S.keys()].slice(0, 3)).toEqual(['S-C1', 'S-C2', 'S-C3']);
    expect(bySection(S).map((g) => g.section)).toEqual([
      'Cards and values',
      'Setup',
      'A turn',
      'Attack',
      'Damage and death',
      'Healing',
      'Revealing your identity',
      '碰 (variant, option pong, default off)',
      'Winning',
    ]);
    expect(citedIds('S-A3, S-A3 and P-G1; M-16 is a weapon, H-B a condition')).toEqual(['S-A3', 'P-G1']);
  });
});

describe('markdown', () => {
  it('escapes raw HTML but a bare <br>, and drops unsafe links and images', () => {
    const md =
      '<script>alert(1)</script>\n\nx <img src=x onerror=alert(1)> y<br>z [a](javascript:alert(1)) [b](https://e.org) ![i](x.png)\n\n| a |\n| - |\n| 1<br />2 <iframe src=x> |\n';
    const { html } = renderMarkdown(md, { rulings: ALL });
    expect(html).not.toMatch(/<script|<img|<iframe|href="javascript/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('y<br>z');
    expect(html).toContain('1<br>2');
    expect(html).toContain('<a href="https://e.org">b</a>');
    expect(html).toContain('z a <a href="https://e.org">');
    expect(safeHref('javascript:x')).toBe(false);
    expect(safeHref(' JAVASCRIPT:x')).toBe(false);
    expect(safeHref('//evil.org')).toBe(false);
    expect(safeHref('#x')).toBe(true);
    expect(safeHref('../a.md')).toBe(true);
    expect(escapeHtml(`<a href="x">'&`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;');
  });

  it('turns known ruling ids into buttons, leaves unknown ones and code alone', () => {
    const { html } = renderMarkdown('See P-T3, **S-A1** and P-Z9; `P-G1` in code.', { rulings: ALL });
    expect(html).toContain('<button type="button" class="ruling-ref" data-ruling="P-T3"');
    expect(html).toContain('data-ruling="S-A1"');
    expect(html).toContain(' and P-Z9;');
    expect(html).toContain('<code>P-G1</code>');
    expect(html).not.toContain('data-ruling="P-Z9"');
    // A ruling's own text links the others it cites, not itself.
    const r1 = renderRuling(S.get('S-R1') as never, ALL);
    expect(r1).not.toContain('data-ruling="S-R1"');
    expect(renderRuling(S.get('S-A1') as never, ALL)).toBe(renderRuling(S.get('S-A1') as never, ALL));
  });

  it('gives headings unique ids and lists them for the contents', () => {
    const { html, toc } = renderMarkdown('# T\n\n## 1. 概述 Overview\n\n### A & B\n\n## 1. 概述 Overview\n', {
      rulings: ALL,
    });
    expect(toc).toEqual([
      { depth: 2, text: '1. 概述 Overview', slug: '1-概述-overview' },
      { depth: 3, text: 'A & B', slug: 'a-b' },
      { depth: 2, text: '1. 概述 Overview', slug: '1-概述-overview-2' },
    ]);
    expect(html).toContain('<h1>T</h1>');
    expect(html).toContain('<h2 id="1-概述-overview-2">');
    expect(slugify('!!!')).toBe('section');
  });

  it('renders both rulebooks with every cited id linked', () => {
    for (const md of [shajisifuRules, paopaoshaRules]) {
      const { html, toc } = renderMarkdown(md, { rulings: ALL });
      expect(toc.length).toBeGreaterThan(10);
      const linked = new Set([...html.matchAll(/data-ruling="([^"]+)"/g)].map((m) => m[1]));
      for (const id of citedIds(md.replace(/`[^`]*`/g, ''))) expect(linked.has(id), id).toBe(true);
    }
  });
});

describe('the rules page', () => {
  it("shows a cited ruling's full text where its id is activated, and closes with Escape", () => {
    render(<RulesPage game="paopaosha" />);
    expect(screen.getByTestId('rules-page').dataset.game).toBe('paopaosha');
    const doc = screen.getByTestId('rules-doc');
    const refs = doc.querySelectorAll<HTMLButtonElement>('button.ruling-ref[data-ruling="P-T3"]');
    expect(refs.length).toBeGreaterThan(0);
    const ref = refs[0] as HTMLButtonElement;
    expect(screen.queryByTestId('ruling-popover')).toBeNull();
    ref.focus();
    fireEvent.click(ref);
    const pop = screen.getByTestId('ruling-popover');
    expect(pop.getAttribute('role')).toBe('dialog');
    expect(within(pop).getByRole('heading').textContent).toBe('裁定 P-T3 · Distance');
    expect(pop.textContent).toContain('Seat distance between two alive players is the shorter way round');
    expect(ref.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(pop);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('ruling-popover')).toBeNull();
    expect(ref.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(ref);

    // Activating it again toggles it open, and again closed.
    fireEvent.click(ref);
    expect(screen.getByTestId('ruling-popover')).toBeTruthy();
    fireEvent.click(ref);
    expect(screen.queryByTestId('ruling-popover')).toBeNull();
  });

  it('has a table of contents, anchors, the switch, and the list of all rulings', () => {
    render(<RulesPage game="shajisifu" />);
    const toc = screen.getByTestId('rules-toc');
    const first = toc.querySelector('a') as HTMLAnchorElement;
    expect(first.textContent).toBe('1. 概述 Overview');
    const target = document.getElementById(decodeURIComponent(first.getAttribute('href')?.slice(1) ?? ''));
    expect(target?.tagName).toBe('H2');
    expect(target?.querySelector('a.heading-anchor')).toBeTruthy();
    const list = screen.getByTestId('rulings-list');
    expect(list.querySelectorAll('.ruling-item')).toHaveLength(23);
    expect(document.getElementById('ruling-S-P1')?.textContent).toContain(
      'every other alive player holding an identical card',
    );
    expect(screen.getByTestId('rules-shajisifu').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('rules-paopaosha').getAttribute('href')).toBe('/rules/paopaosha');
    // Rulings cite others as buttons too, in the list and in the popover (which then shows the other in place).
    const t2 = document.getElementById('ruling-S-T2') as HTMLElement;
    fireEvent.click(t2.querySelector('button.ruling-ref[data-ruling="S-H1"]') as HTMLButtonElement);
    const pop = screen.getByTestId('ruling-popover');
    expect(within(pop).getByRole('heading').textContent).toBe('裁定 S-H1 · Healing');
    fireEvent.click(within(pop).getByText('S-T3'));
    expect(within(screen.getByTestId('ruling-popover')).getByRole('heading').textContent).toBe(
      '裁定 S-T3 · With no hand cards at the start of your turn',
    );
    expect(within(screen.getByTestId('ruling-popover')).getByText('在裁定一览中查看').getAttribute('href')).toBe(
      '#ruling-S-T3',
    );
  });

  it('an unknown game says so', () => {
    render(<RulesPage game="chess" />);
    expect(screen.getByTestId('rules-not-found').textContent).toBe('没有这个游戏的规则。');
  });
});

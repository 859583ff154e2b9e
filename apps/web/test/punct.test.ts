/**
 * An English page has no Chinese punctuation: the labels built in components take their marks from the page's
 * language (`colon`, `paren`, `listOf` of @shaju/ui), and no component writes a full-width mark of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colon, listOf, paren } from '@shaju/ui';
import { expect, test } from 'vitest';

test('colon, paren and listOf in each language', () => {
  expect(colon('zh')).toBe('：');
  expect(colon('en')).toBe(': ');
  expect(paren('zh', 3)).toBe('（3）');
  expect(paren('en', 'you')).toBe(' (you)');
  expect(listOf('zh', ['甲', '乙'])).toBe('甲、乙');
  expect(listOf('en', ['Ann', 'Bea'])).toBe('Ann, Bea');
});

// The repository's root (vitest runs there; under happy-dom `import.meta.url` is not a file URL).
const ROOT = process.cwd();

function tsxFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

test('no component writes a full-width mark outside a choice by language (strings belong in the catalogues)', () => {
  const dirs = ['apps/web/src', 'packages/ui/src', 'games/paopaosha/table', 'games/shajisifu/table'];
  const found: string[] = [];
  for (const f of dirs.flatMap(tsxFiles)) {
    readFileSync(join(ROOT, f), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const code = line.trim();
        if (/^(\/\/|\*|\/\*|\{\/\*)/.test(code)) return; // a comment
        if (/=== '(zh|en)'/.test(code) || /\/\^?\(.*[：（）、].*\//.test(code)) return; // by language; a regex
        if (/[：（）、]/.test(code)) found.push(`${f}:${i + 1}: ${code}`);
      });
  }
  expect(found).toEqual([]);
});

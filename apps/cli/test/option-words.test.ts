/**
 * The English words of every game's option catalogue (what `shaju options GAME --lang en`, the option errors and the
 * web form's English show) are English: Chinese only in parentheses after an English gloss (fixtures/english.ts).
 * Walks every catalogue of the registry: group labels, option labels and help, enum choices, preset titles and
 * descriptions.
 */
import type { OptionCatalogue } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { GAME_LIST } from '../src/registry.ts';
import { cjkOutsideParentheses, outsideParentheses } from './fixtures/english.ts';

/** Every English text of a catalogue, each with where it is (`option deck.x label`). */
function englishTexts(cat: OptionCatalogue): [string, string][] {
  const out: [string, string][] = [];
  for (const g of cat.groups) out.push([`group ${g.id}`, g.label.en]);
  for (const o of cat.options) {
    out.push([`option ${o.id} label`, o.label.en], [`option ${o.id} help`, o.help.en]);
    if (o.type === 'enum') for (const c of o.values) out.push([`option ${o.id} choice ${c.id}`, c.label.en]);
  }
  for (const p of cat.presets)
    out.push([`preset ${p.id} title`, p.title.en], [`preset ${p.id} description`, p.description.en]);
  return out;
}

describe('the rule', () => {
  test('Chinese is allowed in parentheses only, nested ones too; full-width parentheses are Chinese', () => {
    expect(cjkOutsideParentheses('Deck: Kill (杀)')).toEqual([]);
    expect(cjkOutsideParentheses('Computer Whiz (book (电脑奇才))')).toEqual([]);
    expect(cjkOutsideParentheses('Damage of 地雷 when its judgement is ♥.')).toEqual(['地雷']);
    expect(cjkOutsideParentheses('Copies of 【Kill】 in the deck')).toEqual(['【', '】']);
    expect(cjkOutsideParentheses('Kill（杀）')).toEqual(['（杀）']);
    expect(outsideParentheses('a (b (c)) d')).toBe('a  d');
  });
});

describe.each(GAME_LIST.map((e) => [e.id, e] as const))('%s', (_id, entry) => {
  test('every English label, help, choice and preset text has Chinese only in parentheses', () => {
    const texts = englishTexts(entry.options);
    expect(texts.length).toBeGreaterThan(entry.options.options.length);
    const bad = texts.filter(([, t]) => cjkOutsideParentheses(t).length > 0).map(([where, t]) => `${where}: ${t}`);
    expect(bad).toEqual([]);
  });

  test('every English text is filled in and differs from the Chinese one', () => {
    for (const o of entry.options.options) {
      expect(o.label.en.trim(), o.id).not.toBe('');
      expect(o.help.en.trim(), o.id).not.toBe('');
      expect(o.label.en, o.id).not.toBe(o.label.zh);
    }
  });
});

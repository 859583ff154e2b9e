/**
 * The option system's lookups and checks (issue 29, point 9): option ids are found only as catalogue entries (never on
 * an object's prototype), reserved names are refused naming them, an option made inert by another is found as the
 * catalogue declares (`dependsOn`: warned, or refused when it says so), and a record's rules line is checked against
 * its configuration.
 */
import { ConfigError, catalogueProblems, findOption, type OptionCatalogue } from '@shaju/engine';
import { expect, test } from 'vitest';
import { inertOptions, ownKeys, rulesChoice, rulesMismatches, splitOptions } from '../src/index.ts';

const t = (s: string) => ({ zh: s, en: s });
const CAT: OptionCatalogue = {
  groups: [{ id: 'g', label: t('G') }],
  options: [
    { id: 'rewards', group: 'g', type: 'bool', default: true, label: t('R'), help: t('r'), source: 'x' },
    {
      id: 'killDraw',
      group: 'g',
      type: 'int',
      default: 3,
      min: 0,
      max: 10,
      label: t('K'),
      help: t('k'),
      source: 'x',
      dependsOn: [{ id: 'rewards', is: [true] }],
    },
    { id: 'deck.x', group: 'g', type: 'int', default: 2, min: 0, max: 9, label: t('X'), help: t('x'), source: 'x' },
    {
      id: 'xDamage',
      group: 'g',
      type: 'int',
      default: 1,
      min: 0,
      max: 5,
      label: t('XD'),
      help: t('xd'),
      source: 'x',
      dependsOn: [{ id: 'deck.x', not: [0], inert: 'refuse' }],
    },
  ],
  presets: [{ id: 'seed', version: 1, title: t('S'), description: t('s'), values: {} }],
};

test('lookups: only catalogue entries are options; every reserved name is refused naming it', () => {
  expect(catalogueProblems(CAT)).toEqual([]);
  for (const id of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
    expect(findOption(CAT, id), id).toBeUndefined();
    const values = JSON.parse(`{"${id}": 1}`) as Record<string, number>;
    expect(() => ownKeys(values)).toThrow(ConfigError);
    expect(() => splitOptions(CAT, values)).toThrow(`config.${id}: a reserved name, never an option`);
    expect(() => rulesChoice(CAT, undefined, values)).toThrow(`config.${id}: a reserved name`);
  }
  const bad = { ...CAT, options: [...CAT.options, { ...(CAT.options[0] as object), id: 'constructor' }] };
  expect(catalogueProblems(bad as OptionCatalogue).join('\n')).toContain('option constructor: a reserved name');
});

test('an inert option is warned about or refused, as its condition says', () => {
  expect(inertOptions(CAT, { killDraw: 9 })).toEqual([]);
  const warned = inertOptions(CAT, { rewards: false, killDraw: 9 });
  expect(warned.map((x) => [x.spec.id, x.value, x.on])).toEqual([['killDraw', 9, false]]);
  // Warned only: the choice resolves.
  expect(rulesChoice(CAT, undefined, { rewards: false, killDraw: 9 }).options).toEqual({ rewards: false, killDraw: 9 });
  // Its default has no effect to lose: nothing to say.
  expect(inertOptions(CAT, { rewards: false })).toEqual([]);
  // Refused when the catalogue says so, naming the option and the condition.
  expect(() => rulesChoice(CAT, undefined, { 'deck.x': 0, xDamage: 3 })).toThrow(
    'config.xDamage: has no effect unless deck.x other than 0 (it is 0)',
  );
  expect(() => rulesChoice(CAT, undefined, { xDamage: 3 })).not.toThrow();
  const bad = {
    ...CAT,
    options: [...CAT.options, { ...(CAT.options[1] as object), id: 'y', dependsOn: [{ id: 'nope', is: [1] }] }],
  };
  expect(catalogueProblems(bad as OptionCatalogue).join('\n')).toContain('depends on "nope"');
});

test('a rules line is checked option by option against the configuration it goes with', () => {
  const rules = { preset: 'seed', presetVersion: 1, options: { killDraw: 9 } };
  expect(rulesMismatches(CAT, rules, { killDraw: 9 })).toEqual([]);
  expect(rulesMismatches(CAT, rules, { killDraw: 3 })).toEqual([{ id: 'killDraw', rules: 9, config: 3 }]);
  expect(rulesMismatches(CAT, { ...rules, options: {} }, { 'deck.x': 0 })).toEqual([
    { id: 'deck.x', rules: 2, config: 0 },
  ]);
});

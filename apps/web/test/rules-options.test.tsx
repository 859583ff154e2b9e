/**
 * The rules panels, generated from an option catalogue: every option of every group gets its input by type (number
 * within bounds, checkbox, select), a changed option is marked and can be reset, a preset is picked with its
 * description; the room form sends the preset and the changed options; the read-only summary names the preset and
 * every changed option. Run over a catalogue of this test (every type) and over every game's own catalogue.
 */
import type { OptionCatalogue, OptionValue } from '@shaju/engine';
import { GAMES } from '@shaju/games';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { CreateForm } from '../src/pages/CreateForm.tsx';
import { loadCatalogue, type RulesDraft } from '../src/rules-options/catalogue.ts';
import { RulesFields } from '../src/rules-options/RulesFields.tsx';
import { RulesSummary } from '../src/rules-options/RulesSummary.tsx';

const t = (s: string) => ({ zh: `${s}（中）`, en: s });
const CAT: OptionCatalogue = {
  groups: [
    { id: 'a', label: t('Group A') },
    { id: 'b', label: t('Group B') },
  ],
  options: [
    {
      id: 'n',
      group: 'a',
      type: 'int',
      default: 3,
      min: 1,
      max: 9,
      label: t('Number'),
      help: t('num help'),
      source: 'P-X1',
    },
    {
      id: 'flag',
      group: 'b',
      type: 'bool',
      default: true,
      label: t('Flag'),
      help: t('flag help'),
      source: 'seed: 原文',
    },
    {
      id: 'pick',
      group: 'b',
      type: 'enum',
      default: 'x',
      values: [
        { id: 'x', label: t('Ex') },
        { id: 'y', label: t('Why') },
      ],
      label: t('Pick'),
      help: t('pick help'),
      source: 'design',
    },
  ],
  presets: [
    { id: 'seed', version: 1, title: t('Seed'), description: t('The rulebook'), values: {} },
    { id: 'easy', version: 2, title: t('Easy'), description: t('Gentler'), values: { n: 1 } },
  ],
};

/** The panel with its own state; `seen` gets every draft. */
function Harness({ cat, seen }: { cat: OptionCatalogue; seen: (d: RulesDraft) => void }) {
  const [d, setD] = useState<RulesDraft>({ preset: cat.presets[0]?.id ?? '', set: {} });
  return (
    <RulesFields
      catalogue={cat}
      value={d}
      lang="en"
      onChange={(x) => {
        seen(x);
        setD(x);
      }}
    />
  );
}

describe('RulesFields', () => {
  test('every option by group with its input, words and source; changes are marked and reset', () => {
    const seen = vi.fn();
    render(<Harness cat={CAT} seen={seen} />);
    expect(screen.getByTestId('group-a').querySelector('summary')?.textContent).toMatch(/^Group A/);
    expect(screen.getByTestId('group-a').querySelector('fieldset')?.getAttribute('aria-label')).toBe('Group A');
    const n = screen.getByTestId('option-n').querySelector('input') as HTMLInputElement;
    expect([n.type, n.min, n.max, n.value]).toEqual(['number', '1', '9', '3']);
    expect((screen.getByTestId('option-flag').querySelector('input') as HTMLInputElement).checked).toBe(true);
    const pick = screen.getByTestId('option-pick').querySelector('select') as HTMLSelectElement;
    expect([...pick.options].map((o) => o.textContent)).toEqual(['Ex', 'Why']);
    expect(screen.getByTestId('option-flag').textContent).toContain('flag help');
    expect(screen.getByTestId('option-flag').textContent).toContain('seed: 原文');
    expect(screen.getByTestId('preset-description').textContent).toBe('The rulebook');

    fireEvent.change(n, { target: { value: '7' } });
    fireEvent.blur(n);
    fireEvent.change(pick, { target: { value: 'y' } });
    expect(seen).toHaveBeenLastCalledWith({ preset: 'seed', set: { n: 7, pick: 'y' } });
    expect(screen.getByTestId('option-n').dataset.changed).toBe('true');
    expect(screen.getByTestId('option-flag').dataset.changed).toBe('false');
    expect(screen.getByTestId('option-n').textContent).toContain('changed');
    // Back to the preset's value: no longer a change.
    fireEvent.change(pick, { target: { value: 'x' } });
    expect(seen).toHaveBeenLastCalledWith({ preset: 'seed', set: { n: 7 } });
    fireEvent.click(screen.getByTestId('reset-rules'));
    expect(seen).toHaveBeenLastCalledWith({ preset: 'seed', set: {} });
    expect(n.value).toBe('3');

    // Another preset: its values become the base, its description is shown.
    fireEvent.change(screen.getByTestId('preset'), { target: { value: 'easy' } });
    expect(screen.getByTestId('preset-description').textContent).toBe('Gentler');
    expect(n.value).toBe('1');
    expect(screen.getByTestId('option-n').dataset.changed).toBe('false');
  });

  test.each(GAMES.map((m) => [m.id]))('%s: one row per option of its catalogue, in its groups', async (id) => {
    const cat = (await loadCatalogue(id)) as OptionCatalogue;
    render(<Harness cat={cat} seen={() => {}} />);
    for (const o of cat.options) {
      const row = screen.getByTestId(`option-${o.id}`);
      expect((row.closest('[data-testid^=group-]') as HTMLElement | null)?.dataset.testid).toBe(`group-${o.group}`);
      expect(row.textContent).toContain(o.label.en);
      expect(row.textContent).toContain(o.source);
    }
    expect(screen.getAllByTestId(/^option-/)).toHaveLength(cat.options.length);
  });
});

test('paopaosha: the groups fold (the first and those with changes open) and the filter finds an option', async () => {
  const cat = (await loadCatalogue('paopaosha')) as OptionCatalogue;
  render(<Harness cat={cat} seen={() => {}} />);
  const groups = () => screen.getAllByTestId(/^group-/) as HTMLDetailsElement[];
  expect(groups().map((g) => g.open)).toEqual(groups().map((_, i) => i === 0));
  const last = cat.options.at(-1) as OptionCatalogue['options'][number];
  const filter = screen.getByTestId('rules-filter');
  fireEvent.change(filter, { target: { value: last.id.toUpperCase() } });
  // Only the rows that match, in their groups, all open.
  const rows = screen.getAllByTestId(/^option-/);
  expect(rows.map((r) => r.dataset.testid)).toContain(`option-${last.id}`);
  expect(rows.length).toBeLessThan(cat.options.length);
  expect(groups().every((g) => g.open)).toBe(true);
  fireEvent.change(filter, { target: { value: 'no option has this text' } });
  expect(screen.queryAllByTestId(/^option-/)).toHaveLength(0);
  expect(screen.getByTestId('rules-fields').textContent).toContain('No option matches.');
  fireEvent.change(filter, { target: { value: '' } });
  expect(screen.getAllByTestId(/^option-/)).toHaveLength(cat.options.length);
});

test('paopaosha: an option set while it has no effect is warned about beside it (the catalogue’s dependsOn)', async () => {
  const cat = (await loadCatalogue('paopaosha')) as OptionCatalogue;
  render(<Harness cat={cat} seen={() => {}} />);
  const draw = screen.getByTestId('option-qiangdaoKillDraw').querySelector('input') as HTMLInputElement;
  fireEvent.change(draw, { target: { value: '10' } });
  fireEvent.blur(draw);
  expect(screen.queryByTestId('inert-qiangdaoKillDraw')).toBeNull();
  fireEvent.click(screen.getByTestId('option-rewardsAndPenalties').querySelector('input') as HTMLInputElement);
  expect(screen.getByTestId('inert-qiangdaoKillDraw').textContent).toContain('No effect unless Rewards and penalties');
  // The switch back on: no warning.
  fireEvent.click(screen.getByTestId('option-rewardsAndPenalties').querySelector('input') as HTMLInputElement);
  expect(screen.queryByTestId('inert-qiangdaoKillDraw')).toBeNull();
});

describe('RulesSummary and the room form', () => {
  test('the summary names the preset and each option that differs from it', async () => {
    const [m] = GAMES;
    if (!m) throw new Error('no game');
    const cat = (await loadCatalogue(m.id)) as OptionCatalogue;
    const o = cat.options.find((x) => x.type === 'int' && x.max > x.min);
    if (o?.type !== 'int') throw new Error('no integer option');
    const v = o.default < o.max ? o.default + 1 : o.default - 1;
    const first = cat.presets[0];
    render(
      <RulesSummary
        game={m.id}
        rules={{ preset: first?.id ?? '', presetVersion: first?.version ?? 1, options: { [o.id]: v } }}
        lang="en"
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId(`rules-change-${o.id}`).textContent).toContain(`${o.label.en}: ${v}`),
    );
    expect(screen.getByTestId('rules-preset').textContent).toBe(first?.title.en);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  test('the room form sends the preset and the changed options', async () => {
    const onCreate = vi.fn();
    render(<CreateForm busy={false} onCreate={onCreate} />);
    await waitFor(() => screen.getByTestId('rules-fields'));
    const [m] = GAMES;
    const cat = (await loadCatalogue(m?.id ?? '')) as OptionCatalogue;
    const o = cat.options.find((x) => x.type === 'int' && x.max > x.min);
    if (o?.type !== 'int') throw new Error('no integer option');
    const v: OptionValue = o.default < o.max ? o.default + 1 : o.default - 1;
    const input = screen.getByTestId(`option-${o.id}`).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: String(v) } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('create'));
    });
    const sent = onCreate.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ preset: cat.presets[0]?.id, options: { [o.id]: v } });
    // A room option that is a rule option is not sent twice (the rules panel sets it).
    for (const id of Object.keys(sent.config ?? {})) expect(cat.options.some((x) => x.id === id)).toBe(false);
  });

  test('a preset made for one mode is offered in that mode only (跑跑杀: balanced in the identity game, not boss mode)', async () => {
    const onCreate = vi.fn();
    render(<CreateForm busy={false} onCreate={onCreate} />);
    fireEvent.change(screen.getByTestId('game'), { target: { value: 'paopaosha' } });
    await waitFor(() => screen.getByTestId('rules-fields'));
    const presets = () =>
      [...(screen.getByTestId('preset') as HTMLSelectElement).options].map((o) => o.value).filter((v) => v !== '');
    await waitFor(() => expect(presets()).toContain('balanced'));
    fireEvent.change(screen.getByTestId('preset'), { target: { value: 'balanced' } });
    fireEvent.change(screen.getByTestId('mode'), { target: { value: 'boss' } });
    expect(presets()).toEqual(['seed', 'beginner']);
    expect((screen.getByTestId('preset') as HTMLSelectElement).value).toBe('seed');
    await act(async () => {
      fireEvent.click(screen.getByTestId('create'));
    });
    expect(onCreate.mock.calls[0]?.[0]).toMatchObject({ game: 'paopaosha', preset: 'seed', config: { mode: 'boss' } });
    fireEvent.change(screen.getByTestId('mode'), { target: { value: 'identity' } });
    expect((screen.getByTestId('preset') as HTMLSelectElement).value).toBe('balanced');
  });

  test('the player count follows the mode: boss mode (3–8 players) brings 10 players down to 8, and says so', async () => {
    render(<CreateForm busy={false} onCreate={vi.fn()} />);
    fireEvent.change(screen.getByTestId('game'), { target: { value: 'paopaosha' } });
    const players = () => screen.getByTestId('players') as HTMLInputElement;
    fireEvent.change(players(), { target: { value: '10' } });
    fireEvent.blur(players());
    expect(players().value).toBe('10');
    fireEvent.change(screen.getByTestId('mode'), { target: { value: 'boss' } });
    expect(players().value).toBe('8');
    expect(screen.getByTestId('players-note').textContent).toBe('已改为 8（可选 3–8）');
    // Beyond the mode's range while typing: refused on leaving the field.
    fireEvent.change(players(), { target: { value: '12' } });
    fireEvent.blur(players());
    expect(players().value).toBe('8');
  });
});

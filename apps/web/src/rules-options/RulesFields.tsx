/**
 * The room form's rules: a preset picker (title and description) and an "advanced" panel listing every option of the
 * game's catalogue, generated from it (packages/engine/src/options.ts): its groups as sections, an integer as a number
 * field within its bounds, a switch as a checkbox, a choice as a select; each with its label, help and source, marked
 * when it differs from the preset, warned about when it has no effect under the others (the catalogue's `dependsOn`,
 * runtime `inertOptions`: the same check as the command line's and the server's), and a button that resets every
 * option to the preset. A game has up to ~140 options:
 * the groups fold (the first and those with changes open), and a filter finds options by name, help or id. No field
 * is written by hand.
 */
import {
  findOption,
  type OptionCatalogue,
  type OptionSpec,
  type OptionValue,
  presetsFor,
  presetValues,
} from '@shaju/engine';
import { type InertOption, inertOptions } from '@shaju/runtime';
import { useState } from 'react';
import type { Lang } from '../i18n.ts';
import { NumberField } from '../ui/NumberField.tsx';
import { draftInMode, type RulesDraft } from './catalogue.ts';
import { RULES_WORDS } from './words.ts';
import './rules.css';

/** The input of one option, by its type. */
function OptionInput({
  spec,
  value,
  lang,
  onValue,
}: {
  spec: OptionSpec;
  value: OptionValue;
  lang: Lang;
  onValue: (v: OptionValue) => void;
}) {
  const id = `opt-${spec.id}`;
  if (spec.type === 'int')
    return <NumberField id={id} min={spec.min} max={spec.max} value={value as number} onValue={onValue} />;
  if (spec.type === 'bool')
    return <input id={id} type="checkbox" checked={value === true} onChange={(e) => onValue(e.target.checked)} />;
  return (
    <select id={id} value={String(value)} onChange={(e) => onValue(e.target.value)}>
      {spec.values.map((c) => (
        <option key={c.id} value={c.id}>
          {c.label[lang]}
        </option>
      ))}
    </select>
  );
}

/** The warning of an option set while it has no effect (`inertOptions`), in `lang`. */
function inertText(catalogue: OptionCatalogue, x: InertOption, lang: Lang): string {
  const w = RULES_WORDS[lang];
  const on = findOption(catalogue, x.dependency.id);
  const shown = (v: OptionValue) =>
    typeof v === 'boolean'
      ? v
        ? w.on
        : w.off
      : on?.type === 'enum'
        ? (on.values.find((c) => c.id === v)?.label[lang] ?? String(v))
        : String(v);
  const name = on ? on.label[lang] : x.dependency.id;
  const d = x.dependency;
  const need = d.is ? `${name} = ${d.is.map(shown).join(' / ')}` : `${name} ≠ ${(d.not ?? []).map(shown).join(' / ')}`;
  return w.inert(need, shown(x.on)) + (d.inert === 'refuse' ? w.refused : '');
}

/** Every option's value in play in a draft (the preset's, then the draft's changes), sparse: those off their default. */
function valuesInPlay(catalogue: OptionCatalogue, draft: RulesDraft): Record<string, OptionValue> {
  const all: Record<string, OptionValue> = { ...presetValues(catalogue, draft.preset), ...draft.set };
  const out: Record<string, OptionValue> = {};
  for (const o of catalogue.options)
    if (Object.hasOwn(all, o.id) && all[o.id] !== o.default) out[o.id] = all[o.id] as OptionValue;
  return out;
}

/** One option's row: label, input, marks, help and source, and a warning when the option has no effect. */
function OptionRow({
  spec,
  value,
  base,
  lang,
  inert,
  onValue,
}: {
  spec: OptionSpec;
  value: OptionValue;
  base: OptionValue;
  lang: Lang;
  /** The warning when the option has no effect under the others, else undefined. */
  inert: string | undefined;
  onValue: (v: OptionValue) => void;
}) {
  const w = RULES_WORDS[lang];
  const changed = value !== base;
  const shown = (v: OptionValue) => (typeof v === 'boolean' ? (v ? w.on : w.off) : String(v));
  const range = spec.type === 'int' ? ` (${spec.min}–${spec.max})` : '';
  return (
    <div className={changed ? 'option changed' : 'option'} data-testid={`option-${spec.id}`} data-changed={changed}>
      <label htmlFor={`opt-${spec.id}`} className="option-label">
        {spec.label[lang]}
        {range}
        {changed && (
          <span className="option-mark" title={`${w.presetValue}${shown(base)}`}>
            {' '}
            ● {w.changed}
          </span>
        )}
      </label>
      <OptionInput spec={spec} value={value} lang={lang} onValue={onValue} />
      {inert && (
        <small className="option-inert" role="note" data-testid={`inert-${spec.id}`}>
          {inert}
        </small>
      )}
      <small className="muted option-help">
        {spec.help[lang]} · {w.source}
        {spec.source} · <code>{spec.id}</code>
      </small>
    </div>
  );
}

/** A group of the advanced panel as shown: its options (those matching the filter) and how many are changed. */
interface ShownGroup {
  readonly group: OptionCatalogue['groups'][number];
  readonly specs: readonly OptionSpec[];
  readonly changed: number;
}

/**
 * The groups of `catalogue` with the options whose label (either language), help or id contains `needle` (lower
 * case; empty: every option); groups left without options are dropped.
 */
function groupsShown(
  catalogue: OptionCatalogue,
  needle: string,
  set: Readonly<Record<string, OptionValue>>,
): ShownGroup[] {
  const hit = (o: OptionSpec): boolean =>
    needle === '' || [o.id, o.label.zh, o.label.en, o.help.zh, o.help.en].some((t) => t.toLowerCase().includes(needle));
  const out: ShownGroup[] = [];
  for (const group of catalogue.groups) {
    const specs = catalogue.options.filter((o) => o.group === group.id && hit(o));
    if (specs.length > 0) out.push({ group, specs, changed: specs.filter((o) => Object.hasOwn(set, o.id)).length });
  }
  return out;
}

/** The preset picker and the advanced panel for `catalogue`; `value` is the draft, `onChange` gets the next one. */
export function RulesFields({
  catalogue,
  value,
  lang,
  mode,
  onChange,
}: {
  catalogue: OptionCatalogue;
  value: RulesDraft;
  lang: Lang;
  /** The game mode chosen (undefined: the game has one): only the presets made for it are offered (`Preset.modes`). */
  mode?: string | undefined;
  onChange: (d: RulesDraft) => void;
}) {
  const w = RULES_WORDS[lang];
  const offered = presetsFor(catalogue, mode);
  const draft = draftInMode(catalogue, value, mode);
  const preset = offered.find((p) => p.id === draft.preset);
  const base = presetValues(catalogue, draft.preset);
  const setOption = (id: string, v: OptionValue) => {
    const set: Record<string, OptionValue> = { ...draft.set, [id]: v };
    if (v === base[id]) delete set[id];
    onChange({ preset: draft.preset, set });
  };
  const changes = Object.keys(draft.set).length;
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = groupsShown(catalogue, needle, draft.set);
  const inert = new Map(
    inertOptions(catalogue, valuesInPlay(catalogue, draft)).map((x) => [x.spec.id, inertText(catalogue, x, lang)]),
  );
  return (
    <div className="rules-fields" data-testid="rules-fields">
      <label className="field">
        <span>{w.preset}</span>
        <select
          data-testid="preset"
          value={draft.preset}
          onChange={(e) => onChange({ preset: e.target.value, set: {} })}
        >
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title[lang]}
            </option>
          ))}
        </select>
      </label>
      {preset && (
        <p className="muted preset-description" data-testid="preset-description">
          {preset.description[lang]}
        </p>
      )}
      <details className="advanced" data-testid="advanced">
        <summary>
          {w.advanced}
          {changes > 0 && ` (${changes} ${w.changed})`}
        </summary>
        <button
          type="button"
          data-testid="reset-rules"
          disabled={changes === 0}
          onClick={() => onChange({ ...value, set: {} })}
        >
          {w.reset}
        </button>
        <label className="field option-filter">
          <span>{w.filter}</span>
          <input
            type="search"
            data-testid="rules-filter"
            placeholder={w.filterPlaceholder}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </label>
        {shown.length === 0 && <p className="muted">{w.noMatch}</p>}
        {shown.map(({ group: g, specs, changed }, i) => (
          // The first group, a group with changes and every group while finding are open; the rest fold away.
          <details
            key={g.id}
            className="option-group"
            data-testid={`group-${g.id}`}
            open={needle !== '' || changed > 0 || i === 0}
          >
            <summary>
              {g.label[lang]} <span className="muted">({w.groupCount(specs.length, changed)})</span>
            </summary>
            <fieldset aria-label={g.label[lang]}>
              {specs.map((s) => (
                <OptionRow
                  key={s.id}
                  spec={s}
                  value={draft.set[s.id] ?? (base[s.id] as OptionValue)}
                  base={base[s.id] as OptionValue}
                  lang={lang}
                  inert={inert.get(s.id)}
                  onValue={(v) => setOption(s.id, v)}
                />
              ))}
            </fieldset>
          </details>
        ))}
      </details>
    </div>
  );
}

export default RulesFields;

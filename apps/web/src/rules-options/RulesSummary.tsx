/**
 * The rules a room or a finished game is played with, read-only, for everyone (the lobby, the replay page): the
 * preset's title, version and description, and every option that differs from the preset with its value (and the
 * preset's), in the catalogue's words.
 */
import { type OptionSpec, type OptionValue, presetChanges, type RulesChoice } from '@shaju/engine';
import { readRules } from '@shaju/runtime';
import type { Lang } from '../i18n.ts';
import { useCatalogue } from './catalogue.ts';
import { RULES_WORDS } from './words.ts';
import './rules.css';

/** A value in words: a switch as on/off, a choice by its label, a number as it is. */
export function valueWords(spec: OptionSpec, v: OptionValue, lang: Lang): string {
  if (typeof v === 'boolean') return v ? RULES_WORDS[lang].on : RULES_WORDS[lang].off;
  if (spec.type === 'enum') return spec.values.find((c) => c.id === v)?.label[lang] ?? String(v);
  return String(v);
}

/** The rules of game `game` (null: not known, nothing shown). */
export function RulesSummary({ game, rules, lang }: { game: string; rules: RulesChoice | null; lang: Lang }) {
  const catalogue = useCatalogue(game);
  const w = RULES_WORDS[lang];
  if (!rules) return null;
  const preset = catalogue?.presets.find((p) => p.id === rules.preset);
  let changes: ReturnType<typeof presetChanges> = [];
  try {
    if (catalogue && preset) changes = presetChanges(catalogue, rules.preset, rules.options);
  } catch {
    changes = [];
  }
  return (
    <div className="rules-summary" data-testid="rules-summary">
      <p>
        <b>{w.rules}</b>
        <span data-testid="rules-preset">{preset ? preset.title[lang] : rules.preset}</span>{' '}
        <small className="muted">
          ({rules.preset}@{rules.presetVersion})
        </small>
        {preset && <span className="muted"> — {preset.description[lang]}</span>}
      </p>
      {catalogue && (
        <ul className="rules-changes" data-testid="rules-changes">
          {changes.length === 0 && <li className="muted">{w.none}</li>}
          {changes.map((c) => (
            <li key={c.spec.id} data-testid={`rules-change-${c.spec.id}`}>
              {c.spec.label[lang]}: <b>{valueWords(c.spec, c.value, lang)}</b>{' '}
              <small className="muted">
                ({w.presetValue}
                {valueWords(c.spec, c.preset, lang)})
              </small>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The rules of a room state (`RoomStateShape.rules`, JSON text), or null when absent or not readable. */
export function parseRules(text: string | undefined): RulesChoice | null {
  if (!text) return null;
  try {
    return readRules(JSON.parse(text)) ?? null;
  } catch {
    return null;
  }
}

/** The rules of a room (`RoomStateShape.rules`, JSON text; nothing shown when absent), for the lobby. */
export default function RoomRules({ game, text, lang }: { game: string; text: string | undefined; lang: Lang }) {
  return <RulesSummary game={game} rules={parseRules(text)} lang={lang} />;
}

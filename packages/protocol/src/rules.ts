import { z } from 'zod';

/**
 * A room's rules as the protocol carries them: a preset id and sparse option values of the game's option catalogue
 * (packages/engine/src/options.ts). Which presets and options exist is the game's catalogue, not the protocol's: the
 * server resolves them with the game's kit and refuses an unknown one, naming it.
 */

/** The shape of a preset id and of an option id (the engine's `OPTION_ID`). */
export const OPTION_ID_PATTERN = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;

/** The most option values a room may set (a catalogue lists fewer). */
export const MAX_OPTION_VALUES = 256;

/** A preset id. */
export const PresetId = z.string().regex(OPTION_ID_PATTERN, 'a preset id: a letter, then letters, digits, . _ -');

/**
 * Names that are never keys of option values or configuration fields: `__proto__`, `prototype`, and the names every
 * plain object has (`constructor`, `toString`…). Parsed into a plain object, `__proto__` would be dropped without a
 * word (or, given an object, become its prototype), and the others would be looked up on the prototype.
 */
export function reservedKey(k: string): boolean {
  return k === '__proto__' || k === 'prototype' || k in Object.prototype;
}

/**
 * `schema` for objects whose own keys are checked first (on the input as it arrived, before zod builds the parsed
 * object): a reserved key (`reservedKey`) is an issue at its own path, `a reserved name, never an option`.
 */
export function withoutReservedKeys<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((v, ctx) => {
      if (typeof v !== 'object' || v === null) return;
      for (const k of Object.keys(v)) {
        if (reservedKey(k)) ctx.addIssue({ code: 'custom', path: [k], message: 'a reserved name, never an option' });
      }
    })
    .pipe(schema);
}

/** Sparse option values by option id: numbers, switches or enum ids (short text); no reserved name (`reservedKey`). */
export const OptionValuesSchema = withoutReservedKeys(
  z
    .record(
      z.string().regex(OPTION_ID_PATTERN, 'an option id: a letter, then letters, digits, . _ -'),
      z.union([z.number(), z.boolean(), z.string().max(64)]),
    )
    .refine((o) => Object.keys(o).length <= MAX_OPTION_VALUES, `at most ${MAX_OPTION_VALUES} option values`),
);

/**
 * The rules a room or a finished game was played with: the preset (id and version) and the sparse option values in
 * play (those differing from the defaults), as the server resolved them.
 */
export const RulesSchema = z.object({
  preset: z.string(),
  presetVersion: z.number().int(),
  options: z.record(z.string(), z.union([z.number(), z.boolean(), z.string()])),
});
/** See `RulesSchema`. */
export type RulesInfo = z.output<typeof RulesSchema>;

/**
 * The message of a room creation the server refused for its rules: the engine's `ConfigError` message
 * (`config.<option>: <reason>`) followed by its code in parentheses. `parseRulesRefusal` reads it back.
 */
export function rulesRefusal(message: string, code: string): string {
  return `${message} (${code})`;
}

/** The option and code named by a `rulesRefusal` message, or null for another message. Never throws. */
export function parseRulesRefusal(message: string): { readonly field: string; readonly code: string } | null {
  const m = /^config(?:\.([^:\s]*))?: .*\(([a-z_]+)\)$/s.exec(message);
  return m ? { field: m[1] ?? '', code: m[2] as string } : null;
}

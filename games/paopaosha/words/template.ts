/**
 * The templates of the content entries' words (src/data/words-types.ts `Template`): plain text with named
 * placeholders, filled here and nowhere else. The syntax, all of it:
 * - `{name}`: the value of `name` — a value the renderer gives, else the config field of that name (a number or a
 *   string, e.g. `{benlaijiuyouDraw}`);
 * - `{name|=1:a use|# uses}`: a form chosen by the value — the first `=<value>:` form whose value equals it, else the
 *   last form (which has no `=`); `#` in a form stands for the value.
 * Values are inserted as they are (a painted card label keeps its marks; nothing is escaped or read again), and a
 * placeholder without a value, a form list without a default or an unbalanced brace throws a `TemplateError`.
 */

/** A template's fault: a malformed template, or a placeholder the caller gave no value for. */
export class TemplateError extends Error {
  constructor(
    message: string,
    /** The template at fault. */
    readonly template: string,
  ) {
    super(`${message} in template ${JSON.stringify(template)}`);
    this.name = 'TemplateError';
  }
}

/** A value a placeholder may take. */
export type TemplateValue = string | number;

/** The values of a template's placeholders, by name. */
export type TemplateVars = Readonly<Record<string, TemplateValue>>;

/** One parsed piece: literal text, or a placeholder with its forms (none: the value itself). */
type Part =
  | string
  | { readonly name: string; readonly cases: readonly (readonly [string, string])[]; readonly other: string | null };

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const parsed = new Map<string, readonly Part[]>();

function parsePlaceholder(body: string, template: string): Part {
  const [name = '', ...forms] = body.split('|');
  if (!NAME.test(name)) throw new TemplateError(`bad placeholder name ${JSON.stringify(name)}`, template);
  if (forms.length === 0) return { name, cases: [], other: null };
  const other = forms[forms.length - 1] as string;
  if (other.startsWith('=')) throw new TemplateError(`forms of {${name}} without a last, default form`, template);
  const cases = forms.slice(0, -1).map((f): [string, string] => {
    const colon = f.indexOf(':');
    if (!f.startsWith('=') || colon < 0)
      throw new TemplateError(`form ${JSON.stringify(f)} is not =<value>:<text>`, template);
    return [f.slice(1, colon), f.slice(colon + 1)];
  });
  return { name, cases, other };
}

/** The pieces of `template` (parsed once, then kept: the templates are the content's, a bounded set). */
function parse(template: string): readonly Part[] {
  const known = parsed.get(template);
  if (known) return known;
  const parts: Part[] = [];
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{', at);
    const close = template.indexOf('}', at);
    if (close >= 0 && (open < 0 || close < open)) throw new TemplateError('a } without its {', template);
    if (open < 0) {
      parts.push(template.slice(at));
      break;
    }
    const end = template.indexOf('}', open);
    const next = template.indexOf('{', open + 1);
    if (end < 0 || (next >= 0 && next < end)) throw new TemplateError('a { without its }', template);
    if (open > at) parts.push(template.slice(at, open));
    parts.push(parsePlaceholder(template.slice(open + 1, end), template));
    at = end + 1;
  }
  parsed.set(template, parts);
  return parts;
}

/** The value of placeholder `name`: the caller's, else the config field's; throws when there is none. */
function placeholderValue(
  name: string,
  vars: TemplateVars,
  config: object | undefined,
  template: string,
): TemplateValue {
  if (Object.hasOwn(vars, name)) return vars[name] as TemplateValue;
  if (config && Object.hasOwn(config, name)) {
    const v = (config as Record<string, unknown>)[name];
    if (typeof v === 'number' || typeof v === 'string') return v;
  }
  throw new TemplateError(`no value for {${name}}`, template);
}

/**
 * `template` with its placeholders filled from `vars`, then from `config`'s fields (a game's config: `{dileiDamage}`).
 * Throws a `TemplateError` for a malformed template or a placeholder with no value.
 */
export function fill(template: string, vars: TemplateVars, config?: object): string {
  let out = '';
  for (const p of parse(template)) {
    if (typeof p === 'string') {
      out += p;
      continue;
    }
    const value = placeholderValue(p.name, vars, config, template);
    if (p.other === null) {
      out += value;
      continue;
    }
    const text = String(value);
    const form = p.cases.find(([v]) => v === text)?.[1] ?? p.other;
    out += form.replaceAll('#', text);
  }
  return out;
}

/** The placeholder names `template` uses (for the check that every entry's templates get their values). */
export function placeholders(template: string): string[] {
  const out: string[] = [];
  for (const p of parse(template)) if (typeof p !== 'string' && !out.includes(p.name)) out.push(p.name);
  return out;
}

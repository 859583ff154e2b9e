/**
 * Plain-text layout helpers for the terminal: display width of mixed Chinese/Latin text (CJK characters take two
 * columns), padding, and simple aligned tables. ANSI colour codes are ignored when measuring.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escape sequences is the point
const ANSI = /\u001b\[[0-9;]*m/g;

/** `text` without ANSI colour codes. */
export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** Whether a code point is drawn two columns wide (East Asian wide and full-width forms). */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** The number of terminal columns `text` takes (colour codes ignored, CJK characters count 2). */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of stripAnsi(text)) w += isWide(ch.codePointAt(0) as number) ? 2 : 1;
  return w;
}

/** `text` padded with spaces on the right to `width` columns (unchanged when already wider). */
export function padEnd(text: string, width: number): string {
  const w = displayWidth(text);
  return w >= width ? text : text + ' '.repeat(width - w);
}

/** `text` padded with spaces on the left to `width` columns (unchanged when already wider). */
export function padStart(text: string, width: number): string {
  const w = displayWidth(text);
  return w >= width ? text : ' '.repeat(width - w) + text;
}

/**
 * Lays out rows as aligned columns separated by two spaces. `align` gives 'l' or 'r' per column (default 'l').
 * Trailing spaces are trimmed. Returns one string per row.
 */
export function table(rows: readonly (readonly string[])[], align: readonly ('l' | 'r')[] = []): string[] {
  const widths: number[] = [];
  for (const r of rows) {
    r.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  return rows.map((r) =>
    r
      .map((cell, i) => (align[i] === 'r' ? padStart(cell, widths[i] ?? 0) : padEnd(cell, widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** Formats an integer with thousands separators (`12,345`). */
export function int(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** Formats a fraction 0…1 as a percentage with `digits` decimals (`45.2%`). */
export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)}%`;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * `text` made safe to print back to a terminal: control characters (C0, DEL, C1: escape sequences, bells, carriage
 * returns) become `\xNN`-style escapes, and text longer than `max` characters is cut with `…`.
 */
export function printable(text: string, max = 24): string {
  const chars = [...text];
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
  return cut.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * A typed answer as the prompts read it: Unicode-normalised (NFKC: full-width `５` and `ｑ` become `5` and `q`),
 * trimmed, lower-cased.
 */
export function normalizeAnswer(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

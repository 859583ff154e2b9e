/**
 * The warnings a command line gets before it runs (printed on stderr by main.ts): its rule options set while they
 * have no effect under the others (options.ts `rulesWarnings`, the catalogue's `dependsOn`).
 */
import type { Command } from './commands.ts';
import { rulesWarnings } from './options.ts';

/** The warnings of a parsed command's rules (options.ts `rulesWarnings`): none for a command without rules. */
export function commandWarnings(c: Command): string[] {
  switch (c.cmd) {
    case 'play':
      return rulesWarnings(c.entry, c.rules.preset, c.rules.options, c.mode, c.lang);
    case 'simulate':
      return rulesWarnings(c.entry, c.preset, c.set, c.mode, c.lang);
    case 'lab':
      return rulesWarnings(c.entry, c.rules.preset, c.rules.set, c.mode, c.lang);
    case 'connect':
      return c.entry && c.rules ? rulesWarnings(c.entry, c.rules.preset, c.rules.options, c.mode, c.lang) : [];
    default:
      return [];
  }
}

/**
 * The lab's output directory (`--out DIR`), made and checked before a run starts, so that a run never ends in an
 * error about where to write it. Each missing directory of the path is made one at a time (Node 20's recursive
 * `mkdirSync` spins forever under `/proc`).
 */
import { accessSync, constants, existsSync, mkdirSync, rmdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../errors.ts';
import { msg } from '../i18n.ts';

/**
 * Makes directory `dir` (and its missing parents) unless it exists, and checks that it is a writable directory.
 * Returns the directories it made, deepest first (for `removeMade`). Throws `UsageError` (exit 2) naming the directory
 * and why, in `lang`.
 */
export function prepareOutDir(dir: string, lang: 'zh' | 'en'): readonly string[] {
  const m = msg(lang).err;
  const fail = (why: string): never => {
    throw new UsageError(m.badOut(dir, why), 'lab');
  };
  const missing: string[] = [];
  let p = resolve(dir);
  while (!existsSync(p)) {
    missing.push(p);
    const up = dirname(p);
    if (up === p) break;
    p = up;
  }
  const made: string[] = [];
  try {
    if (!statSync(p).isDirectory()) fail(m.outNotDir(p));
    for (let i = missing.length - 1; i >= 0; i--) {
      mkdirSync(missing[i] as string);
      made.unshift(missing[i] as string);
    }
    accessSync(resolve(dir), constants.W_OK);
    return made;
  } catch (e) {
    // What was made before the failure goes again.
    removeMade(made);
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    return fail(
      code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? m.outNotWritable : m.outNoMake(String(code ?? e)),
    );
  }
}

/**
 * Removes the directories `prepareOutDir` made (`made`, deepest first) while they are still empty: a run stopped before
 * its reports leaves nothing behind. Never throws (a directory that holds something stays).
 */
export function removeMade(made: readonly string[]): void {
  for (const d of made) {
    try {
      rmdirSync(d);
    } catch {
      return;
    }
  }
}

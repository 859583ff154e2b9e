/** The `--redis URL`, `--prefix P` and `--queue Q` flags of `shaju lab` and `shaju lab worker`. */
import { UsageError } from '../errors.ts';
import type { Lang } from '../types.ts';

const BAD_URL: Readonly<Record<Lang, (u: string) => string>> = {
  zh: (u) => `--redis 须为 redis:// 或 rediss:// 地址：${u}`,
  en: (u) => `--redis must be a redis:// or rediss:// URL: ${u}`,
};

/**
 * Checks a `--redis` value (`redis://…` or `rediss://…`) and returns it; for `shaju lab worker` and `shaju lab`
 * (`cmd`, the command whose usage the error points at). Throws `UsageError`.
 */
export function checkRedisUrl(url: string, lang: Lang, cmd: string): string {
  if (!/^rediss?:\/\/./.test(url)) throw new UsageError(BAD_URL[lang](url), cmd);
  return url;
}

const BAD_NAME: Readonly<Record<Lang, (flag: string, v: string) => string>> = {
  zh: (flag, v) => `${flag} 不能为空，也不能含有冒号：${v}`,
  en: (flag, v) => `${flag} must be non-empty and contain no colon: ${v}`,
};

/**
 * A `--prefix` / `--queue` value (undefined when not given): non-empty, no colon (BullMQ's separator); for the
 * command `cmd`. Throws `UsageError`.
 */
export function checkQueueName(flag: string, v: string | undefined, lang: Lang, cmd: string): string | undefined {
  if (v === undefined) return undefined;
  if (v === '' || v.includes(':')) throw new UsageError(BAD_NAME[lang](flag, v), cmd);
  return v;
}

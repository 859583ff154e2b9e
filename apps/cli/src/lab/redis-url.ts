/** The `--redis URL` flag of `shaju lab` and `shaju lab worker`. */
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

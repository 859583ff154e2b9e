/**
 * The server's error log, counted and sampled: a client can make Colyseus and `ws` log an error with every malformed
 * frame it sends (a stack trace of about 870 bytes per frame of a few bytes), so errors are grouped by kind (the first
 * line, digits folded) and only the first of a kind in an interval is printed in full; the others are counted, and
 * one line per interval gives their number. Other levels pass through.
 */

/** The logger interface Colyseus takes (`new Server({ logger })`). */
export interface ServerLogger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
  trace(...args: unknown[]): void;
}

/** A sampling logger; `close()` prints the counts not yet printed and stops its timer. */
export interface SampledLogger extends ServerLogger {
  /** Prints one line per kind of error suppressed since the last flush, with its count. */
  flush(): void;
  close(): void;
}

/** Kinds of error told apart; past this, the rest share one kind. */
const MAX_KINDS = 64;

interface Kind {
  /** Errors of this kind suppressed since the last flush. */
  count: number;
  /** Whether one was seen since the last flush (a kind quiet for a whole interval is forgotten). */
  seen: boolean;
}

/** The kind of an error message: its first line, digits folded to `#`, at most 160 characters. */
export function errorKind(text: string): string {
  const nl = text.indexOf('\n');
  return (nl < 0 ? text : text.slice(0, nl)).replace(/\d+/g, '#').slice(0, 160);
}

function render(args: readonly unknown[]): string {
  return args.map((a) => (a instanceof Error ? (a.stack ?? String(a)) : String(a))).join(' ');
}

/**
 * A logger that samples `error`: the first error of a kind (see `errorKind`) in an interval of `intervalMs` is
 * printed in full (with its stack) to `console.error`; the next ones of that kind are counted, and every `intervalMs`
 * one line per kind says how many more there were (`[shaju] 39 more errors like "…" in the last 60 s`). A kind with no
 * error for a whole interval is forgotten, so its next error is printed in full again. The other levels go to the
 * console unchanged.
 */
export function sampledLogger(intervalMs: number): SampledLogger {
  const kinds = new Map<string, Kind>();
  const flush = (): void => {
    for (const [key, k] of kinds) {
      if (k.count > 0) {
        console.error(`[shaju] ${k.count} more errors like "${key}" in the last ${Math.round(intervalMs / 1000)} s`);
      }
      if (!k.seen && k.count === 0) kinds.delete(key);
      k.count = 0;
      k.seen = false;
    }
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    debug: (...a) => console.debug(...a),
    info: (...a) => console.info(...a),
    warn: (...a) => console.warn(...a),
    trace: (...a) => console.trace(...a),
    error(...args: unknown[]) {
      const text = render(args);
      let key = errorKind(text);
      if (!kinds.has(key) && kinds.size >= MAX_KINDS) key = 'other errors';
      const k = kinds.get(key);
      if (k) {
        k.count++;
        k.seen = true;
        return;
      }
      kinds.set(key, { count: 0, seen: true });
      console.error(text);
    },
    flush,
    close() {
      clearInterval(timer);
      flush();
    },
  };
}

/**
 * The server's log through Colyseus, counted and sampled: a client can make Colyseus and `ws` log an error with every
 * malformed frame it sends (a stack trace of about 870 bytes per frame of a few bytes), or a hint with every bad
 * reconnection token, so errors, warnings and notices are grouped by kind (level and first line, digits folded) and
 * only the first of a kind in an interval is printed in full; the others are counted, and one line per interval gives
 * their number. Debug and trace pass through.
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
  /** Prints one line per kind of message suppressed since the last flush, with its count. */
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
 * A logger that samples `error`, `warn` and `info`: the first message of a kind (its level and `errorKind`) in an
 * interval of `intervalMs` is printed in full (with its stack) to the console at its level; the next ones of that kind
 * are counted, and every `intervalMs` one line per kind says how many more there were (`[shaju] 39 more errors like
 * "…" in the last 60 s`). A kind with none for a whole interval is forgotten, so its next one is printed in full
 * again. `debug` and `trace` go to the console unchanged.
 */
export function sampledLogger(intervalMs: number): SampledLogger {
  const kinds = new Map<string, Kind>();
  const flush = (): void => {
    for (const [key, k] of kinds) {
      if (k.count > 0) {
        const level = key.slice(0, key.indexOf(' '));
        const say = `[shaju] ${k.count} more ${level}s like "${key.slice(level.length + 1)}"`;
        print(level as Level, `${say} in the last ${Math.round(intervalMs / 1000)} s`);
      }
      if (!k.seen && k.count === 0) kinds.delete(key);
      k.count = 0;
      k.seen = false;
    }
  };
  const sample = (level: Level, args: readonly unknown[]): void => {
    const text = render(args);
    let key = `${level} ${errorKind(text)}`;
    if (!kinds.has(key) && kinds.size >= MAX_KINDS) key = `${level} other`;
    const k = kinds.get(key);
    if (k) {
      k.count++;
      k.seen = true;
      return;
    }
    kinds.set(key, { count: 0, seen: true });
    print(level, text);
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    debug: (...a) => console.debug(...a),
    trace: (...a) => console.trace(...a),
    info: (...a) => sample('info', a),
    warn: (...a) => sample('warn', a),
    error: (...a) => sample('error', a),
    flush,
    close() {
      clearInterval(timer);
      flush();
    },
  };
}

type Level = 'error' | 'warn' | 'info';

function print(level: Level, text: string): void {
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.info(text);
}

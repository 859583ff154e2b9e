/**
 * Line input for the interactive commands. Works the same whether stdin is a terminal (line editing, Ctrl+C) or a
 * pipe (a script feeding answers): lines are queued as they arrive, so none is lost between questions, and the end
 * of the input is reported as `null` instead of hanging.
 */
import { createInterface, type Interface } from 'node:readline';
import { printable } from '@shaju/words';

/** The lines of a readline interface, queued as they arrive so that none is lost between reads. */
export interface LineQueue {
  /** The input has closed (queued lines may remain). */
  readonly ended: boolean;
  /** Lines received and not yet read. */
  readonly queued: number;
  /** The next line: a queued one at once, else the next to arrive; `null` once the input has ended and none is left. */
  next(): Promise<string | null>;
  /** Calls `fn` once when the input ends (at once if it has). */
  onEnd(fn: () => void): void;
}

/** Queues the lines of `rl` (used by the play prompter and by `shaju connect`). */
export function lineQueue(rl: Interface): LineQueue {
  const queue: string[] = [];
  const enders: (() => void)[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let ended = false;
  rl.on('line', (line) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(line);
    } else queue.push(line);
  });
  rl.on('close', () => {
    ended = true;
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(null);
    }
    for (const f of enders.splice(0)) f();
  });
  return {
    get ended() {
      return ended;
    },
    get queued() {
      return queue.length;
    },
    next() {
      const line = queue.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    onEnd(fn) {
      if (ended) fn();
      else enders.push(fn);
    },
  };
}

/** Asks questions one line at a time. */
export interface Prompter {
  /** Whether a person is typing (stdin is a terminal). */
  readonly interactive: boolean;
  /** Writes `prompt`, then resolves with the next input line (trimmed), or `null` at the end of the input / Ctrl+C. */
  ask(prompt: string): Promise<string | null>;
  /** Releases the input (lets the process exit). Idempotent. */
  close(): void;
}

/**
 * A prompter over stdin/stdout (or the given streams). When the input is not a terminal, each answer read is echoed
 * after its prompt so that a transcript stays readable.
 */
export function streamPrompter(
  input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Prompter {
  const interactive = input.isTTY === true;
  const rl = createInterface({ input, output: interactive ? output : undefined, terminal: interactive });
  const lines = lineQueue(rl);
  // Ctrl+C in a terminal: end the input (the caller quits and saves) rather than ignoring it.
  rl.on('SIGINT', () => {
    output.write('^C\n');
    rl.close();
  });
  const echo = (line: string | null): string | null => {
    // A transcript of piped answers: control characters are shown escaped, never sent to the terminal as they are.
    if (!interactive) output.write(line === null ? '\n' : `${printable(line, 80)}\n`);
    return line === null ? null : line.trim();
  };
  return {
    interactive,
    ask(prompt: string): Promise<string | null> {
      if (interactive && !lines.ended) {
        rl.setPrompt(prompt);
        rl.prompt();
      } else output.write(prompt);
      return lines.next().then(echo);
    },
    close(): void {
      if (!lines.ended) rl.close();
    },
  };
}

/** A prompter answering from a fixed list of lines (then `null`), writing prompts and answers to `write`. For tests. */
export function scriptedPrompter(lines: readonly string[], write: (text: string) => void = () => {}): Prompter {
  let i = 0;
  return {
    interactive: false,
    ask(prompt: string): Promise<string | null> {
      write(prompt);
      const line = i < lines.length ? (lines[i++] as string) : null;
      write(line === null ? '\n' : `${line}\n`);
      return Promise.resolve(line === null ? null : line.trim());
    },
    close(): void {},
  };
}

/**
 * A prompter whose answers come from `answer(prompt, i)` (the i-th question, from 0; null ends the input), writing
 * prompts and answers to `write`. For tests and scripts that answer according to the question.
 */
export function functionPrompter(
  answer: (prompt: string, i: number) => string | null,
  write: (text: string) => void = () => {},
): Prompter {
  let i = 0;
  return {
    interactive: false,
    ask(prompt: string): Promise<string | null> {
      write(prompt);
      const line = answer(prompt, i++);
      write(line === null ? '\n' : `${line}\n`);
      return Promise.resolve(line === null ? null : line.trim());
    },
    close(): void {},
  };
}

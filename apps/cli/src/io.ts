/**
 * Line input for the interactive commands. Works the same whether stdin is a terminal (line editing, Ctrl+C) or a
 * pipe (a script feeding answers): lines are queued as they arrive, so none is lost between questions, and the end
 * of the input is reported as `null` instead of hanging.
 */
import { createInterface } from 'node:readline';
import { printable } from './text.ts';

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
  const queue: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let closed = false;
  rl.on('line', (line) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(line);
    } else queue.push(line);
  });
  rl.on('close', () => {
    closed = true;
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(null);
    }
  });
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
      if (interactive && !closed) {
        rl.setPrompt(prompt);
        rl.prompt();
      } else output.write(prompt);
      const next = queue.shift();
      if (next !== undefined) return Promise.resolve(echo(next));
      if (closed) return Promise.resolve(echo(null));
      return new Promise((resolve) => {
        waiting = (line) => resolve(echo(line));
      });
    },
    close(): void {
      if (!closed) rl.close();
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

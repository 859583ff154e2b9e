/**
 * The input and output of `shaju connect`: lines read only while a question is open (a terminal or a pipe), and the
 * process's streams with Ctrl+C leaving the room.
 */
import { createInterface } from 'node:readline';
import { printable } from '@shaju/words';
import { lineQueue } from '../io.ts';

/** Lines of input, read only when asked for. */
export interface LineInput {
  /** Whether a person types (a terminal). */
  readonly interactive: boolean;
  /** The next line (trimmed), or null at the end of the input. Lines typed earlier are queued. */
  read(): Promise<string | null>;
  /** The input has ended and no line is left. */
  readonly exhausted: boolean;
  /** Calls `fn` once when the input ends. */
  onEnd(fn: () => void): void;
  /** Ends the input (idempotent). */
  close(): void;
}

/**
 * Lines from a stream. Not in readline's terminal mode, so that messages arriving while the person types do not
 * garble a prompt; a line read from a pipe is echoed to `output` so that a transcript stays readable.
 */
export function streamInput(
  input: NodeJS.ReadableStream & { isTTY?: boolean },
  output: NodeJS.WritableStream,
): LineInput {
  const interactive = input.isTTY === true;
  const rl = createInterface({ input, terminal: false });
  const lines = lineQueue(rl);
  const echo = (line: string | null): string | null => {
    if (!interactive) output.write(line === null ? '\n' : `${printable(line, 80)}\n`);
    return line === null ? null : line.trim();
  };
  return {
    interactive,
    get exhausted() {
      return lines.ended && lines.queued === 0;
    },
    read() {
      // Lines already queued (a pipe) are handed out one event-loop turn later, so that the server's messages are
      // handled between them.
      const queued = lines.queued > 0 || lines.ended;
      const next = lines.next().then(echo);
      return queued ? next.then((line) => new Promise((resolve) => setImmediate(() => resolve(line)))) : next;
    },
    onEnd(fn) {
      lines.onEnd(fn);
    },
    close() {
      if (!lines.ended) rl.close();
    },
  };
}

/** Where `runConnect` reads and writes. */
export interface ConnectIO {
  readonly input: LineInput;
  /** Writes one line. */
  write(line: string): void;
  /** Writes a prompt (no newline). */
  prompt(text: string): void;
  readonly color: boolean;
  /** Folder for the saved record, or null not to save. */
  readonly saveDir: string | null;
  now(): Date;
}

/** `runConnect` over the process's streams (or the given ones): Ctrl+C leaves the room. */
export function connectIO(
  stdin: NodeJS.ReadableStream & { isTTY?: boolean },
  stdout: NodeJS.WritableStream,
  color: boolean,
  saveDir: string | null,
): ConnectIO {
  const input = streamInput(stdin, stdout);
  if (stdin === process.stdin) {
    let hits = 0;
    const onSigint = (): void => {
      if (++hits > 1) process.exit(130);
      stdout.write('^C\n');
      input.close();
    };
    // A second Ctrl+C ends the process even if leaving hangs.
    process.on('SIGINT', onSigint);
  }
  return {
    input,
    write: (line) => {
      stdout.write(`${line}\n`);
    },
    prompt: (text) => {
      stdout.write(text);
    },
    color,
    saveDir,
    now: () => new Date(),
  };
}

/** The two kinds of failure the CLI reports without a stack trace. */

/** A mistake on the command line: printed with a usage hint, exit status 2. */
export class UsageError extends Error {
  /** The subcommand whose usage to point at (null: the main usage). */
  readonly command: string | null;
  constructor(message: string, command: string | null = null) {
    super(message);
    this.name = 'UsageError';
    this.command = command;
  }
}

/** A failure while running a command (missing file, corrupt record…): printed as is, exit status 1. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

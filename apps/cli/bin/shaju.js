#!/usr/bin/env node
// The `shaju` command: registers the TypeScript loader, then runs the CLI's entry point.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));

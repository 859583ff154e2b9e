/**
 * @shaju/testkit — test-only: strict given/when/then scenarios over any game module. Playouts and records are the
 * run-time contract (`@shaju/runtime`); they are re-exported here so a test needs one import.
 */
export * from '@shaju/runtime';
export * from './scenario.ts';
export * from './services.ts';

/**
 * @shaju/lab — the designer's lab: headless bot games in batches (the contract: contract.ts), played on worker threads
 * (pool.ts) or on BullMQ workers on any machines (distributed.ts), merged into figures (figures.ts) and written as
 * `report.json`, `report.md` and `report.html` (report-*.ts), with the variant search (search.ts). The command line
 * (`shaju lab`), the benchmarks and a server's job queue import it; it reaches the games through the catalogue only
 * and names none of them.
 */
export * from './batch.ts';
export * from './bots.ts';
export * from './code-version.ts';
export * from './contract.ts';
export * from './distributed.ts';
export * from './experiments.ts';
export * from './figures.ts';
export * from './pool.ts';
export * from './preset-file.ts';
export * from './report-charts.ts';
export * from './report-html.ts';
export * from './report-md.ts';
export * from './report-names.ts';
export * from './report-sections.ts';
export * from './report-words.ts';
export * from './run.ts';
export * from './search.ts';
export * from './sensitivity/design.ts';
export * from './sensitivity/effects.ts';
export * from './sensitivity/objective.ts';
export * from './sensitivity/plan.ts';
export * from './sensitivity/recommend.ts';
export * from './sensitivity/steps.ts';

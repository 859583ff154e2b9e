/**
 * The process's own metrics on `/metrics` (prefixed `shaju_`, with the names prom-client's default metrics use): CPU
 * seconds, resident memory, heap, external memory, start time, event-loop delay and garbage-collection pauses.
 *
 * Why not prom-client's `collectDefaultMetrics`: it also counts the process's active handles, requests and resources
 * and its open file descriptors, each read per scrape by listing them all (`process._getActiveHandles()`, a directory
 * listing of `/proc/self/fd`). With a socket per player that is thousands of entries: one scrape of a process holding
 * 1,000 six-seat rooms kept its event loop busy for 20–70 ms (a CPU profile of `npm run bench:server`), a stall every
 * scrape for every game of the process. Everything here is read in constant time; the number of connections is
 * `shaju_clients`.
 */
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** Seconds: buckets of the garbage-collection pauses (prom-client's defaults). */
const GC_BUCKETS = [0.001, 0.01, 0.1, 1, 2, 5];

/** Node's `gc` performance entry kinds, by the names prom-client gives them. */
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

/** Registers the process metrics in `registry` (each read when scraped, the GC pauses as they happen). */
export function registerProcessMetrics(registry: Registry): void {
  const registers = [registry];
  // Each counter adds the CPU time used since its own last reading (a counter only goes up).
  const cpu = (name: string, help: string, read: (c: NodeJS.CpuUsage) => number) => {
    let last = 0;
    return new Counter({
      name,
      help,
      registers,
      collect() {
        const now = read(process.cpuUsage()) / 1e6;
        this.inc(Math.max(0, now - last));
        last = now;
      },
    });
  };
  cpu('shaju_process_cpu_user_seconds_total', 'User CPU time spent in seconds.', (c) => c.user);
  cpu('shaju_process_cpu_system_seconds_total', 'System CPU time spent in seconds.', (c) => c.system);
  cpu('shaju_process_cpu_seconds_total', 'Total user and system CPU time spent in seconds.', (c) => c.user + c.system);
  new Gauge({
    name: 'shaju_process_start_time_seconds',
    help: 'Start time of the process since the Unix epoch in seconds.',
    registers,
  }).set(Math.round(Date.now() / 1000 - process.uptime()));
  const memory = (name: string, help: string, read: (m: NodeJS.MemoryUsage) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(process.memoryUsage()));
      },
    });
  memory('shaju_process_resident_memory_bytes', 'Resident memory size in bytes.', (m) => m.rss);
  memory('shaju_nodejs_heap_size_total_bytes', 'Process heap size from Node.js in bytes.', (m) => m.heapTotal);
  memory('shaju_nodejs_heap_size_used_bytes', 'Process heap size used from Node.js in bytes.', (m) => m.heapUsed);
  memory('shaju_nodejs_external_memory_bytes', 'Node.js external memory size in bytes.', (m) => m.external);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const lag = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read() / 1e9);
      },
    });
  // Read in this order at a scrape; the last one resets the histogram for the next scrape.
  lag(
    'shaju_nodejs_eventloop_lag_p50_seconds',
    'The 50th percentile of the event loop delay since the last scrape.',
    () => loop.percentile(50),
  );
  lag(
    'shaju_nodejs_eventloop_lag_p99_seconds',
    'The 99th percentile of the event loop delay since the last scrape.',
    () => loop.percentile(99),
  );
  lag('shaju_nodejs_eventloop_lag_max_seconds', 'The longest event loop delay since the last scrape.', () => {
    const max = loop.max;
    loop.reset();
    return max;
  });
  const gc = new Histogram({
    name: 'shaju_nodejs_gc_duration_seconds',
    help: 'Garbage collection duration by kind, one of major, minor, incremental or weakcb.',
    labelNames: ['kind'],
    buckets: GC_BUCKETS,
    registers,
  });
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[(e as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
      gc.observe({ kind }, e.duration / 1000);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
}

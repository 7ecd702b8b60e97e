import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import type { JobRun } from './protocol';

/*
 * What happened beside a run, in one process: how long its event loop was held at most, and its
 * garbage collections. A run whose p95 passes its budget is then printed with what coincided with
 * it (a pause of half a second queues fifty requests at 100 a second: a p95 of its own).
 */

/** One process's account of a run. */
export interface ProcessAccount {
  /** Longest the event loop was held (ms, at a 10 ms resolution). */
  loopMaxMs: number;
  gcCount: number;
  gcTotalMs: number;
  gcMaxMs: number;
  /** CPU this process used, in cores (1 = one core busy for the whole run). */
  cores: number;
  /** The job runs that overlapped the run (server processes only). */
  jobs: JobRun[];
}

/** What PostgreSQL did beside a run: autovacuum and checkpoints (absent on PGlite). */
export interface DatabaseAccount {
  /** Tables an autovacuum or autoanalyze ran on, or was running on, during the run. */
  autovacuum: string[];
  checkpoints: number;
}

export interface Watch {
  start(): void;
  stop(jobRuns?: readonly JobRun[]): ProcessAccount;
}

/** Watches this process's event loop and collections between `start` and `stop`. */
export function watchProcess(): Watch {
  let histogram: IntervalHistogram | undefined;
  let gcs: number[] = [];
  let startedAt = 0;
  let cpuAtStart = process.cpuUsage();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcs.push(entry.duration);
  });
  return {
    start() {
      histogram?.disable();
      histogram = monitorEventLoopDelay({ resolution: 10 });
      histogram.enable();
      gcs = [];
      observer.observe({ entryTypes: ['gc'] });
      startedAt = Date.now();
      cpuAtStart = process.cpuUsage();
    },
    stop(jobRuns = []) {
      const stoppedAt = Date.now();
      const used = process.cpuUsage(cpuAtStart);
      histogram?.disable();
      observer.disconnect();
      // The histogram's max is in nanoseconds and counts the 10 ms resolution itself.
      const loopMaxMs = histogram && histogram.count > 0 ? histogram.max / 1e6 : 0;
      return {
        loopMaxMs,
        gcCount: gcs.length,
        gcTotalMs: gcs.reduce((sum, ms) => sum + ms, 0),
        gcMaxMs: Math.max(0, ...gcs),
        cores: (used.user + used.system) / 1000 / Math.max(1, stoppedAt - startedAt),
        jobs: overlapping(jobRuns, startedAt, stoppedAt),
      };
    },
  };
}

/** The machine's CPU between two readings, in cores: busy, and stolen by the virtual machine's host. */
export interface MachineAccount {
  busy: number;
  /** Time the hypervisor ran something else while this machine wanted the CPU (Linux only). */
  stolen?: number;
}

/** Linux's counters in ms (/proc/stat, ticks of 10 ms), or Node's per-core busy times elsewhere. */
function machineTimes(): { busy: number; stolen?: number } {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return { busy: (user + nice + system + irq + softirq) * 10, stolen: steal * 10 };
  } catch {
    return {
      busy: cpus().reduce(
        (sum, cpu) => sum + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq,
        0,
      ),
    };
  }
}

/** Starts a reading of the machine's CPU; the function returned ends it. */
export function machineCores(): () => MachineAccount {
  const before = machineTimes();
  const startedAt = Date.now();
  return () => {
    const after = machineTimes();
    const ms = Math.max(1, Date.now() - startedAt);
    return {
      busy: (after.busy - before.busy) / ms,
      ...(after.stolen !== undefined ? { stolen: (after.stolen - (before.stolen ?? 0)) / ms } : {}),
    };
  };
}

/** The job runs (each known by its end and length) that overlapped [from, to]. */
export function overlapping(runs: readonly JobRun[], from: number, to: number): JobRun[] {
  return runs.filter((run) => run.at >= from && run.at - run.ms <= to);
}

/** One line: each process's loop and collections, the jobs and what PostgreSQL did. */
export function describeBeside(
  processes: Array<{ label: string; account: ProcessAccount }>,
  database?: DatabaseAccount,
  machine?: MachineAccount,
): string {
  const cores = (value: number) => value.toFixed(2);
  const parts = processes.map(({ label, account }) => {
    const jobs = account.jobs.map((run) => `${run.name} ${Math.round(run.ms)} ms`).join(', ');
    return (
      `${label} ${cores(account.cores)} cores, loop ≤${Math.round(account.loopMaxMs)} ms, ` +
      `GC ${account.gcCount}× ${Math.round(account.gcTotalMs)} ms (longest ${Math.round(account.gcMaxMs)})` +
      (jobs ? `, jobs ${jobs}` : '')
    );
  });
  if (machine) {
    const ours = processes.reduce((sum, { account }) => sum + account.cores, 0);
    parts.unshift(
      `machine ${cores(machine.busy)} cores (PostgreSQL and the rest ${cores(Math.max(0, machine.busy - ours))})` +
        (machine.stolen !== undefined ? `, ${cores(machine.stolen)} stolen` : ''),
    );
  }
  if (database) {
    if (database.autovacuum.length) parts.push(`autovacuum ${database.autovacuum.join(', ')}`);
    if (database.checkpoints) parts.push(`${database.checkpoints} checkpoint(s)`);
  }
  return parts.join('; ');
}

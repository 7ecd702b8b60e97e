import { describe, expect, it } from 'vitest';
import { describeBeside, overlapping, type ProcessAccount } from '#scripts/bench-server/beside';
import { percentile } from '#scripts/bench-server/percentile';
import { roundRobin } from '#scripts/bench-server/proxy';
import { BENCH_SIZES, benchSizes, ISSUE_32_SIZES } from '#scripts/bench-server/scaled-seed';

describe("bench:server's proxy", () => {
  it('sends each request to the next process in turn, starting from the first', () => {
    const next = roundRobin(['first', 'second']);
    expect([next(), next(), next(), next(), next()]).toEqual(['first', 'second', 'first', 'second', 'first']);
  });

  it('keeps sending to a lone process, and refuses to start with none', () => {
    const next = roundRobin(['only']);
    expect([next(), next()]).toEqual(['only', 'only']);
    expect(() => roundRobin([])).toThrow('at least one target');
  });
});

describe("bench:server's p95", () => {
  it('is the nearest-rank value: the 95th of 100 answers, whatever their order', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(latencies, 0.95)).toBe(95);
  });

  it('is the slowest answer when there are fewer than twenty, and NaN with none', () => {
    expect(percentile([3, 40, 7], 0.95)).toBe(40);
    expect(percentile([], 0.95)).toBeNaN();
  });
});

describe("bench:server's scale", () => {
  it("runs at issue 29's size unless issue 32's is asked for", () => {
    expect(benchSizes({})).toBe(BENCH_SIZES);
    expect(benchSizes({ BENCH_SCALE: 'issue32' })).toMatchObject({
      customers: 50_000,
      classesPerWeek: 1_000,
      pastReservations: 2_000_000,
    });
    expect(benchSizes({ BENCH_SCALE: 'issue32' })).toBe(ISSUE_32_SIZES);
  });

  it('takes explicit sizes over a scale, and names the scales it knows when given another', () => {
    const sizes = { customers: 60, classesPerWeek: 30, pastReservations: 500, weeksAhead: 1, creditsEach: 3 };
    expect(benchSizes({ BENCH_SIZES: JSON.stringify(sizes), BENCH_SCALE: 'issue32' })).toEqual(sizes);
    expect(() => benchSizes({ BENCH_SCALE: 'big' })).toThrow('issue29 or issue32');
  });
});

describe("bench:server's account of what ran beside a run", () => {
  const quiet: ProcessAccount = {
    loopMaxMs: 12.4,
    gcCount: 3,
    gcTotalMs: 9.6,
    gcMaxMs: 4.2,
    cores: 0.14,
    jobs: [],
  };

  it('counts the job runs that overlapped the run, by their end and length', () => {
    const runs = [
      { name: 'ended-before', at: 999, ms: 50 },
      { name: 'ended-inside', at: 1_200, ms: 400 },
      { name: 'began-inside', at: 2_300, ms: 400 },
      { name: 'began-after', at: 2_600, ms: 100 },
    ];
    expect(overlapping(runs, 1_000, 2_000).map((run) => run.name)).toEqual(['ended-inside', 'began-inside']);
  });

  it("names each process's CPU, loop and collections, the jobs, and what PostgreSQL and the machine did", () => {
    const line = describeBeside(
      [
        { label: 'server 1', account: { ...quiet, jobs: [{ name: 'class-reminders', at: 1, ms: 251.4 }] } },
        { label: 'bench', account: quiet },
      ],
      { autovacuum: ['reservations (ended)'], checkpoints: 1 },
      { busy: 1.5, stolen: 0.25 },
    );
    expect(line).toBe(
      'machine 1.50 cores (PostgreSQL and the rest 1.22), 0.25 stolen; ' +
        'server 1 0.14 cores, loop ≤12 ms, GC 3× 10 ms (longest 4), jobs class-reminders 251 ms; ' +
        'bench 0.14 cores, loop ≤12 ms, GC 3× 10 ms (longest 4); autovacuum reservations (ended); 1 checkpoint(s)',
    );
  });
});

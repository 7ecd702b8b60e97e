// `npm run bench:server`: issue 29's numbers. On a throwaway PostgreSQL cluster (where a server
// binary exists) and on PGlite, each seeded and scaled to 5,000 customers, 300 classes a week and
// 200,000 past reservations (scaled-seed.ts), the real server runs in its own process (host.ts)
// and the parent loads it: the week's schedule at 100 requests a second and reservations by many
// customers on many classes at 20 a second, arriving at seeded random moments (paced.ts), the
// same two loads as autocannon's rate sends them (ten at once, for comparison), and 200 customers
// rushing one class with 10 places (autocannon). Every run is
// printed with the machine's load; a budget is met when every run of the series meets it. Then
// the statements behind those operations are explained and the worst plan is printed.
// A benchmark, not a test: `npm test` never runs it. BENCH_RUNS (default 5) sets the series,
// BENCH_SECONDS (10) a run's length, BENCH_BACKENDS (postgres,pglite) the databases, BENCH_PROFILE
// a folder for the server's CPU profile, BENCH_READS (e.g. mine-1,mine-40) only those reads (keys
// as in `reads` below) and nothing else: no reservations, rush or jobs (a partial run, never "met");
// with it, BENCH_JOBS=off starts no job queue beside the reads.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { mintIdToken } from '#mocks/identity-token';
import { personas } from '#mocks/personas';
import { postgresBin, startCluster, type Cluster } from '#scripts/postgres-cluster';
import type { ExplainReport, HostFacts, HostReply, HostRequest, JobRun, JobsCheck } from './protocol';
import { describeBeside, machineCores, watchProcess } from './beside';
import { paced, type PacedRequest, type PacedResult } from './paced';
import { percentile } from './percentile';
import { startProxy, type Proxy } from './proxy';
import { benchIdentity, benchSizes, weekStart } from './scaled-seed';

interface ServerBudgets {
  scheduleP95Ms: number;
  scheduleRate: number;
  reservationP95Ms: number;
  reservationRate: number;
  rushSettleMs: number;
  /** Issue 32's other reads (Mis Reservaciones, the admin's customer search, the video search). */
  readP95Ms: number;
  readRate: number;
  /** At issue 32's scale its own goals replace issue 29's. */
  issue32: Partial<ServerBudgets>;
}

const SCALE = process.env.BENCH_SCALE ?? 'issue29';
const allBudgets = (JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as { server: ServerBudgets })
  .server;
const budgets: ServerBudgets = SCALE === 'issue32' ? { ...allBudgets, ...allBudgets.issue32 } : allBudgets;
// Fails early on a BENCH_SCALE the seed does not know, before a cluster starts.
const SIZES = benchSizes(process.env);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const ONLY_READS = process.env.BENCH_READS?.split(',').filter(Boolean);
// The jobs run every minute in a full series (to show each runs once); a partial run may leave
// them out to see what they cost the reads beside them.
const JOBS = ONLY_READS && process.env.BENCH_JOBS === 'off' ? 'off' : 'on';

type Backend = 'postgres' | 'pglite';
const LABEL: Record<Backend, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The server's process, seeded and listening; `ask` sends one request and waits for its reply. */
interface Host {
  facts: HostFacts;
  ask<T extends HostReply['type']>(request: HostRequest, expect: T): Promise<Extract<HostReply, { type: T }>>;
  child: ChildProcess;
}

function startHost(env: Record<string, string>): Promise<Host> {
  const child = fork(new URL('./host.ts', import.meta.url), {
    env: { ...process.env, ...env },
    // BENCH_PROFILE=<folder>: the server's CPU profile (open it in Chrome DevTools) to see where a run's time went.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
    ],
  });
  const next = () =>
    new Promise<HostReply>((resolve, reject) => {
      const ended = (code: number | null) => reject(new Error(`the server's process ended (${code})`));
      child.once('exit', ended);
      child.once('message', (reply: HostReply) => {
        child.off('exit', ended);
        if (reply.type === 'error') reject(new Error(reply.message));
        else resolve(reply);
      });
    });
  return next().then((ready) => ({
    facts: (ready as Extract<HostReply, { type: 'ready' }>).facts,
    child,
    async ask(request, expect) {
      const reply = next();
      child.send(request);
      const answer = await reply;
      if (answer.type !== expect) throw new Error(`expected ${expect}, got ${answer.type}`);
      return answer as never;
    },
  }));
}

interface Shot {
  p95: number;
  /** From the first request out to the last answer in. */
  wallMs: number;
  statuses: Map<number, number>;
  errors: number;
  load: string;
  /** What the processes and PostgreSQL did during the run (describeBeside). */
  beside?: string;
}

function fire(options: autocannon.Options): Promise<Shot> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  // autocannon notices it is done on its next one-second tick: the last answer is what counts.
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error as Error);
      resolve({
        p95: percentile(times, 0.95),
        wallMs: lastAnswer - started,
        statuses,
        errors: result.errors + result.timeouts,
        load: load(),
      });
    });
    instance.on('response', (_client, status: number, _bytes, ms: number) => {
      times.push(ms);
      lastAnswer = performance.now();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

/** A paced load's answers as a run's figures. */
async function shotOf(run: Promise<PacedResult>): Promise<Shot> {
  const { times, statuses, errors, wallMs } = await run;
  return { p95: percentile(times, 0.95), wallMs, statuses, errors, load: load() };
}

const onlyOk = (shot: Shot) =>
  shot.errors === 0 && [...shot.statuses.keys()].every((status) => status === 200);
const statusText = (shot: Shot) =>
  [...shot.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ') + (shot.errors ? ` ${shot.errors} errors` : '');

/** A read loaded at a rate and held to a p95 budget (all of them GETs, paced). */
interface Read {
  key: string;
  name: string;
  budgetMs: number;
  rate: number;
  request(index: number): PacedRequest;
}

interface JobsResult extends JobsCheck {
  /** Runs each process finished, by job, over the whole bench. */
  runsByProcess: Array<Record<string, number>>;
  /** Each job's slowest run (ms) in any process, over the whole bench. */
  slowestMs: Record<string, number>;
  waitedMs: number;
  ok: boolean;
}

interface Series {
  reads: Record<string, Shot[]>;
  readNames: Array<Pick<Read, 'key' | 'name' | 'budgetMs' | 'rate'>>;
  reservation: Shot[];
  /** One run of each load as autocannon's rate sends it: ten requests at once (decision 059). */
  bursts: { schedule?: Shot; reservation?: Shot };
  rush: Array<Shot & { invariants: boolean; note: string }>;
  /** Each operation's statements explained on their own, so each read shows its own plan. */
  plans: Array<{ operation: string } & ExplainReport>;
  facts: HostFacts;
  /** Two processes behind the proxy: how many requests each was sent, and the jobs' check. */
  processes?: { sent: number[]; jobs?: JobsResult };
}

/**
 * The bench on `host` (the seeded process); with `proxy`, the load goes through it to every
 * process of `hosts`, and the jobs are checked across them.
 */
async function benchmark(
  backend: Backend,
  host: Host,
  proxy?: Proxy,
  hosts: Host[] = [host],
): Promise<Series> {
  const { facts } = host;
  const origin = proxy?.url ?? facts.url;
  const say = (line: string) => console.log(`[${LABEL[backend]}] ${line}`);
  say(
    `${facts.counts.customers} customers, ${facts.counts.classes} classes, ${facts.counts.reservations} reservations ` +
      `(seed ${(facts.seedMs / 1000).toFixed(1)} s, scaled in ${(facts.scaleMs / 1000).toFixed(1)} s) load ${load()}` +
      (proxy ? `; ${hosts.length} server processes behind a proxy at ${proxy.url}` : ''),
  );
  const now = new Date(facts.now);
  const token = (n: number) => `Bearer ${mintIdToken({ ...benchIdentity(n), now })}`;
  const monday = weekStart(now);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const week = `start_date=${monday.toISOString().slice(0, 10)}&end_date=${sunday.toISOString().slice(0, 10)}`;
  const scheduleRequest = (): PacedRequest => ({
    method: 'GET',
    path: `/api/single_class?${week}`,
    // As a browser asks for it: the visitor's week is sent gzip-compressed (decision 056).
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  const signedIn = (who: { uid: string; email: string }) => ({
    authorization: `Bearer ${mintIdToken({ ...who, now })}`,
  });
  const customers = facts.summary.lastCustomerId - facts.summary.firstCustomerId + 1;
  const VIDEO_WORDS = ['vinyasa', 'cycling', 'yoga', 'respiracion', 'intervalos', 'fuerza'];
  const allReads: Read[] = [
    {
      key: 'schedule',
      name: "week's schedule",
      budgetMs: budgets.scheduleP95Ms,
      rate: budgets.scheduleRate,
      request: scheduleRequest,
    },
    ...[1, 40].map((page) => ({
      key: `mine-${page}`,
      name: `Mis Reservaciones page ${page}`,
      budgetMs: budgets.readP95Ms,
      rate: budgets.readRate,
      // Ana: her history's 2,050 reservations (scaled-seed.ts) reach page 41.
      request: (): PacedRequest => ({
        method: 'GET',
        path: `/api/class_reservations?filter=all&page=${page}`,
        headers: signedIn(personas.ana),
      }),
    })),
    {
      key: 'customer-search',
      name: 'admin customer search',
      budgetMs: budgets.readP95Ms,
      rate: budgets.readRate,
      // A different customer each time, by the start of their email, as the front desk types it.
      request: (index) => ({
        method: 'GET',
        path: `/api/customer/admin/all?page=1&query=bench-${1 + ((index * 7919) % customers)}`,
        headers: signedIn(personas.admin),
      }),
    },
    {
      key: 'video-search',
      name: 'video search',
      budgetMs: budgets.readP95Ms,
      rate: budgets.readRate,
      request: (index) => ({
        method: 'GET',
        path: `/api/videos?query=${VIDEO_WORDS[index % VIDEO_WORDS.length]}`,
        headers: signedIn(personas.suscrita),
      }),
    },
  ];
  const reads = ONLY_READS ? allReads.filter((read) => ONLY_READS.includes(read.key)) : allReads;
  // Each measured run is watched in every process (the bench's too: it sends, and proxies, the load).
  const bench = watchProcess();
  async function watched(run: () => Promise<Shot>): Promise<Shot> {
    await Promise.all(hosts.map((each) => each.ask({ type: 'watch:start' }, 'watch:started')));
    bench.start();
    const machine = machineCores();
    const shot = await run();
    const own = bench.stop();
    const machineUsed = machine();
    const replies = await Promise.all(
      hosts.map((each, index) => each.ask({ type: 'watch:stop', database: index === 0 }, 'watch:stopped')),
    );
    const beside = describeBeside(
      [
        ...replies.map((reply, index) => ({ label: `server ${index + 1}`, account: reply.account })),
        { label: 'bench', account: own },
      ],
      replies[0]!.database,
      machineUsed,
    );
    return { ...shot, beside };
  }
  const readRun = (read: Read, rate: number, seconds: number, seed: number) =>
    shotOf(paced(origin, rate, seconds, seed, read.request));
  // autocannon's rate, for comparison: each second's requests leave ten at a time (decision 059).
  const scheduleBurst = (rate: number, seconds: number) =>
    fire({
      url: `${origin}${scheduleRequest().path}`,
      headers: scheduleRequest().headers,
      connections: CONNECTIONS,
      overallRate: rate,
      duration: seconds,
    });

  // Request g: customer 1 + g % loadCustomers on bookable class g % classes, a pair never repeated.
  const tokens = Array.from({ length: facts.loadCustomers }, (_, index) => token(index + 1));
  let next = 0;
  const reserveBody = () => {
    const g = next++;
    return {
      authorization: tokens[g % tokens.length]!,
      body: JSON.stringify({ single_class_id: facts.bookableClassIds[g % facts.bookableClassIds.length] }),
    };
  };
  const reserveRequest = () => {
    const { authorization, body } = reserveBody();
    return { headers: { 'content-type': 'application/json', authorization }, body };
  };
  const reservations = (amount: number, seed: number) =>
    shotOf(
      paced(origin, budgets.reservationRate, amount / budgets.reservationRate, seed, () => ({
        method: 'POST',
        path: '/api/class_reservations',
        ...reserveRequest(),
      })),
    );
  const reservationsBurst = (amount: number) =>
    fire({
      url: origin,
      connections: CONNECTIONS,
      overallRate: budgets.reservationRate,
      amount,
      requests: [
        {
          method: 'POST',
          path: '/api/class_reservations',
          setupRequest: (request) => ({ ...request, ...reserveRequest() }),
        },
      ],
    });

  // The statements are captured in the seeded process: these requests go to it, not the proxy.
  const explain = async (operation: string, send: () => Promise<unknown>) => {
    await host.ask({ type: 'plans:capture' }, 'plans:capturing');
    const sent = await send();
    if (sent instanceof Response) await sent.arrayBuffer();
    const { type: _type, ...plans } = await host.ask({ type: 'plans:explain' }, 'plans:explained');
    series.plans.push({ operation, ...plans });
  };
  async function explainReads(done: Series) {
    for (const read of reads) {
      const { path, headers } = read.request(0);
      await explain(read.name, () => fetch(`${facts.url}${path}`, { headers }));
    }
    return done;
  }
  // The scheduled jobs' statements too: a job reading the whole history would slow every read.
  async function explainJobs(done: Series) {
    for (const name of facts.jobNames) {
      await explain(`job ${name}`, () => host.ask({ type: 'jobs:run', name }, 'jobs:done'));
    }
    return done;
  }

  say('warming up');
  for (const read of reads) await readRun(read, read.rate / 2, 3, 0);
  if (!ONLY_READS) await reservations(20, 0);

  const series: Series = {
    reads: Object.fromEntries(reads.map((read) => [read.key, []])),
    readNames: reads.map(({ key, name, budgetMs, rate }) => ({ key, name, budgetMs, rate })),
    reservation: [],
    bursts: {},
    rush: [],
    plans: [],
    facts,
  };
  for (const read of reads) {
    for (let run = 1; run <= RUNS; run += 1) {
      const shot = await watched(() => readRun(read, read.rate, SECONDS, run));
      series.reads[read.key]!.push(shot);
      say(
        `${read.name} run ${run}: p95 ${shot.p95.toFixed(1)} ms at ${read.rate}/s (${statusText(shot)}) load ${shot.load}` +
          ` · ${shot.beside}`,
      );
    }
  }
  if (ONLY_READS) {
    if (proxy) series.processes = { sent: [...proxy.sent] };
    return explainJobs(await explainReads(series));
  }
  for (let run = 1; run <= RUNS; run += 1) {
    const shot = await watched(() => reservations(budgets.reservationRate * SECONDS, run));
    series.reservation.push(shot);
    say(
      `reservation run ${run}: p95 ${shot.p95.toFixed(1)} ms at ${budgets.reservationRate}/s (${statusText(shot)}) load ${shot.load}` +
        ` · ${shot.beside}`,
    );
  }
  // For comparison only (no budget): the same loads as autocannon's rate sends them.
  series.bursts.schedule = await scheduleBurst(budgets.scheduleRate, SECONDS);
  series.bursts.reservation = await reservationsBurst(budgets.reservationRate * SECONDS);
  say(
    `ten at once (autocannon's rate, no budget): schedule p95 ${series.bursts.schedule.p95.toFixed(1)} ms, ` +
      `reservation p95 ${series.bursts.reservation.p95.toFixed(1)} ms load ${series.bursts.reservation.load}`,
  );
  const rushTokens = Array.from({ length: facts.rushCustomers }, (_, index) =>
    token(facts.loadCustomers + index + 1),
  );
  for (let run = 1; run <= RUNS; run += 1) {
    const { classId } = await host.ask({ type: 'rush:prepare' }, 'rush:prepared');
    let person = 0;
    const shot = await fire({
      url: origin,
      connections: facts.rushCustomers,
      amount: facts.rushCustomers,
      requests: [
        {
          method: 'POST',
          path: '/api/class_reservations',
          setupRequest: (request) => {
            const index = person++;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: rushTokens[index % rushTokens.length]!,
              },
              body: JSON.stringify({ single_class_id: classId, spot: (index % 12) + 1 }),
            };
          },
        },
      ],
    });
    const check = await host.ask({ type: 'rush:check', classId }, 'rush:checked');
    const won = shot.statuses.get(200) ?? 0;
    const refusedRight = [...shot.statuses].every(([status]) => [200, 409, 412].includes(status));
    const invariants =
      shot.errors === 0 &&
      refusedRight &&
      won === facts.rushPlaces &&
      check.active === facts.rushPlaces &&
      check.spots === facts.rushPlaces &&
      check.spent === check.active &&
      check.outsiders === 0;
    const note = `${check.active} reserved, ${check.spots} spots, ${check.spent} credits spent (${statusText(shot)})`;
    series.rush.push({ ...shot, invariants, note });
    say(
      `rush run ${run}: settled in ${Math.round(shot.wallMs)} ms, ${note} ${invariants ? 'ok' : 'BROKEN'} load ${shot.load}`,
    );
  }

  if (proxy) series.processes = { sent: [...proxy.sent] };
  if (hosts.every((each) => each.facts.jobs)) series.processes!.jobs = await jobsOnce(host, hosts, say);

  await explainReads(series);
  const { authorization, body } = reserveBody();
  await explain('reservation', () =>
    fetch(`${facts.url}/api/class_reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body,
    }),
  );
  return explainJobs(series);
}

/** Longest wait for a job run that ends after the due case was written (cron ticks each minute). */
const JOBS_WAIT_MS = 150_000;

/**
 * Jobs run once across the processes: a due case is written (a penalty to give, a reminder to
 * write), then the bench waits until both cron jobs have finished a run after it in some process,
 * and reads the rows they write: one penalty, one reminder, no mail written twice.
 */
async function jobsOnce(host: Host, hosts: Host[], say: (line: string) => void): Promise<JobsResult> {
  const { type: _type, ...due } = await host.ask({ type: 'jobs:due' }, 'jobs:due-written');
  const started = Date.now();
  const waiting = ['no-show-penalties', 'class-reminders'];
  let runs: JobRun[][] = [];
  while (Date.now() - started < JOBS_WAIT_MS) {
    runs = await Promise.all(
      hosts.map(async (each) => (await each.ask({ type: 'jobs:runs' }, 'jobs:ran')).runs),
    );
    const after = runs.flat().filter((run) => run.at > due.at);
    if (waiting.every((name) => after.some((run) => run.name === name))) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const waitedMs = Date.now() - started;
  const { type: _checked, ...check } = await host.ask({ type: 'jobs:check', due }, 'jobs:checked');
  const runsByProcess = runs.map((list) =>
    list.reduce<Record<string, number>>(
      (counts, run) => ({ ...counts, [run.name]: (counts[run.name] ?? 0) + 1 }),
      {},
    ),
  );
  const slowestMs = runs
    .flat()
    .reduce<Record<string, number>>(
      (slowest, run) => ({ ...slowest, [run.name]: Math.max(slowest[run.name] ?? 0, Math.round(run.ms)) }),
      {},
    );
  const ok = check.penalties === 1 && check.reminders === 1 && check.duplicateMails === 0;
  say(
    `jobs on ${hosts.length} processes: after ${(waitedMs / 1000).toFixed(0)} s, ${check.penalties} penalty, ` +
      `${check.reminders} reminder for the due case, ${check.duplicateMails} mails written twice of ${check.mails}; ` +
      `runs by process ${JSON.stringify(runsByProcess)}; slowest run by job (ms) ${JSON.stringify(slowestMs)} ` +
      `${ok ? 'ok' : 'BROKEN'}`,
  );
  return { ...check, runsByProcess, slowestMs, waitedMs, ok };
}

/** Server processes behind the proxy on PostgreSQL (BENCH_PROCESSES, default 2). */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);

async function onPostgres(bin: string): Promise<Series> {
  let cluster: Cluster | undefined;
  const hosts: Host[] = [];
  let proxy: Proxy | undefined;
  try {
    cluster = await startCluster(bin);
    const DATABASE_URL = await cluster.createDatabase('bench');
    const first = await startHost({ DATABASE_URL, BENCH_JOBS: JOBS });
    hosts.push(first);
    // The others share the seeded database: they seed nothing and are told what the seed built.
    for (let index = 1; index < PROCESSES; index += 1)
      hosts.push(
        await startHost({
          DATABASE_URL,
          BENCH_JOBS: JOBS,
          BENCH_SUMMARY: JSON.stringify(first.facts.summary),
        }),
      );
    proxy = await startProxy(hosts.map((each) => each.facts.url));
    return await benchmark('postgres', first, proxy, hosts);
  } finally {
    await proxy?.close();
    // The seeded process closes last: the others' pools and job queues end first.
    for (const each of [...hosts].reverse())
      await each.ask({ type: 'close' }, 'closed').catch(() => each.child.kill());
    cluster?.stop();
  }
}

async function onPglite(): Promise<Series> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-pglite-'));
  let host: Host | undefined;
  try {
    host = await startHost({ PGLITE_DIR: join(dir, 'data') });
    return await benchmark('pglite', host);
  } finally {
    await host?.ask({ type: 'close' }, 'closed').catch(() => host?.child.kill());
    rmSync(dir, { recursive: true, force: true });
  }
}

function worst<T extends Shot>(shots: T[], figure: (shot: T) => number): T | undefined {
  return shots.length ? shots.reduce((a, b) => (figure(b) > figure(a) ? b : a)) : undefined;
}

/** A series BENCH_READS left out: shown as not run, never met. */
const NOT_RUN = { text: '- (not run: BENCH_READS)', met: false };

function report(results: Partial<Record<Backend, Series>>): { met: boolean; budgetsMet: boolean } {
  const backends = (Object.keys(results) as Backend[]).filter((backend) => results[backend]);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const rows: Array<{
    name: string;
    budget: string;
    /** A figure shown for comparison, held to no budget. */
    info?: boolean;
    cell(series: Series): { text: string; met: boolean };
  }> = [
    // Every backend loads the same reads: the first series names them.
    ...results[backends[0]!]!.readNames.map((read) => ({
      name: `${read.name} p95 at ${read.rate}/s`,
      budget: `≤ ${read.budgetMs} ms`,
      cell: ({ reads }: Series) => {
        const shots = reads[read.key]!;
        const shot = worst(shots, (s) => s.p95);
        if (!shot) return NOT_RUN;
        const met = shots.every((s) => s.p95 <= read.budgetMs && onlyOk(s));
        return {
          text: `${ms(shot.p95)} (load ${shot.load}${onlyOk(shot) ? '' : `; ${statusText(shot)}`})`,
          met,
        };
      },
    })),
    {
      name: `reservation p95 at ${budgets.reservationRate}/s`,
      budget: `≤ ${budgets.reservationP95Ms} ms`,
      cell: ({ reservation }) => {
        const shot = worst(reservation, (s) => s.p95);
        if (!shot) return NOT_RUN;
        const met = reservation.every((s) => s.p95 <= budgets.reservationP95Ms && onlyOk(s));
        return { text: `${ms(shot.p95)} (load ${shot.load})`, met };
      },
    },
    ...(['schedule', 'reservation'] as const).map((load) => ({
      name: `${load === 'schedule' ? "week's schedule" : 'reservation'} p95, ten at once`,
      budget: '(autocannon, no budget)',
      info: true,
      cell: ({ bursts }: Series) => {
        const shot = bursts[load];
        return { text: shot ? `${ms(shot.p95)} (load ${shot.load})` : '-', met: true };
      },
    })),
    {
      name: 'rush 200 on 10 places settles',
      budget: `≤ ${budgets.rushSettleMs} ms, exactly 10`,
      cell: ({ rush }) => {
        const shot = worst(rush, (s) => s.wallMs);
        if (!shot) return NOT_RUN;
        const met = rush.every((s) => s.wallMs <= budgets.rushSettleMs && s.invariants);
        const broken = rush.filter((s) => !s.invariants).length;
        return {
          text: `${Math.round(shot.wallMs)} ms (load ${shot.load})${broken ? `, ${broken} runs broke the invariants` : ''}`,
          met,
        };
      },
    },
    {
      name: 'requests sent to each process',
      budget: '(proxy, in turn)',
      info: true,
      cell: ({ processes }) => ({ text: processes ? processes.sent.join(' / ') : 'one process', met: true }),
    },
    {
      name: 'a due job runs once',
      budget: '1 penalty, 1 reminder',
      cell: ({ processes }) => {
        const jobs = processes?.jobs;
        if (!jobs) return { text: '- (no jobs in this run)', met: true };
        return {
          text: `${jobs.penalties} penalty, ${jobs.reminders} reminder, ${jobs.duplicateMails} mails twice; runs ${jobs.runsByProcess
            .map((runs) => Object.values(runs).reduce((a, b) => a + b, 0))
            .join(' / ')}`,
          met: jobs.ok,
        };
      },
    },
  ];
  console.log(`\nWorst of ${RUNS} runs each (load = 1/5/15-minute load average when that run ended):`);
  const head = ['', ...backends.map((backend) => LABEL[backend]), 'budget'];
  const table = [
    head,
    ...rows.map((row) => [
      row.name,
      ...backends.map((b) => {
        const { text, met } = row.cell(results[b]!);
        return `${row.info ? '·' : met ? '✓' : '✗'} ${text}`;
      }),
      row.budget,
    ]),
  ];
  const widths = head.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  for (const line of table) console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

  for (const backend of backends) {
    for (const plans of results[backend]!.plans) {
      // A big table read whole is a scan whose cost grows with the whole history (or customer base).
      console.log(
        `\n${LABEL[backend]}, ${plans.operation}: ${plans.statements} statements explained; ` +
          `big tables read whole: ${plans.seqScans.length ? `${plans.seqScans.join(', ')} (GROWS WITH THE TABLE)` : 'none'}`,
      );
      if (plans.worst) {
        console.log(
          `its worst plan${plans.worst.executionMs !== undefined ? ` (${plans.worst.executionMs.toFixed(2)} ms)` : ''}: ${plans.worst.query.slice(0, 300)}`,
        );
        for (const line of plans.worst.lines) console.log(`  ${line}`);
      }
    }
  }
  const postgres = results.postgres;
  const budgetsMet = Boolean(postgres) && rows.every((row) => row.info || row.cell(postgres!).met);
  return { budgetsMet, met: budgetsMet && postgres!.plans.every((plans) => plans.seqScans.length === 0) };
}

async function main(): Promise<void> {
  console.log(
    `bench:server at ${SCALE}'s scale (${SIZES.customers} customers, ${SIZES.classesPerWeek} classes a week, ` +
      `${SIZES.pastReservations} past reservations), ${RUNS} runs of ${SECONDS} s; machine load ${load()}`,
  );
  const results: Partial<Record<Backend, Series>> = {};
  const only = process.env.BENCH_BACKENDS?.split(',');
  const bin = postgresBin();
  if (!bin) console.log('No PostgreSQL server binary (/usr/lib/postgresql/*/bin): PGlite only.');
  else if (!only || only.includes('postgres')) results.postgres = await onPostgres(bin);
  if (!only || only.includes('pglite')) results.pglite = await onPglite();
  const { met, budgetsMet } = report(results);
  console.log(
    met
      ? '\nPostgreSQL meets every budget.'
      : budgetsMet
        ? '\nPostgreSQL meets every budget, but reads a table of 1,000 rows or more whole (see above).'
        : '\nNot every budget is met on PostgreSQL (see ✗ above).',
  );
  process.exitCode = met ? 0 : 1;
}

await main();

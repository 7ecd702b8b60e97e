import type { DatabaseAccount, ProcessAccount } from './beside';

/** What the bench (main.ts) and the server's process (host.ts) say to each other over IPC. */

export interface HostFacts {
  /** The server's base URL (the API is under /api). */
  url: string;
  kind: 'pglite' | 'postgres';
  /** The pinned clock: tokens are minted at this instant. */
  now: string;
  /** Generated customer n (from 1) has id firstCustomerId + n - 1 and signs in as bench-<n>. */
  firstCustomerId: number;
  /** Customers 1..loadCustomers reserve in the load runs; the next rushCustomers rush. */
  loadCustomers: number;
  rushCustomers: number;
  rushPlaces: number;
  /** Generated classes open for booking at `now`, in id order. */
  bookableClassIds: number[];
  counts: { customers: number; classes: number; reservations: number };
  seedMs: number;
  scaleMs: number;
  /** What the seed built (a second process is given it instead of seeding again). */
  summary: { firstCustomerId: number; lastCustomerId: number; classesAfterId: number };
  /** Whether this process runs the scheduled jobs (pg-boss, every minute for the bench). */
  jobs: boolean;
  /** The studio's scheduled jobs, which `jobs:run` runs once each to explain their statements. */
  jobNames: string[];
}

/** A due case for the jobs: ilimitada's three no-shows and a reservation of Ana's tomorrow. */
export interface DueCase {
  penalizedCustomerId: number;
  remindedReservationId: number;
  /** When it was written: only runs that end after it count. */
  at: number;
}

export interface JobsCheck {
  /** Penalties the due no-shows earned. */
  penalties: number;
  /** Reminder mails written for the due reservation. */
  reminders: number;
  /** Mail event keys written more than once (any job, any customer). */
  duplicateMails: number;
  mails: number;
}

export interface ExplainReport {
  statements: number;
  worst?: { query: string; executionMs?: number; seqScans: string[]; lines: string[] };
  /** Big tables some statement read whole. */
  seqScans: string[];
}

export type HostRequest =
  | { type: 'rush:prepare' }
  | { type: 'rush:check'; classId: number }
  | { type: 'plans:capture' }
  | { type: 'plans:explain' }
  | { type: 'jobs:due' }
  | { type: 'jobs:runs' }
  | { type: 'jobs:check'; due: DueCase }
  | { type: 'jobs:run'; name: string }
  | { type: 'watch:start' }
  /** `database`: also what PostgreSQL did (asked of one process: they share the database). */
  | { type: 'watch:stop'; database: boolean }
  | { type: 'close' };

export type HostReply =
  | { type: 'ready'; facts: HostFacts }
  | { type: 'rush:prepared'; classId: number }
  | { type: 'rush:checked'; active: number; spots: number; spent: number; outsiders: number }
  | { type: 'plans:capturing' }
  | ({ type: 'plans:explained' } & ExplainReport)
  | ({ type: 'jobs:due-written' } & DueCase)
  | { type: 'jobs:ran'; runs: JobRun[] }
  | ({ type: 'jobs:checked' } & JobsCheck)
  | { type: 'jobs:done' }
  | { type: 'watch:started' }
  | { type: 'watch:stopped'; account: ProcessAccount; database?: DatabaseAccount }
  | { type: 'closed' }
  | { type: 'error'; message: string };

/** A job's finished run in a server process: when it ended, and how long it took. */
export interface JobRun {
  name: string;
  at: number;
  ms: number;
}

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
  | { type: 'close' };

export type HostReply =
  | { type: 'ready'; facts: HostFacts }
  | { type: 'rush:prepared'; classId: number }
  | { type: 'rush:checked'; active: number; spots: number; spent: number; outsiders: number }
  | { type: 'plans:capturing' }
  | ({ type: 'plans:explained' } & ExplainReport)
  | { type: 'closed' }
  | { type: 'error'; message: string };

/**
 * Requests held open until a test lets them go. MSW answers `/api` inside the page (its service
 * worker hands each request to the page's handlers), so Playwright's `page.route` never sees
 * them: a double click's second press can only be sure to land while the first write runs if
 * the mock itself keeps that write waiting. Nothing here depends on time: a hold waits for its
 * release, however fast or slow the machine is.
 */

/** Which requests a hold takes: any of `methods`, on a pathname matching `path` (a RegExp source). */
export interface HoldMatch {
  methods: string[];
  path: string;
}

interface Signal {
  promise: Promise<void>;
  fire: () => void;
}

function signal(): Signal {
  let fire: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

interface Hold {
  methods: Set<string>;
  path: RegExp;
  /** Matching requests seen since the hold was set, the held one included. */
  seen: number;
  /** Set once the test let the held request go (even before one came: then none is held). */
  released: boolean;
  arrived: Signal;
  release: Signal;
}

const holds = new Map<number, Hold>();
let lastId = 0;

/** Holds the next request that matches until `releaseHold(id)`; later ones pass and are counted. */
export function holdNext(match: HoldMatch): number {
  lastId += 1;
  holds.set(lastId, {
    methods: new Set(match.methods.map((method) => method.toUpperCase())),
    path: new RegExp(match.path),
    seen: 0,
    released: false,
    arrived: signal(),
    release: signal(),
  });
  return lastId;
}

function holdOf(id: number): Hold {
  const hold = holds.get(id);
  if (!hold) throw new Error(`No request hold ${id}: set one with holdNext first.`);
  return hold;
}

/** Resolves once the first matching request has reached the mocks and is waiting there. */
export const holdArrived = (id: number): Promise<void> => holdOf(id).arrived.promise;

/** How many matching requests reached the mocks since the hold was set. */
export const holdCount = (id: number): number => holdOf(id).seen;

/** Whether the held request is still waiting (it arrived and was not let go). */
export const holdPending = (id: number): boolean => {
  const hold = holdOf(id);
  return hold.seen > 0 && !hold.released;
};

/** Lets the held request go on to its handler. */
export function releaseHold(id: number): void {
  const hold = holdOf(id);
  hold.released = true;
  hold.release.fire();
}

/** Lets every held request go and forgets the holds (QA's reset, a test's clean-up). */
export function releaseAllHolds(): void {
  for (const id of holds.keys()) releaseHold(id);
  holds.clear();
}

/**
 * Called for every `/api` request before its handler: counts it against each hold it matches and,
 * for the first one a hold meets, waits until the test releases it.
 */
export async function waitIfHeld(request: Request): Promise<void> {
  const pathname = new URL(request.url).pathname;
  for (const hold of holds.values()) {
    if (!hold.methods.has(request.method) || !hold.path.test(pathname)) continue;
    hold.seen += 1;
    if (hold.seen > 1) continue;
    hold.arrived.fire();
    await hold.release.promise;
  }
}

import { Agent, request as send } from 'node:http';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  /** Each answer's latency, from the moment its request was due (a late sender counts against it). */
  times: number[];
  statuses: Map<number, number>;
  errors: number;
  /** From the first request out to the last answer in. */
  wallMs: number;
}

/** A seeded generator (mulberry32): the same arrival moments on every run and every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `rate` requests a second for `seconds`, arriving at random moments (a Poisson process, seeded)
 * whatever the answers do, as independent browsers would: an open loop. autocannon's `overallRate`
 * is a closed loop that sends each connection's share of a second back to back at the second's
 * start, so at "20 a second" over 10 connections it measured 10 requests at once (decision 059).
 * Connections are kept alive and reused, opened only when every open one is busy.
 */
export async function paced(
  origin: string,
  rate: number,
  seconds: number,
  seed: number,
  next: (index: number) => PacedRequest,
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const random = seeded(seed);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  let lastAnswer = started;
  let due = started;
  const answers: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    due += (-Math.log(1 - random()) / rate) * 1000;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { method, path, headers, body } = next(index);
    const sent = due;
    answers.push(
      new Promise<void>((resolve) => {
        const call = send(`${origin}${path}`, { method, headers, agent }, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            lastAnswer = performance.now();
            times.push(lastAnswer - sent);
            statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        });
        call.on('error', () => {
          errors += 1;
          resolve();
        });
        call.end(body);
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  return { times, statuses, errors, wallMs: lastAnswer - started };
}

import { Agent, createServer, request as send } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The small local proxy in front of the bench's server processes (decision 073): Node's own http,
 * each request to the next process in turn. A load balancer's other work (health checks, retries,
 * TLS) is not what the bench measures, so a package would add a dependency and nothing measured.
 */

/** The next target each call, in turn, starting from the first. */
export function roundRobin<T>(targets: readonly T[]): () => T {
  if (targets.length === 0) throw new Error('a proxy needs at least one target');
  let next = 0;
  return () => {
    const target = targets[next]!;
    next = (next + 1) % targets.length;
    return target;
  };
}

export interface Proxy {
  url: string;
  /** Requests sent to each target, in the targets' order. */
  sent: number[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 and passes each request, body and answer streamed, to the next target. */
export async function startProxy(targets: readonly string[]): Promise<Proxy> {
  const choose = roundRobin(targets.map((origin, index) => ({ url: new URL(origin), index })));
  // Kept-alive connections to the processes, as a proxy keeps its upstream pool.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const sent = targets.map(() => 0);
  const server = createServer((incoming, outgoing) => {
    const target = choose();
    sent[target.index]! += 1;
    const upstream = send(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  // The rush opens 200 connections at once.
  server.maxConnections = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

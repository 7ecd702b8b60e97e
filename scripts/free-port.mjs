// The one way the scripts choose a port for a server they start (test runs, benches, the throwaway
// PostgreSQL). Not the kernel's `listen(0)`: that answers a port of the ephemeral range, which any
// outgoing connection may take as its own before the server binds it, and two calls may answer
// the same port. Here: a random port below that range (20000–32767), free when probed, and never
// one this process has already handed out, including the ports a server takes after its own (the
// Auth emulator's hub and logging). Concurrent runs of scripts pick from 12,768 ports at random.
import { createServer } from 'node:net';

const LOW = 20_000;
const HIGH = 32_768;
const handed = new Set();

const isFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

/** A free port, with the `after` ports that follow it free too (and kept for the caller). */
export async function freePort(after = 0) {
  for (;;) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW - after));
    const run = Array.from({ length: after + 1 }, (_, offset) => port + offset);
    if (run.some((one) => handed.has(one))) continue;
    if ((await Promise.all(run.map(isFree))).every(Boolean)) {
      for (const one of run) handed.add(one);
      return port;
    }
  }
}

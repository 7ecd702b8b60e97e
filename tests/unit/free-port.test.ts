// @vitest-environment node
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '#scripts/free-port.mjs';

/**
 * Issue 35: a live run chose `npm start`'s Auth emulator port with `listen(0)` while the shared
 * emulator already held it (as its logging port); `npm start` moved to another port and the test,
 * still talking to the first, failed. One allocator now hands out every port a run starts.
 */
const LOW = 20_000;
const SPAN = 12_768;
/** Math.random answering so that freePort's pick is `port` (its range starts at 20000). */
const picking = (port: number, after = 0) => (port - LOW + 0.5) / (SPAN - after);

const listening = (port: number) =>
  new Promise<Server>((done, fail) => {
    const server = createServer()
      .once('error', fail)
      .listen(port, () => done(server));
  });

afterEach(() => vi.restoreAllMocks());

describe('freePort', () => {
  it('skips a port a server already listens on, and the runs that would cover it', async () => {
    const busy = await freePort();
    const server = await listening(busy + 100);
    try {
      const random = vi.spyOn(Math, 'random');
      // First the busy port itself, then a run of three whose last port is busy, then a free one.
      random
        .mockReturnValueOnce(picking(busy + 100, 2))
        .mockReturnValueOnce(picking(busy + 98, 2))
        .mockReturnValueOnce(picking(busy + 200, 2));
      expect(await freePort(2)).toBe(busy + 200);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('never hands out a port twice, nor one inside a run it handed out', async () => {
    const run = await freePort(2);
    const random = vi.spyOn(Math, 'random');
    random
      .mockReturnValueOnce(picking(run))
      .mockReturnValueOnce(picking(run + 1))
      .mockReturnValueOnce(picking(run + 2))
      .mockReturnValueOnce(picking(run + 3));
    expect(await freePort()).toBe(run + 3);
  });

  it('answers ports below the ephemeral range, where no outgoing connection takes them', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(20);
    expect(ports.filter((port) => port < LOW || port >= 32_768)).toEqual([]);
  });
});

export { freePort } from './free-port.mjs';
/** Serves `dir` on `port` (each `mounts` prefix from its own folder); resolves with its stop function. */
export function serveStatic(
  dir: string,
  port: number,
  mounts?: Record<string, string>,
): Promise<() => Promise<void>>;

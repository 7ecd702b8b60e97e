import { http } from 'msw';
import { server } from '#mocks/node';

/**
 * Holds the mock API's answer to every `GET` of `path` (an msw path) until `release()`: what a
 * slow or hung server looks like, without waiting on a clock. `asked` settles when the first
 * request arrives. Once released, the seed's own handler answers (this one returns nothing).
 */
export function holdGet(path: string): { asked: Promise<void>; release(): void } {
  let arrived: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(path, async () => {
      arrived();
      await released;
    }),
  );
  return { asked, release };
}

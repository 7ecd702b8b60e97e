// `npm run bench`'s static server: a built folder served with gzip (what a CDN does), long-lived
// caching for hashed assets and the SPA fallback to index.html.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeOf } from './content-types.mjs';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export { freePort } from './free-port.mjs';

/**
 * Serves `dir` on `port` (and each `mounts` prefix from its own folder); resolves with a function
 * that stops it.
 */
export function serveStatic(dir, port, mounts = {}) {
  const cache = new Map();
  const load = (file) => {
    if (!cache.has(file)) {
      const body = readFileSync(file);
      cache.set(file, { body, gzip: COMPRESSIBLE.has(extname(file)) ? gzipSync(body, { level: 9 }) : null });
    }
    return cache.get(file);
  };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const mount = Object.keys(mounts).find((prefix) => path.startsWith(prefix));
    let file = mount ? join(mounts[mount], path.slice(mount.length)) : join(dir, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const { body, gzip } = load(file);
    const gzipOk = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.setHeader('Content-Type', contentTypeOf(file));
    res.setHeader(
      'Cache-Control',
      path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (gzipOk) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(gzipOk ? gzip : body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(done)))),
  );
}

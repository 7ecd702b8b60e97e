// Serves a live build as a host should (docs/deployment.md): the headers the build wrote in
// security-headers.json on every answer, Cache-Control by path, index.html for the app's routes.
// `npx tsx scripts/serve-live.ts <dist folder> <port>`; the live end-to-end run uses it.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { cacheControlFor } from '#src/domain/security-headers';
import { contentTypeOf } from './content-types.mjs';

const [dir = 'dist', portArg = '4180'] = process.argv.slice(2);
const headers = (
  JSON.parse(await readFile(join(dir, 'security-headers.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >
)['/*']!;
async function fileFor(path: string): Promise<{ body: Buffer; path: string } | null> {
  const safe = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  try {
    return { body: await readFile(join(dir, safe)), path };
  } catch {
    // An app route (no file extension) answers index.html; a missing asset is a 404.
    if (extname(path) !== '' || path.startsWith('/assets/')) return null;
    return { body: await readFile(join(dir, 'index.html')), path: '/index.html' };
  }
}

createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  void fileFor(path === '/' ? '/index.html' : path).then((file) => {
    if (!file) {
      response.writeHead(404, headers).end('Not found');
      return;
    }
    response.writeHead(200, {
      ...headers,
      'Content-Type': contentTypeOf(file.path),
      'Cache-Control': cacheControlFor(file.path),
    });
    response.end(file.body);
  });
}).listen(Number(portArg), () => console.log(`Live build ${dir} on http://localhost:${portArg}`));

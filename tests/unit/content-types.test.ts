// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { freePort, serveStatic } from '#scripts/bench-serve.mjs';
import { CONTENT_TYPES, contentTypeOf } from '#scripts/content-types.mjs';

/**
 * Issue 35: the MIME table was written twice (bench-serve.mjs, serve-live.ts; a third in
 * check-live-pwa.mjs) and the copies had drifted: the bench served source maps as bytes, the live
 * server images it did not list. One table now, content-types.mjs, which every server reads.
 */
describe('the content types the local servers send', () => {
  it('come from one table: no other script writes its own', () => {
    const scripts = readdirSync('scripts').filter((name) => /\.(mjs|ts)$/.test(name));
    const withTable = scripts.filter((name) =>
      /['"]\.webmanifest['"]\s*:/.test(readFileSync(join('scripts', name), 'utf8')),
    );
    expect(withTable).toEqual(['content-types.mjs']);
    expect(readFileSync('scripts/bench-serve.mjs', 'utf8')).toContain("from './content-types.mjs'");
    for (const name of ['serve-live.ts', 'check-live-pwa.mjs'])
      expect(readFileSync(join('scripts', name), 'utf8')).toContain("from './content-types.mjs'");
  });

  it('name what a build holds, and bytes for the rest', () => {
    expect(contentTypeOf('/assets/app-1a2b.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/assets/app-1a2b.js.map')).toBe('application/json');
    expect(contentTypeOf('/manifest.webmanifest')).toBe('application/manifest+json');
    expect(contentTypeOf('/pwa-192.png')).toBe('image/png');
    expect(contentTypeOf('/photo.webp')).toBe('image/webp');
    expect(contentTypeOf('/archive.zip')).toBe('application/octet-stream');
    expect(Object.keys(CONTENT_TYPES)).toEqual(expect.arrayContaining(['.html', '.css', '.woff2', '.ico']));
  });

  describe("the bench's static server", () => {
    let dir = '';
    let port = 0;
    let stop: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'content-types-'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html>');
      writeFileSync(join(dir, 'app.js.map'), '{}');
      writeFileSync(join(dir, 'photo.webp'), 'webp');
      port = await freePort();
      stop = await serveStatic(dir, port);
    });
    afterAll(async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('answers with the table’s types (a source map as JSON)', async () => {
      // The suite's mock server refuses unknown requests; this one goes to the real local server.
      server.use(http.get(`http://127.0.0.1:${port}/*`, () => passthrough()));
      const typeOf = async (path: string) =>
        (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('content-type');
      expect(await typeOf('/app.js.map')).toBe('application/json');
      expect(await typeOf('/photo.webp')).toBe('image/webp');
      expect(await typeOf('/calendario')).toBe('text/html; charset=utf-8');
    });
  });
});

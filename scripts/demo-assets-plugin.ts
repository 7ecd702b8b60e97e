import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import { contentTypeOf } from './content-types.mjs';

const PREFIX = '/mock-assets/';
const FOLDER = 'mocks/public/mock-assets';

/**
 * The demo studio's pictures (logo, backgrounds, the video player): the seed's configuration names
 * them under /mock-assets/, which mock builds carry in their public folder. `npm start` runs the
 * app in live mode on Vite's dev server against a server seeded with that studio, so this serves
 * them there too; a live build never holds them.
 */
export const demoAssets = (): Plugin => ({
  name: 'studio-demo-assets',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (!path.startsWith(PREFIX)) return next();
      const file = join(
        FOLDER,
        normalize(decodeURIComponent(path.slice(PREFIX.length))).replace(/^(\.\.[/\\])+/, ''),
      );
      readFile(file).then(
        (body) => {
          response.writeHead(200, { 'Content-Type': contentTypeOf(file) });
          response.end(body);
        },
        () => next(),
      );
    });
  },
});

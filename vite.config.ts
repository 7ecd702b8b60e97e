/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VitePWA } from 'vite-plugin-pwa';
import { cspBuildPlugin } from './scripts/csp-build-plugin';
import { demoAssets } from './scripts/demo-assets-plugin';
import { BootLoading } from './src/app/boot-loading';
import { commonStrings } from './src/i18n/es/common';
import { initialChunkGroups, type ScreenBundle } from './scripts/initial-chunks';
import { cspOptionsFromEnv, liveBuildHeaders } from './src/domain/security-headers';
import { BOOT_CACHE_KEY } from './src/config/boot-cache';
import { SESSION_HINT_KEY } from './src/identity/session-hint';
import { studioThemeCss } from './scripts/theme-css-plugin';

// The path aliases of tsconfig.json (`#src/…`, `#machines/…`, `#scripts/…`), for Vite and Vitest.
const aliases = ['src', 'machines', 'mocks', 'tests', 'scripts', 'server'].map((folder) => ({
  find: new RegExp(`^#${folder}/`),
  replacement: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
}));

// React Router 7 exports only its development build, whose warnings stay on in production
// (remix-run/react-router#12532, #14102); a build takes the production one it ships beside it, the
// same code with them off, so the minifier drops them. Vitest and the dev server keep the warnings.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// Live builds request what start-up waits for (the app configuration and the content pages,
// src/app/boot.tsx) with the HTML, in parallel with the JavaScript (decision 029); the app's own
// requests reuse the answers. The URL is the API client's (`VITE_API_URL`, else /api).
const BOOT_READS = ['/appconfig', '/pages'];
const preloadBootReads = (apiUrl: string | undefined): Plugin => ({
  name: 'studio-preload-boot-reads',
  transformIndexHtml: () =>
    BOOT_READS.map((path) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `${apiUrl || '/api'}${path}` },
      injectTo: 'head-prepend' as const,
    })),
});

// index.html shows the start-up screen before any script runs (its CSS is the entry's, linked in
// the head), so the first paint does not wait for the JavaScript; the app replaces it. (The
// strings' own file, not the whole es.ts, keeps Vite's config loader to a few files.)
const bootShell = (): Plugin => ({
  name: 'studio-boot-shell',
  transformIndexHtml: (html) =>
    html.replace(
      '<div id="root"></div>',
      `<div id="root">${renderToStaticMarkup(createElement(BootLoading, { label: commonStrings.app.loading }))}</div>`,
    ),
});

// The pages most visitors land on (issue 16), each one chunk beyond the first load, in order (a
// module both use goes to the first): the landing with its lazy sections, the week calendar (of
// /calendario, the landing's schedule and /mystudio), then the rest of /calendario (decision 040).
const LANDING_SCREENS: ScreenBundle[] = [
  // Chakra's runtime, Emotion and the theme system, fetched by the first screen that uses Chakra
  // (decision 042): the landing does not, so a visitor of / never downloads it.
  { name: 'chakra', root: 'src/app/chakra-provider.tsx' },
  {
    name: 'landing',
    root: 'src/features/landing/landing-route.tsx',
    dynamicDepth: 1,
    path: '/',
    // Sections come when they come near (the packages' cards with Chakra, the week calendar
    // plain); the announcements' sanitiser (DOMPurify, 8.7 KB) would be a third of the chunk.
    ownChunks: [
      'src/features/landing/announcements-section.tsx',
      'src/features/landing/packages-section.tsx',
      'src/features/landing/schedule-section.tsx',
    ],
  },
  { name: 'calendar', root: 'src/ui/calendar/studio-calendar.tsx' },
  { name: 'calendar-page', root: 'src/features/calendar/public-calendar-route.tsx', path: '/calendario' },
  // What makes the plain sign-in dialog modal (Zag's focus trap and aria-hidden, decision 097),
  // fetched with that dialog: before the modals, which share it, so it is not theirs.
  { name: 'modality', root: 'src/ui/plain/modality.ts' },
  // The calendar's modals (sign-in, terms, reserve with its spot map, cancel, leave a waitlist),
  // fetched ahead of the first click that opens one (flow-modals.tsx): one file rather than a
  // dozen small shared ones.
  { name: 'reserve-modals', root: 'src/ui/reserve/reserve-flow-modals.ts' },
];

// Stored keys that mean a page kept at deploy time must not be shown (decision 043): a
// configuration kept from an earlier visit (the app starts on it at once, and it may be newer than
// the deploy) and the signed-in hint (the kept header is the visitor's, with 'Ingresar').
const KEPT_PAGE_BLOCKERS = [BOOT_CACHE_KEY, SESSION_HINT_KEY];

// Mock mode is the default for `dev`, QA and end-to-end runs; a live build (`vite build`)
// never ships MSW, the mock data or its service worker (see docs/decisions/003-two-modes.md).
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocked = env.VITE_MOCKS === 'true';
  // Live builds: a hashed loader in index.html and the headers a host sends (decision 032).
  const cspSettings = cspOptionsFromEnv({
    ...loadEnv(mode, process.cwd(), ['VITE_', 'CSP_']),
    ...process.env,
  });
  const csp = mocked
    ? []
    : [
        cspBuildPlugin(
          (scriptHashes) => liveBuildHeaders({ ...cspSettings, scriptHashes }),
          LANDING_SCREENS,
          KEPT_PAGE_BLOCKERS,
        ),
      ];
  return {
    plugins: [
      react(),
      studioThemeCss({ alias: aliases }),
      bootShell(),
      ...csp,
      ...(mocked ? [] : [preloadBootReads(env.VITE_API_URL), ...installableApp(), demoAssets()]),
    ],
    resolve: { alias: command === 'build' ? [...aliases, ...reactRouterProduction] : aliases },
    // The live build's static files (robots.txt) are in public/; mock builds carry MSW's worker.
    publicDir: mocked ? 'mocks/public' : 'public',
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      sourcemap: true,
      outDir: mocked ? 'dist-mock' : 'dist',
      rolldownOptions: { output: { codeSplitting: initialChunkGroups({ bundles: LANDING_SCREENS }) } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/vitest.setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      // A wall-clock limit only catches a hang: rendering screens in jsdom with another suite
      // beside it on 2 cores (issue 35's run under load) took more than 15 s.
      testTimeout: 60_000,
      // Vitest keeps one core for its main process (2 cores → 1 worker); ours does little, and the
      // suite took twice as long on the 2-core CI machine.
      maxWorkers: availableParallelism(),
      // Loading the app and the mock backend anew for each of 200 files took about 2 s of CPU a
      // file: files share their worker's modules instead (decision 053, amended). Each test
      // unmounts what it rendered (tests/setup/vitest.setup.ts), so screens, machines and
      // identity flows share too. A file that replaces a module (`vi.mock`) stays isolated, as do
      // the few whose machines outlive their screens.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: SHARED_TESTS,
            exclude: ISOLATED_TESTS,
            isolate: false,
            // Rules and the mocks' contract need no DOM: a jsdom for each of 140 files was half
            // of this project's time. A file that does reads `// @vitest-environment jsdom`.
            environment: 'node',
          },
        },
        {
          extends: true,
          // Machines and identity flows run on the MSW node server and need no DOM either.
          test: {
            name: 'machines',
            include: MACHINE_TESTS,
            exclude: ISOLATED_TESTS,
            environment: 'node',
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'screens', include: SCREEN_TESTS, exclude: ISOLATED_TESTS, isolate: false },
        },
        {
          extends: true,
          test: { name: 'isolated', include: ISOLATED_TESTS },
        },
      ],
    },
  };
});

const SHARED_TESTS = ['tests/{unit,contract}/**/*.test.{ts,tsx}'];
const MACHINE_TESTS = ['tests/machines/**/*.test.{ts,tsx}', 'tests/identity/**/*.test.ts'];
const SCREEN_TESTS = ['tests/components/**/*.test.{ts,tsx}'];
/**
 * Files of the shared projects that replace a module (`vi.mock`), found by reading them
 * (only under Vitest: a build needs no tests folder).
 */
const MOCKING_TESTS = !process.env.VITEST
  ? []
  : ['unit', 'contract', 'components', 'machines', 'identity'].flatMap((folder) =>
      readdirSync(fileURLToPath(new URL(`./tests/${folder}`, import.meta.url)), {
        recursive: true,
        encoding: 'utf8',
      })
        .filter((file) => /\.test\.tsx?$/.test(file))
        .map((file) => `tests/${folder}/${file}`)
        .filter((file) =>
          /\bvi\.(do)?mock\(/.test(
            readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8'),
          ),
        ),
    );
const ISOLATED_TESTS = [
  // In a shared worker the module may be loaded already; vi.mock replaces it for the whole worker.
  ...MOCKING_TESTS,
  // They start machines or render screens, whose actors and timers could outlive them.
  'tests/unit/use-flow.test.tsx',
  'tests/unit/use-shown-snapshot.test.tsx',
  'tests/unit/flows-live.test.ts',
];

/**
 * The live build's service worker and manifest (issue 18, decision 031); never in mock builds,
 * where MSW's worker owns the scope. Workbox precaches the app shell, sends every navigation to
 * index.html and never answers `/api` from a cache. The manifest here is the build's default: the
 * app puts the studio's own (GET /appconfig) in the `studio-manifest` cache, which the worker
 * serves at the same same-origin URL, so `manifest-src 'self'` holds.
 */
function installableApp(): PluginOption[] {
  // public/manifest.webmanifest is webAppManifest()'s default (tests/unit/web-app-manifest.test.ts
  // keeps them equal); it is not precached, so the worker can serve the studio's in its place.
  const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as { theme_color: string };
  const manifestLink: PluginOption = {
    name: 'studio-manifest-link',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'theme-color', content: manifest.theme_color }, injectTo: 'head' },
    ],
  };
  const worker = VitePWA({
    registerType: 'prompt',
    // src/app/pwa registers the worker with workbox-window: an update waits for 'Actualizar'.
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,png,svg,ico,woff2}'],
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/],
      // Firebase and the main chunks pass 2 MiB together with their source maps' neighbours.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        { urlPattern: ({ url }) => /^\/api(\/|$)/.test(url.pathname), handler: 'NetworkOnly' },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/manifest.webmanifest',
          handler: 'CacheFirst',
          options: { cacheName: 'studio-manifest' },
        },
      ],
    },
  });
  return [manifestLink, worker];
}

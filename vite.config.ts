/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { cspBuildPlugin } from './scripts/csp-build-plugin';
import { cspOptionsFromEnv, liveBuildHeaders } from './src/domain/security-headers';

// The path aliases of tsconfig.json (`#src/…`, `#machines/…`), for Vite and Vitest.
const aliases = ['src', 'machines', 'mocks', 'tests'].map((folder) => ({
  find: new RegExp(`^#${folder}/`),
  replacement: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
}));

// Mock mode is the default for `dev`, QA and end-to-end runs; a live build (`vite build`)
// never ships MSW, the mock data or its service worker (see docs/decisions/003-two-modes.md).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocked = env.VITE_MOCKS === 'true';
  // Live builds: a hashed loader in index.html and the headers a host sends (decision 032).
  const cspSettings = cspOptionsFromEnv({
    ...loadEnv(mode, process.cwd(), ['VITE_', 'CSP_']),
    ...process.env,
  });
  const csp = mocked
    ? []
    : [cspBuildPlugin((scriptHashes) => liveBuildHeaders({ ...cspSettings, scriptHashes }))];
  return {
    plugins: [react(), ...csp],
    resolve: { alias: aliases },
    // The live build's static files (robots.txt) are in public/; mock builds carry MSW's worker.
    publicDir: mocked ? 'mocks/public' : 'public',
    server: { port: 5173 },
    preview: { port: 4173 },
    build: { sourcemap: true, outDir: mocked ? 'dist-mock' : 'dist' },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/vitest.setup.ts'],
      include: [
        'tests/{unit,machines,contract,components}/**/*.test.{ts,tsx}',
        'tests/identity/**/*.test.ts',
      ],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});

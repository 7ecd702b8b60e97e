import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server's suites (tests/server): Node, one migrated and seeded template database built once
// per run (tests/server/support/global-setup.ts) and copied per file; on PGlite and, where a
// PostgreSQL server binary exists, on a throwaway cluster too. `npm run test:server`.
const aliases = ['src', 'machines', 'mocks', 'tests', 'scripts', 'server'].map((folder) => ({
  find: new RegExp(`^#${folder}/`),
  replacement: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
}));

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    environment: 'node',
    include: ['tests/server/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
    globalSetup: ['tests/server/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // PGlite runs in each worker's memory; two cores, two files at a time.
    maxWorkers: 2,
    // A worker's files share its modules (Fastify, the SDKs: seconds to import per file) and the
    // conformance suites' servers (tests/conformance/support/targets.ts). Every test arranges
    // from a reset, so no file depends on what ran before it in the worker.
    isolate: false,
  },
});

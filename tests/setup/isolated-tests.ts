/**
 * The unit-suite files that run in a worker of their own (vite.config.ts, project 'isolated'):
 * each replaces a module for the whole worker with `vi.mock`, which would reach the files that
 * share it. Every other file shares its worker's modules (decision 062);
 * tests/unit/isolated-tests.test.ts keeps this list in step with the files that call `vi.mock`.
 */
export const ISOLATED_TESTS = [
  'tests/unit/error-service.test.ts',
  'tests/components/flow-modal.test.tsx',
  'tests/components/update-notice.test.tsx',
  'tests/components/calendar.test.tsx',
];

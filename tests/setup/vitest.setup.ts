import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { seedDb } from '../../mocks/seed';
import { server } from '../../mocks/node';

// The mock server listens before any test file imports app code: Firebase's Node build
// captures `fetch` when it is imported.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await seedDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

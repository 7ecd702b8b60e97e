import { server } from '#mocks/node';
import { contractViolation } from '#mocks/response-contract';

/*
 * Evaluated once per worker: in the files that share a worker (vite.config.ts, project 'shared')
 * the setup file runs again for each file but this module is cached, so the server is started and
 * its contract check attached once, not once more per file.
 */

// The mock server listens before any test file is imported: Firebase's Node build captures
// `fetch` when it is imported, so a server started in `beforeAll` would be too late.
server.listen({ onUnhandledRequest: 'error' });

// Every answer the handlers give anywhere in the suite must honour openapi.yaml.
const checks: Array<Promise<string | null>> = [];
server.events.on('response:mocked', ({ request, response }) => {
  checks.push(contractViolation(request, response));
});

/** The contract violations of every answer given since the last call. */
export async function takeContractViolations(): Promise<string[]> {
  return (await Promise.all(checks.splice(0))).filter((v): v is string => v !== null);
}

export { server };

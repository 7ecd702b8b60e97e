import { expect, test } from '#tests/e2e/support/fixtures';
import { expectNoCspViolations, watchCspViolations } from './csp';
import { liveApiUrl } from './live-servers';
import { resetServer } from './real-server';

/**
 * For a spec against the real server (decision 051): each test starts from the shared seed with
 * the server's clock stopped at the browser's starting instant, under the live build's policy; and
 * every call the app makes must be one the server serves: a 501 (an operation not implemented
 * yet) or a 500 fails the test even when the screen hides it.
 */
export function againstRealServer(): void {
  let serverFailures: string[] = [];
  test.beforeEach(async ({ page, now }) => {
    await resetServer(now);
    await watchCspViolations(page);
    serverFailures = [];
    page.on('response', (response) => {
      if (response.url().startsWith(liveApiUrl) && response.status() >= 500)
        serverFailures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  });
  test.afterEach(async ({ page }) => {
    await expectNoCspViolations(page);
    expect(serverFailures, 'answers of the server that failed').toEqual([]);
  });
}

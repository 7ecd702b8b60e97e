import type { Page } from '@playwright/test';

/**
 * An `/api` call as the administrator (the `adminToken` fixture), made from the page so the mock
 * backend that runs there answers it. The app must have booted (its mocks started) first.
 */
export async function adminCall(
  page: Page,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body, token },
  );
}

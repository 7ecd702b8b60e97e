import type { Page } from '@playwright/test';

/**
 * An `/api` call with this identity token, made from the page so the mock backend that runs there
 * answers it: its status and body. The app must have booted (its mocks started) first.
 */
export async function apiCall(
  page: Page,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body, token },
  );
}

/** An `/api` call as the administrator (the `adminToken` fixture): the answer's body. */
export async function adminCall(
  page: Page,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  return (await apiCall(page, token, method, path, body)).body;
}

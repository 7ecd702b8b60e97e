import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '#src/api/schema.gen';
import { PERSONA_PASSWORD } from '#mocks/personas';
import { liveApiUrl, liveAuthOrigin } from './live-servers';

/**
 * The real server's test control surface (STUDIO_TEST_MODE=1, docs/server.md): back to the shared
 * seed as of `now`, with the server's clock stopped there, the instant the browser's clock starts at.
 */
export async function resetServer(now: string): Promise<void> {
  const answer = await fetch(`${liveApiUrl}/__test__/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  if (!answer.ok) throw new Error(`The server refused the reset: ${answer.status} ${await answer.text()}`);
}

/**
 * The typed API client as someone signed in at the Auth emulator with this email: what a test
 * reads back to see the rows the app's actions stored (the server's own answers, no SQL).
 */
export async function apiAs(email: string, password = PERSONA_PASSWORD): Promise<Client<paths>> {
  const answer = await fetch(
    `${liveAuthOrigin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!answer.ok)
    throw new Error(`The Auth emulator refused ${email}: ${answer.status} ${await answer.text()}`);
  const { idToken } = (await answer.json()) as { idToken: string };
  return createClient<paths>({ baseUrl: liveApiUrl, headers: { Authorization: `Bearer ${idToken}` } });
}

/** Credits a customer can still spend, as the server counts them (unlimited rows count −1). */
export async function creditsLeft(email: string): Promise<number> {
  const { data } = await (await apiAs(email)).GET('/customer/available_classes');
  return (data?.available_classes ?? []).reduce((sum, row) => sum + row.available_classes, 0);
}

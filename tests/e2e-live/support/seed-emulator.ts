import { personas, PERSONA_PASSWORD } from '#mocks/personas';
import { LIVE_AUTH_PROJECT, liveAuthOrigin } from './live-servers';

/**
 * Playwright's global setup for the live run: the QA personas become accounts of the real Auth
 * emulator, with the same uids as the mock database's users (the Admin API's createUser, which
 * the emulator allows with `Bearer owner`), so their tokens name the seeded customers.
 */
export default async function seedEmulator(): Promise<void> {
  const origin = liveAuthOrigin;
  const project = LIVE_AUTH_PROJECT;
  const admin = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  await fetch(`${origin}/emulator/v1/projects/${project}/accounts`, { method: 'DELETE' });
  for (const { uid, email } of Object.values(personas)) {
    const answer = await fetch(`${origin}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ localId: uid, email, password: PERSONA_PASSWORD }),
    });
    if (!answer.ok)
      throw new Error(`The Auth emulator refused ${email}: ${answer.status} ${await answer.text()}`);
  }
}

import { personas, PERSONA_PASSWORD } from '#mocks/personas';

/**
 * The QA personas as accounts of a real Auth emulator, with the same uids as the seeded users (the
 * Admin API's createUser, which the emulator allows with `Bearer owner`), so their tokens name the
 * seeded customers. `replace` first removes every account (a test run's clean start); without it an
 * account the emulator already has is kept (npm start, whose emulator keeps its accounts).
 */
export async function addPersonaAccounts(
  origin: string,
  project: string,
  { replace }: { replace: boolean },
): Promise<void> {
  const admin = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  if (replace) await fetch(`${origin}/emulator/v1/projects/${project}/accounts`, { method: 'DELETE' });
  for (const { uid, email } of Object.values(personas)) {
    const answer = await fetch(`${origin}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ localId: uid, email, password: PERSONA_PASSWORD }),
    });
    if (answer.ok) continue;
    const text = await answer.text();
    if (!replace && /DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text)) continue;
    throw new Error(`The Auth emulator refused ${email}: ${answer.status} ${text}`);
  }
}

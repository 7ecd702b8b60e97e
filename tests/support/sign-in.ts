import { setTokenSource } from '#src/api/client';
import { mockNow } from '#mocks/clock';
import { mintIdToken } from '#mocks/identity-token';
import { personas, type PersonaKey } from '#mocks/personas';

/** Makes the typed client call as a QA persona, with an emulator-style identity token. */
export function signInAs(key: PersonaKey): string {
  const persona = personas[key];
  return signInAsUid(persona.uid, persona.email);
}

/** The same for any customer of the seed (the filler customers' uids are `qa-cliente-{id}`). */
export function signInAsUid(uid: string, email = `${uid}@demo.mx`): string {
  const token = mintIdToken({ uid, email, now: mockNow() });
  setTokenSource({ getToken: async () => token });
  return token;
}

/** An identity token that expired an hour ago. */
export function signInWithExpiredToken(key: PersonaKey): string {
  const persona = personas[key];
  const token = mintIdToken({
    uid: persona.uid,
    email: persona.email,
    now: new Date(mockNow().getTime() - 2 * 3_600_000),
  });
  setTokenSource({ getToken: async () => token });
  return token;
}

export function signOut(): void {
  setTokenSource(null);
}

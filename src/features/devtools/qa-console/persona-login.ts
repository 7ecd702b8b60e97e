import { waitFor } from 'xstate';
import { PERSONA_PASSWORD, personas, type PersonaKey } from '#mocks/personas';
import type { SessionActor } from '#src/app/session-context';

const SETTLE_MS = 20_000;

// Logging in and out are `busy` (logging in is also tagged `anonymous`): wait until they end.
const settled = (actor: SessionActor) =>
  waitFor(actor, (s) => !s.hasTag('busy') && (s.hasTag('anonymous') || s.hasTag('authenticated')), {
    timeout: SETTLE_MS,
  });

/**
 * Signs in as a persona the way a customer does: the session machine's password log-in, through
 * the identity emulator, with the personas' password. Whoever was signed in is logged out first.
 * Resolves with the session's failure message when the log-in did not happen.
 */
export async function logInAsPersona(actor: SessionActor, key: PersonaKey): Promise<string | null> {
  const { email } = personas[key];
  let snapshot = await settled(actor);
  if (snapshot.hasTag('authenticated') && snapshot.context.identity?.email === email) return null;
  if (snapshot.hasTag('authenticated')) {
    actor.send({ type: 'session.logout' });
    await settled(actor);
  }
  actor.send({ type: 'session.login', credentials: { email, password: PERSONA_PASSWORD } });
  snapshot = await settled(actor);
  if (snapshot.hasTag('authenticated')) return null;
  const failure = snapshot.context.failure;
  return failure && 'message' in failure ? failure.message : (failure?.kind ?? email);
}

export async function logOutPersona(actor: SessionActor): Promise<void> {
  const snapshot = await settled(actor);
  if (!snapshot.hasTag('authenticated')) return;
  actor.send({ type: 'session.logout' });
  await settled(actor);
}

/** After a one-click log-in: the entry screens lead to the account; any other screen stays. */
export function pathAfterLogIn(pathname: string): string | null {
  return ['/', '/entrar', '/registro', '/recuperar'].includes(pathname) ? '/mystudio' : null;
}

import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createSessionActors } from '#machines/session/actors';
import { personas } from '#mocks/personas';
import { setScenarios } from '#mocks/scenarios';
import { failureMessage } from '#src/ui/auth/failure-message';
import { useIdentity, useIdentityForApi } from './support/identity-harness';

/**
 * Log in with the identity provider answering and the studio's `/api` out of reach (the fault
 * matrix's network cell, decision 036): a network failure in Spanish, not 'Failed to fetch'.
 */
describe('log in without a network to the studio', () => {
  const identity = useIdentity();
  beforeEach(() => {
    useIdentityForApi(identity());
  });

  it('fails as the network, and the form says so in Spanish', async () => {
    setScenarios({ fault: 'network' });
    const actor = createActor(createSessionActors(identity()).logIn, {
      input: { email: personas.ana.email, password: 'demo1234' },
    }).start();
    const failure = await toPromise(actor).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'network' });
    expect(failureMessage(failure as never)).toBe(
      'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.',
    );
  });
});

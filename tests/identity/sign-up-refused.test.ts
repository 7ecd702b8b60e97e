import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createSessionActors } from '#machines/session/actors';
import { personas } from '#mocks/personas';
import { useIdentity, useIdentityForApi } from './support/identity-harness';

/** The customer half of sign-up refused with 409: the code names why, and the identity signs out. */
describe('sign-up refused by /api', () => {
  const identity = useIdentity();
  beforeEach(() => {
    useIdentityForApi(identity());
  });

  const signUp = (email: string, password: string, phone: string) => {
    const actor = createActor(createSessionActors(identity()).signUp, {
      input: {
        email,
        password,
        customer: { name: 'Eva', last_name: 'Prueba', phone, accepted_pages: [] },
      },
    }).start();
    return toPromise(actor).catch((error: unknown) => error);
  };

  it('phone_taken: the phone belongs to another account', async () => {
    // 5511111111 is a seeded customer's phone (README, 'Reaching every branch').
    expect(await signUp('eva.telefono@demo.mx', 'secreto1', '5511111111')).toEqual({ kind: 'phoneTaken' });
    expect(identity().currentUser()).toBeNull();
  });

  it('already_customer: the identity already has its customer', async () => {
    expect(await signUp(personas.ana.email, 'demo1234', '5599001122')).toEqual({ kind: 'alreadyCustomer' });
    expect(identity().currentUser()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createProfileActors, profileUpdate } from '#machines/profile/actors';
import { CUSTOMER_LISTS } from '#src/api/customer-lists';
import { profileMachine } from '#machines/profile/machine';
import type { Account } from '#machines/session/context';
import { sessionMachine } from '#machines/session/machine';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import { toFailure } from '#src/api/failures';
import { personas } from '#mocks/personas';
import { signInAs } from '#tests/support/sign-in';

describe('the profile update body', () => {
  it('removes every related list, sends the photo as file_id and names the customer', () => {
    const lists = Object.fromEntries(CUSTOMER_LISTS.map((key) => [key, [{ id: 1 }]]));
    const body = profileUpdate(5, { name: 'Irene', file: 9, ...lists });
    expect(body).toEqual({ name: 'Irene', file_id: 9, customer_id: 5 });
  });
});

describe('the save failures', () => {
  it.each([
    [409, 'phone_taken', 'Ya existe una cuenta con ese número de teléfono', 'phoneTaken'],
    [409, 'email_taken', 'Ya existe una cuenta con ese correo.', 'emailTaken'],
    // The code decides, whatever the words: a reworded message still names the field.
    [409, 'phone_taken', 'Ese número ya está registrado', 'phoneTaken'],
    [409, undefined, 'Ya existe una cuenta con ese número de teléfono', 'rejected'],
    [400, undefined, 'Debes agregar tu nombre.', 'rejected'],
    [403, undefined, 'Solo puedes actualizar tu propio perfil.', 'rejected'],
    [500, undefined, 'Error interno', 'unavailable'],
    [0, undefined, 'Failed to fetch', 'unavailable'],
  ] as const)('%i %s %s → %s', (status, code, message, kind) => {
    expect(toFailure('profile', new ApiFailure({ status, code, message }))).toEqual({ kind, message });
  });
});

/** Signs in as `key` and opens the profile machine, with its real actors, for editing. */
function editProfileAs(key: 'incompleta' | 'ana') {
  signInAs(key);
  // The session is not under test: a stand-in that has no reload to wait for.
  const session = createActor(
    sessionMachine.provide({ actors: { restoreSession: fromPromise<Account | null>(async () => null) } }),
  ).start();
  const machine = profileMachine.provide({
    actors: createProfileActors(personas[key].customer_id, 'server', session),
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'profile.edit' });
  return actor;
}

describe('the profile machine with its real actors', () => {
  it('incompleta fills her phone and birthdate; the server keeps them', async () => {
    const actor = editProfileAs('incompleta');
    actor.send({
      type: 'profile.save',
      values: { name: 'Irene', last_name: 'Campos', phone: '5599887766', birthdate: '1993-07-21' },
    });
    await waitFor(actor, (s) => s.matches('viewing') || s.context.failure !== null, { timeout: 15_000 });
    expect(actor.getSnapshot().context.failure).toBeNull();
    const { customer } = await unwrap(api.GET('/customer'));
    expect(customer.phone).toBe('5599887766');
    expect(customer.birthdate).toBe('1993-07-21');
  });

  it("ana cannot take suscrita's phone: the failure names the phone", async () => {
    const actor = editProfileAs('ana');
    actor.send({ type: 'profile.save', values: { name: 'Ana', phone: '5577777777' } });
    await waitFor(actor, (s) => s.context.failure !== null, { timeout: 15_000 });
    expect(actor.getSnapshot().context.failure).toEqual({
      kind: 'phoneTaken',
      message: 'Ya existe una cuenta con ese número de teléfono',
    });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createBillingAddressActors } from '#machines/billing-address/actors';
import { billingAddressMachine } from '#machines/billing-address/machine';
import type { Account } from '#machines/session/context';
import { sessionMachine } from '#machines/session/machine';
import { api, unwrap } from '#src/api/client';
import { personas } from '#mocks/personas';
import { signInAs } from '#tests/support/sign-in';

const session = () =>
  createActor(
    sessionMachine.provide({ actors: { restoreSession: fromPromise<Account | null>(async () => null) } }),
  ).start();

async function save(addressId: number | null, customerId: number, values: Record<string, string>) {
  const machine = billingAddressMachine.provide({ actors: createBillingAddressActors(session()) });
  const actor = createActor(machine, { input: { customerId, addressId } }).start();
  actor.send({ type: 'address.edit' });
  actor.send({ type: 'address.save', values });
  await waitFor(actor, (s) => s.matches('viewing') || s.context.failure !== null, { timeout: 15_000 });
  return actor.getSnapshot();
}

describe('the billing-address machine with its real actors', () => {
  it("completes suscrita's address (PUT by its id)", async () => {
    signInAs('suscrita');
    const result = await save(2, personas.suscrita.customer_id, {
      street: 'Horacio',
      number: '1000',
      city: 'Ciudad de México',
      state: 'CDMX',
      country: 'México',
    });
    expect(result.context.failure).toBeNull();
    const { customer } = await unwrap(api.GET('/customer'));
    expect(customer.address).toMatchObject({ address_id: 2, city: 'Ciudad de México', country: 'México' });
  });

  it('creates the first address of a customer who had none (POST)', async () => {
    signInAs('incompleta');
    const result = await save(null, personas.incompleta.customer_id, {
      city: 'Puebla',
      state: 'Puebla',
      country: 'México',
    });
    expect(result.context.failure).toBeNull();
    expect(result.context.addressId).toEqual(expect.any(Number));
    const { customer } = await unwrap(api.GET('/customer'));
    expect(customer.address).toMatchObject({ city: 'Puebla', street: null });
  });

  it("refuses someone else's address with the server's words", async () => {
    signInAs('incompleta');
    const result = await save(1, personas.incompleta.customer_id, { city: 'X', state: 'Y', country: 'Z' });
    expect(result.context.failure).toEqual({
      kind: 'rejected',
      message: 'Solo puedes consultar o cambiar tu propia dirección.',
    });
  });
});

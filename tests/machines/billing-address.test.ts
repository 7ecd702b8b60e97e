import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { billingAddressMachine, type SaveAddressInput } from '#machines/billing-address/machine';
import { missingAfterAttempt, selectAttempted, selectEditing } from '#machines/billing-address/selectors';

const complete = {
  street: 'Horacio',
  number: '1000',
  city: 'Ciudad de México',
  state: 'CDMX',
  country: 'México',
};

function start(addressId: number | null, refuse: string | null = null) {
  const saved: SaveAddressInput[] = [];
  const spies = { notifyMissing: vi.fn(), notifySaved: vi.fn(), notifyFailure: vi.fn() };
  const machine = billingAddressMachine.provide({
    actors: {
      saveAddress: fromPromise<{ address_id: number }, SaveAddressInput>(async ({ input }) => {
        saved.push(input);
        if (refuse) throw { kind: 'rejected', message: refuse };
        return { address_id: input.addressId ?? 77 };
      }),
      reloadCustomer: fromPromise<void>(async () => undefined),
    },
    actions: {
      notifyMissing: (_, { values }) => spies.notifyMissing(values),
      notifySaved: spies.notifySaved,
      notifyFailure: (_, failure) => spies.notifyFailure(failure.message),
    },
  });
  const actor = createActor(machine, { input: { customerId: 7, addressId } }).start();
  return { actor, saved, spies };
}

describe('the billing-address machine', () => {
  it('a press of Guardar with blanks keeps the form, alerts, and marks the attempt', () => {
    const { actor, spies, saved } = start(2);
    actor.send({ type: 'address.edit' });
    const values = { street: 'Horacio', city: '' };
    actor.send({ type: 'address.check', values });
    expect(spies.notifyMissing).toHaveBeenCalledWith(values);
    expect(selectAttempted(actor.getSnapshot())).toBe(true);
    expect(missingAfterAttempt(true, values)).toEqual(['city', 'state', 'country']);
    // Even a save that slips past the form's rules is refused the same way.
    actor.send({ type: 'address.save', values });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.notifyMissing).toHaveBeenCalledTimes(2);
    expect(saved).toEqual([]);
  });

  it('a complete address passes the check silently', () => {
    const { actor, spies } = start(2);
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'address.check', values: complete });
    expect(spies.notifyMissing).not.toHaveBeenCalled();
    expect(selectAttempted(actor.getSnapshot())).toBe(false);
  });

  it('saves the existing address by its id, waits for the customer, and is back in view', async () => {
    const { actor, saved, spies } = start(2);
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'address.save', values: { ...complete, extra: 'no se envía' } });
    expect(selectEditing(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(saved).toEqual([
      {
        customerId: 7,
        addressId: 2,
        body: {
          street: 'Horacio',
          number: '1000',
          interior_number: null,
          neighborhood: null,
          city: 'Ciudad de México',
          state: 'CDMX',
          country: 'México',
          zip_code: null,
        },
      },
    ]);
    expect(spies.notifySaved).toHaveBeenCalledTimes(1);
  });

  it('a first address is created, then edited by the id it got', async () => {
    const { actor, saved } = start(null);
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'address.save', values: complete });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'address.save', values: complete });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(saved.map((input) => input.addressId)).toEqual([null, 77]);
  });

  it('a refused save stays in the form with the message', async () => {
    const { actor, spies } = start(2, 'Solo puedes consultar o cambiar tu propia dirección.');
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'address.save', values: complete });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(spies.notifyFailure).toHaveBeenCalledWith('Solo puedes consultar o cambiar tu propia dirección.');
  });

  it('Cancelar forgets the attempt', () => {
    const { actor } = start(2);
    actor.send({ type: 'address.edit' });
    actor.send({ type: 'address.check', values: {} });
    actor.send({ type: 'address.cancel' });
    actor.send({ type: 'address.edit' });
    expect(selectAttempted(actor.getSnapshot())).toBe(false);
  });
});

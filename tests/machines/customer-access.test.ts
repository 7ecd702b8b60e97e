import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { customerAccessMachine, type GiveAccessBody } from '#machines/customer-access/machine';
import { es } from '#src/i18n/es-admin';

function start(fail?: { kind: 'rejected'; message: string }) {
  const calls = {
    give: [] as GiveAccessBody[],
    revoke: [] as number[],
    markPaid: [] as number[],
    remove: [] as number[],
  };
  let release: () => void = () => {};
  const pending = () =>
    new Promise<void>((resolve, reject) => {
      release = () => (fail ? reject(fail) : resolve());
    });
  const done = vi.fn();
  const machine = customerAccessMachine.provide({
    actors: {
      giveAccess: fromPromise<void, GiveAccessBody>(({ input }) => (calls.give.push(input), pending())),
      revokeAccess: fromPromise<void, { purchaseId: number }>(
        ({ input }) => (calls.revoke.push(input.purchaseId), pending()),
      ),
      markPurchasePaid: fromPromise<void, { purchaseId: number }>(
        ({ input }) => (calls.markPaid.push(input.purchaseId), pending()),
      ),
      removeClasses: fromPromise<void, { customerId: number; amount: number }>(
        ({ input }) => (calls.remove.push(input.amount), pending()),
      ),
    },
    actions: { notifyDone: (_, action) => done(action) },
  });
  const actor = createActor(machine, { input: { customerId: 1, texts: es.access.rules } }).start();
  return { actor, calls, done, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('customer access machine', () => {
  it('checks the give-access form in Spanish before anything is sent', () => {
    const { actor, calls } = start();
    actor.send({ type: 'access.give' });
    actor.send({ type: 'access.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ classPackageId: 'Elige un paquete.' });
    actor.send({ type: 'access.change', values: { classPackageId: '3', days: '-2' } });
    actor.send({ type: 'access.submit' });
    expect(actor.getSnapshot().context.errors.days).toBe(
      'Escribe un número de días entero, de 1 en adelante.',
    );
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(calls.give).toEqual([]);
  });

  it('gives access once however many times confirm is sent', async () => {
    const { actor, calls, done, release } = start();
    actor.send({ type: 'access.give' });
    actor.send({
      type: 'access.change',
      values: { classPackageId: '3', days: '30', isGift: false, bill: true },
    });
    actor.send({ type: 'access.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'access.confirm' });
    actor.send({ type: 'access.confirm' });
    expect(calls.give).toEqual([
      {
        customer_id: 1,
        class_package_id: 3,
        package_days: 30,
        is_gift: false,
        payment_method_id: null,
        bill: true,
      },
    ]);
    release();
    await settle();
    expect(done).toHaveBeenCalledWith('give');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps what was typed and shows the refusal next to the form', async () => {
    const { actor, release } = start({ kind: 'rejected', message: 'No encontramos ese paquete.' });
    actor.send({ type: 'access.give' });
    actor.send({ type: 'access.change', values: { classPackageId: '99' } });
    actor.send({ type: 'access.submit' });
    actor.send({ type: 'access.confirm' });
    release();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.failure?.message).toBe('No encontramos ese paquete.');
    expect(snapshot.context.give.classPackageId).toBe('99');
  });

  it('revokes a purchase after the confirmation, once', async () => {
    const { actor, calls, done, release } = start();
    actor.send({ type: 'access.revoke', purchaseId: 7 });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'access.confirm' });
    actor.send({ type: 'access.confirm' });
    release();
    await settle();
    expect(calls.revoke).toEqual([7]);
    expect(done).toHaveBeenCalledWith('revoke');
  });

  it('marks a pending cash purchase paid after the confirmation, once, busy while it saves', async () => {
    const { actor, calls, done, release } = start();
    actor.send({ type: 'access.markPaid', purchaseId: 2 });
    expect(actor.getSnapshot().context.action).toBe('markPaid');
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'access.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'access.confirm' });
    release();
    await settle();
    expect(calls.markPaid).toEqual([2]);
    expect(calls.revoke).toEqual([]);
    expect(done).toHaveBeenCalledWith('markPaid');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("keeps the confirmation open with the server's refusal to mark a purchase paid; back closes it", async () => {
    const message = 'Esta compra no es un pago en efectivo pendiente: no se puede marcar como pagada.';
    const { actor, done, release } = start({ kind: 'rejected', message });
    actor.send({ type: 'access.markPaid', purchaseId: 1 });
    actor.send({ type: 'access.confirm' });
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure?.message).toBe(message);
    expect(done).not.toHaveBeenCalled();
    actor.send({ type: 'access.back' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('removes classes only up to what the customer has', async () => {
    const { actor, calls, done, release } = start();
    actor.send({ type: 'access.remove', available: 10 });
    actor.send({ type: 'access.amount', amount: '11' });
    actor.send({ type: 'access.submit' });
    expect(actor.getSnapshot().context.errors.amount).toBe('Solo tiene 10 clases que se pueden restar.');
    actor.send({ type: 'access.amount', amount: '2' });
    actor.send({ type: 'access.submit' });
    actor.send({ type: 'access.back' });
    expect(actor.getSnapshot().context.amount).toBe('2');
    actor.send({ type: 'access.submit' });
    actor.send({ type: 'access.confirm' });
    actor.send({ type: 'access.confirm' });
    release();
    await settle();
    expect(calls.remove).toEqual([2]);
    expect(done).toHaveBeenCalledWith('remove');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  accountEntryMachine,
  type AccountEntryInput,
  type EntryChecks,
} from '#machines/account-entry/machine';

const terms = { page_id: 1, title: 'Términos y condiciones', content: '<p>…</p>' };

function start(checks: EntryChecks[], accept: () => Promise<void> = async () => undefined) {
  let call = 0;
  const machine = accountEntryMachine.provide({
    actors: {
      loadChecks: fromPromise<EntryChecks, AccountEntryInput>(
        async () => checks[Math.min(call++, checks.length - 1)]!,
      ),
      acceptPage: fromPromise<void, { pageId: number; customerId: number }>(accept),
    },
  });
  return createActor(machine, { input: { customerId: 6, customer: {} } }).start();
}

describe('the account entry', () => {
  it('asks for the first unaccepted required page, and needs the box ticked', async () => {
    const actor = start([
      { unaccepted: [terms], missing: [] },
      { unaccepted: [], missing: [] },
    ]);
    await waitFor(actor, (s) => s.matches('terms'));
    expect(actor.getSnapshot().context.page?.title).toBe('Términos y condiciones');
    actor.send({ type: 'terms.accept', checked: false });
    expect(actor.getSnapshot().context.consentMissing).toBe(true);
    expect(actor.getSnapshot().matches('terms')).toBe(true);
    actor.send({ type: 'terms.accept', checked: true });
    await waitFor(actor, (s) => s.matches('settled'));
  });

  it('keeps the terms modal with the server message when accepting fails', async () => {
    const actor = start([{ unaccepted: [terms], missing: [] }], async () => {
      throw new Error('No pudimos guardar tu aceptación.');
    });
    await waitFor(actor, (s) => s.matches('terms'));
    actor.send({ type: 'terms.accept', checked: true });
    const back = await waitFor(actor, (s) => s.matches('terms') && s.context.error !== null);
    expect(back.context.error).toBe('No pudimos guardar tu aceptación.');
  });

  it('then asks to complete the profile, until a recheck finds it complete', async () => {
    const actor = start([
      { unaccepted: [], missing: ['Teléfono'] },
      { unaccepted: [], missing: [] },
    ]);
    await waitFor(actor, (s) => s.matches('profileIncomplete'));
    actor.send({ type: 'entry.recheck', customer: { phone: '5512345678' } });
    const done = await waitFor(actor, (s) => s.matches('settled'));
    expect(done.context.customer).toEqual({ phone: '5512345678' });
  });

  it('never locks the customer out when the checks fail', async () => {
    const machine = accountEntryMachine.provide({
      actors: {
        loadChecks: fromPromise<EntryChecks, AccountEntryInput>(() => Promise.reject(new Error('offline'))),
      },
    });
    const actor = createActor(machine, { input: { customerId: 6, customer: {} } }).start();
    await waitFor(actor, (s) => s.matches('settled'));
  });
});

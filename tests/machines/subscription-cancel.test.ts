import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSubscriptionCancelActors } from '#machines/subscription-cancel/actors';
import { toFailure } from '#src/api/failures';
import { subscriptionCancelMachine } from '#machines/subscription-cancel/machine';
import { selectDialogOpen, selectReasonMissing } from '#machines/subscription-cancel/selectors';
import { api, unwrap } from '#src/api/client';
import { ApiFailure } from '#src/api/errors';
import { signInAs } from '#tests/support/sign-in';

function start() {
  const spies = { notifyCancelled: vi.fn(), notifyFailure: vi.fn(), changed: vi.fn() };
  const machine = subscriptionCancelMachine.provide({
    actors: createSubscriptionCancelActors(),
    actions: {
      notifyCancelled: spies.notifyCancelled,
      notifyFailure: (_, { message }) => spies.notifyFailure(message),
    },
  });
  const actor = createActor(machine).start();
  actor.on('subscription.changed', spies.changed);
  return { actor, spies };
}

/** Asks to cancel a purchase with a reason and waits for the dialog to close. */
async function cancelWithReason(purchaseId: number, reason: string) {
  const started = start();
  started.actor.send({ type: 'subscription.cancel.open', purchaseId });
  started.actor.send({ type: 'subscription.cancel.reason', reason });
  started.actor.send({ type: 'subscription.cancel.submit' });
  await waitFor(started.actor, (s) => s.matches('closed'), { timeout: 15_000 });
  return started;
}

const statusOf = async (purchaseId: number) =>
  (await unwrap(api.GET('/purchases'))).purchases.find((p) => p.purchase_id === purchaseId)?.status;

describe('the cancel failures', () => {
  it.each([
    [400, 'reasonRequired'],
    [403, 'notCancellable'],
    [404, 'notCancellable'],
    [412, 'notCancellable'],
    [500, 'unavailable'],
    [0, 'unavailable'],
  ])('%i → %s', (status, kind) => {
    expect(toFailure('subscriptionCancel', new ApiFailure({ status, message: 'm' }))).toEqual({
      kind,
      message: 'm',
    });
  });
});

describe('cancelling a subscription against the mock backend', () => {
  it('suscrita cancels her active subscription with a reason', async () => {
    signInAs('suscrita');
    const { actor, spies } = start();
    actor.send({ type: 'subscription.cancel.open', purchaseId: 6 });
    actor.send({ type: 'subscription.cancel.submit' });
    expect(selectReasonMissing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'subscription.cancel.reason', reason: '  Me mudo de ciudad ' });
    actor.send({ type: 'subscription.cancel.submit' });
    await waitFor(actor, (s) => s.matches('closed'), { timeout: 15_000 });
    expect(spies.notifyCancelled).toHaveBeenCalledTimes(1);
    expect(spies.changed).toHaveBeenCalledTimes(1);
    expect(selectDialogOpen(actor.getSnapshot())).toBe(false);
    expect(await statusOf(6)).toBe('cancelled');
  });

  it('an already cancelled subscription is refused with the server message, and the list reloads', async () => {
    signInAs('suscrita');
    const { spies } = await cancelWithReason(7, 'Otra vez');
    expect(spies.notifyFailure).toHaveBeenCalledWith('Solo puedes cancelar una suscripción activa.');
    expect(spies.changed).toHaveBeenCalledTimes(1);
    expect(spies.notifyCancelled).not.toHaveBeenCalled();
  });

  it("someone else's purchase is not cancellable", async () => {
    signInAs('ana');
    const { spies } = await cancelWithReason(6, 'No es mía');
    expect(spies.notifyFailure).toHaveBeenCalledWith('Esta compra no es tuya.');
    signInAs('suscrita');
    expect(await statusOf(6)).toBe('active');
  });
});

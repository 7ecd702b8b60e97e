import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createSignupPhoneActors } from '#machines/signup-phone/actors';
import { signupPhoneMachine } from '#machines/signup-phone/machine';
import { selectIsChecking, selectSentPhone, selectTakenPhone } from '#machines/signup-phone/selectors';
import { db } from '#mocks/db';
import type { SignupRequest } from '#src/domain/signup';

const request = { email: 'nuevo@demo.mx' } as unknown as SignupRequest;

function start(isPhoneTaken?: (phone: string) => Promise<boolean>) {
  const machine = isPhoneTaken
    ? signupPhoneMachine.provide({
        actors: { isPhoneTaken: fromPromise(({ input }) => isPhoneTaken(input.phone)) },
      })
    : signupPhoneMachine.provide({ actors: createSignupPhoneActors() });
  const actor = createActor(machine).start();
  const events = { taken: vi.fn(), proceed: vi.fn() };
  actor.on('signup.phone.taken', events.taken);
  actor.on('signup.proceed', ({ request: sent }) => events.proceed(sent));
  return { actor, events };
}

describe('the sign-up phone check', () => {
  it('a taken phone stops the sign-up and is remembered for the field', async () => {
    const { actor, events } = start(async () => true);
    actor.send({ type: 'signup.submit', phone: '5512345678', request });
    expect(selectIsChecking(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(events.taken).toHaveBeenCalledTimes(1);
    expect(events.proceed).not.toHaveBeenCalled();
    expect(selectTakenPhone(actor.getSnapshot())).toBe('5512345678');
  });

  it('a free phone goes on with the sign-up, remembering the phone it was sent with', async () => {
    const { actor, events } = start(async () => false);
    actor.send({ type: 'signup.submit', phone: '5599999999', request });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(events.proceed).toHaveBeenCalledWith(request);
    expect(selectSentPhone(actor.getSnapshot())).toBe('5599999999');
    expect(selectTakenPhone(actor.getSnapshot())).toBeNull();
  });

  it('a failed check lets the sign-up go ahead (the server refuses a taken phone anyway)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, events } = start(async () => {
      throw new Error('sin red');
    });
    actor.send({ type: 'signup.submit', phone: '5599999999', request });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(events.proceed).toHaveBeenCalledWith(request);
  });

  it('asks the mock server: a customer phone is taken, an unknown or empty one is not', async () => {
    const phone = db.customers.findFirst((q) => q.where({ email: 'ana@demo.mx' }))!.phone!;
    const taken = start();
    taken.actor.send({ type: 'signup.submit', phone, request });
    await waitFor(taken.actor, (s) => s.matches('idle'));
    expect(taken.events.taken).toHaveBeenCalledTimes(1);
    const free = start();
    free.actor.send({ type: 'signup.submit', phone: '', request });
    await waitFor(free.actor, (s) => s.matches('idle'));
    expect(free.events.proceed).toHaveBeenCalledTimes(1);
  });
});

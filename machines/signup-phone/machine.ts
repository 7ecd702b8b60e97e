import { assign, emit, setup } from 'xstate';
import { notProvided } from '#machines/shared/not-provided';
import { requireValue } from '#machines/shared/require-value';
import type { SignupRequest } from '#src/domain/signup';

interface SignupPhoneContext {
  /** The phone GET /customer/phone found taken: the field says so while it still holds it. */
  takenPhone: string | null;
  /** The phone the last sign-up went ahead with (the server may still refuse it). */
  sentPhone: string | null;
  /** The sign-up waiting for the answer. */
  pending: { phone: string; request: SignupRequest } | null;
}

export type SignupPhoneEvent = { type: 'signup.submit'; phone: string; request: SignupRequest };

export type SignupPhoneEmitted =
  { type: 'signup.phone.taken' } | { type: 'signup.proceed'; request: SignupRequest };

/**
 * The sign-up form's phone pre-check: another customer's phone is refused before the identity
 * account is created, so a taken phone never leaves an account without a customer behind. If the
 * check itself fails, sign-up goes ahead: the server refuses a taken phone anyway.
 */
export const signupPhoneMachine = setup({
  types: {
    context: {} as SignupPhoneContext,
    events: {} as SignupPhoneEvent,
    emitted: {} as SignupPhoneEmitted,
  },
  actors: {
    isPhoneTaken: notProvided<boolean, { phone: string }>('signup-phone', 'isPhoneTaken'),
  },
  guards: {
    taken: ({ event }) => 'output' in event && event.output === true,
  },
  actions: {
    hold: assign(({ event }) => ({ pending: { phone: event.phone, request: event.request } })),
    markTaken: assign(({ context }) => ({ takenPhone: context.pending?.phone ?? null, pending: null })),
    markSent: assign(({ context }) => ({ sentPhone: context.pending?.phone ?? null })),
    notifyTaken: emit({ type: 'signup.phone.taken' as const }),
    proceed: emit(({ context }) => ({
      type: 'signup.proceed' as const,
      request: requireValue(context.pending, 'the held sign-up').request,
    })),
    release: assign({ pending: null }),
    // The customer goes on; the cause is for developers.
    reportFailure: ({ event }) => console.error((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'signupPhone',
  description: 'Registro: teléfono no repetido',
  context: { takenPhone: null, sentPhone: null, pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'signup.submit': { target: 'checking', actions: 'hold' } },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'isPhoneTaken',
        input: ({ context }) => ({ phone: requireValue(context.pending, 'the held sign-up').phone }),
        onDone: [
          { guard: 'taken', target: 'idle', actions: ['markTaken', 'notifyTaken'] },
          { target: 'idle', actions: ['markSent', 'proceed', 'release'] },
        ],
        onError: { target: 'idle', actions: ['reportFailure', 'markSent', 'proceed', 'release'] },
      },
    },
  },
});

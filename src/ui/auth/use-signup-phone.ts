import type { RefObject } from 'react';
import { createSignupPhoneActors } from '#machines/signup-phone/actors';
import { signupPhoneMachine } from '#machines/signup-phone/machine';
import { useSessionActor } from '#src/app/session-context';
import { useFlow } from '#src/app/use-flow';

const actors = createSignupPhoneActors();

/**
 * The phone pre-check before `session.signup`: a taken phone puts the focus back on its field
 * (inside `container`); otherwise the sign-up goes to the session.
 */
export function useSignupPhone(container: RefObject<HTMLElement | null>) {
  const session = useSessionActor();
  return useFlow(signupPhoneMachine, {
    actors,
    on: {
      'signup.phone.taken': () => container.current?.querySelector<HTMLElement>('[name="phone"]')?.focus(),
      'signup.proceed': ({ request }) => session.send({ type: 'session.signup', request }),
    },
  });
}

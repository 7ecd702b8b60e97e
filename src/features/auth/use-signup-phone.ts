import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, type RefObject } from 'react';
import { createSignupPhoneActors } from '#machines/signup-phone/actors';
import { signupPhoneMachine } from '#machines/signup-phone/machine';
import { inspect } from '#src/app/inspection';
import { useSessionActor } from '#src/app/session-context';

/**
 * The phone pre-check before `session.signup`: a taken phone puts the focus back on its field
 * (inside `container`); otherwise the sign-up goes to the session.
 */
export function useSignupPhone(container: RefObject<HTMLElement | null>) {
  const session = useSessionActor();
  const logic = useMemo(() => signupPhoneMachine.provide({ actors: createSignupPhoneActors() }), []);
  const actor = useActorRef(logic, { inspect });
  useEffect(() => {
    const subscriptions = [
      actor.on('signup.phone.taken', () =>
        container.current?.querySelector<HTMLElement>('[name="phone"]')?.focus(),
      ),
      actor.on('signup.proceed', ({ request }) => session.send({ type: 'session.signup', request })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, container, session]);
  return actor;
}

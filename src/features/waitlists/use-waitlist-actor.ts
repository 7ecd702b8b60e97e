import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { createWaitlistActors } from '#machines/waitlist/actors';
import { waitlistMachine } from '#machines/waitlist/machine';
import { selectCustomer, selectIsAuthenticated } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';
import { inspect } from '#src/app/inspection';

/**
 * A running waitlist machine wired to the app: the real actors, the alerts, the login redirect
 * and the caller's `onChanged` (on the machine's `waitlist.changed`). It follows the session:
 * signed in, it loads the list.
 */
export function useWaitlistActor(onChanged: () => void) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => selectIsAuthenticated(s) && selectCustomer(s) !== null);
  const logic = useMemo(
    () =>
      waitlistMachine.provide({
        actors: createWaitlistActors(),
        actions: {
          // A visitor has no list to join: they sign in first.
          requireLogin: () => void navigate('/entrar'),
          notifyJoined: () => showSuccess(es.waitlists.joined),
          notifyLeft: () => showSuccess(es.waitlists.left),
          notifyFailure: (_, failure) => showError(failure.message),
        },
      }),
    [navigate],
  );
  const actor = useActorRef(logic, { input: { signedIn }, inspect });
  useEffect(() => {
    actor.send({ type: signedIn ? 'waitlist.signedIn' : 'waitlist.signedOut' });
  }, [actor, signedIn]);
  // The latest callback hears every change, without recreating the machine.
  useEffect(() => {
    const subscription = actor.on('waitlist.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);
  return actor;
}

export type WaitlistActor = ReturnType<typeof useWaitlistActor>;

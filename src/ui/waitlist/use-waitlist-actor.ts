import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { createWaitlistActors } from '#machines/waitlist/actors';
import { waitlistMachine } from '#machines/waitlist/machine';
import { selectCustomer, selectIsAuthenticated } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { useFlow } from '#src/app/use-flow';
import { es } from '#src/i18n/es-calendar';
import { showError, showSuccess } from '#src/ui/alerts';

const actors = createWaitlistActors();

/**
 * A running waitlist machine wired to the app: the real actors, the alerts, the login redirect
 * and the caller's `onChanged` (on the machine's `waitlist.changed`). It follows the session:
 * signed in, it loads the list.
 */
export function useWaitlistActor(onChanged: () => void) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => selectIsAuthenticated(s) && selectCustomer(s) !== null);
  const actor = useFlow(waitlistMachine, {
    actors,
    actions: {
      // A visitor has no list to join: they sign in first.
      requireLogin: () => void navigate('/entrar'),
      notifyJoined: () => showSuccess(es.waitlists.joined),
      notifyLeft: () => showSuccess(es.waitlists.left),
      notifyFailure: (_, failure) => showError(failure.message),
    },
    input: { signedIn },
    on: { 'waitlist.changed': onChanged },
  });
  // Only a change: the machine started from `signedIn`, and telling it again at mount replaced a
  // visitor's empty list with a new one, which rendered every card of the week again (issue 34).
  const told = useRef(signedIn);
  useEffect(() => {
    if (told.current === signedIn) return;
    told.current = signedIn;
    actor.send({ type: signedIn ? 'waitlist.signedIn' : 'waitlist.signedOut' });
  }, [actor, signedIn]);
  return actor;
}

export type WaitlistActor = ReturnType<typeof useWaitlistActor>;

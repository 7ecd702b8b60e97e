import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionActor } from '#src/app/session-context';
import { forgetSavedPasses } from '#src/api/saved-passes';

/**
 * 'Salir': ends the session and goes home, so nobody is left on an account screen that now
 * only says 'Accediendo'.
 */
export function useLogout(): () => void {
  const actor = useSessionActor();
  const navigate = useNavigate();
  return useCallback(() => {
    // A shared device keeps no passes of whoever leaves.
    forgetSavedPasses();
    actor.send({ type: 'session.logout' });
    void navigate('/');
  }, [actor, navigate]);
}

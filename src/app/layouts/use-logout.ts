import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionActor } from '#src/app/session-context';

/**
 * 'Salir': ends the session and goes home, so nobody is left on an account screen that now
 * only says 'Accediendo'.
 */
export function useLogout(): () => void {
  const actor = useSessionActor();
  const navigate = useNavigate();
  return useCallback(() => {
    actor.send({ type: 'session.logout' });
    void navigate('/');
  }, [actor, navigate]);
}

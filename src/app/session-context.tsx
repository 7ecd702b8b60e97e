import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '#machines/session/machine';
import type { Identity } from '#src/identity/identity';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

interface SessionValue {
  actor: SessionActor;
  identity: Identity;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ value, children }: { value: SessionValue; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionValue(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs <SessionProvider> (src/app/boot.tsx)');
  return value;
}

/** The running session actor, to send events to. */
export function useSessionActor(): SessionActor {
  return useSessionValue().actor;
}

/** Reads the session through a named selector of machines/session/selectors.ts. */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionValue().actor, selector);
}

/** The identity provider, for the screens that need it directly (password policy, providers). */
export function useIdentity(): Identity {
  return useSessionValue().identity;
}

import { lazy, Suspense } from 'react';
import { selectMustSignInAgain } from '#machines/session/selectors';
import { ChakraIsland } from '#src/app/chakra-island';
import { useSession } from '#src/app/session-context';
import { returnQuery } from '#src/domain/return-path';

// Its code loads only when a session expires on screen: no visitor downloads it.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

/** Mounted once beside the router: the sign-in in place after an expired token (decision 039). */
export function SessionExpiredGate({ onLeave }: { onLeave: () => void }) {
  const mustSignInAgain = useSession(selectMustSignInAgain);
  if (!mustSignInAgain) return null;
  return (
    <Suspense fallback={null}>
      <ChakraIsland>
        <SessionExpiredDialog onLeave={onLeave} />
      </ChakraIsland>
    </Suspense>
  );
}

/** Leaving the sign-in in place: the login screen, which brings the customer back here after. */
export function loginAndBack(location: { pathname: string; search: string }): string {
  return `/entrar${returnQuery(`${location.pathname}${location.search}`)}`;
}

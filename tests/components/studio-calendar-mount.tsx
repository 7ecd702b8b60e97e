import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { seedConfig } from '#mocks/seed/config';
import type { Account } from '#machines/session/context';
import { sessionMachine } from '#machines/session/machine';
import { SessionProvider } from '#src/app/session-context';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { createStudioSystem } from '#src/config/theme';
import type { Identity } from '#src/identity/identity';
import { StudioCalendar } from '#src/ui/calendar/studio-calendar';
import { signInAsUid } from '#tests/support/sign-in';

/**
 * The calendar as a screen shows it: the seed studio's configuration and theme, a session that
 * restored `account` (a visitor when null) and the API client signed in as it, a router. Resolves once the session has settled.
 */
export async function mountStudioCalendar(
  account: Account | null,
  props: ComponentProps<typeof StudioCalendar> = {},
) {
  const config = toAppConfig(Object.entries(seedConfig).map(([key, value]) => ({ key, value })));
  const actor = createActor(
    sessionMachine.provide({ actors: { restoreSession: fromPromise(async () => account) } }),
  ).start();
  await waitForActor(actor, (s) => !s.matches('restoring'));
  // The typed client calls as that account: a class names only the reader's own places.
  if (account) signInAsUid(account.identity.uid, account.identity.email ?? undefined);
  return render(
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <SessionProvider value={{ actor, identity: {} as Identity }}>
          <MemoryRouter>
            <StudioCalendar {...props} />
          </MemoryRouter>
        </SessionProvider>
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
}

import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { Account, Customer } from '../../machines/session/context';
import { sessionMachine } from '../../machines/session/machine';
import { seedConfig } from '../../mocks/seed/config';
import { personas, type PersonaKey } from '../../mocks/personas';
import { api, unwrap } from '../../src/api/client';
import { SessionProvider } from '../../src/app/session-context';
import { toAppConfig } from '../../src/config/app-config';
import { AppConfigContext } from '../../src/config/app-config-context';
import { createStudioSystem } from '../../src/config/theme';
import type { Identity } from '../../src/identity/identity';
import { AlertsOutlet } from '../../src/ui/alerts';
import { signInAs } from '../support/sign-in';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const loadCustomer = async (): Promise<Customer> => (await unwrap(api.GET('/customer'))).customer;

/**
 * One account screen for a QA persona against the MSW node server: the session holds the
 * persona's real customer and reloads it from GET /customer, as the app's does.
 */
export async function renderAccountPage(
  key: PersonaKey,
  path: string,
  page: ReactElement,
  settings: Record<string, string> = {},
) {
  signInAs(key);
  const persona = personas[key];
  const account: Account = {
    identity: { uid: persona.uid, email: persona.email },
    customer: await loadCustomer(),
    user: null,
  };
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<Account | null>(async () => account),
        loadCustomer: fromPromise<Customer | null>(loadCustomer),
      },
    }),
  ).start();
  await waitForActor(session, (s) => !s.matches('restoring'));
  const entries = Object.entries({ ...seedConfig, ...settings }).map(([k, value]) => ({ key: k, value }));
  const config = toAppConfig(entries);
  const result = render(
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <SessionProvider value={{ actor: session, identity: {} as Identity }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="/mystudio/paquetes" element={<p>Paquetes</p>} />
            </Routes>
          </MemoryRouter>
          <AlertsOutlet />
        </SessionProvider>
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
  return { ...result, session };
}

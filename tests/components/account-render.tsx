import type { Customer } from '#src/api/entities';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { Account } from '#machines/session/context';
import { sessionMachine } from '#machines/session/machine';
import { seedConfig } from '#mocks/seed/config';
import { personas, type PersonaKey } from '#mocks/personas';
import { api, unwrap } from '#src/api/client';
import { SessionProvider } from '#src/app/session-context';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { createStudioSystem } from '#src/config/theme';
import type { Identity } from '#src/identity/identity';
import { AlertsOutlet } from '#src/ui/alerts';
import { signInAs, signOut } from '#tests/support/sign-in';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const loadCustomer = async (): Promise<Customer> => (await unwrap(api.GET('/customer'))).customer;

/**
 * A restored session for a QA persona (or a visitor, for null) against the MSW node server: it
 * holds the persona's real customer and reloads it from GET /customer, as the app's does.
 */
export async function startSession(key: PersonaKey | null) {
  let account: Account | null = null;
  if (key) {
    signInAs(key);
    const persona = personas[key];
    // As the app's session: the customer and the account (its staff role) from GET /customer.
    const { customer, user } = await unwrap(api.GET('/customer'));
    account = { identity: { uid: persona.uid, email: persona.email }, customer, user: user ?? null };
  } else signOut();
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<Account | null>(async () => account),
        loadCustomer: fromPromise<Customer | null>(loadCustomer),
      },
    }),
  ).start();
  await waitForActor(session, (s) => !s.matches('restoring'));
  return session;
}

/** `ui` (usually a MemoryRouter) for `key` with the app's providers: theme, seeded config (plus `settings`), session, alerts. */
export async function renderWithSession(
  key: PersonaKey | null,
  ui: ReactElement,
  settings: Record<string, string> = {},
) {
  const session = await startSession(key);
  const entries = Object.entries({ ...seedConfig, ...settings }).map(([k, value]) => ({ key: k, value }));
  const config = toAppConfig(entries);
  const result = render(
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <SessionProvider value={{ actor: session, identity: {} as Identity }}>
          {ui}
          <AlertsOutlet />
        </SessionProvider>
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
  return { ...result, session };
}

/** One account screen at `path`, with stand-ins for the screens it links to. */
export function renderAccountPage(
  key: PersonaKey,
  path: string,
  page: ReactElement,
  settings: Record<string, string> = {},
) {
  return renderWithSession(
    key,
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/mystudio/paquetes" element={<p>Paquetes</p>} />
        <Route path="/mystudio" element={<p>Calendario</p>} />
      </Routes>
    </MemoryRouter>,
    settings,
  );
}

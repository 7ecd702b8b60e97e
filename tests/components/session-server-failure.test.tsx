import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor as waitForActor } from 'xstate';
import { createSessionActors } from '#machines/session/actors';
import { sessionMachine } from '#machines/session/machine';
import { SERVER_ERROR_BODY } from '#mocks/faults';
import { server } from '#mocks/node';
import { personas } from '#mocks/personas';
import { seedConfig } from '#mocks/seed/config';
import { storeOfflineCustomer } from '#src/api/offline-customer';
import { AccountLayout } from '#src/app/layouts/account-layout';
import { SessionProvider } from '#src/app/session-context';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { createStudioSystem } from '#src/config/theme';
import { offlineCopyOf } from '#src/domain/offline-customer';
import type { Identity } from '#src/identity/identity';
import { Component as ReservationsPage } from '#src/features/reservations/reservations-route';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signInAs } from '#tests/support/sign-in';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/**
 * Issue 35: a returning customer whose session is restored while the studio's server fails (a
 * 500 on GET /customer) keeps her session and is told the server failed, never shown the
 * visitor's screens; once the server answers again the session is confirmed.
 */
const ana = personas.ana;
const anaUser = { uid: ana.uid, email: ana.email, displayName: null, emailVerified: true, providerIds: [] };
// Wednesday 18 November 2026, 10:00 in the studio (UTC-6): when the device last saw her online.
const SAVED_AT = new Date('2026-11-18T16:00:00.000Z');

/** The app's real session actors, over the MSW node server, with Firebase's part restored as ana. */
function startSession() {
  signInAs('ana');
  const identity = {
    providerSignIn: 'accountChooser',
    restore: async () => anaUser,
    currentUser: () => anaUser,
    signOut: vi.fn(async () => undefined),
  } as unknown as Identity;
  const actor = createActor(sessionMachine.provide({ actors: createSessionActors(identity) })).start();
  return { actor, identity };
}

function failingServer() {
  server.use(http.get('*/api/customer', () => HttpResponse.json(SERVER_ERROR_BODY, { status: 500 })));
}

function renderAccount(session: ReturnType<typeof startSession>) {
  const config = toAppConfig(Object.entries(seedConfig).map(([key, value]) => ({ key, value })));
  return render(
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <SessionProvider value={session}>
          <MemoryRouter initialEntries={['/mystudio/reservaciones']}>
            <Routes>
              <Route path="/mystudio" element={<AccountLayout />}>
                <Route path="reservaciones" element={<ReservationsPage />} />
              </Route>
              <Route path="/entrar" element={<p>Entrar</p>} />
              <Route path="/registro" element={<p>Registro</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
}

const notice = () => screen.queryByTestId('offline-session-notice');

afterEach(() => localStorage.clear());

describe('a failing studio server while a returning customer’s session is restored', () => {
  it('keeps her account open from the device’s copy, says the server failed, and confirms it once the server answers', async () => {
    storeOfflineCustomer(
      offlineCopyOf({ customer_id: ana.customer_id, name: 'Ana', email: ana.email }, ana.uid, SAVED_AT),
    );
    failingServer();
    const session = startSession();
    renderAccount(session);

    await waitFor(() =>
      expect(notice()).toHaveTextContent('El servidor del estudio falló: sesión sin verificar'),
    );
    expect(notice()).toHaveTextContent(
      /El servidor del estudio no pudo confirmar tu sesión\. Tu sesión sigue abierta con los datos guardados en este dispositivo el mié\.? 18 nov, 10:00 \(hora del estudio\)/,
    );
    expect(notice()).not.toHaveTextContent('Sin conexión');
    expect(screen.queryByText('Accediendo')).not.toBeInTheDocument();
    // Her header, not a visitor's.
    expect(screen.getByRole('link', { name: 'Mi Cuenta' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-summary')).toHaveTextContent(
      'Tus créditos se mostrarán cuando el servidor del estudio responda.',
    );
    expect(session.identity.signOut).not.toHaveBeenCalled();

    // The server is back: the next answer to any `/api` call makes the session try again.
    server.resetHandlers();
    session.actor.send({ type: 'session.api.responded', at: Date.now() });
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: /créditos disponibles/ })).toBeInTheDocument();
  });

  it('without a copy on the device, keeps restoring and says the server failed instead of signing her out', async () => {
    failingServer();
    const session = startSession();
    renderAccount(session);
    await waitForActor(session.actor, (s) => s.matches({ restoring: 'waiting' }));

    expect(screen.getByText('Accediendo')).toBeInTheDocument();
    expect(
      screen.getByText(
        'El servidor del estudio falló al abrir tu sesión. Tu sesión sigue abierta; lo intentaremos de nuevo en unos momentos.',
      ),
    ).toBeInTheDocument();
    expect(session.identity.signOut).not.toHaveBeenCalled();

    server.resetHandlers();
    session.actor.send({ type: 'session.api.responded', at: Date.now() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });
});

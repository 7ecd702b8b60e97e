import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Account, SessionFailure } from '#machines/session/context';
import type { ProviderSignIn, SignUpRequest } from '#machines/session/events';
import { sessionMachine } from '#machines/session/machine';
import { SessionProvider } from '#src/app/session-context';
import { AppConfigContext } from '#src/config/app-config-context';
import { loadAppConfig } from '#src/config/load-app-config';
import { PagesContext } from '#src/config/pages-context';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '#src/domain/password-policy';
import { loadPages } from '#src/features/content/load-page';
import { Component as SignupRoute } from '#src/features/auth/signup-route';
import type { Identity } from '#src/identity/identity';
import { server } from '#mocks/node';

const newAccount: Account = {
  identity: { uid: 'new', email: 'eva@example.mx' },
  customer: { customer_id: 99, name: 'Eva', email: 'eva@example.mx' },
  user: null,
};

interface Setup {
  signUp?: (request: SignUpRequest) => Promise<Account>;
  policies?: PasswordPolicy[];
  providerSignIn?: Identity['providerSignIn'];
}

/** The real screen over the node mock server, with the session's effects faked. */
async function renderSignup({ signUp, policies = [], providerSignIn = 'accountChooser' }: Setup = {}) {
  const [config, pages] = await Promise.all([loadAppConfig(), loadPages()]);
  const signUpSpy = vi.fn(signUp ?? (async () => newAccount));
  const providerSpy = vi.fn(async (_: ProviderSignIn): Promise<Account> => newAccount);
  const queue = [...policies];
  const passwordPolicy = vi.fn(async () => queue.shift() ?? DEFAULT_PASSWORD_POLICY);
  const identity = { providerSignIn, passwordPolicy } as unknown as Identity;
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<Account | null>(async () => null),
      signUp: fromPromise<Account, SignUpRequest>(({ input }) => signUpSpy(input)),
      logInWithProvider: fromPromise<Account, ProviderSignIn>(({ input }) => providerSpy(input)),
    },
  });
  const actor = createActor(machine).start();
  render(
    <ChakraProvider value={defaultSystem}>
      <AppConfigContext.Provider value={config}>
        <PagesContext.Provider value={pages}>
          <SessionProvider value={{ actor, identity }}>
            <MemoryRouter initialEntries={['/registro']}>
              <Routes>
                <Route path="/registro" element={<SignupRoute />} />
                <Route path="/mystudio" element={<h1>Calendario</h1>} />
              </Routes>
            </MemoryRouter>
          </SessionProvider>
        </PagesContext.Provider>
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
  return { signUpSpy, providerSpy, passwordPolicy };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input, select' });

async function fillValid(user: ReturnType<typeof userEvent.setup>, over: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Nombre: 'Eva',
    Apellidos: 'Luna',
    'Correo electrónico': 'eva@example.mx',
    Teléfono: '55 9999 0001',
    'Fecha de nacimiento': '1992-03-14',
    Contraseña: 'secreto123',
    'Confirmar contraseña': 'secreto123',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  await user.click(screen.getByRole('checkbox', { name: /^Acepto/ }));
}

describe('/registro', () => {
  it('ends a failed form load on a Spanish error with a retry that recovers', async () => {
    server.use(
      http.get('*/api/forms/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderSignup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lo sentimos, no pudimos cargar el formulario de registro.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Nombre', { exact: true })).toBeInTheDocument();
  });

  it('checks the phone first and never creates the account when it is taken', async () => {
    const user = userEvent.setup();
    const { signUpSpy } = await renderSignup();
    await screen.findByLabelText('Nombre', { exact: true });
    await fillValid(user, { Teléfono: '5511111111' });
    await user.click(screen.getByRole('button', { name: 'Registrarte' }));
    expect(await screen.findByText('Ya existe una cuenta con ese número de teléfono')).toBeInTheDocument();
    expect(field('Teléfono')).toHaveFocus();
    expect(signUpSpy).not.toHaveBeenCalled();
    // A different number clears the message.
    await user.type(field('Teléfono'), '{backspace}2');
    expect(screen.queryByText('Ya existe una cuenta con ese número de teléfono')).not.toBeInTheDocument();
  });

  it('sends the customer fields and the accepted documents, then redirects', async () => {
    const user = userEvent.setup();
    const { signUpSpy } = await renderSignup();
    await screen.findByLabelText('Nombre', { exact: true });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrarte' }));
    expect(await screen.findByRole('heading', { name: 'Calendario' })).toBeInTheDocument();
    expect(signUpSpy).toHaveBeenCalledWith({
      email: 'eva@example.mx',
      password: 'secreto123',
      customer: {
        name: 'Eva',
        last_name: 'Luna',
        phone: '5599990001',
        birthdate: '1992-03-14',
        accepted_pages: [1, 2],
      },
    });
  });

  it('a failure keeps everything typed; a weak-password answer reads the policy again', async () => {
    const user = userEvent.setup();
    const strict: PasswordPolicy = { ...DEFAULT_PASSWORD_POLICY, requireUppercase: true };
    const { passwordPolicy } = await renderSignup({
      policies: [DEFAULT_PASSWORD_POLICY, strict],
      signUp: async () => {
        throw { kind: 'weakPassword', message: 'Missing password requirements' } satisfies SessionFailure;
      },
    });
    await screen.findByLabelText('Nombre', { exact: true });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Registrarte' }));
    expect(await screen.findByText('Missing password requirements')).toBeInTheDocument();
    await waitFor(() => expect(passwordPolicy).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Tu contraseña debe tener: una letra mayúscula.')).toBeInTheDocument();
    expect(field('Nombre')).toHaveValue('Eva');
    expect(field('Contraseña')).toHaveValue('secreto123');
  });

  it('the mock account chooser signs in with the typed email', async () => {
    const user = userEvent.setup();
    const { providerSpy } = await renderSignup();
    await user.click(await screen.findByRole('button', { name: 'Continuar con GitHub' }));
    const chooser = await screen.findByRole('dialog', { name: 'Continuar con GitHub' });
    await user.type(within(chooser).getByLabelText(/Usar otra cuenta/), 'ana@demo.mx');
    await user.click(within(chooser).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(providerSpy).toHaveBeenCalledWith({ kind: 'github', email: 'ana@demo.mx' }));
  });

  it('live mode goes straight to the provider popup', async () => {
    const user = userEvent.setup();
    const { providerSpy } = await renderSignup({ providerSignIn: 'popup' });
    await user.click(await screen.findByRole('button', { name: 'Continuar con Facebook' }));
    await waitFor(() => expect(providerSpy).toHaveBeenCalledWith({ kind: 'facebook' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { Account, SessionFailure } from '#machines/session/context';
import type { Credentials } from '#machines/session/events';
import { sessionMachine } from '#machines/session/machine';
import { seedConfig } from '#mocks/seed/config';
import { SessionProvider } from '#src/app/session-context';
import { toAppConfig } from '#src/config/app-config';
import { createStudioSystem } from '#src/config/theme';
import type { Identity } from '#src/identity/identity';
import { loginAndBack, SessionExpiredGate } from '#src/ui/auth/session-expired-gate';

const ana: Account = {
  identity: { uid: 'qa-ana', email: 'ana@demo.mx' },
  customer: { customer_id: 1, name: 'Ana', email: 'ana@demo.mx' },
  user: null,
};

async function renderExpired() {
  const logIn = vi.fn(async ({ input }: { input: Credentials }) => {
    if (input.password !== 'demo1234') throw { kind: 'invalidCredential' } satisfies SessionFailure;
    return ana;
  });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<Account | null>(async () => ana),
        logIn: fromPromise<Account, Credentials>(logIn),
        logOut: fromPromise<void>(async () => undefined),
      },
    }),
  ).start();
  await waitForActor(session, (s) => s.matches('authenticated'));
  const onLeave = vi.fn();
  const config = toAppConfig(Object.entries(seedConfig).map(([key, value]) => ({ key, value })));
  render(
    <ChakraProvider value={createStudioSystem(config)}>
      <SessionProvider value={{ actor: session, identity: {} as Identity }}>
        <label>
          Nombre <input defaultValue="Ana María" />
        </label>
        <SessionExpiredGate onLeave={onLeave} />
      </SessionProvider>
    </ChakraProvider>,
  );
  return { session, logIn, onLeave };
}

describe('signing in again where the session expired', () => {
  it('asks for the same account’s password over the screen, and goes on once it is right', async () => {
    const user = userEvent.setup();
    const { session, logIn } = await renderExpired();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    session.send({ type: 'session.expired' });
    const dialog = await screen.findByRole('dialog', { name: 'Tu sesión expiró. Inicia sesión de nuevo.' });
    expect(dialog).toHaveTextContent('Escribe la contraseña de ana@demo.mx para continuar donde estabas.');

    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(logIn).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/Contraseña/), 'otra');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El correo o la contraseña no son correctos.',
    );
    // What was typed stays: the wrong password too, to correct it.
    expect(within(dialog).getByLabelText(/Contraseña/)).toHaveValue('otra');

    await user.clear(within(dialog).getByLabelText(/Contraseña/));
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'demo1234{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logIn).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: { email: 'ana@demo.mx', password: 'demo1234' } }),
    );
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana María');
  });

  it('Entrar de otra forma ends the session and leaves for the login screen', async () => {
    const user = userEvent.setup();
    const { session, onLeave } = await renderExpired();
    session.send({ type: 'session.expired' });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Entrar de otra forma' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Entrar de otra forma' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    await waitForActor(session, (s) => s.matches('anonymous'));
    expect(session.getSnapshot().context.expired).toBe(true);
  });

  it('the login screen it leaves for brings the customer back to where they were', () => {
    expect(loginAndBack({ pathname: '/checkout/3', search: '?codigo=X' })).toBe(
      '/entrar?volver=%2Fcheckout%2F3%3Fcodigo%3DX',
    );
  });
});

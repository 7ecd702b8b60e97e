import type { Customer } from '#src/api/entities';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { Account } from '#machines/session/context';
import { sessionMachine } from '#machines/session/machine';
import { db } from '#mocks/db';
import { personas } from '#mocks/personas';
import { seeded } from '#mocks/seed';
import { seedConfig } from '#mocks/seed/config';
import type { components } from '#src/api/schema.gen';
import { SessionProvider } from '#src/app/session-context';
import { toAppConfig } from '#src/config/app-config';
import { createStudioSystem } from '#src/config/theme';
import { useWaitlistFlow } from '#src/ui/waitlist/use-waitlist-flow';
import type { Identity } from '#src/identity/identity';
import { AlertsOutlet } from '#src/ui/alerts';
import { signInAs } from '#tests/support/sign-in';

type SingleClass = components['schemas']['SingleClass'];

/** A stand-in for a class card: the calendar's use of the flow, reduced to one button. */
function Card({ singleClass, onChanged }: { singleClass: SingleClass; onChanged: () => void }) {
  const flow = useWaitlistFlow({ onChanged });
  const on = flow.isOnWaitlist(singleClass.single_class_id);
  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        onClick={() => (on ? flow.leave(singleClass) : flow.join(singleClass))}
      >
        Lista de Espera
      </button>
      {flow.element}
    </>
  );
}

let renders = 0;
const countRender = () => (renders += 1);

/** `account` once restored; a promise keeps the session restoring until it settles. */
async function renderCard(account: Account | null | Promise<Account | null>) {
  renders = 0;
  const session = createActor(
    sessionMachine.provide({
      actors: { restoreSession: fromPromise<Account | null>(() => Promise.resolve(account)) },
    }),
  ).start();
  if (!(account instanceof Promise)) await waitForActor(session, (s) => !s.matches('restoring'));
  const config = toAppConfig(Object.entries(seedConfig).map(([key, value]) => ({ key, value })));
  const full = { single_class_id: seeded!.full } as SingleClass;
  const onChanged = vi.fn();
  render(
    <ChakraProvider value={createStudioSystem(config)}>
      <SessionProvider value={{ actor: session, identity: {} as Identity }}>
        <MemoryRouter initialEntries={['/mystudio']}>
          <Routes>
            <Route
              path="/mystudio"
              element={
                <Profiler id="card" onRender={countRender}>
                  <Card singleClass={full} onChanged={onChanged} />
                </Profiler>
              }
            />
            <Route path="/entrar" element={<p>Pantalla de entrada</p>} />
          </Routes>
        </MemoryRouter>
        <AlertsOutlet />
      </SessionProvider>
    </ChakraProvider>,
  );
  return { onChanged };
}

const ana: Account = {
  identity: { uid: personas.ana.uid, email: personas.ana.email },
  customer: { customer_id: personas.ana.customer_id, name: 'Ana', email: personas.ana.email } as Customer,
  user: null,
};

describe('useWaitlistFlow', () => {
  it('sends a visitor to log in', async () => {
    const user = userEvent.setup();
    await renderCard(null);
    await user.click(screen.getByRole('button', { name: 'Lista de Espera' }));
    expect(await screen.findByText('Pantalla de entrada')).toBeInTheDocument();
  });

  it("a visitor's card renders once: the list is not replaced at mount", async () => {
    await renderCard(null);
    // render() ran the mount's effects and whatever they set.
    expect(screen.getByRole('button', { name: 'Lista de Espera' })).toBeInTheDocument();
    expect(renders).toBe(1);
  });

  it('signing in after the card shows: her list follows the session', async () => {
    const user = userEvent.setup();
    signInAs('ana');
    let restore!: (account: Account) => void;
    await renderCard(new Promise<Account>((resolve) => (restore = resolve)));
    restore(ana);
    await user.click(await screen.findByRole('button', { name: 'Lista de Espera' }));
    expect(await screen.findByText('Anotada en lista de espera.')).toBeInTheDocument();
    expect(screen.queryByText('Pantalla de entrada')).not.toBeInTheDocument();
  });

  it('ana joins, the calendar hears of it, and the check shows; then she leaves after confirming', async () => {
    const user = userEvent.setup();
    signInAs('ana');
    const { onChanged } = await renderCard(ana);
    const button = screen.getByRole('button', { name: 'Lista de Espera' });
    await user.click(button);
    expect(await screen.findByText('Anotada en lista de espera.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(onChanged).toHaveBeenCalledTimes(1);

    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salir de la lista' }));
    expect(await screen.findByText('Eliminada de lista de espera.')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the class has places again", async () => {
    const user = userEvent.setup();
    signInAs('ana');
    await renderCard(ana);
    // The studio added places meanwhile: the class is no longer full.
    await db.singleClasses.update((q) => q.where({ single_class_id: seeded!.full }), {
      data(record) {
        record.capacity = 100;
      },
    });
    await user.click(screen.getByRole('button', { name: 'Lista de Espera' }));
    expect(await screen.findByText('La clase todavía tiene lugares disponibles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lista de Espera' })).toHaveAttribute('aria-pressed', 'false');
  });
});

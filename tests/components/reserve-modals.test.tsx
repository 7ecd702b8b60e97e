import type { CustomSpotMap, Customer, SingleClass } from '#src/api/entities';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ReserveChecks, ReserveFailure, SaveInput } from '#machines/reserve/context';
import { reserveMachine } from '#machines/reserve/machine';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { ReserveModals } from '#src/ui/reserve/reserve-modals';

const ana = { customer_id: 1, name: 'Ana', email: 'ana@demo.mx' } as Customer;
const yoga: SingleClass = {
  single_class_id: 40,
  class_date: '2030-03-11T09:00:00.000Z',
  capacity: 14,
  location_id: 1,
  location: { location_id: 1, name: 'Roma' },
  class_type_id: 1,
  class_type: { class_type_id: 1, name: 'Vinyasa Yoga', spot_map: '3' },
  class_instructors: [{ instructor: { instructor_id: 1, name: 'Mariana', last_name: 'Ruiz' } }],
  class_reservations: [{ class_reservation_id: 9, customer_id: 2, spot: 2 }],
};
const checks = (over: Partial<ReserveChecks> = {}): ReserveChecks => ({
  unaccepted: [],
  missing: [],
  penalties: [],
  credits: [{ available_classes: 5 }],
  checkedAt: '2030-03-01T00:00:00.000Z',
  ...over,
});

function renderFlow(given: ReserveChecks, save: (input: SaveInput) => Promise<unknown>) {
  const machine = reserveMachine.provide({
    actors: {
      loadChecks: fromPromise(async () => given),
      acceptPage: fromPromise(async (): Promise<void> => undefined),
      loadSpotMap: fromPromise(async (): Promise<CustomSpotMap | null> => null),
      saveReservation: fromPromise(({ input }: { input: SaveInput }) => save(input)),
      loadClass: fromPromise(async () => yoga),
    },
  });
  const actor = createActor(machine, { input: { guestsAllowed: true, spotMapEnabled: true } }).start();
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <AppConfigContext.Provider value={toAppConfig([])}>
          <ReserveModals actor={actor} />
        </AppConfigContext.Provider>
      </MemoryRouter>
    </ChakraProvider>,
  );
  actor.send({ type: 'reserve.start', singleClass: yoga, customer: ana });
  return actor;
}

describe('the reserve modals', () => {
  it('shows the class, asks a guest name of 2 characters, and saves guest and spot', async () => {
    const save = vi.fn(async () => ({}));
    const actor = renderFlow(checks(), save);
    const dialog = await screen.findByRole('dialog', { name: 'Reservar Clase: Vinyasa Yoga' });
    expect(dialog).toHaveTextContent('11 mar 2030');
    expect(dialog).toHaveTextContent('09:00');
    expect(dialog).toHaveTextContent('Mariana Ruiz');
    expect(dialog).toHaveTextContent('Roma');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agregar un invitado' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de tu invitado/ }), 'L');
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('Debes ingresar un nombre para tu invitado')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre de tu invitado/ }), 'ucas');
    expect(screen.getByRole('radio', { name: 'Lugar 2, ocupado' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Lugar 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(save).toHaveBeenCalledWith({ single_class_id: 40, spot: 3, guest: 'Lucas' });
  }, 30_000);

  it("shows the server's message and keeps the choices", async () => {
    const failure: ReserveFailure = {
      kind: 'precondition',
      message: 'Lo sentimos, esta clase ya está llena.',
    };
    renderFlow(checks(), async () => {
      throw failure;
    });
    await screen.findByRole('dialog', { name: /Reservar Clase/ });
    await userEvent.click(screen.getByRole('radio', { name: 'Lugar 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reservar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lo sentimos, esta clase ya está llena.');
    expect(screen.getByRole('radio', { name: 'Lugar 1' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows the penalty with its end date', async () => {
    renderFlow(
      checks({ penalties: [{ penalty_id: 1, customer_id: 1, end_date: '2030-03-05T12:00:00.000Z' }] }),
      vi.fn(),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Penalización' });
    expect(dialog).toHaveTextContent(
      'Lo sentimos, no puedes reservar clases porque cuentas con una penalización.',
    );
    expect(dialog).toHaveTextContent(/05 mar\.? 2030/);
  });

  it('sends a customer without credits to the packages', async () => {
    renderFlow(checks({ credits: [] }), vi.fn());
    const dialog = await screen.findByRole('alertdialog', { name: 'Sin créditos' });
    expect(dialog).toHaveTextContent('Has agotado todos tus créditos para reservar Clases Presenciales...');
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/mystudio/paquetes');
  });
});

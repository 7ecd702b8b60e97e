import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { db } from '#mocks/db';
import { server } from '#mocks/node';
import { personas, type PersonaKey } from '#mocks/personas';
import { seedConfig } from '#mocks/seed/config';
import { apiBaseUrl } from '#src/api/client';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { createStudioSystem } from '#src/config/theme';
import { Component as SavedCardsPage } from '#src/features/cards/saved-cards-route';
import { AlertsOutlet } from '#src/ui/alerts';
import { signInAs } from '#tests/support/sign-in';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function renderPage(key: PersonaKey = 'suscrita') {
  signInAs(key);
  const config = toAppConfig(Object.entries(seedConfig).map(([k, value]) => ({ key: k, value })));
  return render(
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={['/mystudio/metodos']}>
          <SavedCardsPage />
        </MemoryRouter>
        <AlertsOutlet />
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
}

const list = () => screen.getByTestId('saved-cards');
const cardsOf = (key: PersonaKey) =>
  db.savedCards.findMany((q) => q.where({ customer_id: personas[key].customer_id }));

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  const add = screen.getByRole('button', { name: 'Agregar' });
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  return screen.findByRole('dialog', { name: 'Agregar tarjeta' });
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, number: string) {
  await user.type(within(dialog).getByLabelText(/Número de tarjeta/), number);
  await user.type(within(dialog).getByLabelText(/Nombre en la tarjeta/), 'Sofía Ruiz');
  await user.type(within(dialog).getByLabelText(/Fecha de vencimiento/), '1240');
  await user.type(within(dialog).getByLabelText(/CVC/), '123');
}

/** ana adds a card with this number and presses save; gives back the add dialog. */
async function saveNewCard(number: string) {
  const user = userEvent.setup();
  renderPage('ana');
  const dialog = await openAddDialog(user);
  await typeCard(user, dialog, number);
  await user.click(within(dialog).getByRole('button', { name: 'Guardar tarjeta' }));
  return dialog;
}

describe('/mystudio/metodos', () => {
  it("lists suscrita's two cards with their brand and last digits", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    const [visa, mastercard] = within(list()).getAllByRole('listitem');
    expect(within(visa!).getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(visa).toHaveTextContent('Terminación 4242');
    expect(within(mastercard!).getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(mastercard).toHaveTextContent('Terminación 4444');
  });

  it('removes a card after the Precaución confirm', async () => {
    const user = userEvent.setup();
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Eliminar Visa terminación 4242' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Precaución');
    expect(confirm).toHaveTextContent('Esta acción no se puede deshacer.');
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Metodo de Pago eliminado con éxito.')).toBeInTheDocument();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(1));
    expect(cardsOf('suscrita').map((card) => card.last_digits)).toEqual(['4444']);
  });

  it('a failed removal says the specs words and keeps the card', async () => {
    server.use(
      http.delete(`${apiBaseUrl()}/metodosPago/:id`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const remove = await screen.findByRole('button', { name: 'Eliminar Mastercard terminación 4444' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('Hubo un error al agregar este método de pago.')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('adds a card: tokenized, saved, listed', async () => {
    const user = userEvent.setup();
    renderPage('ana');
    expect(await screen.findByText('Aún no tienes tarjetas guardadas.')).toBeInTheDocument();
    const dialog = await openAddDialog(user);
    await typeCard(user, dialog, '5555555555554444');
    expect(within(dialog).getByLabelText(/Número de tarjeta/)).toHaveValue('5555 5555 5555 4444');
    expect(within(dialog).getByLabelText(/Fecha de vencimiento/)).toHaveValue('12 / 40');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('¡Método de Pago guardado con éxito!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(cardsOf('ana')).toMatchObject([{ card_type: 'mastercard', last_digits: '4444' }]);
  });

  it('checks the form in Spanish before sending anything', async () => {
    const user = userEvent.setup();
    renderPage('ana');
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText(/Número de tarjeta/), '4242');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar tarjeta' }));
    expect(within(dialog).getByText('El número de tu tarjeta está incompleto.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe el nombre como aparece en la tarjeta.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('La fecha de vencimiento de tu tarjeta está incompleta.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('El código de seguridad de tu tarjeta está incompleto.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Número de tarjeta/)).toHaveValue('4242');
    expect(cardsOf('ana')).toEqual([]);
  });

  it('a declined card shows its message and keeps what was typed', async () => {
    const dialog = await saveNewCard('4000000000009995');
    expect(
      await within(dialog).findByText('Lo sentimos. Tu tarjeta ha sido rechazada por fondos insuficientes.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Número de tarjeta/)).toHaveValue('4000 0000 0000 9995');
    expect(within(dialog).getByLabelText(/Nombre en la tarjeta/)).toHaveValue('Sofía Ruiz');
    expect(cardsOf('ana')).toEqual([]);
  });

  it('a number failing the Luhn check is marked on the field', async () => {
    const dialog = await saveNewCard('4242424242424241');
    expect(await within(dialog).findByText('El número de la tarjeta es incorrecto.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Número de tarjeta/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failed load offers a retry', async () => {
    server.use(
      http.get(`${apiBaseUrl()}/metodosPago`, () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
  });

  it('has no axe violations, with the list and with the form open', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    const options = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, options)).violations.map((v) => v.id)).toEqual([]);
    const dialog = await openAddDialog(user);
    expect((await axe.run(dialog, options)).violations.map((v) => v.id)).toEqual([]);
  });
});

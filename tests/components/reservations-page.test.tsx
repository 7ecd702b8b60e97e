import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { db } from '#mocks/db';
import { http } from '#mocks/http';
import { apiError } from '#mocks/http-errors';
import { server } from '#mocks/node';
import type { PersonaKey } from '#mocks/personas';
import { Component as ReservationsPage } from '#src/features/reservations/reservations-route';
import { renderAccountPage } from './account-render';

function renderPage(key: PersonaKey) {
  return renderAccountPage(key, '/mystudio/reservaciones', <ReservationsPage />);
}

// jsdom applies no media queries: the table and the cards are both in the DOM.
const table = () => screen.getByTestId('reservation-table');
const cards = () => screen.getByTestId('reservation-cards');
const cardOf = (text: RegExp) =>
  within(cards())
    .getAllByRole('listitem')
    .find((li) => text.test(li.textContent ?? ''))!;
const anasTuesday = () => cardOf(/Lucía/);

describe('/mystudio/reservaciones', () => {
  it('shows ana the policy, her credits and every status in the specs columns', async () => {
    await renderPage('ana');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Reservaciones' })).toBeInTheDocument();
    expect(screen.getByText('Solo puedes cancelar clases con 12 horas de anticipacion')).toBeInTheDocument();
    expect(
      screen.getByText('Puedes cancelar una reservación hasta 2 veces por crédito.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Disponibles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /créditos disponibles/ })).toHaveAttribute(
      'href',
      '/mystudio/creditos',
    );
    expect(screen.getByRole('link', { name: 'Comprar Clases' })).toHaveAttribute(
      'href',
      '/mystudio/paquetes',
    );
    await waitFor(() => expect(table().querySelectorAll('tbody tr')).toHaveLength(7));
    await waitFor(() =>
      expect([...table().querySelectorAll('th')].map((th) => th.textContent)).toEqual([
        'Clase',
        'Invitado',
        'Coach',
        'Fecha y Hora',
        'Ubicación',
        'Lugar',
        'Estado',
        'Acciones',
      ]),
    );
    const statuses = [...table().querySelectorAll('tbody tr td:nth-child(7)')].map((td) => td.textContent);
    for (const label of ['Cancelada', 'Pago en Efectivo Incompleto', 'No Asistí', 'Exitosa', 'Próxima']) {
      expect(statuses).toContain(label);
    }
    expect(table().querySelector('tbody tr td:nth-child(4)')?.textContent).toMatch(
      /^\S+ \d{2} \S+, \d{2}:\d{2}$/,
    );
    expect(within(anasTuesday()).getByText('Lucía')).toBeInTheDocument();
  });

  it('cancels an upcoming class after the confirmation, and the list shows it cancelled', async () => {
    const user = userEvent.setup();
    await renderPage('ana');
    await waitFor(() => expect(cards().querySelectorAll('li')).toHaveLength(7));
    await user.click(within(anasTuesday()).getByRole('button', { name: /^Cancelar / }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Precaución');
    expect(dialog).not.toHaveTextContent('tu crédito no será devuelto');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar Clase' }));
    expect(await screen.findByText('Reservación cancelada.')).toBeInTheDocument();
    await waitFor(() => expect(within(anasTuesday()).getByText('Cancelada')).toBeInTheDocument());
    expect(within(anasTuesday()).queryByRole('button', { name: /^Cancelar / })).not.toBeInTheDocument();
  });

  it('rates an attended class: comment and buttons after the coach stars, then the stars show', async () => {
    const user = userEvent.setup();
    await renderPage('ana');
    const rate = await waitFor(() => within(cards()).getByRole('button', { name: /^Calificar / }));
    await user.click(rate);
    const dialog = await screen.findByRole('dialog', { name: 'Calificar Clase' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    const classGroup = within(dialog).getByRole('group', { name: 'Califica la clase' });
    await user.click(within(classGroup).getByRole('radio', { name: '4 estrellas' }));
    const coachGroup = within(dialog).getByRole('group', { name: 'Califica al coach' });
    await user.click(within(coachGroup).getByRole('radio', { name: '5 estrellas' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario (Opcional)' }), 'Muy buena');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(cards()).findByRole('img', { name: 'Clase: 4 de 5 estrellas. Coach: 5 de 5 estrellas' }),
    ).toBeInTheDocument();
    expect(within(cards()).queryByRole('button', { name: /^Calificar / })).not.toBeInTheDocument();
    const stored = db.reservations.findFirst((q) => q.where({ customer_id: 1, comment: 'Muy buena' }));
    expect(stored).toMatchObject({ class_stars: 4, coach_stars: 5 });
  });

  it('edits the guest name, keeping what was typed when it is too short', async () => {
    const user = userEvent.setup();
    await renderPage('ana');
    const edit = await waitFor(() => within(anasTuesday()).getByRole('button', { name: /Lucía/ }));
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Nombre de tu invitado' });
    const input = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await user.clear(input);
    await user.type(input, 'L');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Debes ingresar un nombre para tu invitado')).toBeInTheDocument();
    expect(input).toHaveValue('L');
    await user.type(input, 'ucas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nombre actualizado.')).toBeInTheDocument();
    await waitFor(() => expect(within(cards()).getByText('Lucas')).toBeInTheDocument());
  });

  it('opens the access code, which points at the back-office reservation page on the same site', async () => {
    const user = userEvent.setup();
    await renderPage('ana');
    const open = await waitFor(() =>
      within(anasTuesday()).getByRole('button', { name: /^Código de Acceso/ }),
    );
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Código de Acceso' });
    expect(within(dialog).getByRole('img', { name: /^Código QR de tu reservación/ })).toBeInTheDocument();
    const id = db.reservations.findFirst((q) =>
      q.where({ customer_id: 1, guest: 'Lucía' }),
    )!.class_reservation_id;
    expect(dialog.querySelector('[data-url]')).toHaveAttribute(
      'data-url',
      `${location.origin}/admin/reservaciones/${id}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('filters on the server: Canceladas shows only the cancelled one', async () => {
    const user = userEvent.setup();
    await renderPage('ana');
    await waitFor(() => expect(cards().querySelectorAll('li')).toHaveLength(7));
    await user.click(screen.getByRole('button', { name: 'Canceladas' }));
    expect(screen.getByRole('button', { name: 'Canceladas' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cards().querySelectorAll('li')).toHaveLength(1));
    expect(cards()).toHaveTextContent('Cancelada');
  });

  it('pages penalizada by 50, and shows her unlimited membership', async () => {
    const user = userEvent.setup();
    await renderPage('penalizada');
    expect(screen.getByText('Ilimitadas')).toBeInTheDocument();
    expect(screen.getByText(/^Hasta el \d{2} \S+ \d{4}$/)).toBeInTheDocument();
    await waitFor(() => expect(cards().querySelectorAll('li')).toHaveLength(50));
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pages).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(cards().querySelectorAll('li')).toHaveLength(8));
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('shows the empty state with Ir a Reservar', async () => {
    await renderPage('sincreditos');
    expect(await screen.findByText('Aún no has reservado clases.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Reservar' })).toHaveAttribute('href', '/mystudio');
  });

  it('says when the list could not load, and retries', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/class_reservations', () => {
        throw apiError(500, 'Error interno.');
      }),
    );
    await renderPage('ana');
    expect(await screen.findByText('Lo sentimos, no pudimos cargar tus reservaciones.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(cards().querySelectorAll('li')).toHaveLength(7));
  });

  it('has no axe violations', async () => {
    const { container } = await renderPage('ana');
    await waitFor(() => expect(cards().querySelectorAll('li')).toHaveLength(7));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freezeMockClock } from '#mocks/clock';
import { server } from '#mocks/node';
import { seeded, seedDb } from '#mocks/seed';
import { apiBaseUrl } from '#src/api/client';
import { DayPage } from '#src/admin/day/day-page';
import { NOW } from '#tests/server/support/clock';
import { renderWithSession } from './account-render';

// The seed at NOW (Wednesday 12:00 in the studio): the express Pilates starts in 30 minutes,
// tomorrow's noon yoga is full with people waiting, Ana owes a cash purchase.
beforeEach(async () => {
  freezeMockClock(NOW);
  await seedDb();
});
afterEach(() => freezeMockClock(undefined));

const renderDay = () =>
  renderWithSession(
    'recepcion',
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route path="/admin" element={<DayPage />} />
      </Routes>
    </MemoryRouter>,
  );
// jsdom applies no media queries: the table and the cards are both in the DOM.
const table = () => screen.getByTestId('day-classes-table');
const rowTexts = () =>
  [...table().querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('the back-office home: the studio day', () => {
  it("shows today's classes in order, the next one marked, each opening its roster", async () => {
    await renderDay();
    expect(screen.getByRole('heading', { level: 1, name: 'Hoy en el estudio' })).toBeInTheDocument();
    await waitFor(() => expect(table()).toBeInTheDocument());
    const times = rowTexts().map((row) => row[0]);
    expect(times).toEqual([...times].sort());
    const next = rowTexts().find((row) => row[2] === 'Siguiente');
    expect(next?.slice(0, 2)).toEqual(['12:30', 'Pilates Mat']);
    expect(rowTexts().filter((row) => row[2] === 'Ahora')).toHaveLength(0);
    expect(
      within(table()).getByRole('link', { name: 'Lista y asistencia de Pilates Mat 12:30' }),
    ).toHaveAttribute('href', `/admin/horarios/clase/${seeded!.leadTime}`);
    expect(within(screen.getByTestId('day-classes-cards')).getAllByRole('listitem')).toHaveLength(
      times.length,
    );
  });

  it('lists the alerts as links to the class and the customer, and the sales of the day', async () => {
    await renderDay();
    const alerts = await screen.findByTestId('day-alerts');
    expect(
      within(alerts).getByRole('link', {
        name: /^Vinyasa Yoga mañana 12:00 está llena y tiene \d+ en lista de espera\.$/,
      }),
    ).toHaveAttribute('href', `/admin/horarios/clase/${seeded!.full}`);
    // Cash to collect: her page opens with the confirmation to mark that purchase paid.
    expect(
      within(alerts).getByRole('link', {
        name: 'Ana García tiene un pago en efectivo pendiente de $750.00.',
      }),
    ).toHaveAttribute('href', '/admin/clientes/1?pagar=2');
    expect(screen.getByTestId('day-sales')).toHaveTextContent('1 venta por $2,200.00.');
  });

  it('a server error says so in Spanish with Reintentar, and retrying shows the day', async () => {
    server.use(
      http.get(`${apiBaseUrl()}/admin/day`, () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    await renderDay();
    expect(await screen.findByText('No pudimos cargar el día del estudio.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(table()).toBeInTheDocument());
  });
});

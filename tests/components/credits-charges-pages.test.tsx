import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { Component as ChargesPage } from '#src/features/charges/charges-route';
import { Component as CreditsPage } from '#src/features/credits/credits-route';
import { renderAccountPage } from './account-render';

const cells = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
const headers = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('th')].map((th) => th.textContent);
const rules = { rules: { 'color-contrast': { enabled: false } } };

describe('/mystudio/creditos', () => {
  it("lists suscrita's credits by class type, with '+ Créditos' to the packages", async () => {
    const { container } = await renderAccountPage('suscrita', '/mystudio/creditos', <CreditsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Créditos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Créditos' })).toHaveAttribute('href', '/mystudio/paquetes');
    await waitFor(() => expect(screen.getByTestId('credit-table')).toBeInTheDocument());
    // The seed does not restrict times: no Horarios column.
    expect(headers('credit-table')).toEqual(['Tipo de clase', 'Créditos', 'Vigencia']);
    const rows = cells('credit-table');
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['Todas las clases', '8'],
      ['Indoor Cycling', '2'],
    ]);
    expect(rows[0]?.[2]).toMatch(/^\d{2} [a-z]{3}\.? \d{4}$/);
    expect(within(screen.getByTestId('credit-cards')).getAllByRole('listitem')).toHaveLength(2);
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
  });

  it('shows -1 as unlimited and the columns the settings ask for', async () => {
    await renderAccountPage('ilimitada', '/mystudio/creditos', <CreditsPage />, {
      allow_restricted_class_types: 'false',
      allow_restricted_times: 'true',
    });
    await waitFor(() => expect(screen.getByTestId('credit-table')).toBeInTheDocument());
    expect(headers('credit-table')).toEqual(['Horarios', 'Créditos', 'Vigencia']);
    expect(cells('credit-table')[0]?.slice(0, 2)).toEqual(['Todos los horarios', 'Ilimitados']);
  });

  it('says when there are no credits', async () => {
    // sincreditos' only row expired three days ago.
    await renderAccountPage('sincreditos', '/mystudio/creditos', <CreditsPage />);
    expect(await screen.findByText('No tienes créditos disponibles.')).toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    server.use(
      http.get('*/api/customer/available_classes', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    await renderAccountPage('ana', '/mystudio/creditos', <CreditsPage />);
    expect(await screen.findByText('Lo sentimos, no pudimos cargar tus créditos.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByTestId('credit-table')).toBeInTheDocument());
  });
});

describe('/mystudio/pagos', () => {
  it("lists suscrita's charges, newest first, as a table and as cards", async () => {
    const { container } = await renderAccountPage('suscrita', '/mystudio/pagos', <ChargesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Cargos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('charge-table')).toBeInTheDocument());
    expect(headers('charge-table')).toEqual(['Orden', 'Paquete', 'Fecha', 'Monto', 'Estado']);
    const rows = cells('charge-table');
    expect(rows.map((row) => [row[0], row[1], row[3], row[4]])).toEqual([
      ['#006', 'Membresía mensual', '$1,599.00', 'Completada'],
      ['#006', 'Membresía mensual', '$1,599.00', 'Completada'],
      ['#007', 'Membresía mensual', '$1,599.00', 'Fallido'],
      ['#007', 'Membresía mensual', '$1,599.00', 'Completada'],
    ]);
    expect(within(screen.getByTestId('charge-cards')).getAllByRole('listitem')).toHaveLength(4);
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
  });

  it('says when there are no charges', async () => {
    await renderAccountPage('ana', '/mystudio/pagos', <ChargesPage />);
    expect(await screen.findByText('Aún no tienes cargos.')).toBeInTheDocument();
  });

  it('a failed load says so and retries', async () => {
    server.use(http.get('*/api/invoices', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const user = userEvent.setup();
    await renderAccountPage('suscrita', '/mystudio/pagos', <ChargesPage />);
    expect(await screen.findByText('Lo sentimos, no pudimos cargar tus cargos.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByTestId('charge-table')).toBeInTheDocument());
  });
});

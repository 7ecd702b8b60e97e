import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { Component as PurchasesPage } from '#src/features/purchases/purchases-route';
import { renderAccountPage } from './account-render';

const PATH = '/mystudio/membresias';
const renderPurchases = (key: Parameters<typeof renderAccountPage>[0]) =>
  renderAccountPage(key, PATH, <PurchasesPage />);
// jsdom applies no media queries: the table and the cards are both in the DOM, read through it.
const table = () => screen.getByTestId('purchase-table');
const cards = () => screen.getByTestId('purchase-cards');
const rowOf = (order: string) => rowTexts().find((row) => row[0] === order);
const rowTexts = () =>
  [...table().querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('/mystudio/membresias', () => {
  it("lists suscrita's purchases with badges, order numbers and the next charge", async () => {
    await renderPurchases('suscrita');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Compras' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis métodos de pago' })).toHaveAttribute(
      'href',
      '/mystudio/metodos',
    );
    await waitFor(() => expect(table()).toBeInTheDocument());
    const headers = [...table().querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Orden', 'Paquete', 'Fecha', 'Total', 'Estado', 'Próximo cargo', 'Acciones']);
    // Newest first: the online package (#0010), then the subscriptions.
    expect(rowTexts().map((row) => row[0])).toEqual(['#0010', '#006', '#007', '#008']);
    const [active, cancelled, revoked] = [rowOf('#006'), rowOf('#007'), rowOf('#008')];
    expect(active?.slice(0, 2)).toEqual(['#006', 'Membresía mensualCada mes']);
    expect(active?.[3]).toBe('$1,599.00');
    expect(active?.[4]).toBe('Activa');
    expect(active?.[5]).toMatch(/^\d{2} [a-z]{3}\.? \d{4}$/);
    expect(active?.[6]).toBe('Cancelar suscripción');
    expect(cancelled?.[4]).toMatch(/^Cancelada el \d{2} [a-z]{3}\.? \d{4} \d{2}:\d{2}$/);
    // The next charge only for active ones; cancelling only while active on desktop.
    expect(cancelled?.[5]).toBe('—');
    expect(cancelled?.[6]).toBe('');
    expect(revoked?.slice(0, 1)).toEqual(['#008']);
    expect(revoked?.[4]).toBe('Revocada');
    // An active one-off purchase: no next charge, nothing to cancel.
    expect(rowOf('#0010')?.slice(4)).toEqual(['Activa', '—', '']);
    expect(within(cards()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(cards()).getAllByRole('button', { name: /^Cancelar suscripción/ })).toHaveLength(1);
  });

  it('shows the statuses of one-off purchases, without subscription columns', async () => {
    await renderPurchases('ana');
    await waitFor(() => expect(table()).toBeInTheDocument());
    const headers = [...table().querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Orden', 'Paquete', 'Fecha', 'Total', 'Estado']);
    expect(rowTexts().map((row) => [row[0], row[4]])).toEqual([
      ['#002', 'Pendiente'],
      ['#009', 'Completada'],
      ['#001', 'Completada'],
      ['#003', 'Fallido'],
    ]);
  });

  it('cancelling asks for a reason first, then cancels and shows it', async () => {
    const user = userEvent.setup();
    await renderPurchases('suscrita');
    await waitFor(() => expect(table()).toBeInTheDocument());
    await user.click(within(table()).getByRole('button', { name: /^Cancelar suscripción/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar suscripción' });
    expect(dialog).toHaveTextContent('Membresía mensual #006');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await within(dialog).findByText('Debes indicar un motivo de cancelación.')).toBeVisible();

    await user.type(within(dialog).getByLabelText(/Motivo de cancelación/), 'Me mudo de ciudad');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByText('¡Suscripción cancelada!')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('#006')?.[4]).toMatch(/^Cancelada el /));
    expect(within(table()).queryByRole('button', { name: /^Cancelar suscripción/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Volver closes the dialog and keeps the subscription', async () => {
    const user = userEvent.setup();
    await renderPurchases('suscrita');
    await waitFor(() => expect(table()).toBeInTheDocument());
    await user.click(within(cards()).getByRole('button', { name: /^Cancelar suscripción/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar suscripción' });
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('#006')?.[4]).toBe('Activa');
  });

  it('shows the empty state to someone who bought nothing', async () => {
    await renderPurchases('sincreditos');
    expect(await screen.findByText('Aún no tienes compras.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver paquetes' })).toHaveAttribute('href', '/mystudio/paquetes');
  });

  it('a failed load says so and retries', async () => {
    server.use(http.get('*/api/purchases', () => HttpResponse.json({ message: 'caído' }, { status: 500 })));
    const user = userEvent.setup();
    await renderPurchases('suscrita');
    expect(await screen.findByText('Lo sentimos, no pudimos cargar tus compras.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(table()).toBeInTheDocument());
  });

  it('has no axe violations, with the dialog open too', async () => {
    const user = userEvent.setup();
    const { container } = await renderPurchases('suscrita');
    await waitFor(() => expect(table()).toBeInTheDocument());
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, rules)).violations.map((v) => v.id)).toEqual([]);
    await user.click(within(table()).getByRole('button', { name: /^Cancelar suscripción/ }));
    const dialog = await screen.findByRole('dialog');
    expect((await axe.run(dialog, rules)).violations.map((v) => v.id)).toEqual([]);
  });
});

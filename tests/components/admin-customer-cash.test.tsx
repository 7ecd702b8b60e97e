import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freezeMockClock } from '#mocks/clock';
import { db } from '#mocks/db';
import { personas } from '#mocks/personas';
import { seedDb } from '#mocks/seed';
import { CustomerPage } from '#src/admin/customers/customer-page';
import { NOW } from '#tests/server/support/clock';
import { renderWithSession } from './account-render';

beforeEach(async () => {
  freezeMockClock(NOW);
  await seedDb();
});
afterEach(() => freezeMockClock(undefined));

/** Ana's seeded '5 clases' bought in cash (750), still pending. */
const ANA_CASH = 2;

function renderAna(as: 'recepcion' | 'admin', query = '') {
  return renderWithSession(
    as,
    <MemoryRouter initialEntries={[`/admin/clientes/${personas.ana.customer_id}${query}`]}>
      <Routes>
        <Route path="/admin/clientes/:id" element={<CustomerPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

// jsdom applies no media queries: the table and the cards are both in the DOM.
const purchasesTable = () => screen.getByTestId('customer-purchases-table');
const purchaseStatus = (id: number) => db.purchases.findFirst((q) => q.where({ purchase_id: id }))?.status;

describe("the back-office customer page's cash purchases", () => {
  it('the front desk marks a pending cash purchase paid: confirmation, busy, toast, the list updated', async () => {
    await renderAna('recepcion');
    const mark = await within(await screen.findByTestId('customer-purchases-table')).findByRole('button', {
      name: /^Marcar pagada 5 clases del /,
    });
    // Only the pending cash purchase offers it, and the desk takes nothing back (no 'Revocar').
    expect(
      within(purchasesTable())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Marcar pagada']);
    await userEvent.click(mark);
    const dialog = await screen.findByRole('alertdialog', { name: 'Precaución' });
    expect(dialog).toHaveTextContent(
      'La compra «5 clases» de Ana García por $750.00 quedará pagada y activa, y recibirá las clases que compró.',
    );
    expect(within(dialog).getByTestId('credits-effect')).toHaveTextContent('Clases antes10');
    expect(within(dialog).getByTestId('credits-effect')).toHaveTextContent('Clases después15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar pagada' }));
    expect(await screen.findByText('¡Pago registrado! La compra está activa.')).toBeInTheDocument();
    expect(purchaseStatus(ANA_CASH)).toBe('completed');
    await waitFor(() => expect(screen.getByTestId('credits-total')).toHaveTextContent('Total: 15'));
    await waitFor(() =>
      expect(within(purchasesTable()).queryByRole('button', { name: /^Marcar pagada/ })).toBeNull(),
    );
  });

  it("shows the server's refusal in Spanish in the confirmation when the purchase was paid meanwhile", async () => {
    await renderAna('admin');
    const mark = await within(await screen.findByTestId('customer-purchases-table')).findByRole('button', {
      name: /^Marcar pagada 5 clases del /,
    });
    await userEvent.click(mark);
    const dialog = await screen.findByRole('alertdialog', { name: 'Precaución' });
    await db.purchases.update((q) => q.where({ purchase_id: ANA_CASH }), {
      data(record) {
        record.status = 'completed';
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar pagada' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo completar: Esta compra no es un pago en efectivo pendiente: no se puede marcar como pagada.',
    );
  });

  it("opens the confirmation at once from the day page's cash alert (?pagar=)", async () => {
    await renderAna('recepcion', `?pagar=${ANA_CASH}`);
    const dialog = await screen.findByRole('alertdialog', { name: 'Precaución' });
    expect(dialog).toHaveTextContent('La compra «5 clases» de Ana García por $750.00');
  });
});

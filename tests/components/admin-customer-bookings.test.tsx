import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freezeMockClock } from '#mocks/clock';
import { db } from '#mocks/db';
import { seedDb } from '#mocks/seed';
import { FILLER_FIRST_ID } from '#mocks/seed/people';
import { CustomerPage } from '#src/admin/customers/customer-page';
import { RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';
import { NOW } from '#tests/server/support/clock';
import { renderWithSession } from './account-render';

beforeEach(async () => {
  freezeMockClock(NOW);
  await seedDb();
});
afterEach(() => freezeMockClock(undefined));

/** The seed's busiest regular: three months of history give her more than a page. */
function busiestRegular(): { id: number; count: number } {
  let best = { id: FILLER_FIRST_ID, count: 0 };
  for (let id = FILLER_FIRST_ID; db.customers.findFirst((q) => q.where({ customer_id: id })); id += 1) {
    const count = db.reservations.findMany((q) => q.where({ customer_id: id })).length;
    if (count > best.count) best = { id, count };
  }
  return best;
}

// jsdom applies no media queries: the table and the cards are both in the DOM.
const reservationRows = () =>
  [...screen.getByTestId('customer-reservations-table').querySelectorAll('tbody tr')].map(
    (tr) => tr.textContent,
  );

describe("the back-office customer page's reservations", () => {
  it('come a page at a time, the latest class first, with pages to move between', async () => {
    const regular = busiestRegular();
    expect(regular.count).toBeGreaterThan(RESERVATIONS_PAGE_SIZE);
    await renderWithSession(
      'admin',
      <MemoryRouter initialEntries={[`/admin/clientes/${regular.id}`]}>
        <Routes>
          <Route path="/admin/clientes/:id" element={<CustomerPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const pages = await screen.findByRole('navigation', { name: 'Páginas de reservaciones' });
    await waitFor(() => expect(reservationRows()).toHaveLength(RESERVATIONS_PAGE_SIZE));
    const firstPage = reservationRows();
    await userEvent.click(within(pages).getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(reservationRows()).toHaveLength(
        Math.min(RESERVATIONS_PAGE_SIZE, regular.count - RESERVATIONS_PAGE_SIZE),
      ),
    );
    expect(reservationRows()).not.toContain(firstPage[0]);
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });
});

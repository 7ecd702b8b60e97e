import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { completeCardPayment } from '#mocks/commerce/checkout-state';
import { PACKAGE } from '#mocks/seed/commerce';
import { QUERY_POLL_MS } from '#machines/query/machine';
import { api } from '#src/api/client';
import { Component as ThanksPage } from '#src/features/checkout/thanks-route';
import { signInAs } from '#tests/support/sign-in';
import { renderWithSession } from './account-render';

/** Ana's card purchase, made and not yet confirmed by the processor: its client secret and id. */
async function pendingCardPurchase() {
  const { data } = await api.POST('/checkout/attempt', {
    body: { class_package_id: PACKAGE.five, payment_method: 'card' },
  });
  return { purchaseId: data!.purchase_id!, clientSecret: data!.clientSecret! };
}

describe('/gracias/{purchase_id}', () => {
  it('a card payment the processor confirms after the page showed it turns Completada without a reload', async () => {
    signInAs('ana');
    const { purchaseId, clientSecret } = await pendingCardPurchase();
    await renderWithSession(
      'ana',
      <MemoryRouter initialEntries={[`/gracias/${purchaseId}`]}>
        <Routes>
          <Route path="/gracias/:purchaseId" element={<ThanksPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('Tu compra quedará activa cuando recibamos tu pago.')).toBeInTheDocument();

    // Stripe's webhook reaches the server a moment after the customer landed here.
    await completeCardPayment(clientSecret, null);
    expect(await screen.findByText('Completada', {}, { timeout: QUERY_POLL_MS + 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('Tu compra quedará activa cuando recibamos tu pago.')).not.toBeInTheDocument();
  });
});

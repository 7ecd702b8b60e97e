import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { db } from '#mocks/db';
import { Component as HostedCheckout } from '#mocks/payments/hosted-checkout-route';
import { seedConfig } from '#mocks/seed/config';
import { PACKAGE } from '#mocks/seed/commerce';
import { api } from '#src/api/client';
import { toAppConfig } from '#src/config/app-config';
import { createStudioSystem } from '#src/config/theme';
import { signInAs } from '#tests/support/sign-in';

const status = (purchase_id: number) => db.purchases.findFirst((q) => q.where({ purchase_id }))?.status;

/** Session mode: /checkout/attempt answers the hosted page's URL for a pending purchase. */
async function sessionPurchase() {
  await db.appConfig.update((q) => q.where({ key: 'stripe_checkout_mode' }), {
    data(entry) {
      entry.value = 'session';
    },
  });
  signInAs('sincreditos');
  const { data } = await api.POST('/checkout/attempt', {
    body: { class_package_id: PACKAGE.ten, payment_method: 'card' },
  });
  return { purchaseId: data!.purchase_id!, url: data!.session!.url };
}

function renderPage(url: string) {
  const config = toAppConfig(Object.entries(seedConfig).map(([key, value]) => ({ key, value })));
  return render(
    <ChakraProvider value={createStudioSystem(config)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/__mock/stripe-checkout/:purchaseId" element={<HostedCheckout />} />
          <Route path="/gracias/:id" element={<p>Gracias</p>} />
          <Route path="/checkout/:id" element={<p>Checkout</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, number: string) {
  const number_ = screen.getByLabelText(/Número de tarjeta/);
  await user.clear(number_);
  await user.type(number_, number);
  await user.type(screen.getByLabelText(/Fecha de vencimiento/), '1240');
  await user.type(screen.getByLabelText(/CVC/), '123');
}

// Typing three cards key by key takes a while on a busy machine.
/** A pending purchase's hosted checkout page, open. */
async function openPendingPurchase() {
  const { purchaseId, url } = await sessionPurchase();
  const user = userEvent.setup();
  renderPage(url);
  return { purchaseId, user };
}

describe("the mock of Stripe's hosted checkout", { timeout: 60_000 }, () => {
  it('shows the amount; a declined card can be retried; paying goes to the thanks page', async () => {
    const { purchaseId, url } = await sessionPurchase();
    const user = userEvent.setup();
    const { container } = renderPage(url);
    expect(screen.getByRole('heading', { level: 1, name: 'Pago con tarjeta' })).toBeInTheDocument();
    expect(screen.getByTestId('hosted-total')).toHaveTextContent('$1,350.00');
    expect(screen.getByText(`Pedido #00${purchaseId}`)).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await fill(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu tarjeta fue rechazada por tu banco.');
    expect(status(purchaseId)).toBe('pending');

    const number = screen.getByLabelText(/Número de tarjeta/);
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Gracias')).toBeInTheDocument();
    expect(status(purchaseId)).toBe('completed');
  });

  it("'Cancelar' gives the purchase up and returns to the package's checkout", async () => {
    const { purchaseId, user } = await openPendingPurchase();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(status(purchaseId)).toBe('failed');
  });

  it('checks the card before charging', async () => {
    const { purchaseId, user } = await openPendingPurchase();
    expect(screen.queryByLabelText(/Nombre en la tarjeta/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(screen.getByText('El número de tu tarjeta está incompleto.')).toBeInTheDocument();
    await waitFor(() => expect(status(purchaseId)).toBe('pending'));
  });

  it('says when the payment is no longer pending', async () => {
    const { url } = await sessionPurchase();
    const user = userEvent.setup();
    const first = renderPage(url);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await screen.findByText('Checkout');
    first.unmount();
    renderPage(url);
    expect(screen.getByText('Este pago ya no está pendiente.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', `/checkout/${PACKAGE.ten}`);
  });
});

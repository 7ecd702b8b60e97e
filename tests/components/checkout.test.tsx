import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PersonaKey } from '#mocks/personas';
import { PagesContext } from '#src/config/pages-context';
import { Component as CheckoutPage } from '#src/features/checkout/checkout-route';
import { renderWithSession } from './account-render';

const pages = [
  { page_id: 1, slug: 'terminos-y-condiciones', title: 'Términos y condiciones', required: true },
  { page_id: 2, slug: 'aviso-de-privacidad', title: 'Aviso de privacidad', required: true },
];

function Thanks() {
  return <p>Gracias {useParams().purchaseId}</p>;
}

function renderCheckout(key: PersonaKey | null, classPackageId: number) {
  return renderWithSession(
    key,
    <PagesContext.Provider value={pages}>
      <MemoryRouter initialEntries={[`/checkout/${classPackageId}`]}>
        <Routes>
          <Route path="/checkout/:classPackageId" element={<CheckoutPage />} />
          <Route path="/gracias/:purchaseId" element={<Thanks />} />
        </Routes>
      </MemoryRouter>
    </PagesContext.Provider>,
  );
}

const summary = () => screen.getByRole('region', { name: 'Resumen' });

// Rendering Chakra and the card field in jsdom is slow on a busy machine.
describe('/checkout/{class_package_id}', () => {
  it('a visitor sees the package and a way to log in that comes back', async () => {
    await renderCheckout(null, 3);
    expect(await screen.findByRole('heading', { level: 1, name: '5 clases' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Total$750.00 MXN');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute(
      'href',
      '/entrar?volver=%2Fcheckout%2F3',
    );
    expect(screen.queryByText('Tu sesión expiró. Inicia sesión de nuevo.')).not.toBeInTheDocument();
  });

  it('a session the server ends while paying keeps the payment form for the sign-in in place; leaving says why', async () => {
    const { session } = await renderCheckout('ana', 3);
    expect(await screen.findByRole('radio', { name: 'Efectivo' })).toBeInTheDocument();
    session.send({ type: 'session.expired' });
    await waitFor(() => expect(session.getSnapshot().matches({ expired: 'asking' })).toBe(true));
    expect(screen.getByRole('radio', { name: 'Efectivo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();

    session.send({ type: 'session.logout' });
    expect(await screen.findByText('Tu sesión expiró. Inicia sesión de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingresar' })).toHaveAttribute(
      'href',
      '/entrar?volver=%2Fcheckout%2F3',
    );
  });

  it('a missing package says so', async () => {
    await renderCheckout('ana', 999);
    expect(
      await screen.findByText('Lo sentimos, no encontramos el paquete que quieres comprar.'),
    ).toBeInTheDocument();
  });

  it('ana applies a code, pays in cash and lands on the order page', async () => {
    const user = userEvent.setup();
    await renderCheckout('ana', 3);
    const card = await screen.findByRole('radio', { name: 'Tarjeta de crédito o débito' });
    expect(card).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();

    await user.type(screen.getByLabelText('Código de descuento'), 'BIENVENIDA10');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Descuento BIENVENIDA10 aplicado.')).toBeInTheDocument();
    expect(summary()).toHaveTextContent('Total$675.00 MXN');

    await user.click(screen.getByRole('radio', { name: 'Efectivo' }));
    expect(screen.getByText('BBVA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText(/^Gracias \d+$/)).toBeInTheDocument();
  }, 45_000);

  it('terminos checks the required page before Pagar enables', async () => {
    const user = userEvent.setup();
    await renderCheckout('terminos', 2);
    const accept = await screen.findByRole('checkbox', { name: 'Acepto Aviso de privacidad' });
    await user.click(screen.getByRole('radio', { name: 'Efectivo' }));
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    await user.click(accept);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
  });
});

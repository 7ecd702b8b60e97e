import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { seedConfig } from '#mocks/seed/config';
import { apiBaseUrl } from '#src/api/client';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { createStudioSystem } from '#src/config/theme';
import { Component as PackagesPage } from '#src/features/packages/packages-route';
import { LISTED_PACKAGE_TITLES } from '#tests/support/seed-packages';

function renderPage(overrides: Record<string, string> = {}) {
  const entries = Object.entries({ ...seedConfig, ...overrides }).map(([key, value]) => ({ key, value }));
  const config = toAppConfig(entries);
  return render(
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={['/paquetes']}>
          <Routes>
            <Route path="/paquetes" element={<PackagesPage />} />
            <Route path="/checkout/:id" element={<p>Checkout</p>} />
          </Routes>
        </MemoryRouter>
      </AppConfigContext.Provider>
    </ChakraProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the packages page', () => {
  it('shows the trials first, then the regular list in the studio order', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Paquetes' })).toBeInTheDocument();
    expect(screen.getByText('Cargando paquetes…')).toBeInTheDocument();
    await screen.findByRole('region', { name: '¿Es tu primera vez?' });
    expect(titles(section('¿Es tu primera vez?'))).toEqual(['Clase de prueba', 'Clase de bienvenida']);
    // No special event ('Yoga al atardecer'), no once-per-customer packages, sorted by order.
    expect(titles(section('Elige tu paquete'))).toEqual(LISTED_PACKAGE_TITLES);
  });

  it('shows the offer price with the regular one struck, in MXN with comma thousands', async () => {
    renderPage();
    const ten = await screen.findByRole('article', { name: '10 clases' });
    expect(within(ten).getByTestId('package-price')).toHaveTextContent('$1,350.00');
    const regular = within(ten).getByTestId('package-regular-price');
    expect(regular.tagName).toBe('S');
    expect(regular).toHaveTextContent('Precio regular: $1,500.00');
    expect(within(ten).getByText('Vigencia de 90 días')).toBeInTheDocument();
    const single = screen.getByRole('article', { name: '1 clase' });
    expect(within(single).getByTestId('package-price')).toHaveTextContent('$180.00');
    expect(within(single).queryByTestId('package-regular-price')).toBeNull();
    // Decorative: the title beside it already names the package.
    const image = single.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', `${window.location.origin}/mock-assets/login.svg`);
  });

  it("'Comprar' goes to the package's checkout", async () => {
    const user = userEvent.setup();
    renderPage();
    const five = await screen.findByRole('article', { name: '5 clases' });
    const buy = within(five).getByRole('link', { name: 'Comprar' });
    expect(buy).toHaveAttribute('href', '/checkout/3');
    await user.click(buy);
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
  });

  it('titles the page with the studio name for packages', async () => {
    renderPage({ class_packages_name: 'Membresías' });
    expect(screen.getByRole('heading', { level: 1, name: 'Membresías' })).toBeInTheDocument();
    await screen.findAllByRole('article');
  });

  it('a failed load says so and can be retried', async () => {
    let calls = 0;
    server.use(
      http.get(`${apiBaseUrl()}/class_packages`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/No pudimos cargar los paquetes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: '5 clases' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    await screen.findAllByRole('article');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

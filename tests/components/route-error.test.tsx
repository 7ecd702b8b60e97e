import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter, type ErrorContext } from '#src/app/error-reporter';
import { withRouteErrors } from '#src/app/router';

function Broken(): never {
  throw new Error('render failed');
}

function Layout() {
  return (
    <div>
      <nav>Menú del estudio</nav>
      <Outlet />
    </div>
  );
}

function renderAt(path: string) {
  const reports: Array<[unknown, ErrorContext]> = [];
  setErrorReporter((error, context) => reports.push([error, context]));
  const router = createMemoryRouter(
    withRouteErrors([
      {
        element: <Layout />,
        children: [
          { path: 'roto', element: <Broken /> },
          {
            path: 'viejo',
            lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
          },
        ],
      },
      { path: 'suelto', element: <Broken /> },
    ]),
    { initialEntries: [path] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return reports;
}

afterEach(() => setErrorReporter(null));

describe('a screen that fails', () => {
  it('says so in Spanish inside the layout, offers a retry and a way home, and reports once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports = renderAt('/roto');
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toHaveFocus();
    expect(screen.getByText('Menú del estudio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(reports).toHaveLength(1);
    expect(reports[0]![1]).toEqual({ where: '/roto' });
    expect((reports[0]![0] as Error).message).toBe('render failed');
  });

  it('asks to reload when the screen belongs to an older version of the app', async () => {
    renderAt('/viejo');
    expect(
      await screen.findByText('Hay una versión nueva de la app. Recarga la página para seguir.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });

  it('shows the message on its own for a route without a layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/suelto');
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.queryByText('Menú del estudio')).toBeNull();
  });
});

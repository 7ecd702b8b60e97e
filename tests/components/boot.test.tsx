import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '#src/app/boot';
import { BOOT_CACHE_KEY } from '#src/config/boot-cache';
import { server } from '#mocks/node';
import { holdGet } from '#tests/support/held-request';

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  act(() => root.unmount());
  container.remove();
});

describe('boot', () => {
  it('shows the studio once /appconfig answers', async () => {
    await act(() => boot(root, { mocked: true, startMocks: async () => undefined }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeInTheDocument();
  });

  it("says it is loading, without the studio's theme, until /appconfig answers", async () => {
    const appconfig = holdGet('*/api/appconfig');
    const started = boot(root, { mocked: true, startMocks: async () => undefined });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    // The markup index.html carries too: no Chakra system is built for it.
    expect(container.querySelector('.boot-loading')).not.toBeNull();
    appconfig.release();
    await act(() => started);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('ends on a Spanish error with a retry when /appconfig fails, and recovers', async () => {
    server.use(
      http.get('*/api/appconfig', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    await act(() => boot(root, { mocked: true, startMocks: async () => undefined }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar la aplicación. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeInTheDocument(),
    );
  });

  it('starts on the configuration kept from the last visit when /appconfig cannot be reached at all', async () => {
    localStorage.removeItem(BOOT_CACHE_KEY);
    await act(() => boot(root, { mocked: true, startMocks: async () => undefined }));
    await screen.findByRole('heading', { level: 1, name: 'Lumen Estudio' });
    // Mock mode reads the server every time, but keeps the copy for a start without signal.
    await waitFor(() => expect(localStorage.getItem(BOOT_CACHE_KEY)).not.toBeNull());
    act(() => root.unmount());
    root = createRoot(container);

    // No signal: no answer at all (not a refusal) from /appconfig and the content pages.
    server.use(
      http.get('*/api/appconfig', () => HttpResponse.error()),
      http.get('*/api/pages', () => HttpResponse.error()),
    );
    await act(() => boot(root, { mocked: true, startMocks: async () => undefined }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeInTheDocument();

    // Without a kept copy there is still nothing to show but the error.
    act(() => root.unmount());
    root = createRoot(container);
    localStorage.removeItem(BOOT_CACHE_KEY);
    await act(() => boot(root, { mocked: true, startMocks: async () => undefined }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('keeps a page kept as HTML on screen, not the start-up screen, until the first screen replaces it', async () => {
    // What index.html's loader put in #root (decision 043).
    container.innerHTML = '<main data-kept=""><h1>Lumen Estudio</h1><p>Página guardada</p></main>';
    const appconfig = holdGet('*/api/appconfig');
    const started = boot(root, { mocked: true, startMocks: async () => undefined, prerendered: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Página guardada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    appconfig.release();
    await act(() => started);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeInTheDocument();
    expect(screen.queryByText('Página guardada')).not.toBeInTheDocument();
    expect(container.querySelector('[data-kept]')).toBeNull();
  });

  it("keeps the kept page until the first screen's reads are in: /calendario opens on its week, never on an empty page", async () => {
    window.history.replaceState(null, '', '/calendario');
    container.innerHTML = '<main data-kept=""><h1>Horarios</h1><p>Página guardada</p></main>';
    const week = holdGet('*/api/single_class');
    const started = boot(root, { mocked: true, startMocks: async () => undefined, prerendered: true });
    // The week is asked for before anything is rendered over the kept page (the route's loader).
    await act(() => week.asked);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Página guardada')).toBeInTheDocument();
    week.release();
    await act(() => started);
    expect(await screen.findByRole('heading', { level: 1, name: 'Horarios' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByText('Cargando horarios…')).not.toBeInTheDocument();
    expect(screen.queryByText('Página guardada')).not.toBeInTheDocument();
  });

  it('shows the start-up screen on a retry, even when it began on a kept page', async () => {
    container.innerHTML = '<main data-kept=""><p>Página guardada</p></main>';
    server.use(
      http.get('*/api/appconfig', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    await act(() => boot(root, { mocked: true, startMocks: async () => undefined, prerendered: true }));
    const appconfig = holdGet('*/api/appconfig');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    appconfig.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Estudio' })).toBeInTheDocument();
  });

  it('ends on the error screen when the mocks cannot start', async () => {
    await act(() =>
      boot(root, { mocked: true, startMocks: () => Promise.reject(new Error('no service worker')) }),
    );
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

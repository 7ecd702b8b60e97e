import type { Customer } from '#src/api/entities';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import type { Account } from '#machines/session/context';
import { sessionMachine } from '#machines/session/machine';
import { SiteHeader } from '#src/app/layouts/site-header';
import { SessionProvider, type SessionActor } from '#src/app/session-context';
import { toAppConfig } from '#src/config/app-config';
import { AppConfigContext } from '#src/config/app-config-context';
import { createStudioSystem } from '#src/config/theme';
import type { Identity } from '#src/identity/identity';
import { seedConfig } from '#mocks/seed/config';

// The menu's positioning observes sizes; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const ana: Account = {
  identity: { uid: 'uid-ana', email: 'ana@demo.mx' },
  customer: { customer_id: 1, name: 'Ana', last_name: 'López', email: 'ana@demo.mx' } as Customer,
  user: null,
};

const FLAGS_OFF = {
  about_enabled: 'false',
  single_class_enabled: 'false',
  videos_enabled: 'false',
  subscriptions_enabled: 'false',
  allow_restricted_class_types: 'false',
  waitlist_enabled: 'false',
};

/** A real session machine whose identity effects are fakes: restored as `account` (or anonymous). */
async function sessionFor(account: Account | null): Promise<SessionActor> {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => account),
        logOut: fromPromise<void>(async () => undefined),
      },
    }),
  );
  actor.start();
  await waitForActor(actor, (s) => !s.matches('restoring'));
  return actor;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

const configOf = (values: Record<string, string> = {}) =>
  toAppConfig(Object.entries({ ...seedConfig, ...values }).map(([key, value]) => ({ key, value })));

async function renderHeader(
  options: { account?: Account | null; config?: Record<string, string>; path?: string } = {},
) {
  const actor = await sessionFor(options.account ?? null);
  const tree = (config: ReturnType<typeof configOf>) => (
    <ChakraProvider value={createStudioSystem(config)}>
      <AppConfigContext.Provider value={config}>
        <SessionProvider value={{ actor, identity: {} as Identity }}>
          <MemoryRouter initialEntries={[options.path ?? '/avisos']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <SiteHeader />
                    <Location />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </AppConfigContext.Provider>
    </ChakraProvider>
  );
  const view = render(tree(configOf(options.config)));
  /** The same header, given the studio's settings as they changed (a refreshed configuration). */
  const reconfigure = (values: Record<string, string>) => view.rerender(tree(configOf(values)));
  return { ...view, actor, reconfigure };
}

// jsdom applies no media queries, so the desktop navbar (shown from `lg`) is display:none here
// and has no accessible names: it is read through the DOM. The e2e suite checks what shows.
function mainNav(): HTMLElement {
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Navegación principal"]');
  if (!nav) throw new Error('no main navigation');
  return nav;
}
const navLinks = () =>
  [...mainNav().querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
function userButton(name: string): HTMLElement {
  const button = within(mainNav()).getByText(name).closest('button');
  if (!button) throw new Error(`no menu button ${name}`);
  return button;
}
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty('--chakra-colors-brand');
  window.scrollY = 0;
});

describe('the navbar, logged out', () => {
  it('shows every enabled link and Ingresar, with no account entries', async () => {
    await renderHeader();
    expect(navLinks()).toEqual([
      ['Paquetes', '/paquetes'],
      ['Nosotros', '/#nosotros'],
      ['Horarios', '/calendario'],
      ['Presenciales', '/mystudio'],
      ['Online', '/mystudio/online'],
      ['Ingresar', '/entrar'],
    ]);
    expect(mainNav().querySelector('button')).toBeNull();
    // The certification link belongs to one host only, and that host is not configured.
    expect(screen.queryByText(/Certificación/)).not.toBeInTheDocument();
  });

  it('leaves out Nosotros, Presenciales and Online when they are off, and names packages from config', async () => {
    await renderHeader({
      config: { ...FLAGS_OFF, class_packages_name: 'Membresías', class_packages_path: '/membresias' },
    });
    expect(navLinks()).toEqual([
      ['Membresías', '/membresias'],
      ['Horarios', '/calendario'],
      ['Ingresar', '/entrar'],
    ]);
  });

  it('links the logo home, with the studio name as its text alternative', async () => {
    await renderHeader();
    const logo = screen.getByRole('link', { name: 'Lumen Estudio' });
    expect(logo).toHaveAttribute('href', '/');
    expect(within(logo).getByRole('img')).toHaveAttribute(
      'src',
      `${window.location.origin}/mock-assets/logo.svg`,
    );
  });
});

describe('the navbar, logged in', () => {
  it('shows Mi Cuenta and a dropdown named after the user with every enabled account screen', async () => {
    const user = userEvent.setup();
    await renderHeader({ account: ana });
    expect(navLinks().slice(-1)).toEqual([['Mi Cuenta', '/mystudio']]);
    expect(within(mainNav()).queryByText('Ingresar')).not.toBeInTheDocument();
    await user.click(userButton('Ana López'));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mi Información',
      'Mis Compras',
      'Mis Cargos',
      'Mis Créditos',
      'Mis Reservaciones',
      'Mis Listas de Espera',
      'Salir',
    ]);
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/mystudio/informacion',
      '/mystudio/membresias',
      '/mystudio/pagos',
      '/mystudio/creditos',
      '/mystudio/reservaciones',
      '/mystudio/waitlists',
      null,
    ]);
  });

  it('hides Mis Cargos, Mis Créditos and Mis Listas de Espera when their switches are off', async () => {
    const user = userEvent.setup();
    await renderHeader({ account: ana, config: FLAGS_OFF });
    await user.click(userButton('Ana López'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mi Información', 'Mis Compras', 'Mis Reservaciones', 'Salir']);
  });

  it('Salir sends session.logout and goes home', async () => {
    const user = userEvent.setup();
    const { actor } = await renderHeader({ account: ana });
    await user.click(userButton('Ana López'));
    // Press, then release once the item shows as highlighted: the menu highlights on press and
    // selects the highlighted item on click; a browser renders in between, jsdom may not.
    const salir = await screen.findByRole('menuitem', { name: 'Salir' });
    await user.pointer({ keys: '[MouseLeft>]', target: salir });
    await waitFor(() => expect(salir).toHaveAttribute('data-highlighted'));
    await user.pointer({ keys: '[/MouseLeft]', target: salir });
    await waitFor(() => expect(actor.getSnapshot().value).toBe('anonymous'));
    // The way home follows the session's change: on a loaded machine, a render later.
    await waitFor(() => expect(location()).toBe('/'));
    await waitFor(() => expect(navLinks().at(-1)).toEqual(['Ingresar', '/entrar']));
  });

  it('has no axe violations', async () => {
    const { container } = await renderHeader({ account: ana });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('the mobile drawer', () => {
  it('logged out: the Menú section with Online when enabled, and Ingresar', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Lumen Estudio' });
    const menu = within(drawer).getByRole('navigation', { name: 'Menú' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Calendario', '/mystudio'],
      ['Online', '/mystudio/online'],
      ['Reservaciones', '/mystudio/reservaciones'],
      ['Paquetes', '/paquetes'],
    ]);
    expect(within(drawer).queryByRole('navigation', { name: 'Mi Cuenta' })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/entrar');
    expect(within(drawer).queryByRole('button', { name: 'Salir' })).not.toBeInTheDocument();
    const results = await axe.run(drawer, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  // The spec's drawer lists Mi Información and Mis Compras; Mis Cargos and Mis Créditos follow under the
  // user menu's conditions, since phones have no user menu to reach them from.
  it('logged in: Mi Cuenta with the account screens, no Online when videos are off, and Salir', async () => {
    const user = userEvent.setup();
    const { actor } = await renderHeader({ account: ana, config: { videos_enabled: 'false' } });
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    const menu = within(drawer).getByRole('navigation', { name: 'Menú' });
    expect(within(menu).queryByRole('link', { name: 'Online' })).not.toBeInTheDocument();
    const account = within(drawer).getByRole('navigation', { name: 'Mi Cuenta' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Mi Información', '/mystudio/informacion'],
      ['Mis Compras', '/mystudio/membresias'],
      ['Mis Cargos', '/mystudio/pagos'],
      ['Mis Créditos', '/mystudio/creditos'],
    ]);
    await user.click(within(drawer).getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('anonymous'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a link is followed, and with Escape', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Reservaciones' }));
    expect(location()).toBe('/mystudio/reservaciones');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const trigger = screen.getByRole('button', { name: 'Abrir menú' });
    await user.click(trigger);
    // Focus moves into the drawer; Escape closes it and gives focus back to the menu button.
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});

describe('the top banner', () => {
  it('shows the text and navigates in-app for a path', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const banner = screen.getByTestId('top-banner');
    expect(banner).toHaveAttribute('data-state', 'visible');
    const link = within(banner).getByRole('link', { name: /Nueva sede en Polanco/ });
    expect(link).toHaveAttribute('href', '/paquetes');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(location()).toBe('/paquetes');
  });

  it('navigates in-app for a link on the studio domain, and opens other sites in a new tab', async () => {
    await renderHeader({ config: { banner_link: 'https://lumen.mx/calendario', domain: 'lumen.mx' } });
    expect(within(screen.getByTestId('top-banner')).getByRole('link')).toHaveAttribute('href', '/calendario');
    await renderHeader({ config: { banner_link: 'https://promo.example.com/x', domain: 'lumen.mx' } });
    const external = within(screen.getAllByTestId('top-banner')[1]!).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://promo.example.com/x');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName(/se abre en una pestaña nueva/);
  });

  it('is plain text without a link, and absent when disabled or empty', async () => {
    await renderHeader({ config: { banner_link: '' } });
    expect(screen.getByTestId('top-banner')).toHaveTextContent('Nueva sede en Polanco');
    expect(within(screen.getByTestId('top-banner')).queryByRole('link')).not.toBeInTheDocument();
    await renderHeader({ config: { banner_enabled: 'false' } });
    await renderHeader({ config: { banner_text: ' ' } });
    expect(screen.getAllByTestId('top-banner')).toHaveLength(1);
  });

  it('slides out after 1000 px of scroll and comes back above it', async () => {
    await renderHeader();
    const banner = screen.getByTestId('top-banner');
    act(() => {
      window.scrollY = 999;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).toHaveAttribute('data-state', 'visible');
    act(() => {
      window.scrollY = 1000;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).toHaveAttribute('data-state', 'hidden');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(banner).toHaveAttribute('data-state', 'visible');
  });

  it('slides out when the applied brand colour is not the configured primary', async () => {
    document.documentElement.style.setProperty('--chakra-colors-brand', '#ff0000');
    await renderHeader();
    await waitFor(() => expect(screen.getByTestId('top-banner')).toHaveAttribute('data-state', 'hidden'));
  });

  // Reading them makes the browser style and lay out the page on the spot: during the first
  // render, the whole new screen inside React's task (issue 34).
  it('reads the page’s colour at the next frame, not while the header renders', async () => {
    const styles = vi.spyOn(window, 'getComputedStyle');
    const ofRoot = () => styles.mock.calls.filter(([element]) => element === document.documentElement);
    document.documentElement.style.setProperty('--chakra-colors-brand', '#ff0000');
    await renderHeader();
    expect(ofRoot()).toEqual([]);
    expect(screen.getByTestId('top-banner')).toHaveAttribute('data-state', 'visible');
    await waitFor(() => expect(screen.getByTestId('top-banner')).toHaveAttribute('data-state', 'hidden'));
    expect(ofRoot()).toHaveLength(1);
  });

  it('reads the colour again when the studio’s own CSS changes, and slides out if it redefines it', async () => {
    const { reconfigure } = await renderHeader();
    const banner = screen.getByTestId('top-banner');
    await new Promise((frame) => requestAnimationFrame(frame));
    expect(banner).toHaveAttribute('data-state', 'visible');
    // What the branding effect does with the refreshed app_css.
    document.documentElement.style.setProperty('--chakra-colors-brand', '#ff0000');
    act(() => reconfigure({ app_css: ':root { --chakra-colors-brand: #ff0000; }' }));
    await waitFor(() => expect(banner).toHaveAttribute('data-state', 'hidden'));
  });
});

describe('the WhatsApp button', () => {
  it('links to the studio number with the country prefix when the widget is on', async () => {
    await renderHeader();
    const button = screen.getByRole('link', { name: /Escríbenos por WhatsApp/ });
    expect(button).toHaveAttribute('href', 'https://wa.me/525512345678');
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('is absent when the widget is off or there is no number', async () => {
    await renderHeader({ config: { whatsapp_widget: 'false' } });
    await renderHeader({ config: { whatsapp: '' } });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('stays off the checkout form, where it covered the card fields on a phone', async () => {
    await renderHeader({ path: '/checkout/152' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});

describe('the user menu from the keyboard', () => {
  it('is keyboard usable: Enter opens the menu, arrows move, Enter follows the link', async () => {
    const user = userEvent.setup();
    await renderHeader({ account: ana });
    userButton('Ana López').focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/mystudio/membresias'));
  });
});

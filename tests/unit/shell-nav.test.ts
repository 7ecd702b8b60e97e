import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_LINK,
  accountMenuItems,
  certificationHref,
  drawerAccountItems,
  drawerMenuItems,
  mainNavItems,
  type ShellFlags,
} from '#src/domain/shell-nav';

const none: ShellFlags = {
  aboutEnabled: false,
  singleClassEnabled: false,
  videosEnabled: false,
  subscriptionsEnabled: false,
  allowRestrictedClassTypes: false,
  waitlistEnabled: false,
};
const all: ShellFlags = {
  aboutEnabled: true,
  singleClassEnabled: true,
  videosEnabled: true,
  subscriptionsEnabled: true,
  allowRestrictedClassTypes: true,
  waitlistEnabled: true,
};
const keys = (items: Array<{ key: string }>) => items.map((item) => item.key);

describe('the navbar links', () => {
  it('always has the packages link at its configured path and Horarios', () => {
    const items = mainNavItems(none, { packagesPath: '/membresias', certificationHref: null });
    expect(items).toEqual([
      { key: 'packages', to: '/membresias' },
      { key: 'schedule', to: '/calendario' },
    ]);
  });

  it('adds Nosotros, Presenciales and Online with their switches, in order', () => {
    const items = mainNavItems(all, { packagesPath: '/paquetes', certificationHref: null });
    expect(items).toEqual([
      { key: 'packages', to: '/paquetes' },
      { key: 'about', to: '/#nosotros' },
      { key: 'schedule', to: '/calendario' },
      { key: 'inPerson', to: '/mystudio' },
      { key: 'online', to: '/mystudio/online' },
    ]);
  });

  it('shows the certification link only on its host', () => {
    const link = { host: 'estudio.example.mx', href: 'https://cert.example.org/estudio' };
    expect(CERTIFICATION_LINK).toBeNull();
    expect(certificationHref('estudio.example.mx')).toBeNull();
    expect(certificationHref('otro.example.mx', link)).toBeNull();
    expect(certificationHref('Estudio.Example.MX', link)).toBe(link.href);
    const items = mainNavItems(none, { packagesPath: '/paquetes', certificationHref: link.href });
    expect(items.at(-1)).toEqual({ key: 'certification', to: link.href, external: true });
  });
});

describe('the account menu', () => {
  it('always has Mi Información, Mis Compras and Mis Reservaciones', () => {
    expect(accountMenuItems(none)).toEqual([
      { key: 'information', to: '/mystudio/informacion' },
      { key: 'purchases', to: '/mystudio/membresias' },
      { key: 'reservations', to: '/mystudio/reservaciones' },
    ]);
  });

  it('adds charges, credits and waitlists with their switches', () => {
    expect(keys(accountMenuItems(all))).toEqual([
      'information',
      'purchases',
      'charges',
      'credits',
      'reservations',
      'waitlists',
    ]);
    expect(keys(accountMenuItems({ ...none, subscriptionsEnabled: true }))).toContain('charges');
    expect(keys(accountMenuItems({ ...none, allowRestrictedClassTypes: true }))).toContain('credits');
    expect(accountMenuItems({ ...none, waitlistEnabled: true })).toContainEqual({
      key: 'waitlists',
      to: '/mystudio/waitlists',
    });
  });
});

describe('the mobile drawer', () => {
  it('lists Calendario, Reservaciones and the packages, with Online only when videos are on', () => {
    expect(drawerMenuItems(none, '/paquetes')).toEqual([
      { key: 'calendar', to: '/mystudio' },
      { key: 'reservations', to: '/mystudio/reservaciones' },
      { key: 'packages', to: '/paquetes' },
    ]);
    expect(keys(drawerMenuItems(all, '/paquetes'))).toEqual([
      'calendar',
      'online',
      'reservations',
      'packages',
    ]);
  });

  it('has Mi Información and Mis Compras under Mi Cuenta', () => {
    expect(keys(drawerAccountItems(none))).toEqual(['information', 'purchases']);
  });

  it('adds Mis Cargos and Mis Créditos under Mi Cuenta with the dropdown switches', () => {
    expect(drawerAccountItems(all)).toEqual([
      { key: 'information', to: '/mystudio/informacion' },
      { key: 'purchases', to: '/mystudio/membresias' },
      { key: 'charges', to: '/mystudio/pagos' },
      { key: 'credits', to: '/mystudio/creditos' },
    ]);
    expect(keys(drawerAccountItems({ ...none, subscriptionsEnabled: true }))).toEqual([
      'information',
      'purchases',
      'charges',
    ]);
    expect(keys(drawerAccountItems({ ...none, allowRestrictedClassTypes: true }))).toEqual([
      'information',
      'purchases',
      'credits',
    ]);
  });
});

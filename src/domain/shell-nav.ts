/**
 * Which links the studio's navbar, account menu and mobile drawer show (specs: customer-booking
 * §2 Navigation, commerce-content-admin §2 Navigation and chrome). Views turn the keys into
 * labels; this file only decides presence, order and destination.
 */
export interface ShellFlags {
  aboutEnabled: boolean;
  singleClassEnabled: boolean;
  videosEnabled: boolean;
  subscriptionsEnabled: boolean;
  allowRestrictedClassTypes: boolean;
  waitlistEnabled: boolean;
}

export interface NavItem<K extends string> {
  key: K;
  to: string;
  /** Leaves the app (opens in a new tab). */
  external?: boolean;
}

/**
 * The original product showed a certification link on one studio's host only. The specs name
 * neither that host nor the link's address, so it is off: set `{ host, href }` to turn it on.
 */
export const CERTIFICATION_LINK: { host: string; href: string } | null = null;

export type MainNavKey = 'packages' | 'about' | 'schedule' | 'inPerson' | 'online' | 'certification';

export function certificationHref(
  hostname: string,
  link: { host: string; href: string } | null = CERTIFICATION_LINK,
): string | null {
  return link && hostname.toLowerCase() === link.host.toLowerCase() ? link.href : null;
}

export function mainNavItems(
  flags: ShellFlags,
  options: { packagesPath: string; certificationHref: string | null },
): NavItem<MainNavKey>[] {
  const items: Array<NavItem<MainNavKey> | false> = [
    { key: 'packages', to: options.packagesPath },
    flags.aboutEnabled && { key: 'about', to: '/#nosotros' },
    { key: 'schedule', to: '/calendario' },
    flags.singleClassEnabled && { key: 'inPerson', to: '/mystudio' },
    flags.videosEnabled && { key: 'online', to: '/mystudio/online' },
    options.certificationHref !== null && {
      key: 'certification',
      to: options.certificationHref,
      external: true,
    },
  ];
  return items.filter((item): item is NavItem<MainNavKey> => item !== false);
}

export type AccountKey = 'information' | 'purchases' | 'charges' | 'credits' | 'reservations' | 'waitlists';

/** The logged-in user's dropdown, in the specs' order (Salir is the view's own action). */
export function accountMenuItems(flags: ShellFlags): NavItem<AccountKey>[] {
  const items: Array<NavItem<AccountKey> | false> = [
    { key: 'information', to: '/mystudio/informacion' },
    { key: 'purchases', to: '/mystudio/membresias' },
    flags.subscriptionsEnabled && { key: 'charges', to: '/mystudio/pagos' },
    flags.allowRestrictedClassTypes && { key: 'credits', to: '/mystudio/creditos' },
    { key: 'reservations', to: '/mystudio/reservaciones' },
    flags.waitlistEnabled && { key: 'waitlists', to: '/mystudio/waitlists' },
  ];
  return items.filter((item): item is NavItem<AccountKey> => item !== false);
}

export type DrawerMenuKey = 'calendar' | 'online' | 'reservations' | 'packages';

/** The drawer's 'Menú' section. */
export function drawerMenuItems(flags: ShellFlags, packagesPath: string): NavItem<DrawerMenuKey>[] {
  const items: Array<NavItem<DrawerMenuKey> | false> = [
    { key: 'calendar', to: '/mystudio' },
    flags.videosEnabled && { key: 'online', to: '/mystudio/online' },
    { key: 'reservations', to: '/mystudio/reservaciones' },
    { key: 'packages', to: packagesPath },
  ];
  return items.filter((item): item is NavItem<DrawerMenuKey> => item !== false);
}

export type DrawerAccountKey = 'information' | 'purchases' | 'charges' | 'credits';

/**
 * The drawer's 'Mi Cuenta' section: the specs' Mi Información and Mis Compras, then Mis Cargos and
 * Mis Créditos under the dropdown's own conditions, since the dropdown is not shown on phones.
 */
export function drawerAccountItems(flags: ShellFlags): NavItem<DrawerAccountKey>[] {
  const items: Array<NavItem<DrawerAccountKey> | false> = [
    { key: 'information', to: '/mystudio/informacion' },
    { key: 'purchases', to: '/mystudio/membresias' },
    flags.subscriptionsEnabled && { key: 'charges', to: '/mystudio/pagos' },
    flags.allowRestrictedClassTypes && { key: 'credits', to: '/mystudio/creditos' },
  ];
  return items.filter((item): item is NavItem<DrawerAccountKey> => item !== false);
}

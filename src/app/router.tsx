import type { Page } from '#src/api/entities';
import type { AppConfig } from '#src/config/app-config';
import {
  Navigate,
  type RouteObject,
  UNSAFE_createBrowserHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
} from 'react-router-dom';
import { isAdminHost } from '#src/domain/admin-host';
import { packagesRoutePaths } from '#src/domain/packages';
import { mockOnlyRoutes } from '#src/payments/mock-routes';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';
import { chakraScreens, plainScreen, screen } from './screen-route';

/** Paths of the app's own screens; a content page whose slug collides with one is not routed. */
const RESERVED = new Set([
  'entrar',
  'registro',
  'recuperar',
  'mystudio',
  'checkout',
  'gracias',
  'paquetes',
  'avisos',
  'ubicacion',
  'preguntas-frecuentes',
  'class_type',
  'admin',
  'accesibilidad',
]);

/**
 * React Router's `createBrowserRouter` in two steps (decision 102): the router is built here
 * (every route ranked, the browser's history) and started by the caller with `initialize()` in a
 * task of its own (the address matched, its lazy route asked for). Together they passed 50 ms at
 * 4× CPU on the first load (issue 34).
 */
function createUnstartedBrowserRouter(routes: RouteObject[]) {
  return UNSAFE_createRouter({
    history: UNSAFE_createBrowserHistory(),
    routes,
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
  });
}

// Every screen is a lazy route: a visitor downloads only the screens they open.
// `devRoutes`: the flow visualiser's, handed over by boot in mock and dev builds only.
// Not started: the caller calls `initialize()` (see createUnstartedBrowserRouter).
export function createRouter(
  pages: readonly Page[],
  studio: Pick<AppConfig, 'classPackagesPath' | 'timezoneOffset'>,
  devRoutes: RouteObject[] = [],
) {
  // /paquetes and the studio's configured class_packages_path, in both layouts.
  const packageRoutes: RouteObject[] = packagesRoutePaths(studio.classPackagesPath).map((path) => ({
    path,
    lazy: screen(() => import('#src/features/packages/packages-route')),
  }));
  const pageRoutes: RouteObject[] = pages
    .filter((page) => !RESERVED.has(page.slug))
    .map((page) => ({
      path: page.slug,
      lazy: screen(() => import('#src/features/content/content-page-route')),
    }));
  // The back-office: one lazy bundle at /admin/*, or the whole site on an `admin.` host.
  const adminHost = isAdminHost(window.location.hostname);
  const adminRoute: RouteObject = {
    path: adminHost ? '*' : 'admin/*',
    lazy: screen(() => import('#src/admin/admin-route')),
  };
  const authRoutes: RouteObject[] = [
    { path: 'entrar', lazy: screen(() => import('#src/features/auth/login-route')) },
    { path: 'registro', lazy: screen(() => import('#src/features/auth/signup-route')) },
    { path: 'recuperar', lazy: screen(() => import('#src/features/auth/recover-route')) },
  ];
  if (adminHost) {
    return createUnstartedBrowserRouter(
      withRouteErrors([...chakraScreens([...mockOnlyRoutes(), ...devRoutes]), ...authRoutes, adminRoute]),
    );
  }
  const routes: RouteObject[] = [
    ...chakraScreens([...mockOnlyRoutes(), ...devRoutes]),
    adminRoute,
    ...authRoutes,
    {
      path: 'mystudio',
      // Lazy: the terms modal, the dynamic form and DOMPurify stay out of a visitor's first load.
      lazy: screen(() =>
        import('./layouts/account-layout').then(({ AccountLayout }) => ({ Component: AccountLayout })),
      ),
      children: [
        { index: true, lazy: screen(() => import('#src/features/account/calendar-home-route')) },
        { path: 'informacion', lazy: screen(() => import('#src/features/profile/profile-route')) },
        { path: 'membresias', lazy: screen(() => import('#src/features/purchases/purchases-route')) },
        { path: 'creditos', lazy: screen(() => import('#src/features/credits/credits-route')) },
        { path: 'pagos', lazy: screen(() => import('#src/features/charges/charges-route')) },
        { path: 'waitlists', lazy: screen(() => import('#src/features/waitlists/waitlists-route')) },
        {
          path: 'reservaciones',
          lazy: screen(() => import('#src/features/reservations/reservations-route')),
        },
        { path: 'metodos', lazy: screen(() => import('#src/features/cards/saved-cards-route')) },
        { path: 'online', lazy: screen(() => import('#src/features/videos/online-route')) },
        { path: 'video/:id', lazy: screen(() => import('#src/features/videos/video-route')) },
        ...packageRoutes,
        // Account screens of later issues are not routed yet: their links land on the calendar.
        { path: '*', element: <Navigate to="/mystudio" replace /> },
      ],
    },
    {
      element: <PublicLayout />,
      children: [
        { index: true, lazy: plainScreen(() => import('#src/features/landing/landing-route')) },
        {
          path: 'calendario',
          lazy: plainScreen(() => import('#src/features/calendar/public-calendar-route')),
          // The week is read with the page's code where a visitor arrives (decision 103); a later
          // visit shows the calendar at once and its week when it comes, as every other screen.
          loader: (args) =>
            router.state.initialized
              ? null
              : import('#src/features/calendar/first-week').then((read) =>
                  read.readFirstWeek(args, studio.timezoneOffset),
                ),
          shouldRevalidate: () => false,
        },
        { path: 'avisos', lazy: screen(() => import('#src/features/landing/announcements-route')) },
        { path: 'ubicacion', lazy: screen(() => import('#src/features/landing/location-route')) },
        { path: 'preguntas-frecuentes', lazy: screen(() => import('#src/features/landing/faq-route')) },
        { path: 'class_type/:id', lazy: screen(() => import('#src/features/landing/class-type-route')) },
        { path: 'instructor/:id', lazy: screen(() => import('#src/features/coaches/coach-route')) },
        { path: 'coach/:id', lazy: screen(() => import('#src/features/coaches/coach-route')) },
        {
          path: 'checkout/:classPackageId',
          lazy: screen(() => import('#src/features/checkout/checkout-route')),
        },
        { path: 'gracias/:purchaseId', lazy: screen(() => import('#src/features/checkout/thanks-route')) },
        {
          path: 'accesibilidad',
          lazy: screen(() => import('#src/features/accessibility/accessibility-route')),
        },
        ...packageRoutes,
        ...pageRoutes,
        // The specs send any unmatched path to the landing page.
        { path: '*', lazy: plainScreen(() => import('#src/features/landing/landing-route')) },
      ],
    },
  ];
  const router = createUnstartedBrowserRouter(withRouteErrors(routes));
  return router;
}

/**
 * Each screen that fails to load or render shows RouteError: inside its layout (a pathless
 * route between the layout and its screens), or alone when the route has no layout.
 */
export function withRouteErrors(routes: RouteObject[]): RouteObject[] {
  const errorElement = <RouteError />;
  return routes.map((route) =>
    route.children
      ? { ...route, errorElement, children: [{ errorElement, children: route.children }] }
      : { ...route, errorElement },
  );
}

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { Page } from '../features/content/load-page';
import { AccountLayout } from './layouts/account-layout';
import { PublicLayout } from './layouts/public-layout';

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
]);

// Every screen is a lazy route: a visitor downloads only the screens they open.
export function createRouter(pages: readonly Page[]) {
  const pageRoutes: RouteObject[] = pages
    .filter((page) => !RESERVED.has(page.slug))
    .map((page) => ({ path: page.slug, lazy: () => import('../features/content/content-page-route') }));
  return createBrowserRouter([
    { path: 'entrar', lazy: () => import('../features/auth/login-route') },
    { path: 'registro', lazy: () => import('../features/auth/signup-route') },
    { path: 'recuperar', lazy: () => import('../features/auth/recover-route') },
    {
      path: 'mystudio',
      element: <AccountLayout />,
      children: [
        { index: true, lazy: () => import('../features/account/calendar-home-route') },
        { path: 'informacion', lazy: () => import('../features/profile/profile-route') },
        { path: 'waitlists', lazy: () => import('../features/waitlists/waitlists-route') },
        // Account screens of later issues are not routed yet: their links land on the calendar.
        { path: '*', element: <Navigate to="/mystudio" replace /> },
      ],
    },
    {
      element: <PublicLayout />,
      children: [
        { index: true, lazy: () => import('../features/landing/landing-route') },
        { path: 'calendario', lazy: () => import('../features/calendar/public-calendar-route') },
        { path: 'instructor/:id', lazy: () => import('../features/coaches/coach-route') },
        { path: 'coach/:id', lazy: () => import('../features/coaches/coach-route') },
        ...pageRoutes,
        // The specs send any unmatched path to the landing page.
        { path: '*', lazy: () => import('../features/landing/landing-route') },
      ],
    },
  ]);
}

import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout';

// Every screen is a lazy route: a visitor downloads only the screens they open.
export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicLayout />,
      children: [
        { index: true, lazy: () => import('../features/landing/landing-route') },
        // The specs send any unmatched path to the landing page.
        { path: '*', lazy: () => import('../features/landing/landing-route') },
      ],
    },
  ]);
}

import type { RouteObject } from 'react-router-dom';

/**
 * Screens that stand in for a payment provider's own pages in mock mode: Stripe's hosted
 * checkout for session mode. The condition is a build-time constant, so a live build has no
 * such route and none of its code.
 */
export function mockOnlyRoutes(): RouteObject[] {
  if (import.meta.env.VITE_MOCKS !== 'true') return [];
  return [
    {
      path: '__mock/stripe-checkout/:purchaseId',
      lazy: () => import('#mocks/payments/hosted-checkout-route'),
    },
  ];
}

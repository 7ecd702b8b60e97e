import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { apiError } from './api-error';

const MINUTE = 60_000;

export const TOO_MANY_REQUESTS_MESSAGE =
  'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.';

/**
 * The operations a script could abuse, each with the most a caller may send in a window: password
 * recovery (mail to anyone), sign-up, checkout (card testing) and discount checks (guessing codes).
 * A customer pressing by hand never meets them.
 */
export const RATE_LIMITS: Readonly<Record<string, { max: number; timeWindow: number }>> = {
  recoverPassword: { max: 5, timeWindow: 10 * MINUTE },
  signup: { max: 10, timeWindow: 10 * MINUTE },
  checkout: { max: 20, timeWindow: MINUTE },
  checkoutAttempt: { max: 20, timeWindow: MINUTE },
  checkoutPaypal: { max: 20, timeWindow: MINUTE },
  checkoutCapture: { max: 20, timeWindow: MINUTE },
  getDiscountByCode: { max: 30, timeWindow: MINUTE },
};

/**
 * Who a limit counts: the account a bearer token names (customers buying at the studio's desk
 * share its Wi-Fi, so its address would count them as one), else the address. The token is only
 * read here, not trusted: a forged one is refused by the identity check that runs next, and a
 * request refused there costs no database work.
 */
function callerKey(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    try {
      const { sub } = decodeJwt(header.slice('Bearer '.length));
      if (typeof sub === 'string' && sub) return `uid:${sub}`;
    } catch {
      // Not a token: counted by address.
    }
  }
  return `ip:${request.ip}`;
}

/**
 * @fastify/rate-limit on the routes of RATE_LIMITS (found by operationId), in-memory: each server
 * process counts its own callers (docs/server.md). Must be registered before the routes.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  operationAt: (method: string, url: string) => string | undefined,
): Promise<{ forget(): void }> {
  // The test control's reset starts every caller's count again: counts are kept per epoch.
  let epoch = 0;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const operationId = methods.map((method) => operationAt(method, route.url)).find(Boolean);
    const limit = operationId ? RATE_LIMITS[operationId] : undefined;
    if (limit) route.config = { ...(route.config as object), rateLimit: limit };
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `${epoch}:${callerKey(request)}`,
    errorResponseBuilder: () => apiError(429, TOO_MANY_REQUESTS_MESSAGE),
  });
  return {
    forget() {
      epoch += 1;
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS, TOO_MANY_REQUESTS_MESSAGE } from '#server/http/rate-limits';
import { bearer, startServer, type TestServer } from './support/harness';

// Limits are counted in memory by each process, so one database is enough to show them.
describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  }, 120_000);
  afterAll(() => server.close());

  const checkCode = (who: 'ana' | 'sincreditos', remoteAddress = '203.0.113.7') =>
    server.app.inject({
      method: 'GET',
      url: '/api/discounts/code/NOEXISTE?class_package_id=3',
      headers: bearer(who),
      remoteAddress,
    });

  it('stops a customer guessing discount codes with a 429 in Spanish, and only that customer', async () => {
    const { max } = RATE_LIMITS.getDiscountByCode!;
    for (let sent = 0; sent < max; sent += 1) expect((await checkCode('ana')).statusCode).toBe(404);
    const refused = await checkCode('ana');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer on the same Wi-Fi (same address) still checks her code.
    expect((await checkCode('sincreditos')).statusCode).toBe(404);
  });

  it('counts a caller without a token by address', async () => {
    const { max } = RATE_LIMITS.recoverPassword!;
    const recover = (remoteAddress: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/customer/recover',
        payload: { email: 'ana@demo.mx' },
        remoteAddress,
      });
    for (let sent = 0; sent < max; sent += 1)
      expect((await recover('198.51.100.1')).statusCode).not.toBe(429);
    expect((await recover('198.51.100.1')).statusCode).toBe(429);
    expect((await recover('198.51.100.2')).statusCode).not.toBe(429);
  });

  it('leaves the other operations unlimited', async () => {
    for (let sent = 0; sent < 40; sent += 1) {
      expect((await server.app.inject({ method: 'GET', url: '/api/locations' })).statusCode).toBe(200);
    }
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mintIdToken, MOCK_PROJECT_ID, readIdToken } from '#mocks/identity-token';

const now = new Date('2026-11-21T12:00:00Z');

describe('emulator-style identity tokens', () => {
  it('are unsigned JWTs with the claims of a real ID token', () => {
    const token = mintIdToken({ uid: 'u1', email: 'a@b.mx', now });
    expect(token.endsWith('.')).toBe(true);
    const reading = readIdToken(token, now);
    expect(reading).toMatchObject({
      kind: 'valid',
      claims: {
        user_id: 'u1',
        sub: 'u1',
        aud: MOCK_PROJECT_ID,
        iat: now.getTime() / 1000,
        exp: now.getTime() / 1000 + 3600,
      },
    });
  });

  it('read as expired once exp has passed', () => {
    const token = mintIdToken({ uid: 'u1', email: 'a@b.mx', now, ttlSeconds: 60 });
    expect(readIdToken(token, new Date(now.getTime() + 61_000)).kind).toBe('expired');
  });

  it('reject anything else', () => {
    expect(readIdToken('not-a-token', now).kind).toBe('invalid');
    const signed = `${btoa(JSON.stringify({ alg: 'RS256' }))}.${btoa(JSON.stringify({ user_id: 'u', exp: 9e9, aud: MOCK_PROJECT_ID }))}.sig`;
    expect(readIdToken(signed, now).kind).toBe('invalid');
  });
});

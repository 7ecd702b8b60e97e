import { describe, expect, it } from 'vitest';
import { isWrite, REFRESH_AFTER_MS, shouldRefresh } from '#src/domain/freshness';

describe('when data on screen is read again', () => {
  const now = 1_000_000;
  it.each([
    ['focus', null, true],
    ['focus', now - REFRESH_AFTER_MS, true],
    ['focus', now - REFRESH_AFTER_MS + 1, false],
    ['focus', now, false],
    ['online', now, true],
    ['changed', now, true],
  ] as const)('%s with the last read at %s: %s', (signal, readAt, expected) => {
    expect(shouldRefresh(signal, readAt, now)).toBe(expected);
  });

  it.each([
    ['GET', false],
    ['head', false],
    ['OPTIONS', false],
    ['POST', true],
    ['put', true],
    ['DELETE', true],
    ['PATCH', true],
  ])('%s is a write: %s', (method, expected) => {
    expect(isWrite(method)).toBe(expected);
  });
});

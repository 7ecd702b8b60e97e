import { describe, expect, it } from 'vitest';
import { orderNumber, purchaseStatus } from '#src/domain/purchase-status';
import { purchaseStatusText } from '#src/ui/purchase-status-text';

// Midday UTC keeps the day in any time zone; the time is shown in the customer's own.
const CANCELLED_AT = '2026-03-14T12:30:00.000Z';
const UPDATED_AT = '2026-03-10T12:05:00.000Z';

describe('the purchase and invoice status badge', () => {
  it.each([
    // status, extra fields, kind, tone, words on the badge
    ['active', {}, 'active', 'success', 'Activa'],
    ['completed', {}, 'completed', 'info', 'Completada'],
    ['pending', {}, 'pending', 'warning', 'Pendiente'],
    ['failed', {}, 'failed', 'danger', 'Fallido'],
    ['revoked', {}, 'revoked', 'danger', 'Revocada'],
    [
      'cancelled',
      { cancelledAt: CANCELLED_AT },
      'cancelled',
      'neutral',
      // The studio's clock (UTC−6), whatever the zone the test runs in.
      'Cancelada el 14 mar 2026 06:30',
    ],
    // Without cancelledAt, the last update is when it happened.
    ['cancelled', { updatedAt: UPDATED_AT }, 'cancelled', 'neutral', 'Cancelada el 10 mar 2026 06:05'],
    ['cancelled', {}, 'cancelled', 'neutral', 'Cancelada'],
    ['ACTIVE', {}, 'active', 'success', 'Activa'],
    ['refunded', {}, 'other', 'neutral', 'refunded'],
    ['en_revision', { cancelledAt: CANCELLED_AT }, 'other', 'neutral', 'en_revision'],
  ] as const)('%s %o → %s (%s) "%s"', (status, extra, kind, tone, words) => {
    const result = purchaseStatus({ status, ...extra });
    expect(result.kind).toBe(kind);
    expect(result.tone).toBe(tone);
    expect(result.raw).toBe(status);
    expect(purchaseStatusText(result, 6)).toBe(words);
  });

  it("dates a cancellation on the studio's own clock", () => {
    const cancelled = purchaseStatus({ status: 'cancelled', cancelledAt: CANCELLED_AT });
    expect(purchaseStatusText(cancelled, 6)).toBe('Cancelada el 14 mar 2026 06:30');
    expect(purchaseStatusText(cancelled, 3)).toBe('Cancelada el 14 mar 2026 09:30');
  });

  it('carries the cancellation date only for cancelled purchases', () => {
    expect(purchaseStatus({ status: 'active', cancelledAt: CANCELLED_AT }).cancelledAt).toBeNull();
    expect(purchaseStatus({ status: 'cancelled', cancelledAt: CANCELLED_AT }).cancelledAt).toBe(CANCELLED_AT);
  });
});

describe('the order number', () => {
  it.each([
    [6, '#006'],
    [42, '#0042'],
    [1234, '#001234'],
  ])('purchase %i → %s', (id, shown) => {
    expect(orderNumber(id)).toBe(shown);
  });
});

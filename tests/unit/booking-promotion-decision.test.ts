import { describe, expect, it } from 'vitest';
import type { CustomerBookingFacts } from '#src/domain/booking/facts';
import { decidePromotion, type PromotionFacts } from '#src/domain/booking/promotion-decision';
import { aClass, classSide, customerSide, inDays, inHours, others } from '#tests/support/booking-facts';

const entry = (waitlist_id: number, customer_id: number, createdAt: string) => ({
  waitlist_id,
  customer_id,
  createdAt,
});
const customer = (customer_id: number, over: Partial<CustomerBookingFacts> = {}) =>
  customerSide({ customer: { customer_id }, ...over });

// Capacity 3, two places held: the third was freed by a cancel of spot 5.
const facts = (over: Partial<PromotionFacts> = {}): PromotionFacts => ({
  ...classSide({ activeReservations: others(1, 2) }),
  freedSpot: 5,
  candidates: [
    { entry: entry(31, 3, '2026-11-24T09:00:00Z'), customer: customer(3) },
    { entry: entry(21, 2, '2026-11-23T09:00:00Z'), customer: customer(2) },
  ],
  ...over,
});

describe('who moves up from the waitlist when a place frees up', () => {
  it('the first to join, with the freed spot, paying as a reservation would', () => {
    expect(decidePromotion(facts())).toMatchObject({
      entry: { waitlist_id: 21 },
      customerId: 2,
      reservation: { charge: { kind: 'credit', creditsRowId: 7 }, spot: 5, guest: null },
    });
  });

  it('skips whoever the reserve rule refuses (no credits, a penalty, gone), in list order', () => {
    const promoted = decidePromotion(
      facts({
        candidates: [
          { entry: entry(1, 4, '2026-11-20T09:00:00Z'), customer: undefined },
          { entry: entry(2, 5, '2026-11-21T09:00:00Z'), customer: customer(5, { credits: [] }) },
          { entry: entry(3, 6, '2026-11-22T09:00:00Z'), customer: customer(6, { penaltyEnds: [inDays(2)] }) },
          { entry: entry(4, 7, '2026-11-23T09:00:00Z'), customer: customer(7) },
        ],
      }),
    );
    expect(promoted?.customerId).toBe(7);
  });

  it('no spot when the freed one was taken meanwhile', () => {
    const promoted = decidePromotion(
      facts({ activeReservations: [...others(1), { class_reservation_id: 600, customer_id: 9, spot: 5 }] }),
    );
    expect(promoted).toMatchObject({ customerId: 2, reservation: { spot: null } });
  });

  it.each<[string, Partial<PromotionFacts>]>([
    ['the class is still full', { activeReservations: others(1, 2, 3) }],
    ['the class has started', { singleClass: aClass({ class_date: inHours(-1) }) }],
    ['the studio cancelled the class', { singleClass: undefined }],
    [
      'nobody can take it',
      {
        candidates: [{ entry: entry(1, 4, '2026-11-20T09:00:00Z'), customer: customer(4, { credits: [] }) }],
      },
    ],
    ['the list is empty', { candidates: [] }],
  ])('nobody when %s', (_, over) => {
    expect(decidePromotion(facts(over))).toBeNull();
  });
});

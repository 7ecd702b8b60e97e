import { api, unwrap } from '#src/api/client';
import type { components } from '#src/api/schema.gen';
import { appNow } from '#src/domain/app-clock';
import { promotionsToTell } from '#src/domain/waitlist-promotion';

export type WaitlistPromotion = components['schemas']['WaitlistPromotion'];

/**
 * The customer's moves from a waitlist into a class, but those in `told` (already told on this
 * device when the visit began): GET /waitlist_promotions, src/domain/waitlist-promotion.ts.
 */
export async function readPromotionsToTell(query: {
  told: readonly number[];
  offsetHours: number;
}): Promise<WaitlistPromotion[]> {
  const { promotions } = await unwrap(api.GET('/waitlist_promotions'));
  return promotionsToTell(promotions, new Set(query.told), appNow(), query.offsetHours);
}

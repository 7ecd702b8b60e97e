import type { PersonaKey } from '#mocks/personas';
import type { Target } from './targets';

/** What a customer sees of their purchases: one purchase, and the credits purchases granted. */
export function commerceReads(target: Target, persona: PersonaKey) {
  return {
    purchase: async (id: number) =>
      (await target.api(persona).GET('/purchases/{id}', { params: { path: { id } } })).data?.purchase,
    grantedCredits: async () =>
      (await target.api(persona).GET('/customer/available_classes')).data?.available_classes.filter(
        (row) => row.purchase_id !== null,
      ),
  };
}

import { fromPromise } from 'xstate';
import { api, unwrap } from '#src/api/client';
import { normalizePhone } from '#src/domain/phone';

export function createSignupPhoneActors() {
  return {
    /** Whether another customer already has this phone; no phone is never taken. */
    isPhoneTaken: fromPromise<boolean, { phone: string }>(async ({ input }) => {
      const digits = normalizePhone(input.phone);
      if (!digits) return false;
      const { customer } = await unwrap(api.GET('/customer/phone', { params: { query: { phone: digits } } }));
      return customer !== null;
    }),
  };
}

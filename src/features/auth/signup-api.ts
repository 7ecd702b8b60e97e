import { api, unwrap } from '#src/api/client';
import { normalizePhone } from '#src/domain/phone';

/**
 * Whether another customer already has this phone. Asked before the identity account is
 * created, so a taken phone never leaves an account without a customer behind.
 */
export async function isPhoneTaken(phone: string): Promise<boolean> {
  const digits = normalizePhone(phone);
  if (!digits) return false;
  const { customer } = await unwrap(api.GET('/customer/phone', { params: { query: { phone: digits } } }));
  return customer !== null;
}

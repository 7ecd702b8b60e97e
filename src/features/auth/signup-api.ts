import { api, unwrap } from '../../api/client';
import type { DynamicField } from '../../domain/dynamic-form';
import { normalizePhone } from '../../domain/phone';

/** The studio's sign-up form is always form 1 of the forms API. */
export const SIGNUP_FORM_ID = 1;

export async function loadSignupFields(): Promise<DynamicField[]> {
  const { form } = await unwrap(api.GET('/forms/{id}', { params: { path: { id: SIGNUP_FORM_ID } } }));
  return form.form_fields;
}

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

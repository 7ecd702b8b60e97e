import { FORM_IDS } from '#src/config/forms';
import type { DynamicField } from '#src/domain/dynamic-form';
import { withCredentialFields } from '#src/domain/signup';
import { es } from '#src/i18n/es';
import { readFormFields } from '#src/api/reads/catalogue';
import { useRead } from '#src/app/use-read';

const labels = {
  email: es.signup.email,
  password: es.signup.password,
  passwordConfirm: es.signup.passwordConfirm,
};

const readSignupFields = async (): Promise<DynamicField[]> =>
  withCredentialFields(await readFormFields({ formId: FORM_IDS.signup }), labels);

/** The sign-up form's fields (form 1) with the identity's credentials added where missing. */
export function useSignupFields() {
  return useRead(readSignupFields, undefined);
}

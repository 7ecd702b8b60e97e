import { FORM_IDS } from '#src/config/forms';
import type { DynamicField } from '#src/domain/dynamic-form';
import { withCredentialFields } from '#src/domain/signup';
import { es } from '#src/i18n/es';
import { useFormFields } from '#src/ui/dynamic-form/use-form-fields';

const labels = {
  email: es.signup.email,
  password: es.signup.password,
  passwordConfirm: es.signup.passwordConfirm,
};

const withCredentials = (fields: DynamicField[]) => withCredentialFields(fields, labels);

/** The sign-up form's fields (form 1) with the identity's credentials added where missing. */
export function useSignupFields() {
  return useFormFields(FORM_IDS.signup, withCredentials);
}

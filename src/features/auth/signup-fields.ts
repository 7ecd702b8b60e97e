import { FORM_IDS } from '../../config/forms';
import type { DynamicField } from '../../domain/dynamic-form';
import { withCredentialFields } from '../../domain/signup';
import { es } from '../../i18n/es';
import { useFormFields } from '../../ui/dynamic-form/use-form-fields';

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

import { useCallback, useEffect, useState } from 'react';
import type { DynamicField } from '../../domain/dynamic-form';
import { withCredentialFields } from '../../domain/signup';
import { es } from '../../i18n/es';
import { loadSignupFields } from './signup-api';

export type SignupFieldsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; fields: DynamicField[] };

const labels = {
  email: es.signup.email,
  password: es.signup.password,
  passwordConfirm: es.signup.passwordConfirm,
};

/** The sign-up form's fields; a failed load ends in 'error' with `retry`, never a spinner forever. */
export function useSignupFields(): SignupFieldsState & { retry: () => void } {
  const [state, setState] = useState<SignupFieldsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadSignupFields().then(
      (fields) => current && setState({ status: 'ready', fields: withCredentialFields(fields, labels) }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { api, unwrap } from '#src/api/client';
import type { DynamicField } from '#src/domain/dynamic-form';

export type FormFieldsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; fields: DynamicField[] };

const same = (fields: DynamicField[]) => fields;

/**
 * The fields of a dynamic form from the forms API. A failed load ends in 'error' with `retry`,
 * never a spinner forever. `shape` adapts the fields (e.g. sign-up adds the credentials).
 */
export function useFormFields(
  formId: number,
  shape: (fields: DynamicField[]) => DynamicField[] = same,
): FormFieldsState & { retry: () => void } {
  const [state, setState] = useState<FormFieldsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    unwrap(api.GET('/forms/{id}', { params: { path: { id: formId } } })).then(
      ({ form }) => current && setState({ status: 'ready', fields: shape(form.form_fields) }),
      (error: unknown) => {
        console.error(error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
    // `shape` is a module-level function in every caller; reloading on its identity is not wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}

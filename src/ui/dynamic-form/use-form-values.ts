import { useCallback, useState } from 'react';
import type { FormValues } from '#src/domain/dynamic-form';

/**
 * The values of a dynamic form, kept by the parent so a failed save (server error, upload
 * failure) never loses what was typed.
 */
export function useFormValues(initial: FormValues = {}) {
  const [values, setValues] = useState<FormValues>(initial);
  const onChange = useCallback((key: string, value: unknown) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);
  return { values, onChange, setValues };
}

import type { Customer } from '../../../machines/session/context';
import type { DynamicField, FormValues } from '../../domain/dynamic-form';

/** What the profile form starts with: the customer's current value of each field. */
export function profileValues(fields: readonly DynamicField[], customer: Customer): FormValues {
  const record = customer as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.key === 'file') values.file = customer.file_id ?? undefined;
    else if (field.type === 'date' && typeof record[field.key] === 'string')
      values[field.key] = String(record[field.key]).slice(0, 10);
    else if (record[field.key] !== null && record[field.key] !== undefined)
      values[field.key] = record[field.key];
  }
  return values;
}

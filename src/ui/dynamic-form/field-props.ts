import type { DynamicField } from '#src/domain/dynamic-form';

/** What every field kind receives; the surrounding `Field.Root` supplies id, aria-invalid and aria-describedby. */
export interface FieldInputProps {
  field: DynamicField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's visible label without the '(Opcional)' suffix, for names of inner controls. */
  label: string;
  /**
   * The error text's id while invalid. Ark links errors only through aria-errormessage, which
   * screen readers barely announce, so inputs also point at it with aria-describedby.
   */
  describedBy: string | undefined;
}

/** Text of a stored value for an input; null and undefined show as empty. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

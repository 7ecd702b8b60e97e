import type { ErrorSummary, FieldErrorCode } from '#src/domain/dynamic-form';
import { es } from '#src/i18n/es';

const t = es.dynamicForm;

const FIELD_MESSAGES: Record<FieldErrorCode, string> = {
  required: t.required,
  file: t.file,
  option: t.option,
  phone: t.phone,
};

export function fieldMessage(code: FieldErrorCode): string {
  return FIELD_MESSAGES[code];
}

export function summaryMessage(summary: ErrorSummary): string | null {
  if (!summary) return null;
  return summary.kind === 'one' ? t.summaryOne(summary.label) : t.summaryMany;
}

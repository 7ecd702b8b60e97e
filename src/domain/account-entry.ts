import { validateForm, type DynamicField } from './dynamic-form';

interface RequiredPage {
  page_id: number;
  required?: boolean | null | undefined;
}

/** The required pages the customer has not accepted yet, in the studio's order. */
export function unacceptedRequiredPages<P extends RequiredPage>(
  pages: readonly P[],
  acceptedPageIds: readonly number[],
): P[] {
  const accepted = new Set(acceptedPageIds);
  return pages.filter((page) => page.required === true && !accepted.has(page.page_id));
}

/** Labels of the profile form's required fields the customer has not filled in. */
export function missingProfileFields(
  fields: readonly DynamicField[],
  customer: Readonly<Record<string, unknown>>,
): string[] {
  const errors = validateForm(fields, customer, { hasUserSelect: false });
  return fields.filter((field) => errors[field.key]).map((field) => field.label);
}

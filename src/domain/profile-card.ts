/*
 * The profile card of /mystudio/informacion (specs: customer-booking §2 "Profile page"): what it
 * shows of the customer and which required information is still missing.
 */
import { DATE_FORMAT, dayjs } from './dates';
import { validateForm, type DynamicField, type FormValues } from './dynamic-form';

/** The customer fields the card and the form read; the API's Customer fits it. */
export interface ProfileSource {
  name?: string | null | undefined;
  last_name?: string | null | undefined;
  birthdate?: string | null | undefined;
  file_id?: number | null | undefined;
}

/**
 * What the profile form starts with: the customer's value of each field. The photo field holds
 * the file id (the upload's result), dates the calendar day only.
 */
export function profileFormValues(fields: readonly DynamicField[], customer: ProfileSource): FormValues {
  const record = customer as Readonly<Record<string, unknown>>;
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.key === 'file' ? customer.file_id : record[field.key];
    if (value === null || value === undefined) continue;
    values[field.key] = field.type === 'date' && typeof value === 'string' ? value.slice(0, 10) : value;
  }
  return values;
}

/** Labels of the profile form's required fields the customer has not filled in, in form order. */
export function missingRequiredInformation(
  fields: readonly DynamicField[],
  customer: ProfileSource,
): string[] {
  const values = profileFormValues(fields, customer);
  const errors = validateForm(fields, values, { hasUserSelect: false });
  // validateForm walks the visible fields in form order; keep that order for the list.
  return Object.keys(errors).map((key) => fields.find((field) => field.key === key)?.label ?? key);
}

/** The birthdate as 'DD MMM YYYY', or null when none was added (the card's red note). */
export function birthdateText(birthdate: string | null | undefined): string | null {
  const day = birthdate?.trim().slice(0, 10);
  if (!day) return null;
  // A calendar day, not an instant: read in UTC so no time zone moves it to the day before.
  const date = dayjs.utc(day);
  return date.isValid() ? date.format(DATE_FORMAT) : null;
}

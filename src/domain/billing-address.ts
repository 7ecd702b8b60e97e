/*
 * The billing address (specs: customer-booking §2 "Profile page", §5 "Address form"): city,
 * state and country are required, the rest optional; the form is the address form (id 6).
 */
import type { DynamicField, FormValues } from './dynamic-form';

export const REQUIRED_ADDRESS_FIELDS = ['city', 'state', 'country'] as const;
export type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

export const ADDRESS_FIELDS = [
  'street',
  'number',
  'interior_number',
  'neighborhood',
  'city',
  'state',
  'country',
  'zip_code',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressLike = Partial<Record<AddressField, string | null | undefined>> & {
  address_id?: number | undefined;
};

function text(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** The required fields left blank, in the order their alerts are given (city, state, country). */
export function missingAddressFields(values: FormValues): RequiredAddressField[] {
  return REQUIRED_ADDRESS_FIELDS.filter((key) => text(values[key]) === '');
}

/** The card says the address is not loaded while it has no city. */
export function isAddressLoaded(address: AddressLike | null | undefined): boolean {
  return text(address?.city) !== '';
}

/**
 * The address form's fields as the studio defined them (form 6), with city, state and country
 * always present and required whatever the form says: the server refuses an address without them.
 */
export function addressFormFields(
  fields: readonly DynamicField[],
  labels: Record<RequiredAddressField, string>,
) {
  const shaped: DynamicField[] = fields.map((field) =>
    (REQUIRED_ADDRESS_FIELDS as readonly string[]).includes(field.key) ? { ...field, required: true } : field,
  );
  const last = Math.max(0, ...fields.map((field) => field.order ?? 0));
  REQUIRED_ADDRESS_FIELDS.filter((key) => !fields.some((field) => field.key === key)).forEach((key, i) =>
    shaped.push({ key, label: labels[key], type: 'text', required: true, step: 1, order: last + i + 1 }),
  );
  return shaped;
}

/** The form's starting values: the address's own, blanks left out. */
export function addressFormValues(address: AddressLike | null | undefined): FormValues {
  const values: Record<string, string> = {};
  for (const key of ADDRESS_FIELDS) {
    const value = text(address?.[key]);
    if (value !== '') values[key] = value;
  }
  return values;
}

export interface AddressBody {
  street: string | null;
  number: string | null;
  interior_number: string | null;
  neighborhood: string | null;
  city: string;
  state: string;
  country: string;
  zip_code: string | null;
}

/** What is sent: the address fields only (trimmed; an empty optional one is null). */
export function addressBody(values: FormValues): AddressBody {
  const optional = (key: AddressField) => text(values[key]) || null;
  return {
    street: optional('street'),
    number: optional('number'),
    interior_number: optional('interior_number'),
    neighborhood: optional('neighborhood'),
    city: text(values.city),
    state: text(values.state),
    country: text(values.country),
    zip_code: optional('zip_code'),
  };
}

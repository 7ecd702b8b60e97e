import type { components } from '#src/api/schema.gen';
import type { ClassPackageRecord } from '#mocks/db';
import { apiError } from '#mocks/http-errors';

type PackageInput = components['schemas']['ClassPackageInput'];

/** What the admin form may not send: a title, a price and credits that make sense. */
function check(input: PackageInput): void {
  if (!String(input.title ?? '').trim()) throw apiError(400, 'Escribe el nombre del paquete.');
  if (!(Number(input.price) >= 0)) throw apiError(400, 'El precio del paquete no es válido.');
  if (!Number.isInteger(input.class_amount) || (input.class_amount < 1 && input.class_amount !== -1))
    throw apiError(400, 'La cantidad de clases no es válida.');
}

/** A new package: every field the form leaves out takes the value of a plain in-person pack. */
export function newPackage(input: PackageInput): Omit<ClassPackageRecord, 'class_package_id'> {
  check(input);
  return {
    package_id: null,
    sale_price: null,
    description: null,
    short_description: null,
    image: null,
    expiration_days: null,
    is_special_event: false,
    is_trial: false,
    is_subscription: false,
    subscription_period: null,
    subscription_interval: null,
    free_trial_length: null,
    free_trial_period: null,
    limit_per_customer: null,
    order: null,
    allow_discount_over_sale_price: false,
    class_package_types: [],
    downloadable: null,
    file_url: null,
    receipt_file: null,
    ...input,
    title: input.title.trim(),
    on_home: false,
    online: input.online ?? false,
  };
}

/** A PUT changes what it sends; the home flag has its own calls. */
export function changedPackage(input: PackageInput): Partial<ClassPackageRecord> {
  check(input);
  const { online, ...fields } = input;
  return { ...fields, title: input.title.trim(), ...(online === undefined ? {} : { online }) };
}

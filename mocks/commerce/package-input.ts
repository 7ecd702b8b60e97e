import type { components } from '#src/api/schema.gen';
import type { ClassPackageRecord } from '#mocks/db';
import { orRefused } from '#mocks/http-errors';
import { decidePackageInput } from '#src/domain/admin/commerce-input';

type PackageInput = components['schemas']['ClassPackageInput'];

/** What the admin form may not send (src/domain/admin/commerce-input.ts). */
const check = (input: PackageInput) => orRefused(decidePackageInput(input));

/** A new package: every field the form leaves out takes the value of a plain in-person pack. */
export function newPackage(input: PackageInput): Omit<ClassPackageRecord, 'class_package_id'> {
  const { title } = check(input);
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
    title,
    on_home: false,
    online: input.online ?? false,
  };
}

/** A PUT changes what it sends; the home flag has its own calls. */
export function changedPackage(input: PackageInput): Partial<ClassPackageRecord> {
  const { title } = check(input);
  const { online, ...fields } = input;
  return { ...fields, title, ...(online === undefined ? {} : { online }) };
}

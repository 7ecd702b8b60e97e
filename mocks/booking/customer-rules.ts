import { mockNow } from '#mocks/clock';
import { db, type CustomerRecord } from '#mocks/db';
import { FORM } from '#mocks/seed/content';

/** Every page marked required has been accepted by the customer. */
export function acceptedRequiredPages(customer_id: number): boolean {
  const accepted = new Set(
    db.acceptedPages.findMany((q) => q.where({ customer_id })).map((row) => row.page_id),
  );
  return db.pages.findMany((q) => q.where({ required: true })).every((page) => accepted.has(page.page_id));
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The required fields of the profile form (FORM.profile) all have a value on the customer. */
export function profileComplete(customer: CustomerRecord): boolean {
  const form = db.forms.findFirst((q) => q.where({ form_id: FORM.profile }));
  const columns = customer as unknown as Record<string, unknown>;
  return (form?.form_fields ?? [])
    .filter((field) => field.required)
    .every((field) => {
      const key = field.key;
      return !isEmpty(key === 'file' ? columns.file_id : columns[key]);
    });
}

/** A penalty whose end is still ahead. */
export function activePenalty(customer_id: number) {
  const now = mockNow().getTime();
  return db.penalties.findFirst((q) => q.where({ customer_id, end_date: (end) => Date.parse(end) > now }));
}

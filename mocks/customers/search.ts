import type { CustomerRecord } from '#mocks/db';

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The admin search: every word must appear in the name, last name, email or phone. */
export function matchesQuery(customer: CustomerRecord, query: string | null | undefined): boolean {
  const words = fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [customer.name, customer.last_name, customer.email, customer.phone].filter(Boolean).join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

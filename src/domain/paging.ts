/*
 * The contract's paged lists (`?page=` from 1): the mocks slice arrays and the server asks SQL
 * for the same window, so both answer the same page for the same request.
 */

/** Specs §9: Mis Reservaciones in pages of 50. */
export const RESERVATIONS_PAGE_SIZE = 50;
/** 'Correos enviados' in pages of 50, newest first. */
export const SENT_MAILS_PAGE_SIZE = 50;

/** The list's page from the query string: 1 when absent or not a number. */
export function pageOf(value: string | number | null | undefined): number {
  return Math.max(1, Math.floor(Number(value ?? 1)) || 1);
}

/** Where page `page` of `size` starts: SQL's offset and limit. */
export function pageWindow(page: number, size: number): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

/** Page `page` of an in-memory list (the mocks'). */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  const { offset, limit } = pageWindow(page, size);
  return items.slice(offset, offset + limit);
}

/** How many pages a list of `total` shows: at least one, the empty one. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

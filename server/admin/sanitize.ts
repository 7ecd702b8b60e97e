import { JSDOM } from 'jsdom';
import { studioSanitizer } from '#src/domain/html-allow-list';

/**
 * Staff HTML (pages, announcements, payment instructions) is cleaned when it is saved, with the
 * allow-list the app renders with, on a jsdom window (decision 061): no client of the API ever
 * receives script, whatever renders it.
 */
export const sanitizeStaffHtml = studioSanitizer(new JSDOM('').window);

/** A nullable HTML field as stored: cleaned, null and absent left as they are. */
export function cleanHtml<T extends string | null | undefined>(html: T): T {
  return (typeof html === 'string' ? sanitizeStaffHtml(html) : html) as T;
}

import type { WindowLike } from 'dompurify';
import { studioSanitizer } from '#src/domain/html-allow-list';

/*
 * Staff HTML (pages, announcements, payment instructions) is cleaned when it is saved, as the
 * server cleans it (decision 061), with the one allow-list. It needs a DOM: the page's window in
 * the browser and in jsdom tests; a Node host without one names it (`mocks/node-window.ts`).
 */
type WindowSource = () => WindowLike | Promise<WindowLike>;

let source: WindowSource = () => {
  if (typeof window === 'undefined') {
    throw new Error(
      'The mocks clean staff HTML on a window: call cleanStaffHtmlOnJsdom() (mocks/node-window.ts) in a Node host.',
    );
  }
  return window;
};
let sanitizer: Promise<(html: string) => string> | undefined;

/** Where the sanitiser's window comes from; asked once, when HTML is first saved. */
export function setStaffHtmlWindow(next: WindowSource): void {
  source = next;
  sanitizer = undefined;
}

/** A staff HTML field as stored: cleaned; null and absent left as they are. */
export async function cleanStaffHtml<T>(html: T): Promise<T> {
  if (typeof html !== 'string') return html;
  sanitizer ??= Promise.resolve(source()).then(studioSanitizer);
  return (await sanitizer)(html) as T;
}

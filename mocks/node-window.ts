import { setStaffHtmlWindow } from './staff-html';

/**
 * Node hosts of the mocks (the MSW node server, `npm run mock:server`, the conformance suite)
 * have no window: staff HTML is cleaned on jsdom's, as the server cleans it. Loaded on the first
 * save, so a run that saves no HTML never loads jsdom.
 */
export function cleanStaffHtmlOnJsdom(): void {
  if (typeof window !== 'undefined') return;
  setStaffHtmlWindow(async () => {
    const { JSDOM } = await import('jsdom');
    return new JSDOM('').window;
  });
}

/**
 * The rich-text editor's links: only web, e-mail and phone addresses, or one of the site's own
 * paths. Anything else (`javascript:`, `data:`, `vbscript:`, `file:`…) is refused before it reaches
 * the HTML, whatever the customer side's sanitiser would do with it later.
 */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const ALLOWED = new Set(['http', 'https', 'mailto', 'tel']);

/** The href to store for what the admin typed, or null when it is not an allowed address. */
export function safeLinkHref(typed: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'), so do we.
  // eslint-disable-next-line no-control-regex
  const value = typed.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  if (value === '') return null;
  const scheme = SCHEME.exec(value.replace(/\s/g, ''));
  if (scheme) return ALLOWED.has(scheme[1]!.toLowerCase()) ? value : null;
  if (value.startsWith('/')) return value.startsWith('//') ? `https:${value}` : value;
  // 'demo.mx/clases' or 'www.demo.mx': a web address without its scheme.
  return /^[^\s/:]+\.[^\s/:]+/.test(value) ? `https://${value}` : null;
}

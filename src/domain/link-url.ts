/**
 * The one URL check. Every address that comes from the studio's configuration or content (a
 * link, an image, a video, a redirect) passes here before it reaches the DOM; the sanitiser of
 * studio HTML (src/ui/sanitize-html.ts) applies it to every URL attribute too. Refused:
 * `javascript:`, `vbscript:`, `data:` other than images, `file:` and any other scheme, and
 * protocol-relative links (`//host`, `\\host`), which look like the site's own paths but leave it
 * (an image or a video may still be loaded from a protocol-relative CDN address).
 */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;

/** What the address is used for: what a link may open is not what an image may show. */
export type UrlUse = 'link' | 'image' | 'media' | 'navigation';

const SCHEMES: Record<UrlUse, ReadonlySet<string>> = {
  link: new Set(['http', 'https', 'mailto', 'tel']),
  image: new Set(['http', 'https', 'blob']),
  media: new Set(['http', 'https', 'blob']),
  navigation: new Set(['http', 'https']),
};

// An inline image (never an HTML or SVG document run as a page: an <img> does not run scripts).
const DATA_IMAGE = /^data:image\/[a-z\d.+-]+[;,]/i;

// Browsers drop control characters and whitespace inside a scheme ('java\tscript:'), so do we.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;

/**
 * The address as it may be used, or null when it must not reach the page. Relative addresses
 * (`/paquetes`, `foto.jpg`, `#arriba`, `?q=1`) stay on the site and are kept as written.
 */
export function safeUrl(raw: string | null | undefined, use: UrlUse = 'link'): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  const squeezed = value.replace(IGNORED, '');
  // '//host', '\\host', '/\host': the browser reads these as another host.
  if (/^[/\\]{2}/.test(squeezed)) return use === 'image' || use === 'media' ? value : null;
  const scheme = SCHEME.exec(squeezed);
  if (!scheme) return value;
  if (use === 'image' && DATA_IMAGE.test(squeezed)) return value;
  return SCHEMES[use].has(scheme[1]!.toLowerCase()) ? value : null;
}

/** The href to store for what the admin typed, or null when it is not an allowed address. */
export function safeLinkHref(typed: string): string | null {
  // eslint-disable-next-line no-control-regex
  const value = typed.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  if (value === '') return null;
  if (SCHEME.test(value.replace(/\s/g, ''))) return safeUrl(value, 'link');
  if (value.startsWith('/')) return value.startsWith('//') ? `https:${value}` : value;
  // 'demo.mx/clases' or 'www.demo.mx': a web address without its scheme.
  return /^[^\s/:]+\.[^\s/:]+/.test(value) ? `https://${value}` : null;
}

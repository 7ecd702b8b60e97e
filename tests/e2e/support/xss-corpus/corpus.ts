import dompurify from './dompurify.json' with { type: 'json' };
import hand from './hand-written.json' with { type: 'json' };

/**
 * The hostile-content corpus (issue 17, item 1). Sources:
 * - dompurify.json: every payload of DOMPurify 3.4.14's own test vectors
 *   (github.com/cure53/DOMPurify, test/fixtures/expect.mjs; Apache-2.0 or MPL-2.0), copied as is;
 * - hand-written.json, written from the OWASP XSS filter-evasion cheat sheet (`owasp`), the
 *   published mXSS and SVG/MathML namespace-confusion payloads (`mxss`), attribute payloads
 *   (`attributes`), and URL payloads (`urls`, also placed in an <a href> and an <img src>).
 * Script payloads call alert() or fetch() a canary host (canary.invalid), which the spec traps.
 */
export interface Vector {
  id: number;
  source: 'dompurify' | 'owasp' | 'mxss' | 'attributes' | 'urls';
  payload: string;
}

const quoted = (url: string) => url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const sources: Array<[Vector['source'], readonly string[]]> = [
  ['dompurify', dompurify.map((entry) => entry.payload)],
  ['owasp', hand.owasp],
  ['mxss', hand.mxss],
  ['attributes', hand.attributes],
  [
    'urls',
    hand.urls.flatMap((url) => [`<a href="${quoted(url)}">enlace</a>`, `<img src="${quoted(url)}" alt="">`]),
  ],
];

export const htmlVectors: readonly Vector[] = sources
  .flatMap(([source, payloads]) => payloads.map((payload) => ({ source, payload })))
  .map((vector, index) => ({ ...vector, id: index + 1 }));

/** Addresses for the surfaces that take one URL (the banner's link, the popup, the footer, files). */
export const urlVectors: readonly string[] = hand.urls;

/**
 * One of each kind of refused address, for the surfaces that read the configuration once per page
 * load (the banner's link, the popup's link, the footer's links): each needs a reload of its own.
 */
export const urlSample: readonly string[] = [
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//canary.invalid/x',
  '/\\canary.invalid',
  "javascript:fetch('https://canary.invalid/u')",
];

// A vector that leaves an element open (a <textarea>, a <style>, a comment) must not swallow the
// next one: each is followed by the end tags that close what it may have opened.
// Foreign content (SVG, MathML) is left by closing the HTML element inside it first.
const CLOSERS =
  '</textarea></title></style></xmp></noscript></noembed></noframes></iframe></template></select>' +
  '</option></a></p></h1></h6></table></form></foreignobject></desc></title></annotation-xml>' +
  '</mtext></mi></mglyph></svg></math></script>-->';

/** One vector in a block that names it, so what survives can be counted. */
export function wrapVector(vector: Vector): string {
  return `<div data-vector="${vector.id}">${vector.payload}${CLOSERS}</div>`;
}

/** A tiny PNG, a legitimate inline image. */
export const LEGIT_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The formatting a studio legitimately writes; it must come out of the sanitiser intact. */
export function legitimateHtml(label: string): string {
  return (
    `<h2>Formato legítimo ${label}</h2>` +
    `<p><strong>Negritas ${label}</strong> y <em>cursivas</em></p>` +
    `<ul><li>Viñeta ${label}</li><li>Otra viñeta</li></ul><ol><li>Paso ${label}</li></ol>` +
    `<p><a href="https://demo.mx/clases" target="_blank">Enlace legítimo ${label}</a> ` +
    `<a href="/paquetes">Paquetes ${label}</a></p>` +
    `<p><img src="${LEGIT_PNG}" alt="Imagen legítima ${label}" width="20" height="20"></p>`
  );
}

/** Everything as plain text, one vector a line: what the text surfaces show literally. */
export const hostileText = htmlVectors.map((vector) => vector.payload).join('\n');

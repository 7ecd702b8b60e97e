import DOMPurify, { type WindowLike } from 'dompurify';
import { safeUrl, type UrlUse } from '#src/domain/link-url';

/*
 * The one sanitiser of the studio's HTML (decision 035), for any window: the app's own (pages,
 * announcements, payment instructions, what the back-office editor loads, src/ui/sanitize-html.ts)
 * and the server's jsdom window, which cleans that HTML when staff save it (decision 061), so
 * the allow-list is the same everywhere. DOMPurify's HTML profile drops scripts, event handlers,
 * SVG and MathML; every URL attribute then goes through the one URL check (`safeUrl`), which also
 * refuses what DOMPurify lets through (protocol-relative links, `data:` outside images). `<style>`
 * and `style=""` are dropped too: a studio's page must not restyle the app around it (a
 * full-page overlay, hidden buttons, text in the wrong colours); bold, lists, links and images
 * need neither. A private instance, so these hooks never change another caller's DOMPurify.
 */

const IMAGE_ATTRIBUTES = new Set(['src', 'poster', 'background']);
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'action', 'formaction', 'cite']);

function useOf(element: Element, attribute: string): UrlUse | null {
  if (IMAGE_ATTRIBUTES.has(attribute)) {
    return element.localName === 'video' || element.localName === 'audio' ? 'media' : 'image';
  }
  return LINK_ATTRIBUTES.has(attribute) ? 'link' : null;
}

export function studioSanitizer(window: WindowLike): (html: string) => string {
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const use = useOf(node, data.attrName);
    if (use && safeUrl(data.attrValue, use) === null) data.keepAttr = false;
  });
  // A link the studio opens in a new tab never hands that tab a handle on this one.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.localName === 'a' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['style'],
      FORBID_ATTR: ['srcset', 'style'],
    });
}

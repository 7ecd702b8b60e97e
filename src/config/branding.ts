import { useEffect } from 'react';
import type { AppConfig } from './app-config';
import { fileBaseUrl, fileUrl } from './file-url';

/**
 * The studio's branding on the document itself: title, description, social preview, favicon,
 * the studio's own CSS and its tracking snippets. The page is rendered in the browser, so
 * crawlers that do not run scripts see only index.html's defaults.
 */

export function upsert<K extends 'meta' | 'link' | 'style'>(
  doc: Document,
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
) {
  let el = doc.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = doc.createElement(tag);
    doc.head.append(el);
  }
  init(el);
  return el;
}

export function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null) {
  const selector = `meta[${attribute}="${key}"]`;
  if (!content) {
    doc.head.querySelector(selector)?.remove();
    return;
  }
  upsert(doc, 'meta', selector, (el) => {
    el.setAttribute(attribute, key);
    el.content = content;
  });
}

/**
 * Nodes for a studio-provided HTML snippet. Scripts parsed from HTML never run, so each is
 * recreated as a fresh element (same attributes and code), which runs when inserted.
 */
export function snippetNodes(html: string, doc: Document): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const fresh = (old: Element) => {
    const script = doc.createElement('script');
    for (const { name, value } of old.attributes) script.setAttribute(name, value);
    script.textContent = old.textContent;
    return script;
  };
  return [...template.content.childNodes].map((node) => {
    const copy = doc.importNode(node, true);
    if (!(copy instanceof Element)) return copy;
    if (copy.localName === 'script') return fresh(copy);
    for (const old of copy.querySelectorAll('script')) old.replaceWith(fresh(old));
    return copy;
  });
}

/**
 * Tracking snippets run once per page load: a script cannot be undone, and a second copy
 * would count every visit twice (React runs effects twice in development).
 */
function insertTrackingOnce(doc: Document, where: 'head' | 'body', html: string) {
  const marker = where === 'head' ? 'studioTrackingHead' : 'studioTrackingBody';
  if (!html || doc.documentElement.dataset[marker]) return;
  doc.documentElement.dataset[marker] = 'done';
  const nodes = snippetNodes(html, doc);
  // Body snippets (usually <noscript> fallbacks) belong at the top of <body>, before the app.
  if (where === 'head') doc.head.append(...nodes);
  else doc.body.prepend(...nodes);
}

/**
 * Whether the screen on show wrote its own title and description (usePageMeta). Its effect runs
 * before the branding's when both mount in one commit (children's effects first), and after a
 * refreshed configuration the branding runs alone: either way the screen's texts stay.
 */
let screenTexts = false;

export function setScreenTexts(shown: boolean): void {
  screenTexts = shown;
}

export function applyBranding(config: AppConfig, doc: Document = document, origin = window.location.origin) {
  const url = (src: string | null) => (src ? fileUrl(src, fileBaseUrl(config.files, origin)) : null);
  if (!screenTexts) {
    if (config.businessName) doc.title = config.businessName;
    setMeta(doc, 'name', 'description', config.tagline || null);
    setMeta(doc, 'property', 'og:title', config.businessName || null);
    setMeta(doc, 'property', 'og:description', config.tagline || null);
  }
  setMeta(doc, 'property', 'og:image', url(config.socialMediaImage));
  setMeta(doc, 'name', 'twitter:card', config.socialMediaImage ? 'summary_large_image' : null);
  setMeta(doc, 'name', 'twitter:image', url(config.socialMediaImage));
  const favicon = url(config.favicon);
  if (favicon) {
    upsert(doc, 'link', 'link[rel="icon"]', (el) => {
      el.rel = 'icon';
      el.href = favicon;
    });
  }
  // Chakra's styles sit in cascade layers, so this unlayered sheet wins over them by design.
  if (config.appCss.trim()) {
    upsert(doc, 'style', 'style[data-studio="app-css"]', (el) => {
      el.dataset.studio = 'app-css';
      el.textContent = config.appCss;
    });
  } else doc.head.querySelector('style[data-studio="app-css"]')?.remove();
  insertTrackingOnce(doc, 'head', config.headTrackingCodes);
  insertTrackingOnce(doc, 'body', config.bodyTrackingCodes);
}

/** Applies the branding once the studio's configuration is known (mounted in providers.tsx). */
export function useBranding(config: AppConfig): void {
  useEffect(() => applyBranding(config), [config]);
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toAppConfig } from '#src/config/app-config';
import { applyBranding, setScreenTexts, snippetNodes } from '#src/config/branding';

const config = (over: Record<string, string> = {}) =>
  toAppConfig(
    Object.entries({
      business_name: 'Lumen Estudio',
      tagline: 'Yoga y pilates',
      favicon: 'files/favicon.png',
      social_media_image: '/files/social.png',
      files_location: 'server',
      ...over,
    }).map(([key, value]) => ({ key, value })),
  );

const ORIGIN = 'https://admin.lumen.mx';
const head = () => document.head;

function reset() {
  document.head.innerHTML = '<title>Estudio</title>';
  document.body.innerHTML = '<div id="root"></div>';
  delete document.documentElement.dataset.studioTrackingHead;
  delete document.documentElement.dataset.studioTrackingBody;
  delete (window as { __tracked?: number }).__tracked;
}

beforeEach(reset);
afterEach(() => {
  setScreenTexts(false);
  reset();
});

describe('branding the document', () => {
  it('sets the title, the description and the social preview', () => {
    applyBranding(config(), document, ORIGIN);
    expect(document.title).toBe('Lumen Estudio');
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Yoga y pilates');
    expect(head().querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Lumen Estudio');
    expect(head().querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://lumen.mx/files/social.png',
    );
    expect(head().querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
  });

  it('leaves the title and description of the screen on show, and writes them again once it has gone', () => {
    setScreenTexts(true);
    document.title = 'Avisos | Lumen Estudio';
    applyBranding(config(), document, ORIGIN);
    expect(document.title).toBe('Avisos | Lumen Estudio');
    expect(head().querySelector('meta[property="og:image"]')).not.toBeNull();
    setScreenTexts(false);
    applyBranding(config(), document, ORIGIN);
    expect(document.title).toBe('Lumen Estudio');
  });

  it('points the favicon at the file base', () => {
    applyBranding(config({ files_location: 'aws', bucket: 'lumen', region: 'us-east-1' }), document, ORIGIN);
    expect(head().querySelector('link[rel="icon"]')).toHaveAttribute(
      'href',
      'https://lumen.s3.us-east-1.amazonaws.com/files/favicon.png',
    );
  });

  it('updates its tags in place rather than adding more', () => {
    applyBranding(config(), document, ORIGIN);
    applyBranding(config({ tagline: 'Cycling' }), document, ORIGIN);
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Cycling');
    expect(head().querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('injects app_css as one style element, and removes it when emptied', () => {
    applyBranding(config({ app_css: '.navbar { color: red; }' }), document, ORIGIN);
    applyBranding(config({ app_css: 'h1 { color: blue; }' }), document, ORIGIN);
    const styles = head().querySelectorAll('style[data-studio="app-css"]');
    expect(styles).toHaveLength(1);
    expect(styles[0]).toHaveTextContent('h1 { color: blue; }');
    applyBranding(config({ app_css: '' }), document, ORIGIN);
    expect(head().querySelector('style[data-studio="app-css"]')).toBeNull();
  });

  it('adds nothing for empty settings', () => {
    applyBranding(config({ tagline: '', social_media_image: '', favicon: '' }), document, ORIGIN);
    expect(head().querySelector('meta[name="description"]')).toBeNull();
    expect(head().querySelector('meta[property="og:image"]')).toBeNull();
    expect(head().querySelector('link[rel="icon"]')).toBeNull();
    expect(head().querySelector('script')).toBeNull();
  });

  it('inserts the tracking codes once: head snippets in the head, body snippets first in the body', () => {
    const codes = {
      head_tracking_codes:
        '<script>window.__tracked = (window.__tracked || 0) + 1;</script><meta name="verify" content="x">',
      body_tracking_codes: '<noscript><img src="https://t.example/px" alt=""></noscript>',
    };
    applyBranding(config(codes), document, ORIGIN);
    applyBranding(config(codes), document, ORIGIN);
    expect(head().querySelectorAll('script')).toHaveLength(1);
    expect(head().querySelector('meta[name="verify"]')).not.toBeNull();
    expect(document.body.firstElementChild?.localName).toBe('noscript');
    expect(document.body.querySelectorAll('noscript')).toHaveLength(1);
  });
});

describe('tracking snippets', () => {
  it('recreates scripts (top level and nested) so the browser runs them, keeping their attributes', () => {
    const nodes = snippetNodes(
      '<script async src="https://t.example/a.js" data-id="7"></script><div><script>var a = 1;</script></div>text',
      document,
    );
    expect(nodes).toHaveLength(3);
    const [script, wrapper, text] = nodes as [HTMLScriptElement, HTMLElement, Text];
    expect(script.localName).toBe('script');
    expect(script.getAttribute('src')).toBe('https://t.example/a.js');
    expect(script).toHaveAttribute('async');
    expect(script).toHaveAttribute('data-id', '7');
    expect(wrapper.querySelector('script')?.textContent).toBe('var a = 1;');
    expect(text.textContent).toBe('text');
    for (const node of nodes) expect(node.ownerDocument).toBe(document);
  });
});

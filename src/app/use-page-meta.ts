import { useEffect } from 'react';
import { useAppConfig } from '#src/config/app-config-context';
import { setMeta, setScreenTexts, upsert } from '#src/config/branding';

export interface PageMeta {
  /** The page's own title; the document title adds the studio's name. Omit on the landing. */
  title?: string;
  /** Defaults to the studio's tagline. */
  description?: string;
}

/**
 * Each public route's head: document title and description, the canonical URL (this path,
 * without query or hash), and the Open Graph / Twitter texts. The studio's image and favicon
 * stay as branding set them. On leaving, the studio's defaults come back, so a screen that sets
 * nothing never shows the previous page's title.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const config = useAppConfig();
  const studio = config.businessName;
  const fullTitle = title ? (studio ? `${title} | ${studio}` : title) : studio;
  const text = description ?? config.tagline;
  useEffect(() => {
    const doc = document;
    const url = `${window.location.origin}${window.location.pathname}`;
    setScreenTexts(true);
    apply(doc, { title: fullTitle, description: text, url });
    upsert(doc, 'link', 'link[rel="canonical"]', (el) => {
      el.rel = 'canonical';
      el.href = url;
    });
    return () => {
      setScreenTexts(false);
      apply(doc, { title: studio, description: config.tagline, url: null });
      doc.head.querySelector('link[rel="canonical"]')?.remove();
    };
  }, [fullTitle, text, studio, config.tagline]);
}

function apply(doc: Document, meta: { title: string; description: string; url: string | null }) {
  if (meta.title) doc.title = meta.title;
  const description = meta.description || null;
  setMeta(doc, 'name', 'description', description);
  setMeta(doc, 'property', 'og:title', meta.title || null);
  setMeta(doc, 'property', 'og:description', description);
  setMeta(doc, 'property', 'og:url', meta.url);
  setMeta(doc, 'property', 'og:type', 'website');
  setMeta(doc, 'name', 'twitter:title', meta.title || null);
  setMeta(doc, 'name', 'twitter:description', description);
}

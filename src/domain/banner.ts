import { safeUrl } from './link-url';

/** The top banner's rules (specs: navigation and chrome). */
export const BANNER_HIDE_SCROLL_PX = 1000;
export const LAYOUT_OFFSET_WITH_BANNER_PX = 120;
export const LAYOUT_OFFSET_PX = 75;

export function bannerShown(input: {
  enabled: boolean;
  text: string;
  scrollY: number;
  primaryMatches: boolean;
}): boolean {
  return (
    input.enabled && input.text.trim() !== '' && input.scrollY < BANNER_HIDE_SCROLL_PX && input.primaryMatches
  );
}

export type BannerTarget =
  { kind: 'none' } | { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * A link containing the studio's domain (or a bare path) navigates inside the app; any other opens
 * a new tab. A link the one URL check refuses (`javascript:`, `//host`…) leaves the text unlinked.
 */
export function bannerTarget(link: string | undefined, domain: string | undefined): BannerTarget {
  const href = safeUrl(link, 'link');
  if (!href) return { kind: 'none' };
  if (href.startsWith('/')) return { kind: 'internal', to: href };
  if (domain && href.includes(domain)) {
    try {
      const url = new URL(href.includes('://') ? href : `https://${href}`);
      return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
    } catch {
      return { kind: 'external', href };
    }
  }
  return { kind: 'external', href };
}

export function layoutOffset(bannerEnabled: boolean): number {
  return bannerEnabled ? LAYOUT_OFFSET_WITH_BANNER_PX : LAYOUT_OFFSET_PX;
}

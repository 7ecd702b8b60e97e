import { useEffect, useSyncExternalStore } from 'react';
import { BANNER_HIDE_SCROLL_PX, bannerShown } from '#src/domain/banner';
import { primaryMatches } from '#src/domain/colour';

/** The CSS variable Chakra writes for the `brand` token (src/config/theme.ts). */
const BRAND_VARIABLE = '--chakra-colors-brand';

/**
 * What the banner depends on in the page itself: whether it is scrolled past the threshold, and
 * the brand colour the page really shows (Chakra sets it from the configured primary, but the
 * studio's `app_css` is unlayered and may redefine it; then the banner's colours would clash with
 * the page, and the spec has the banner slide out "when the primary colour does not match").
 *
 * Never read while the header renders: `scrollY` makes the browser lay the page out there and
 * then, computed styles restyle it, and during the first render that was the whole new screen
 * inside React's task (issue 34). The scroll is read at each scroll (a restored position comes
 * with one); the colour too, and at the frame after the header mounts or the studio's colour or
 * CSS changes, once the branding effect has applied them, where the browser styles the page
 * anyway. Until then, and again once no header is mounted, the page is at its top and the colour
 * is the configured one ('' matches).
 */
const UNREAD = { past: false, applied: '' };
let page = UNREAD;
const listeners = new Set<() => void>();

function update(next: typeof page) {
  if (next.past === page.past && next.applied === page.applied) return;
  page = next;
  listeners.forEach((changed) => changed());
}

const appliedBrand = () => getComputedStyle(document.documentElement).getPropertyValue(BRAND_VARIABLE).trim();
const readScroll = () => update({ past: window.scrollY >= BANNER_HIDE_SCROLL_PX, applied: appliedBrand() });
const readColour = () => update({ ...page, applied: appliedBrand() });

function subscribe(changed: () => void) {
  listeners.add(changed);
  window.addEventListener('scroll', readScroll, { passive: true });
  return () => {
    listeners.delete(changed);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', readScroll);
    page = UNREAD;
  };
}

/** Whether the top banner is in view (rules in src/domain/banner.ts). */
export function useBannerVisible(banner: {
  enabled: boolean;
  text: string;
  primary: string;
  /** The studio's own CSS (`app_css`), which may redefine the brand colour. */
  appCss: string;
}): boolean {
  useEffect(() => {
    const frame = requestAnimationFrame(readColour);
    return () => cancelAnimationFrame(frame);
  }, [banner.primary, banner.appCss]);
  // A boolean snapshot: the header re-renders when the answer changes, not at every read.
  return useSyncExternalStore(subscribe, () =>
    bannerShown({
      enabled: banner.enabled,
      text: banner.text,
      scrollY: page.past ? BANNER_HIDE_SCROLL_PX : 0,
      primaryMatches: primaryMatches(banner.primary, page.applied),
    }),
  );
}

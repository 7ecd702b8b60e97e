import { useSyncExternalStore } from 'react';
import { BANNER_HIDE_SCROLL_PX, bannerShown } from '#src/domain/banner';
import { primaryMatches } from '#src/domain/colour';

/** The CSS variable Chakra writes for the `brand` token (src/config/theme.ts). */
const BRAND_VARIABLE = '--chakra-colors-brand';

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

// A boolean snapshot: the header re-renders when the threshold is crossed, not on every pixel.
const scrolledPast = () => window.scrollY >= BANNER_HIDE_SCROLL_PX;

/**
 * The brand colour the page really shows. Chakra sets it from the configured primary, but the
 * studio's `app_css` is unlayered and may redefine it; then the banner's colours would clash
 * with the page, and the spec has the banner slide out "when the primary colour does not match".
 */
const appliedBrand = () => getComputedStyle(document.documentElement).getPropertyValue(BRAND_VARIABLE).trim();

/** Whether the top banner is in view (rules in src/domain/banner.ts). */
export function useBannerVisible(banner: { enabled: boolean; text: string; primary: string }): boolean {
  const past = useSyncExternalStore(subscribeToScroll, scrolledPast);
  // Read again on every scroll and render; React re-checks it after mounting, once styles exist.
  const applied = useSyncExternalStore(subscribeToScroll, appliedBrand);
  return bannerShown({
    enabled: banner.enabled,
    text: banner.text,
    scrollY: past ? BANNER_HIDE_SCROLL_PX : 0,
    primaryMatches: primaryMatches(banner.primary, applied),
  });
}

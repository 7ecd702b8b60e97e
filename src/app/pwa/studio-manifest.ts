import type { AppConfig } from '#src/config/app-config';
import { setMeta } from '#src/config/branding';
import { fileBaseUrl, fileUrl } from '#src/config/file-url';
import { MANIFEST_FILE, webAppManifest } from '#src/domain/web-app-manifest';

/** The cache the service worker answers `/manifest.webmanifest` from (vite.config.ts). */
export const MANIFEST_CACHE = 'studio-manifest';

/**
 * The studio's manifest, from its configuration, written where the service worker serves the
 * manifest: the same same-origin URL as the build's default, so `manifest-src 'self'` holds and
 * the next launch (and the install) shows the studio's name, colour and logo. Decision 031.
 */
export async function publishStudioManifest(
  config: AppConfig,
  origin = window.location.origin,
): Promise<void> {
  const logo = config.navbarLogo ? fileUrl(config.navbarLogo, fileBaseUrl(config.files, origin)) : null;
  const manifest = webAppManifest({
    businessName: config.businessName,
    tagline: config.tagline,
    primary: config.primary,
    logoUrl: logo || null,
  });
  setMeta(document, 'name', 'theme-color', manifest.theme_color);
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(MANIFEST_CACHE);
  await cache.put(
    new URL(`/${MANIFEST_FILE}`, origin).href,
    new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } }),
  );
}

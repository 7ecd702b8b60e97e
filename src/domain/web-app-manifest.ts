/*
 * The studio's web app manifest (issue 18, decision 031): what a phone shows when the customer
 * installs the app. Pure, so the live build's default (vite.config.ts) and the runtime one made
 * from GET /appconfig come from the same rules.
 */
import { DEFAULT_PRIMARY } from './brand-palette';
import { toHex } from './colour';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: 'any' | 'maskable';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: 'es';
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

export interface ManifestInput {
  businessName: string;
  tagline?: string;
  /** The configured primary colour (the bar the phone paints around the app). */
  primary: string;
  /** The logo's URL, already resolved against the studio's file base; null without one. */
  logoUrl: string | null;
}

export const DEFAULT_APP_NAME = 'Estudio';
/** Where the manifest is served, same origin: the build's default, then the studio's (decision 031). */
export const MANIFEST_FILE = 'manifest.webmanifest';
/** Launchers cut longer names: 12 characters is what Chrome and iOS show without an ellipsis. */
export const SHORT_NAME_MAX = 12;
export const MANIFEST_BACKGROUND = '#ffffff';
/** The live build's own icons (public/), kept after the logo so there is always a PNG to install. */
export const DEFAULT_ICONS: readonly ManifestIcon[] = [
  { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The name on the home screen: the whole name when it fits, else whole words that fit, else cut. */
export function shortAppName(name: string): string {
  if (name.length <= SHORT_NAME_MAX) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    short = next;
  }
  return short || name.slice(0, SHORT_NAME_MAX).trim();
}

/** The logo as an icon: its type from the file's extension; its size unknown, so 'any'. */
export function logoIcon(url: string): ManifestIcon {
  const extension = /\.([a-z]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[extension];
  return { src: url, sizes: 'any', ...(type ? { type } : {}), purpose: 'any' };
}

export function webAppManifest(input: ManifestInput): WebAppManifest {
  const name = input.businessName.trim() || DEFAULT_APP_NAME;
  const description = input.tagline?.trim();
  return {
    // A stable id: a new name or start page updates the installed app instead of adding another.
    id: '/',
    name,
    short_name: shortAppName(name),
    ...(description ? { description } : {}),
    lang: 'es',
    dir: 'ltr',
    // The customer's area: an installed app opens on the calendar (visitors get the log-in first).
    start_url: '/mystudio',
    scope: '/',
    display: 'standalone',
    theme_color: toHex(input.primary) ?? DEFAULT_PRIMARY,
    background_color: MANIFEST_BACKGROUND,
    icons: [...(input.logoUrl ? [logoIcon(input.logoUrl)] : []), ...DEFAULT_ICONS],
  };
}

/**
 * GET /appconfig answers a key/value list; the app reads it through this typed view with
 * the specs' defaults, so no screen parses raw strings.
 */
import { DEFAULT_PRIMARY } from '#src/domain/brand-palette';
import { landingSections } from '#src/domain/landing-sections';
import { safeUrl } from '#src/domain/link-url';

export interface AppConfig {
  businessName: string;
  tagline: string;
  navbarLogo: string | null;
  primary: string;
  classPackagesName: string;
  classPackagesPath: string;
  timezoneOffset: number;
  /** Navigation and menus (specs: navigation and chrome; all off unless set). */
  aboutEnabled: boolean;
  singleClassEnabled: boolean;
  videosEnabled: boolean;
  subscriptionsEnabled: boolean;
  allowRestrictedClassTypes: boolean;
  /** Mis Créditos shows the schedules a credit is valid for (allow_restricted_times). */
  allowRestrictedTimes: boolean;
  waitlistEnabled: boolean;
  /** The top banner: shown only when enabled and with text; `bannerLink` makes it clickable. */
  bannerEnabled: boolean;
  bannerText: string;
  bannerLink: string | null;
  /** The studio's own host: banner links containing it navigate inside the app. */
  domain: string | null;
  whatsapp: string | null;
  whatsappWidget: boolean;
  /** Branding applied to the document (src/config/branding.ts). */
  favicon: string | null;
  socialMediaImage: string | null;
  appCss: string;
  headTrackingCodes: string;
  bodyTrackingCodes: string;
  colors: StudioColors;
  /** Where files live (src/config/file-url.ts). */
  files: FileStorage;
  raw: Readonly<Record<string, string>>;
}

/** The configuration's secondary colours; null when the studio did not set one. */
export interface StudioColors {
  accent: string | null;
  dark: string | null;
  gray: string | null;
  light: string | null;
  primaryLight: string | null;
}

export interface FileStorage {
  /**
   * 'aws' only when configured so; anything else is the server, as the uploads already read it
   * (src/ui/dynamic-form/upload-files.ts), so files are served from where they were sent.
   */
  location: 'server' | 'aws';
  s3Endpoint: string | null;
  bucket: string | null;
  region: string | null;
}

export type AppConfigEntry = { key: string; value?: string | null };

export function flag(raw: Readonly<Record<string, string>>, key: string): boolean {
  const value = raw[key];
  return value === 'true' || value === '1';
}

/** A configured text, or null when absent or blank. */
function text(raw: Readonly<Record<string, string>>, key: string): string | null {
  const value = raw[key]?.trim();
  return value ? value : null;
}

function numberOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

export function toAppConfig(entries: readonly AppConfigEntry[]): AppConfig {
  const raw: Record<string, string> = {};
  for (const { key, value } of entries) if (value !== null && value !== undefined) raw[key] = value;
  return {
    businessName: raw.business_name ?? '',
    tagline: raw.tagline ?? '',
    navbarLogo: safeUrl(raw.navbar_logo, 'image'),
    primary: raw.primary ?? DEFAULT_PRIMARY,
    classPackagesName: raw.class_packages_name || 'Paquetes',
    // A route of the app: one of its own paths, never another site's address.
    classPackagesPath: /^\/(?![/\\])/.test(raw.class_packages_path ?? '')
      ? raw.class_packages_path!
      : '/paquetes',
    timezoneOffset: numberOr(raw.timezone_offset, 6),
    // The navbar's 'Nosotros' leads to the landing's about section: only when that section shows.
    aboutEnabled: landingSections(raw).sections.includes('about'),
    singleClassEnabled: flag(raw, 'single_class_enabled'),
    videosEnabled: flag(raw, 'videos_enabled'),
    subscriptionsEnabled: flag(raw, 'subscriptions_enabled'),
    allowRestrictedClassTypes: flag(raw, 'allow_restricted_class_types'),
    allowRestrictedTimes: flag(raw, 'allow_restricted_times'),
    waitlistEnabled: flag(raw, 'waitlist_enabled'),
    bannerEnabled: flag(raw, 'banner_enabled'),
    bannerText: raw.banner_text?.trim() ?? '',
    bannerLink: text(raw, 'banner_link'),
    domain: text(raw, 'domain'),
    whatsapp: text(raw, 'whatsapp'),
    whatsappWidget: flag(raw, 'whatsapp_widget'),
    favicon: text(raw, 'favicon'),
    socialMediaImage: text(raw, 'social_media_image'),
    appCss: raw.app_css ?? '',
    headTrackingCodes: raw.head_tracking_codes?.trim() ?? '',
    bodyTrackingCodes: raw.body_tracking_codes?.trim() ?? '',
    colors: {
      accent: text(raw, 'accent'),
      dark: text(raw, 'dark'),
      gray: text(raw, 'gray'),
      light: text(raw, 'light'),
      primaryLight: text(raw, 'primary-light'),
    },
    files: {
      location: raw.files_location === 'aws' ? 'aws' : 'server',
      s3Endpoint: text(raw, 'S3_ENDPOINT'),
      bucket: text(raw, 'bucket'),
      region: text(raw, 'region'),
    },
    raw,
  };
}

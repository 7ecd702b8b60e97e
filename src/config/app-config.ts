/**
 * GET /appconfig answers a key/value list; the app reads it through this typed view with
 * the specs' defaults, so no screen parses raw strings.
 */
export interface AppConfig {
  businessName: string;
  tagline: string;
  navbarLogo: string | null;
  primary: string;
  classPackagesName: string;
  classPackagesPath: string;
  timezoneOffset: number;
  raw: Readonly<Record<string, string>>;
}

export type AppConfigEntry = { key: string; value?: string | null };

const DEFAULT_PRIMARY = '#0f766e';

export function flag(raw: Readonly<Record<string, string>>, key: string): boolean {
  const value = raw[key];
  return value === 'true' || value === '1';
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
    navbarLogo: raw.navbar_logo ?? null,
    primary: raw.primary ?? DEFAULT_PRIMARY,
    classPackagesName: raw.class_packages_name || 'Paquetes',
    classPackagesPath: raw.class_packages_path || '/paquetes',
    timezoneOffset: numberOr(raw.timezone_offset, 6),
    raw,
  };
}

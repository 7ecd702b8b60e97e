import type { LandingSectionKey } from './landing-sections';

/** Commerce §2 and §9: the home page's reserve action buys this package. */
export const HOME_RESERVE_PACKAGE_ID = 152;

/** Each landing section's anchor; `nosotros` is the navbar's "Nosotros" (`/#nosotros`). */
export const SECTION_ANCHORS: Record<LandingSectionKey, string> = {
  hero: 'inicio',
  about: 'nosotros',
  mission: 'mision',
  classTypes: 'clases',
  coaches: 'coaches',
  packages: 'paquetes',
  announcements: 'avisos',
  schedule: 'horarios',
};

/**
 * A link that opens an address in the phone's maps app: Google's universal maps URL opens the
 * installed app on Android and iOS and the web map elsewhere.
 */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** How many days ahead a class type's page lists its next classes. */
export const NEXT_CLASSES_DAYS = 14;

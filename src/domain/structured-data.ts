import type { ExerciseGym, Event, Offer, Person, Place, WithContext } from 'schema-dts';
import { fullName } from './full-name';

/**
 * The schema.org objects (JSON-LD) the public site publishes for search engines: the studio as
 * an ExerciseGym (a LocalBusiness) with its locations, each public class as an Event, each coach
 * as a Person. Pure builders: the views give them absolute URLs and the studio's offset.
 */

interface LocationInput {
  name: string;
  address?: string | null;
}

const place = (location: LocationInput): Place => ({
  '@type': 'Place',
  name: location.name,
  ...(location.address
    ? { address: { '@type': 'PostalAddress', streetAddress: location.address, addressCountry: 'MX' } }
    : {}),
});

export function studioJsonLd(input: {
  name: string;
  description: string;
  url: string;
  logo: string | null;
  image: string | null;
  telephone: string | null;
  /** The configured `location` text, used when the studio has no location records. */
  locationText: string | null;
  locations: readonly LocationInput[];
}): WithContext<ExerciseGym> {
  const withAddress = input.locations.filter((location) => location.address);
  const mainAddress = withAddress[0]?.address ?? input.locationText;
  return {
    '@context': 'https://schema.org',
    '@type': 'ExerciseGym',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.logo ? { logo: input.logo } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    ...(mainAddress
      ? { address: { '@type': 'PostalAddress', streetAddress: mainAddress, addressCountry: 'MX' } }
      : {}),
    ...(input.locations.length > 0 ? { location: input.locations.map(place) } : {}),
  };
}

/** The studio's UTC offset as ISO 8601 writes it: offset 6 (UTC−6) is '-06:00'. */
export function isoOffset(offsetHours: number): string {
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const sign = offsetHours > 0 ? '-' : '+';
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

interface ClassInput {
  class_date: string;
  capacity: number | null;
  class_package_id?: number | null;
  class_type: { name: string; image?: { src?: string | null } | null };
  location?: LocationInput | null;
  class_instructors: ReadonlyArray<{ instructor: { name: string; last_name?: string | null } }>;
  class_reservations: ReadonlyArray<unknown>;
}

export function classEventJsonLd(
  singleClass: ClassInput,
  context: {
    studio: { name: string; url: string };
    /** Class dates are the studio's wall clock written as UTC (decision 004). */
    offsetHours: number;
    /** Absolute URL of a file key, or null. */
    fileUrl: (src: string | null | undefined) => string | null;
    /** Where a visitor reserves it: the schedule, or the package's checkout when one is needed. */
    scheduleUrl: string;
    checkoutUrl: (classPackageId: number) => string;
  },
): WithContext<Event> {
  const full = singleClass.capacity !== null && singleClass.class_reservations.length >= singleClass.capacity;
  const packageId = singleClass.class_package_id ?? null;
  const offers: Offer | null =
    packageId === null
      ? null
      : {
          '@type': 'Offer',
          url: context.checkoutUrl(packageId),
          availability: full ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          priceCurrency: 'MXN',
        };
  const image = context.fileUrl(singleClass.class_type.image?.src);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: singleClass.class_type.name,
    startDate: `${singleClass.class_date.slice(0, 19)}${isoOffset(context.offsetHours)}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(singleClass.location ?? { name: context.studio.name }),
    organizer: { '@type': 'Organization', name: context.studio.name, url: context.studio.url },
    url: context.scheduleUrl,
    ...(image ? { image } : {}),
    ...(singleClass.class_instructors.length > 0
      ? {
          performer: singleClass.class_instructors.map(({ instructor }) => ({
            '@type': 'Person' as const,
            name: fullName(instructor),
          })),
        }
      : {}),
    ...(offers ? { offers } : {}),
  };
}

export function coachJsonLd(
  coach: {
    name: string;
    last_name?: string | null;
    short_bio?: string | null;
    instagram?: string | null;
  },
  context: { url: string; image: string | null; studioName: string },
): WithContext<Person> {
  const handle = coach.instagram?.replace(/^@/, '').trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: fullName(coach),
    url: context.url,
    jobTitle: 'Coach',
    worksFor: { '@type': 'ExerciseGym', name: context.studioName },
    ...(coach.short_bio ? { description: coach.short_bio } : {}),
    ...(context.image ? { image: context.image } : {}),
    ...(handle ? { sameAs: [`https://instagram.com/${handle}`] } : {}),
  };
}

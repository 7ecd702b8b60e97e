import { describe, expect, it } from 'vitest';
import { classEventJsonLd, coachJsonLd, isoOffset, studioJsonLd } from '#src/domain/structured-data';

const ORIGIN = 'https://lumen.example';
const locations = [
  { location_id: 1, name: 'Lumen Roma', address: 'Colima 123, Roma Norte, CDMX' },
  { location_id: 2, name: 'Lumen Polanco', address: 'Av. Homero 456, Polanco, CDMX' },
];

const yoga = {
  class_date: '2026-11-18T07:00:00.000Z',
  capacity: 2,
  class_package_id: null as number | null,
  class_type: { name: 'Vinyasa Yoga', image: { src: '/mock-assets/login.svg' } },
  location: locations[0],
  class_instructors: [{ instructor: { name: 'Mariana', last_name: 'López' } }],
  class_reservations: [] as unknown[],
};
const context = {
  studio: { name: 'Lumen Estudio', url: `${ORIGIN}/` },
  offsetHours: 6,
  fileUrl: (src: string | null | undefined) => (src ? `${ORIGIN}${src}` : null),
  scheduleUrl: `${ORIGIN}/calendario`,
  checkoutUrl: (id: number) => `${ORIGIN}/checkout/${id}`,
};

describe('the studio as an ExerciseGym', () => {
  const gym = studioJsonLd({
    name: 'Lumen Estudio',
    description: 'Yoga, cycling y pilates',
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/logo.svg`,
    image: null,
    telephone: '5512345678',
    locationText: 'Colima 123 y Homero 456',
    locations,
  });

  it('has the properties a LocalBusiness needs: name, url, address', () => {
    expect(gym).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExerciseGym',
      name: 'Lumen Estudio',
      url: `${ORIGIN}/`,
      address: { '@type': 'PostalAddress', streetAddress: 'Colima 123, Roma Norte, CDMX' },
      logo: `${ORIGIN}/logo.svg`,
      telephone: '5512345678',
    });
    expect(gym).not.toHaveProperty('image');
  });

  it('lists every location with its address', () => {
    expect(gym).toMatchObject({
      location: [
        {
          '@type': 'Place',
          name: 'Lumen Roma',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Colima 123, Roma Norte, CDMX',
            addressCountry: 'MX',
          },
        },
        {
          '@type': 'Place',
          name: 'Lumen Polanco',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Av. Homero 456, Polanco, CDMX',
            addressCountry: 'MX',
          },
        },
      ],
    });
  });

  it('falls back to the location setting when there are no location records', () => {
    const alone = studioJsonLd({
      name: 'Lumen Estudio',
      description: '',
      url: `${ORIGIN}/`,
      logo: null,
      image: null,
      telephone: null,
      locationText: 'Colima 123',
      locations: [],
    });
    expect(alone).toMatchObject({
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Colima 123',
        addressCountry: 'MX',
      },
    });
    expect(alone).not.toHaveProperty('location');
    expect(alone).not.toHaveProperty('description');
  });
});

describe('a public class as an Event', () => {
  it('has name, start with the studio offset, location, status, attendance mode and performer', () => {
    const event = classEventJsonLd(yoga, context);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Vinyasa Yoga',
      startDate: '2026-11-18T07:00:00-06:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Lumen Roma',
        address: { streetAddress: 'Colima 123, Roma Norte, CDMX' },
      },
      performer: [{ '@type': 'Person', name: 'Mariana López' }],
      organizer: { '@type': 'Organization', name: 'Lumen Estudio' },
      image: `${ORIGIN}/mock-assets/login.svg`,
    });
    expect(event).not.toHaveProperty('offers');
  });

  it('offers the package when one is needed, sold out when full', () => {
    expect(classEventJsonLd({ ...yoga, class_package_id: 5 }, context)).toMatchObject({
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/checkout/5`,
        availability: 'https://schema.org/InStock',
        priceCurrency: 'MXN',
      },
    });
    const full = classEventJsonLd({ ...yoga, class_package_id: 5, class_reservations: [{}, {}] }, context);
    expect(full).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('takes the studio as the place of a class without a location, and no performer without coaches', () => {
    const event = classEventJsonLd({ ...yoga, location: null, class_instructors: [] }, context);
    expect(event).toMatchObject({ location: { '@type': 'Place', name: 'Lumen Estudio' } });
    expect(event).not.toHaveProperty('performer');
  });

  it.each([
    [6, '-06:00'],
    [5.5, '-05:30'],
    [0, '+00:00'],
    [-1, '+01:00'],
  ])('writes offset %s as %s', (hours, iso) => {
    expect(isoOffset(hours)).toBe(iso);
  });
});

describe('a coach as a Person', () => {
  it('has name, url, job and the instagram profile', () => {
    const person = coachJsonLd(
      { name: 'Diego', last_name: 'Hernández', short_bio: 'Coach de cycling.', instagram: '@diego.ride' },
      { url: `${ORIGIN}/instructor/2`, image: null, studioName: 'Lumen Estudio' },
    );
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Diego Hernández',
      url: `${ORIGIN}/instructor/2`,
      jobTitle: 'Coach',
      worksFor: { '@type': 'ExerciseGym', name: 'Lumen Estudio' },
      description: 'Coach de cycling.',
      sameAs: ['https://instagram.com/diego.ride'],
    });
  });
});

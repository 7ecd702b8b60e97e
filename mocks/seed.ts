import { clearDb } from './db';
import { writingSeed } from './record-schema';
import { seedBookings } from './seed/bookings';
import { seedCatalogue } from './seed/catalogue';
import { seedCommerce, seedPackages, PACKAGE } from './seed/commerce';
import { seedAppConfig } from './seed/config';
import { seedContent } from './seed/content';
import { seedHistory } from './seed/history';
import { seedIdentity } from './seed/identity';
import { seedPeople } from './seed/people';
import { seedClosures, seedSchedule, type SeededSchedule } from './seed/schedule';

/**
 * A believable studio, the same every time for the same day: two locations, four class types
 * (two with spot maps, one custom), three weeks of classes around today, the QA personas and
 * everything they own, and the three months before (seed/history.ts) for the reports. Ids are
 * fixed, so tests and bug reports can name records.
 */
export let seeded: SeededSchedule | undefined;

export function seedDb(): Promise<SeededSchedule> {
  return writingSeed(seedAll);
}

async function seedAll(): Promise<SeededSchedule> {
  clearDb();
  await seedAppConfig();
  await seedCatalogue();
  await seedPackages();
  const schedule = await seedSchedule(PACKAGE.specialEvent);
  await seedClosures();
  await seedPeople();
  await seedIdentity();
  await seedCommerce();
  await seedBookings(schedule);
  await seedContent();
  // Last, so every hand-written record above keeps its id.
  await seedHistory();
  seeded = schedule;
  return schedule;
}

import { eq } from 'drizzle-orm';
import type { SeededSchedule } from '#mocks/seed/schedule';
import { seedRecords } from '#mocks/seed-records';
import { seeded } from '#mocks/seed';
import { availableClasses } from '#server/db/schema';
import type { Database } from '#server/db/client';
import { NOW } from './clock';

/** The seed's class ids as of NOW (the same seed the server's template database holds). */
export async function seededSchedule(): Promise<SeededSchedule> {
  await seedRecords(NOW);
  return seeded!;
}

export const WEDNESDAY = 2;

/** What a credits row holds now, read from the database the server writes. */
export async function creditsLeft(db: Database, available_class_id: number): Promise<number> {
  const [row] = await db
    .select()
    .from(availableClasses)
    .where(eq(availableClasses.available_class_id, available_class_id));
  return row!.available_classes;
}

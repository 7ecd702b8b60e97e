import { settingFlag, settingNumber } from '#src/domain/booking/settings';
import { db } from './db';

/** The studio's app configuration as the server reads it: one text value a key. */
export function configValue(key: string): string | undefined {
  const value = db.appConfig.findFirst((q) => q.where({ key }))?.value;
  return value ?? undefined;
}

/** Flags are stored as "true"/"false" or "1"/"0". */
export function configFlag(key: string): boolean {
  return settingFlag(configValue(key));
}

/** A numeric setting; empty or non-numeric text falls back, as the server does. */
export function configNumber(key: string, fallback: number): number {
  return settingNumber(configValue(key), fallback);
}

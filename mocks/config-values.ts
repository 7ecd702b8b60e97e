import { db } from './db';

/** The studio's app configuration as the server reads it: one text value a key. */
export function configValue(key: string): string | undefined {
  const value = db.appConfig.findFirst((q) => q.where({ key }))?.value;
  return value ?? undefined;
}

/** Flags are stored as "true"/"false" or "1"/"0". */
export function configFlag(key: string): boolean {
  const value = configValue(key)?.trim().toLowerCase();
  return value === 'true' || value === '1';
}

/** A numeric setting; empty or non-numeric text falls back, as the server does. */
export function configNumber(key: string, fallback: number): number {
  const value = configValue(key)?.trim();
  if (!value) return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** 08:00 in Mexico City on the Monday after the studio's current week (bench-clock.mjs). */
export function nextMondayMorning(now: Date): Date;

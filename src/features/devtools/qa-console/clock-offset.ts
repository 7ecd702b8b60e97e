const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/**
 * A clock offset as QA writes it: `+2d`, `-3h`, `+1d6h`, `90m`, `0` or `now`. Days, hours and
 * minutes; one sign for the whole value. Null when it cannot be read.
 */
export function parseClockOffset(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\s+/g, '');
  if (value === '0' || value === 'now' || value === 'ahora') return 0;
  const match = /^([+-]?)((?:\d+[dhm])+)$/.exec(value);
  if (!match) return null;
  const [, sign = '', parts = ''] = match;
  let total = 0;
  for (const [, amount = '0', unit = 'd'] of parts.matchAll(/(\d+)([dhm])/g)) {
    total += Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  return sign === '-' ? -total : total;
}

/** The same notation back, for the console and for links to the current situation. */
export function formatClockOffset(ms: number): string {
  if (ms === 0) return '0';
  const sign = ms < 0 ? '-' : '+';
  let rest = Math.round(Math.abs(ms) / UNIT_MS.m);
  const days = Math.floor(rest / (UNIT_MS.d / UNIT_MS.m));
  rest -= days * (UNIT_MS.d / UNIT_MS.m);
  const hours = Math.floor(rest / 60);
  const minutes = rest - hours * 60;
  const parts = [days && `${days}d`, hours && `${hours}h`, minutes && `${minutes}m`].filter(Boolean);
  return parts.length > 0 ? `${sign}${parts.join('')}` : '0';
}

/** Days and hours from the console's two fields; fractions and blanks count as given. */
export function offsetFromDaysHours(days: number, hours: number): number {
  const safe = (n: number) => (Number.isFinite(n) ? n : 0);
  return Math.round(safe(days) * UNIT_MS.d + safe(hours) * UNIT_MS.h);
}

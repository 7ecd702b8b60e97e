/**
 * What a state may only be entered with (the class being cancelled, the card being removed…).
 * Guards and entry actions make the missing value unreachable; this turns a broken promise into a
 * clear error instead of a request for a made-up id such as 0.
 */
export function requireValue<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Missing ${what}: the state needs it to run`);
  return value;
}

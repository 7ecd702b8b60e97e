import type { CancelPolicy } from '#src/domain/cancel-policy';
import { es } from '#src/i18n/es';

type UnitKey = keyof typeof es.reservations.units;

/** The configured unit in Spanish ('hours' → 'horas'); a unit we do not know is shown as is. */
export function cancelUnitLabel(unit: string): string {
  const key = unit.trim().toLowerCase();
  return key in es.reservations.units ? es.reservations.units[key as UnitKey] : unit;
}

/** The policy line under the title (specs §9). */
export function cancelPolicyText(policy: CancelPolicy): string {
  if (!policy.allowCancel) return es.reservations.notCancellable;
  return es.reservations.policy(policy.value, cancelUnitLabel(policy.unit));
}

/** The note on the maximum cancels per credit, or null when the studio sets none. */
export function maxCancelsText(maxCancels: number | null): string | null {
  return maxCancels === null ? null : es.reservations.maxCancels(maxCancels);
}

import { DATE_FORMAT, studioTime, TIME_FORMAT } from '#src/domain/dates';
import type { PurchaseStatus } from '#src/domain/purchase-status';
import { es } from '#src/i18n/es';

/** The badge's words: the catalogue's label, the cancellation's date and time, or the raw status. */
export function purchaseStatusText(status: PurchaseStatus, offsetHours: number): string {
  const labels = es.accountPages.status;
  if (status.kind === 'other') return status.raw;
  if (status.kind === 'cancelled') {
    const when = status.cancelledAt ? studioTime(status.cancelledAt, offsetHours) : null;
    return when?.isValid()
      ? labels.cancelledOn(when.format(`${DATE_FORMAT} ${TIME_FORMAT}`))
      : labels.cancelled;
  }
  return labels[status.kind];
}

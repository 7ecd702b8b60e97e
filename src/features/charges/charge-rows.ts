import type { components } from '#src/api/schema.gen';
import { DATE_FORMAT, studioTime } from '#src/domain/dates';
import { formatMxn } from '#src/domain/money';
import { orderNumber, purchaseStatus, type PurchaseStatus } from '#src/domain/purchase-status';
import { es } from '#src/i18n/es';
import { purchaseStatusText } from '#src/ui/purchase-status-text';

export type Invoice = components['schemas']['Invoice'];

/** One charge of Mis Cargos, in the words and formats the screen shows. */
export interface ChargeRow {
  invoiceId: number;
  /** The purchase it charges, as its order number. */
  order: string;
  title: string;
  date: string;
  amount: string;
  status: PurchaseStatus;
  statusText: string;
}

export function chargeRow(invoice: Invoice, offsetHours: number): ChargeRow {
  // An invoice has no cancellation date of its own: a cancelled one says 'Cancelada'.
  const status = purchaseStatus({ status: invoice.status });
  return {
    invoiceId: invoice.invoice_id,
    order: orderNumber(invoice.purchase_id),
    title:
      invoice.class_package?.title ??
      invoice.purchase?.title ??
      invoice.purchase?.class_package?.title ??
      es.accountPages.charges.unknownPackage,
    // A real instant, shown in the customer's own time.
    date: studioTime(invoice.createdAt, offsetHours).format(DATE_FORMAT),
    amount: formatMxn(invoice.total_payment),
    status,
    statusText: purchaseStatusText(status, offsetHours),
  };
}

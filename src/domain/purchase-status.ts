/*
 * The badge of a purchase or an invoice (specs: customer-booking §4 "Purchases and invoices",
 * commerce-content-admin §4): known statuses get a label and a tone; cancelled carries its date;
 * anything else is shown as the server sent it. The view turns `kind` into Spanish.
 */

export type PurchaseStatusKind =
  'active' | 'completed' | 'pending' | 'failed' | 'cancelled' | 'revoked' | 'other';

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface PurchaseStatus {
  kind: PurchaseStatusKind;
  tone: StatusTone;
  /** The status as sent: the label of an unknown status. */
  raw: string;
  /** When a cancelled purchase was cancelled (cancelledAt, else its last update); null otherwise. */
  cancelledAt: string | null;
}

export interface StatusSource {
  status: string;
  cancelledAt?: string | null | undefined;
  updatedAt?: string | null | undefined;
}

const TONES: Record<Exclude<PurchaseStatusKind, 'other'>, StatusTone> = {
  active: 'success',
  completed: 'info',
  pending: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
  revoked: 'danger',
};

function isKnown(status: string): status is Exclude<PurchaseStatusKind, 'other'> {
  return Object.hasOwn(TONES, status);
}

export function purchaseStatus(source: StatusSource): PurchaseStatus {
  const raw = source.status;
  const key = raw.trim().toLowerCase();
  if (!isKnown(key)) return { kind: 'other', tone: 'neutral', raw, cancelledAt: null };
  const cancelledAt = key === 'cancelled' ? (source.cancelledAt ?? source.updatedAt ?? null) : null;
  return { kind: key, tone: TONES[key], raw, cancelledAt };
}

/** The specs' order number: '#00' and the purchase id. */
export function orderNumber(purchaseId: number): string {
  return `#00${purchaseId}`;
}

import type { Purchase } from '#src/api/entities';
import { DATE_FORMAT, studioTime } from '#src/domain/dates';
import { formatMxn } from '#src/domain/money';
import { orderNumber, purchaseStatus, type PurchaseStatus } from '#src/domain/purchase-status';
import {
  canCancelSubscription,
  freeTrialEnd,
  isSubscriptionPurchase,
  nextChargeDate,
  periodWord,
} from '#src/domain/subscription';
import { es } from '#src/i18n/es';
import { purchaseStatusText } from '#src/ui/purchase-status-text';

/** One line of Mis Compras, already in the words and formats the screen shows. */
export interface PurchaseRow {
  purchaseId: number;
  order: string;
  title: string;
  /** 'Cada mes', 'Cada 3 meses'… for subscriptions. */
  frequency: string | null;
  date: string;
  total: string;
  status: PurchaseStatus;
  statusText: string;
  nextCharge: string | null;
  canCancelDesktop: boolean;
  canCancelMobile: boolean;
}

function frequencyOf(purchase: Purchase): string | null {
  if (!isSubscriptionPurchase(purchase)) return null;
  const word = periodWord(purchase.subscription_interval, purchase.subscription_period);
  if (!word) return null;
  const [one, many] = es.accountPages.periods[word.period];
  return es.accountPages.purchases.every(purchase.subscription_interval ?? 1, word.plural ? many : one);
}

function nextChargeText(purchase: Purchase, now: Date, offsetHours: number): string | null {
  const next = nextChargeDate(purchase, now);
  if (!next) return null;
  const text = studioTime(next, offsetHours).format(DATE_FORMAT);
  return freeTrialEnd(purchase, now) ? es.accountPages.purchases.trialEnds(text) : text;
}

export function purchaseRow(purchase: Purchase, now: Date, offsetHours: number): PurchaseRow {
  const status = purchaseStatus(purchase);
  return {
    purchaseId: purchase.purchase_id,
    order: orderNumber(purchase.purchase_id),
    title: purchase.title ?? purchase.class_package?.title ?? es.accountPages.purchases.unknownPackage,
    frequency: frequencyOf(purchase),
    // A real instant, shown on the studio's clock whatever the browser's zone.
    date: studioTime(purchase.createdAt ?? purchase.created_at, offsetHours).format(DATE_FORMAT),
    total: formatMxn(purchase.total_payment),
    status,
    statusText: purchaseStatusText(status, offsetHours),
    nextCharge: nextChargeText(purchase, now, offsetHours),
    canCancelDesktop: canCancelSubscription(purchase, 'desktop'),
    canCancelMobile: canCancelSubscription(purchase, 'mobile'),
  };
}

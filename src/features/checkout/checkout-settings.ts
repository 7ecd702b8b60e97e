import type { CheckoutSettings } from '#machines/checkout/context';
import { flag, type AppConfig } from '#src/config/app-config';

/** Off only when the studio says so: a studio that never set it still takes cash (as its server does). */
function onUnlessOff(value: string | undefined): boolean {
  return !['false', '0'].includes((value ?? '').trim().toLowerCase());
}

function packageId(value: string | undefined): number | null {
  const id = Number((value ?? '').trim());
  return (value ?? '').trim() !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

/** The configuration keys checkout reads (commerce-content-admin §3 "Payments"). */
export function checkoutSettings(config: Pick<AppConfig, 'raw'>): CheckoutSettings {
  const { raw } = config;
  return {
    cardAvailable: (raw.stripe_public ?? '').trim() !== '',
    stripeMode: raw.stripe_checkout_mode === 'session' ? 'session' : 'embedded',
    cashEnabled: onUnlessOff(raw.cash_checkout_enabled),
    paypalEnabled: flag(raw, 'paypal_enabled'),
    savedCardsEnabled: flag(raw, 'payment_sources_enabled'),
    discountsEnabled: flag(raw, 'discounts_enabled'),
    signupFeePackageId: packageId(raw.signup_fee),
  };
}

/** A path back to this screen, for the login link (only paths of this app are followed). */
export function checkoutPath(classPackageId: number): string {
  return `/checkout/${classPackageId}`;
}

import type { DiscountErrorCode, PurchaseError } from '#src/domain/purchase-errors';
import { es } from '#src/i18n/es';

/** The Spanish text of a purchase error code (es.checkout.errors, §8 word for word). */
export function purchaseErrorText(error: PurchaseError): string {
  const errors = es.checkout.errors;
  switch (error.code) {
    case 'serverMessage':
      return error.message ?? errors.default;
    case 'embeddedFailure':
      return errors.embeddedFailure(error.message ?? '');
    default:
      return errors[error.code];
  }
}

export function discountErrorText(error: { code: DiscountErrorCode; message?: string }): string {
  if (error.code === 'serverMessage') return error.message ?? es.checkout.discountErrors.invalid;
  return es.checkout.discountErrors[error.code];
}

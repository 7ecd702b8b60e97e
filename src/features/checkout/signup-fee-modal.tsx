import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectSignupFeePackageId } from '#machines/checkout/selectors';
import { es } from '#src/i18n/es';
import { BlockingNotice } from '#src/ui/blocking-notice';
import { checkoutPath } from './checkout-settings';
import type { CheckoutActor } from './use-checkout-actor';

/** §2 / §4: the sign-up fee comes first; the only way on is the fee package's own checkout. */
export function SignupFeeModal({ actor }: { actor: CheckoutActor }) {
  const feePackageId = useSelector(actor, selectSignupFeePackageId);
  if (feePackageId === null) return null;
  return (
    <BlockingNotice
      title={es.checkout.signupFeeTitle}
      text={es.checkout.signupFeeText}
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to={checkoutPath(feePackageId)}>{es.checkout.signupFeeLink}</RouterLink>
        </Button>
      }
    />
  );
}

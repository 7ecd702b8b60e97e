import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectSignupFeePackageId } from '../../../machines/checkout/selectors';
import { es } from '../../i18n/es';
import { checkoutPath } from './checkout-settings';
import type { CheckoutActor } from './use-checkout-actor';

/** §2 / §4: the sign-up fee comes first; the only way on is the fee package's own checkout. */
export function SignupFeeModal({ actor }: { actor: CheckoutActor }) {
  const feePackageId = useSelector(actor, selectSignupFeePackageId);
  if (feePackageId === null) return null;
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{es.checkout.signupFeeTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{es.checkout.signupFeeText}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button asChild colorPalette="brand">
                <RouterLink to={checkoutPath(feePackageId)}>{es.checkout.signupFeeLink}</RouterLink>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

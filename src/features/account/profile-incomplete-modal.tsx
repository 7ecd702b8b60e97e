import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { es } from '../../i18n/es';

/** Shown on /mystudio while the profile form has pending fields; only way out is to complete it. */
export function ProfileIncompleteModal() {
  const navigate = useNavigate();
  return (
    <Dialog.Root open closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{es.accountEntry.profileTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{es.accountEntry.profileIncomplete}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={() => navigate('/mystudio/informacion')}>
                {es.accountEntry.completeProfile}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { es } from '../../i18n/es';
import { LoginForm } from '../auth/login-form';

/**
 * A visitor's Reservar: log in here (or go to sign up); once the session is authenticated the
 * flow shows a short wait and resumes by itself (the machine's `resumeAfterLogin`).
 */
export function LoginModal({ resuming, onClose }: { resuming: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{es.reserve.loginTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {resuming ? (
                <Stack align="center" role="status" aria-live="polite">
                  <Spinner />
                  <Text>{es.reserve.resuming}</Text>
                </Stack>
              ) : (
                <LoginForm />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={es.reserve.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

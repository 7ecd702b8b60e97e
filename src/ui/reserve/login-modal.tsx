import { Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { es } from '#src/i18n/es';
import { LoginForm } from '#src/ui/auth/login-form';
import { SignupPanel } from '#src/ui/auth/signup-panel';
import { stayOpenOnFocusOutside } from '#src/ui/dialog-focus';

/**
 * A visitor's Reservar: log in or sign up here, without leaving the class; once the session has
 * a customer the flow shows a short wait and resumes by itself (the machine's `resumeAfterLogin`).
 */
export function LoginModal({ resuming, onClose }: { resuming: boolean; onClose: () => void }) {
  const [signingUp, setSigningUp] = useState(false);
  return (
    <Dialog.Root
      open
      size={signingUp ? 'lg' : 'md'}
      scrollBehavior="inside"
      onOpenChange={(details) => !details.open && onClose()}
      onFocusOutside={stayOpenOnFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{signingUp ? es.signup.title : es.reserve.loginTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              {resuming ? (
                <Stack align="center" role="status" aria-live="polite">
                  <Spinner />
                  <Text>{es.reserve.resuming}</Text>
                </Stack>
              ) : signingUp ? (
                <Stack gap={6}>
                  <SignupPanel />
                  <Button variant="plain" alignSelf="flex-start" onClick={() => setSigningUp(false)}>
                    {es.reserve.haveAccount}
                  </Button>
                </Stack>
              ) : (
                <LoginForm onCreateAccount={() => setSigningUp(true)} />
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

import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { es } from '#src/i18n/es';
import { SignupPanel } from '#src/ui/auth/signup-panel';
import { DialogFrame } from '#src/ui/dialog-frame';

/**
 * A visitor's sign-up from the reserve flow's sign-in dialog ('Crea tu cuenta'), without leaving
 * the class; once the session has a customer the flow shows a short wait and resumes by itself.
 * Chakra's: the sign-up form's fields, its document dialog and its pickers are Chakra's.
 */
export function SignupModal({
  resuming,
  onClose,
  onSignIn,
}: {
  resuming: boolean;
  onClose: () => void;
  /** 'Ya tengo cuenta: entrar': back to the sign-in dialog. */
  onSignIn: () => void;
}) {
  return (
    <DialogFrame
      open
      title={es.signup.title}
      onClose={onClose}
      closeLabel={es.reserve.close}
      size="lg"
      scrollBehavior="inside"
    >
      {resuming ? (
        <Stack align="center" role="status" aria-live="polite">
          <Spinner />
          <Text>{es.reserve.resuming}</Text>
        </Stack>
      ) : (
        <Stack gap={6}>
          <SignupPanel />
          <Button variant="plain" alignSelf="flex-start" onClick={onSignIn}>
            {es.reserve.haveAccount}
          </Button>
        </Stack>
      )}
    </DialogFrame>
  );
}

import { useMemo } from 'react';
import { es } from '#src/i18n/es-calendar';
import { LoginForm } from '#src/ui/auth/login-form';
import { ModalDialog } from '#src/ui/plain/modal-dialog';
import { LoadingLine } from '#src/ui/load-states';

/**
 * A visitor's Reservar: sign in here, without leaving the class. Plain, in the calendar's code:
 * it opens at the tap, before Chakra is on the page (issue 34). Once the session has a customer
 * the flow shows a short wait and resumes by itself (the machine's `resumeAfterLogin`).
 */
export function LoginDialog({
  open,
  laidOut,
  resuming,
  onClose,
  onCreateAccount,
}: {
  open: boolean;
  laidOut: boolean;
  resuming: boolean;
  onClose: () => void;
  onCreateAccount: () => void;
}) {
  // The same element while only `open` or `laidOut` change: laying it out ahead and opening it
  // at the tap render the dialog's frame, not the form again (issue 34).
  const content = useMemo(
    () =>
      resuming ? <LoadingLine text={es.reserve.resuming} /> : <LoginForm onCreateAccount={onCreateAccount} />,
    [resuming, onCreateAccount],
  );
  return (
    <ModalDialog
      open={open}
      laidOut={laidOut}
      title={es.reserve.loginTitle}
      closeLabel={es.reserve.close}
      onClose={onClose}
    >
      {content}
    </ModalDialog>
  );
}

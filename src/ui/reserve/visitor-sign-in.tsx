import { useCallback, useEffect, useState } from 'react';
import { FlowModal, prefetchFlowModals, SignupModal } from './flow-modals';
import { LoginDialog } from './login-dialog';

/**
 * What a visitor's Reservar opens: the sign-in dialog at once (plain, issue 34), or sign-up in
 * its place ('Crea tu cuenta', Chakra's, fetched then). Either way, once signed in the flow
 * resumes after a short wait, during which the reserve dialog's code is fetched. Mounted closed
 * ahead of the tap (FlowModals), so the tap only opens it; each opening starts with an empty form.
 */
export function VisitorSignIn({
  open,
  laidOut,
  resuming,
  onClose,
}: {
  open: boolean;
  /** Closed, laid out ready to open (ModalDialog's `laidOut`). */
  laidOut: boolean;
  resuming: boolean;
  onClose: () => void;
}) {
  const [signingUp, setSigningUp] = useState(false);
  // A new form for the next opening, made when this one closes rather than at the next tap.
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: open ? opening.count : opening.count + 1 });
  if (!open && signingUp) setSigningUp(false);
  const signUp = useCallback(() => setSigningUp(true), []);
  useEffect(() => {
    if (resuming) prefetchFlowModals();
  }, [resuming]);
  // Unmounted while signing up: one email field on the page, the one on screen.
  if (!signingUp)
    return (
      <LoginDialog
        key={opening.count}
        open={open}
        laidOut={laidOut}
        resuming={resuming}
        onClose={onClose}
        onCreateAccount={signUp}
      />
    );
  return (
    <FlowModal onClose={onClose}>
      <SignupModal resuming={resuming} onClose={onClose} onSignIn={() => setSigningUp(false)} />
    </FlowModal>
  );
}

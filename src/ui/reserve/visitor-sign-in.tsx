import { useEffect, useState } from 'react';
import { FlowModal, prefetchFlowModals, SignupModal } from './flow-modals';
import { LoginDialog } from './login-dialog';

/**
 * What a visitor's Reservar opens: the sign-in dialog at once (plain, issue 34), or sign-up in
 * its place ('Crea tu cuenta', Chakra's, fetched then). Either way, once signed in the flow
 * resumes after a short wait, during which the reserve dialog's code is fetched.
 */
export function VisitorSignIn({ resuming, onClose }: { resuming: boolean; onClose: () => void }) {
  const [signingUp, setSigningUp] = useState(false);
  useEffect(() => {
    if (resuming) prefetchFlowModals();
  }, [resuming]);
  if (!signingUp)
    return <LoginDialog resuming={resuming} onClose={onClose} onCreateAccount={() => setSigningUp(true)} />;
  return (
    <FlowModal onClose={onClose}>
      <SignupModal resuming={resuming} onClose={onClose} onSignIn={() => setSigningUp(false)} />
    </FlowModal>
  );
}

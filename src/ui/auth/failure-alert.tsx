import type { SessionFailure } from '#machines/session/context';
import { PlainAlert } from '#src/ui/plain/alert';
import { failureMessage } from './failure-message';

/** The session's last failure as the error catalogue words it. */
export function FailureAlert({ failure }: { failure: SessionFailure | null }) {
  if (!failure) return null;
  return <PlainAlert status="error">{failureMessage(failure)}</PlainAlert>;
}

import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { reserveMachine } from '#machines/reserve/machine';
import {
  selectConsentMissing,
  selectFailureMessage,
  selectIsBusy,
  selectModal,
  selectPenaltyEnd,
  selectTermsPage,
} from '#machines/reserve/selectors';
import { ProfileIncompleteModal } from '#src/ui/account-entry/profile-incomplete-modal';
import { TermsModal } from '#src/ui/account-entry/terms-modal';
import { OutOfCreditsModal, PenaltyModal } from './notice-modals';
import { ReserveModal } from './reserve-modal';

/**
 * The modal the reserve machine's state names; nothing while idle or checking, nor while a visitor
 * signs in (VisitorSignIn, which needs no Chakra).
 */
export function ReserveModals({ actor }: { actor: ActorRefFrom<typeof reserveMachine> }) {
  const modal = useSelector(actor, selectModal);
  const page = useSelector(actor, selectTermsPage);
  const consentMissing = useSelector(actor, selectConsentMissing);
  const busy = useSelector(actor, selectIsBusy);
  const failure = useSelector(actor, selectFailureMessage);
  const penaltyEnd = useSelector(actor, selectPenaltyEnd);
  const close = () => actor.send({ type: 'reserve.close' });

  switch (modal) {
    case 'terms':
      return page ? (
        <TermsModal
          key={page.page_id}
          page={page}
          busy={busy}
          consentMissing={consentMissing}
          error={failure}
          onAccept={(checked) => actor.send({ type: 'terms.accept', checked })}
        />
      ) : null;
    case 'profile':
      return <ProfileIncompleteModal />;
    case 'penalty':
      return <PenaltyModal endDate={penaltyEnd} onClose={close} />;
    case 'outOfCredits':
      return <OutOfCreditsModal onClose={close} />;
    case 'reserve':
      return <ReserveModal actor={actor} />;
    default:
      return null;
  }
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { createAccountEntryActors } from '#machines/account-entry/actors';
import { accountEntryMachine } from '#machines/account-entry/machine';
import {
  selectConsentMissing,
  selectEntryError,
  selectIsAccepting,
  selectProfileIncomplete,
  selectTermsPage,
} from '#machines/account-entry/selectors';
import type { Customer } from '#machines/session/context';
import { usePages } from '#src/config/pages-context';
import { ProfileIncompleteModal } from './profile-incomplete-modal';
import { TermsModal } from './terms-modal';
import { inspect } from '#src/app/inspection';

export function AccountEntryModals({ customer }: { customer: Customer }) {
  const pages = usePages();
  const logic = useMemo(
    () => accountEntryMachine.provide({ actors: createAccountEntryActors(pages) }),
    [pages],
  );
  const actor = useActorRef(logic, {
    input: { customerId: customer.customer_id, customer: customer as unknown as Record<string, unknown> },
    inspect,
  });
  const page = useSelector(actor, selectTermsPage);
  const accepting = useSelector(actor, selectIsAccepting);
  const consentMissing = useSelector(actor, selectConsentMissing);
  const error = useSelector(actor, selectEntryError);
  const profileIncomplete = useSelector(actor, selectProfileIncomplete);
  const { pathname } = useLocation();

  // A saved profile, or coming back from the profile screen, re-checks what is still pending.
  useEffect(() => {
    actor.send({ type: 'entry.recheck', customer: customer as unknown as Record<string, unknown> });
  }, [actor, pathname, customer]);

  if (page) {
    return (
      <TermsModal
        key={page.page_id}
        page={page}
        busy={accepting}
        consentMissing={consentMissing}
        error={error}
        onAccept={(checked) => actor.send({ type: 'terms.accept', checked })}
      />
    );
  }
  const onAccountHome = pathname.replace(/\/+$/, '') === '/mystudio';
  return profileIncomplete && onAccountHome ? <ProfileIncompleteModal /> : null;
}

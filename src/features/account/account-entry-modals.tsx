import type { Customer } from '#src/api/entities';
import { useSelector } from '@xstate/react';
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
import { useFlow } from '#src/app/use-flow';
import { usePages } from '#src/config/pages-context';
import { ProfileIncompleteModal } from '#src/ui/account-entry/profile-incomplete-modal';
import { TermsModal } from '#src/ui/account-entry/terms-modal';

export function AccountEntryModals({ customer }: { customer: Customer }) {
  const pages = usePages();
  const actors = useMemo(() => createAccountEntryActors(pages), [pages]);
  const actor = useFlow(accountEntryMachine, {
    actors,
    input: { customerId: customer.customer_id, customer: customer as unknown as Record<string, unknown> },
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

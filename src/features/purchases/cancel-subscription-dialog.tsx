import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '#src/ui/dialog-frame';
import { useSelector } from '@xstate/react';
import {
  selectCancelling,
  selectDialogOpen,
  selectPurchaseId,
  selectReason,
  selectReasonMissing,
} from '#machines/subscription-cancel/selectors';
import { es } from '#src/i18n/es';
import type { PurchaseRow } from './purchase-rows';
import type { SubscriptionCancelActor } from './use-subscription-cancel';

const text = es.accountPages.purchases;

/** Asks why before cancelling; the machine keeps the reason while it works or refuses. */
export function CancelSubscriptionDialog({
  actor,
  rows,
}: {
  actor: SubscriptionCancelActor;
  rows: readonly PurchaseRow[];
}) {
  const open = useSelector(actor, selectDialogOpen);
  const cancelling = useSelector(actor, selectCancelling);
  const reasonMissing = useSelector(actor, selectReasonMissing);
  const purchaseId = useSelector(actor, selectPurchaseId);
  const row = rows.find((candidate) => candidate.purchaseId === purchaseId);
  const reason = useSelector(actor, selectReason);
  const close = () => actor.send({ type: 'subscription.cancel.close' });

  return (
    <DialogFrame
      open={open}
      title={text.cancelTitle}
      busy={cancelling}
      onClose={close}
      onSubmit={() => actor.send({ type: 'subscription.cancel.submit' })}
      secondaryLabel={text.keep}
      primary={{ label: text.confirm, colorPalette: 'red' }}
      closeLabel={text.close}
    >
      <Stack gap="4">
        <Text>{text.cancelQuestion(row ? `${row.title} ${row.order}` : '')}</Text>
        <Field.Root required invalid={reasonMissing}>
          <Field.Label>{text.reason}</Field.Label>
          <Textarea
            value={reason}
            onChange={(event) =>
              actor.send({ type: 'subscription.cancel.reason', reason: event.target.value })
            }
            placeholder={text.reasonHint}
            autoresize
          />
          <Field.ErrorText>{text.reasonMissing}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}

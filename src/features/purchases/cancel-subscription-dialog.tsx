import { Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'subscription.cancel.submit' });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && !cancelling && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{text.cancelTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={cancelling}>
                  {text.keep}
                </Button>
                <Button type="submit" colorPalette="red" loading={cancelling}>
                  {text.confirm}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={text.close} disabled={cancelling} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

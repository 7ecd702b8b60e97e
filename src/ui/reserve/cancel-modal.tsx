import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cancelReservationMachine } from '#machines/cancel-reservation/machine';
import {
  selectIsCancelling,
  selectIsOpen,
  selectLosesCredit,
  selectSingleClass,
} from '#machines/cancel-reservation/selectors';
import { DATE_FORMAT, dayjs, TIME_FORMAT } from '#src/domain/dates';
import { es } from '#src/i18n/es';
import { ConfirmDialog } from '#src/ui/confirm-dialog';

/** The Cancel-class modal: 'Precaución', warning when the credit will not be returned. */
export function CancelModal({ actor }: { actor: ActorRefFrom<typeof cancelReservationMachine> }) {
  const open = useSelector(actor, selectIsOpen);
  const busy = useSelector(actor, selectIsCancelling);
  const losesCredit = useSelector(actor, selectLosesCredit);
  const singleClass = useSelector(actor, selectSingleClass);
  if (!open || !singleClass) return null;
  const when = dayjs.utc(singleClass.class_date).format(`${DATE_FORMAT}, ${TIME_FORMAT}`);
  return (
    <ConfirmDialog
      open
      busy={busy}
      confirmLabel={es.reserve.cancelConfirm}
      onConfirm={() => actor.send({ type: 'cancel.confirm' })}
      onCancel={() => !busy && actor.send({ type: 'cancel.dismiss' })}
    >
      <Text>{es.reserve.cancelQuestion(singleClass.class_type.name, when)}</Text>
      {losesCredit && (
        <Text mt={3} fontWeight="semibold" color="red.600">
          {es.reserve.cancelLosesCredit}
        </Text>
      )}
    </ConfirmDialog>
  );
}

import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { classCancelMachine } from '#machines/class-cancel/machine';
import {
  selectFailure,
  selectIsCancelling,
  selectIsOpen,
  selectTarget,
} from '#machines/class-cancel/selectors';
import { es } from '#src/i18n/es-admin';
import { DialogFrame } from '#src/ui/dialog-frame';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';

const t = es.adminSchedule.cancelDialog;

/** 'Precaución': cancelling a class says how many customers it affects before anything is sent. */
export function CancelClassDialog({
  flow,
  what,
}: {
  flow: ActorRefFrom<typeof classCancelMachine>;
  /** The class as staff name it: 'Yoga · Lun 16, 09:00'. */
  what: string;
}) {
  const open = useSelector(flow, selectIsOpen);
  const target = useSelector(flow, selectTarget);
  const busy = useSelector(flow, selectIsCancelling);
  const failure = useSelector(flow, selectFailure);
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      title={t.title}
      onClose={() => flow.send({ type: 'classCancel.dismiss' })}
      busy={busy}
      primary={{
        label: t.confirm,
        colorPalette: 'red',
        onClick: () => flow.send({ type: 'classCancel.confirm' }),
      }}
      secondaryLabel={t.back}
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{t.question(what)}</Text>
        <Text data-testid="cancel-affected">
          {target && target.affected > 0 ? t.affected(target.affected) : t.nobody}
        </Text>
        <SaveFailureAlert failure={failure} texts={{ unavailable: es.resourceEdit.unavailable }} />
      </Stack>
    </DialogFrame>
  );
}

import { useSelector } from '@xstate/react';
import { selectConfirmingLeave, selectLeaving } from '#machines/waitlist/selectors';
import { es } from '#src/i18n/es';
import { ConfirmDialog } from '#src/ui/confirm-dialog';
import type { WaitlistActor } from './use-waitlist-actor';

/** The leave confirmation; the machine opens it 500 ms after 'Salir' and keeps it while leaving. */
export function LeaveWaitlistDialog({ actor }: { actor: WaitlistActor }) {
  const open = useSelector(actor, selectConfirmingLeave);
  const leaving = useSelector(actor, selectLeaving);
  return (
    <ConfirmDialog
      open={open}
      busy={leaving}
      confirmLabel={es.waitlists.leaveConfirmButton}
      onConfirm={() => actor.send({ type: 'waitlist.leave.confirm' })}
      onCancel={() => actor.send({ type: 'waitlist.leave.cancel' })}
    >
      {es.waitlists.leaveConfirm}
    </ConfirmDialog>
  );
}

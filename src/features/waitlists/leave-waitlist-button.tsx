import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { selectPendingClassId } from '#machines/waitlist/selectors';
import { es } from '#src/i18n/es';
import type { WaitlistActor } from '#src/ui/waitlist/use-waitlist-actor';
import type { WaitlistRow } from './waitlist-rows';

/** 'Salir de la lista' for one entry; enabled only when the machine would accept the leave. */
export function LeaveWaitlistButton({ actor, row }: { actor: WaitlistActor; row: WaitlistRow }) {
  const event = { type: 'waitlist.leave', singleClassId: row.singleClassId } as const;
  const canLeave = useSelector(actor, (s) => s.can(event));
  const pending = useSelector(actor, selectPendingClassId) === row.singleClassId;
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="red"
      aria-label={es.waitlists.leaveOf(row.className)}
      disabled={!canLeave}
      loading={pending}
      onClick={() => actor.send(event)}
    >
      {es.waitlists.leave}
    </Button>
  );
}

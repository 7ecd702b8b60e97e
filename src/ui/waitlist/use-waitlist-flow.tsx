import type { SingleClass } from '#src/api/entities';
import { useSelector } from '@xstate/react';
import { useCallback, type ReactNode } from 'react';
import { selectShowsLeaveDialog, selectWaitlists } from '#machines/waitlist/selectors';
import { isOnWaitlist as onList, waitlistPosition as placeOn } from '#src/domain/waitlist';
import { FlowModal, LeaveWaitlistDialog } from '#src/ui/reserve/flow-modals';
import { useWaitlistActor } from './use-waitlist-actor';

export interface WaitlistFlow {
  join(singleClass: SingleClass): void;
  leave(singleClass: SingleClass): void;
  isOnWaitlist(singleClassId: number): boolean;
  /** The customer's place on the class's list; null when not on it or not known. */
  waitlistPosition(singleClassId: number): number | null;
  /** The leave confirmation: render it once, anywhere in the screen. */
  element: ReactNode;
}

/** The calendar's handle on waitlists: 'Lista de Espera' joins, or leaves when already on it. */
export function useWaitlistFlow(options: { onChanged: () => void }): WaitlistFlow {
  const actor = useWaitlistActor(options.onChanged);
  const waitlists = useSelector(actor, selectWaitlists);
  const join = useCallback(
    (singleClass: SingleClass) =>
      actor.send({ type: 'waitlist.join', singleClassId: singleClass.single_class_id }),
    [actor],
  );
  const leave = useCallback(
    (singleClass: SingleClass) =>
      actor.send({ type: 'waitlist.leave', singleClassId: singleClass.single_class_id }),
    [actor],
  );
  const isOnWaitlist = useCallback((singleClassId: number) => onList(waitlists, singleClassId), [waitlists]);
  const waitlistPosition = useCallback(
    (singleClassId: number) => placeOn(waitlists, singleClassId),
    [waitlists],
  );
  // Its own component, as the reserve flow's: opening it renders it alone, not the calendar.
  const element = <LeaveConfirmation actor={actor} />;
  return { join, leave, isOnWaitlist, waitlistPosition, element };
}

/** 'Salir de la lista' asks first; its code comes with the other flows' modals, when first needed. */
function LeaveConfirmation({ actor }: { actor: ReturnType<typeof useWaitlistActor> }) {
  const confirming = useSelector(actor, selectShowsLeaveDialog);
  if (!confirming) return null;
  return (
    <FlowModal onClose={() => actor.send({ type: 'waitlist.leave.cancel' })}>
      <LeaveWaitlistDialog actor={actor} />
    </FlowModal>
  );
}

import type { ReactNode } from 'react';
import { useReserveFlow } from '#src/ui/reserve/use-reserve-flow';
import { useWaitlistFlow } from '#src/ui/waitlist/use-waitlist-flow';
import type { CardBindings } from './day-classes';
import { shareClass } from './share-class';
import { useClassCardState } from './use-class-card-state';

/**
 * What a list of class cards needs: each card's state and the reserve, cancel and waitlist
 * flows its buttons start (the same as the calendar's) and its share link, plus the flows'
 * modals to render.
 * `onChanged` runs after a reservation or a waitlist change, so the screen reloads its classes.
 */
export function useCardBindings(onChanged: () => void): { bindings: CardBindings; element: ReactNode } {
  const reserveFlow = useReserveFlow({ onChanged });
  const waitlistFlow = useWaitlistFlow({ onChanged });
  const stateOf = useClassCardState();
  return {
    bindings: {
      stateOf,
      isOnWaitlist: waitlistFlow.isOnWaitlist,
      waitlistPosition: waitlistFlow.waitlistPosition,
      actions: {
        reserve: reserveFlow.reserve,
        cancel: reserveFlow.cancel,
        join: waitlistFlow.join,
        leave: waitlistFlow.leave,
        share: (singleClass) => void shareClass(singleClass),
      },
    },
    element: (
      <>
        {reserveFlow.element}
        {waitlistFlow.element}
      </>
    ),
  };
}

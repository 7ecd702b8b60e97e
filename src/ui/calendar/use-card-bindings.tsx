import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useReserveFlow } from '#src/ui/reserve/use-reserve-flow';
import { useWaitlistFlow } from '#src/ui/waitlist/use-waitlist-flow';
import type { CardBindings, ClassCardActions } from './class-card';
import { shareClass } from './share-class';
import { useClassCardState } from './use-class-card-state';

/**
 * What a list of class cards needs: each card's state and the reserve, cancel and waitlist
 * flows its buttons start (the same as the calendar's) and its share link, plus the flows'
 * modals to render.
 * `onChanged` runs after a reservation or a waitlist change, so the screen reloads its classes.
 * The bindings stay the same object while the cards' states and waitlists do, so the memoised
 * cards are not rendered again when the screen is (a week holds up to 150 of them).
 */
export function useCardBindings(onChanged: () => void): { bindings: CardBindings; element: ReactNode } {
  const reserveFlow = useReserveFlow({ onChanged });
  const waitlistFlow = useWaitlistFlow({ onChanged });
  const stateOf = useClassCardState();
  // The flows' functions change with the session; the cards call whichever is current.
  const flows = useRef({ reserveFlow, waitlistFlow });
  useLayoutEffect(() => {
    flows.current = { reserveFlow, waitlistFlow };
  });
  const actions = useMemo<ClassCardActions>(
    () => ({
      reserve: (singleClass) => flows.current.reserveFlow.reserve(singleClass),
      cancel: (singleClass, id) => flows.current.reserveFlow.cancel(singleClass, id),
      join: (singleClass) => flows.current.waitlistFlow.join(singleClass),
      leave: (singleClass) => flows.current.waitlistFlow.leave(singleClass),
      share: (singleClass) => void shareClass(singleClass),
    }),
    [],
  );
  const { isOnWaitlist, waitlistPosition } = waitlistFlow;
  const bindings = useMemo(
    () => ({ stateOf, isOnWaitlist, waitlistPosition, actions }),
    [stateOf, isOnWaitlist, waitlistPosition, actions],
  );
  return {
    bindings,
    element: (
      <>
        {reserveFlow.element}
        {waitlistFlow.element}
      </>
    ),
  };
}

import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createCancelActors } from '#machines/cancel-reservation/actors';
import { cancelReservationMachine } from '#machines/cancel-reservation/machine';
import { createRatingActors } from '#machines/rating/actors';
import { ratingMachine } from '#machines/rating/machine';
import { appNow } from '#src/app/clock';
import { inspect } from '#src/app/inspection';
import { useSessionActor } from '#src/app/session-context';
import type { CancelPolicy } from '#src/domain/cancel-policy';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';
import type { ReservationRow } from './reservation-rows';

/**
 * The two flows of Mis Reservaciones: cancelling (the calendar's own cancel machine) and rating.
 * Either change reloads the list through `onChanged`; a cancel also refreshes the credits.
 */
export function useReservationFlows(policy: CancelPolicy, onChanged: () => void) {
  const session = useSessionActor();
  const cancelLogic = useMemo(
    () => cancelReservationMachine.provide({ actors: createCancelActors(es.reserve.cancelled) }),
    [],
  );
  const ratingLogic = useMemo(() => ratingMachine.provide({ actors: createRatingActors() }), []);
  const cancelActor = useActorRef(cancelLogic, { input: policy, inspect });
  const ratingActor = useActorRef(ratingLogic, { inspect });

  useEffect(() => {
    const subscriptions = [
      cancelActor.on('cancel.done', ({ message }) => {
        showSuccess(message);
        onChanged();
        session.send({ type: 'session.customer.reload' });
      }),
      cancelActor.on('cancel.failed', ({ message }) => showError(message)),
      ratingActor.on('rating.saved', () => onChanged()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [cancelActor, ratingActor, onChanged, session]);

  return {
    cancelActor,
    ratingActor,
    cancel: (row: ReservationRow) => {
      if (!row.singleClass) return;
      cancelActor.send({
        type: 'cancel.start',
        singleClass: row.singleClass,
        classReservationId: row.id,
        at: appNow().toISOString(),
      });
    },
    rate: (row: ReservationRow) =>
      ratingActor.send({
        type: 'rating.open',
        classReservationId: row.id,
        customerId: row.customerId,
        className: row.className,
      }),
  };
}

export type ReservationFlows = ReturnType<typeof useReservationFlows>;

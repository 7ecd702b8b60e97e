import { createGuestNameActors } from '#machines/guest-name/actors';
import { guestNameMachine } from '#machines/guest-name/machine';
import { createCancelActors } from '#machines/cancel-reservation/actors';
import { cancelReservationMachine } from '#machines/cancel-reservation/machine';
import { createRatingActors } from '#machines/rating/actors';
import { ratingMachine } from '#machines/rating/machine';
import { appNow } from '#src/domain/app-clock';
import { useSessionActor } from '#src/app/session-context';
import { useFlow } from '#src/app/use-flow';
import type { CancelPolicy } from '#src/domain/cancel-policy';
import { es } from '#src/i18n/es';
import { showError, showSuccess } from '#src/ui/alerts';
import type { ReservationRow } from './reservation-rows';

const cancelActors = createCancelActors(es.reserve.cancelled);
const ratingActors = createRatingActors();
const guestActors = createGuestNameActors();

/**
 * The flows of Mis Reservaciones: cancelling (the calendar's own cancel machine), rating and the
 * guest's name. Any change reloads the list through `onChanged`; a cancel also refreshes the credits.
 */
export function useReservationFlows(policy: CancelPolicy, onChanged: () => void) {
  const session = useSessionActor();
  const cancelActor = useFlow(cancelReservationMachine, {
    actors: cancelActors,
    input: policy,
    on: {
      'cancel.done': ({ message }) => {
        showSuccess(message);
        onChanged();
        session.send({ type: 'session.customer.reload' });
      },
      'cancel.failed': ({ message }) => showError(message),
    },
  });
  const ratingActor = useFlow(ratingMachine, {
    actors: ratingActors,
    on: { 'rating.saved': () => onChanged() },
  });
  const guestActor = useFlow(guestNameMachine, {
    actors: guestActors,
    on: {
      'guest.saved': ({ message }) => {
        showSuccess(message);
        onChanged();
      },
    },
  });

  return {
    cancelActor,
    ratingActor,
    guestActor,
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
    editGuest: (row: ReservationRow) =>
      guestActor.send({ type: 'guest.edit', classReservationId: row.id, name: row.guest ?? '' }),
  };
}

export type ReservationFlows = ReturnType<typeof useReservationFlows>;

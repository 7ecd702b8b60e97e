import { Badge, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReservationStatus } from '#src/domain/reservation-status';
import { es } from '#src/i18n/es';
import { AddToCalendar } from '#src/ui/add-to-calendar';
import { StarsShown } from '#src/ui/star-rating';
import type { ReservationRow } from './reservation-rows';
import type { ReservationFlows } from './use-reservation-flows';

/** What the row's buttons open besides the machines' flows. */
export interface RowHandlers {
  flows: ReservationFlows;
  showAccessCode: (row: ReservationRow) => void;
  editGuest: (row: ReservationRow) => void;
}

const PALETTE: Record<ReservationStatus, string> = {
  cancelled: 'gray',
  cashUnpaid: 'orange',
  noShow: 'red',
  attended: 'green',
  upcoming: 'blue',
};

export function StatusBadge({ row }: { row: ReservationRow }) {
  return (
    <Badge colorPalette={PALETTE[row.status]} variant="subtle" whiteSpace="normal">
      {row.statusLabel}
    </Badge>
  );
}

export function GuestCell({ row, handlers }: { row: ReservationRow; handlers: RowHandlers }) {
  if (!row.guest) return <Text as="span">{es.reservations.none}</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      <Text as="span">{row.guest}</Text>
      {row.canEditGuest && (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={es.reservations.editGuestOf(row.guest)}
          onClick={() => handlers.editGuest(row)}
        >
          ✎
        </IconButton>
      )}
    </HStack>
  );
}

/** Stars once rated; otherwise Calificar, Código de Acceso and Cancelar as the rules allow. */
export function ReservationActions({ row, handlers }: { row: ReservationRow; handlers: RowHandlers }) {
  const text = es.reservations;
  const { flows } = handlers;
  const canOpenRating = useSelector(flows.ratingActor, (s) =>
    s.can({
      type: 'rating.open',
      classReservationId: row.id,
      customerId: row.customerId,
      className: row.className,
    }),
  );
  const canStartCancel = useSelector(
    flows.cancelActor,
    (s) =>
      row.singleClass !== null &&
      s.can({ type: 'cancel.start', singleClass: row.singleClass, classReservationId: row.id, at: '' }),
  );
  return (
    <HStack gap="2" wrap="wrap" justify={{ md: 'flex-end' }}>
      {row.stars && (
        <StarsShown
          value={row.stars.classStars}
          label={text.rating.shown(row.stars.classStars, row.stars.coachStars)}
        />
      )}
      {row.canRate && (
        <Button
          size="sm"
          colorPalette="brand"
          aria-label={text.rateOf(row.className, row.when)}
          disabled={!canOpenRating}
          onClick={() => flows.rate(row)}
        >
          {text.rate}
        </Button>
      )}
      {row.showsAccessCode && (
        <Button
          size="sm"
          variant="outline"
          aria-label={text.accessCodeOf(row.className, row.when)}
          onClick={() => handlers.showAccessCode(row)}
        >
          {text.accessCode}
        </Button>
      )}
      {row.calendarEvent && (
        <AddToCalendar
          event={row.calendarEvent}
          label={(row.calendarEvent.cancelled ? text.addToCalendar.removeOf : text.addToCalendar.openOf)(
            row.className,
            row.when,
          )}
        />
      )}
      {row.canCancel && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={text.cancelOf(row.className, row.when)}
          disabled={!canStartCancel}
          onClick={() => flows.cancel(row)}
        >
          {text.cancel}
        </Button>
      )}
    </HStack>
  );
}

import { es } from '#src/i18n/es';
import { titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { GuestCell, ReservationActions, StatusBadge, type RowHandlers } from './reservation-actions';
import type { ReservationRow } from './reservation-rows';

export interface ReservationColumns {
  /** Invitado: only when the studio allows guests. */
  guest: boolean;
  /** Ubicación: only with more than one location. */
  location: boolean;
}

const headers = es.reservations.columns;
const none = es.reservations.none;

/** The specs' columns of Mis Reservaciones, in their order. */
export function reservationColumns(
  shown: ReservationColumns,
  handlers: RowHandlers,
): ReadonlyArray<ListColumn<ReservationRow> | false> {
  return [
    titleColumn(headers.class, (row) => row.className),
    shown.guest && {
      id: 'guest',
      header: headers.guest,
      cell: (row) => <GuestCell row={row} handlers={handlers} />,
    },
    { id: 'coach', header: headers.coach, cell: (row) => row.coach || none },
    {
      id: 'date',
      header: headers.date,
      cell: (row) => row.when,
      emphasis: { textTransform: 'capitalize', whiteSpace: 'nowrap' },
    },
    shown.location && { id: 'location', header: headers.location, cell: (row) => row.location || none },
    { id: 'spot', header: headers.spot, cell: (row) => row.spot || none },
    { id: 'status', header: headers.status, cell: (row) => <StatusBadge row={row} />, card: 'badge' },
    {
      id: 'actions',
      header: headers.actions,
      align: 'end',
      card: 'footer',
      cell: (row) => <ReservationActions row={row} handlers={handlers} />,
    },
  ];
}

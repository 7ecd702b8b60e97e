import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { checkInActors } from '#machines/check-in/actors';
import { checkInMachine, type RosterReservation } from '#machines/check-in/machine';
import { selectFailure, selectIsSaving } from '#machines/check-in/selectors';
import { readRoster } from '#src/api/reads/schedule-admin';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { ApiFailure } from '#src/api/errors';
import { useAdminPath } from '#src/admin/admin-base';
import { NoAccess } from '#src/admin/shell/admin-access';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { ReadState } from '#src/ui/load-states';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { SaveFailureAlert } from '#src/admin/save-failure-alert';

const t = es.adminSchedule.roster;

export const customerName = (row: RosterReservation) =>
  [row.customer.name, row.customer.last_name].filter(Boolean).join(' ');

/** A class's roster: who reserved, guest, spot, credits or cash, paid; attendance and cash paid. */
export function RosterPage() {
  const id = Number(useParams().id);
  const path = useAdminPath();
  const roster = useRead(readRoster, { id });
  const flow = useFlow(checkInMachine, {
    actors: checkInActors,
    actions: {
      notifyChanged: (_, saved) => {
        showSuccess(saved.attend ? es.adminSchedule.checkIn.done : es.adminSchedule.checkIn.paidDone);
        roster.refresh();
      },
    },
  });
  const saving = useSelector(flow, selectIsSaving);
  const failure = useSelector(flow, selectFailure);
  const singleClass = roster.data?.single_class;
  const what = singleClass
    ? `${singleClass.class_type.name} · ${dayjs.utc(singleClass.class_date).format('ddd DD MMM, HH:mm')}`
    : '';
  const columns: ListColumn<RosterReservation>[] = [
    titleColumn(t.name, customerName),
    { id: 'guest', header: t.guest, cell: (row) => row.guest ?? '—' },
    {
      id: 'spot',
      header: t.spot,
      cell: (row) => (row.spot === null || row.spot === undefined ? '—' : String(row.spot)),
    },
    {
      id: 'payment',
      header: t.payment,
      cell: (row) => (row.is_cash ? `${t.cash} · ${row.is_paid ? t.paid : t.pending}` : t.credits),
    },
    { id: 'attended', header: t.attended, cell: (row) => (row.attend ? t.yes : t.no) },
    {
      id: 'actions',
      header: '',
      card: 'footer',
      cell: (row) => (
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button
            size="xs"
            colorPalette="brand"
            variant={row.attend ? 'outline' : 'solid'}
            disabled={saving}
            aria-label={
              row.attend ? t.unmarkAttendedOf(customerName(row)) : t.markAttendedOf(customerName(row))
            }
            onClick={() =>
              flow.send({
                type: 'checkIn.mark',
                change: { reservationId: row.class_reservation_id, field: 'attend', value: !row.attend },
              })
            }
          >
            {row.attend ? t.unmarkAttended : t.markAttended}
          </Button>
          {row.is_cash && !row.is_paid && (
            <Button
              size="xs"
              variant="outline"
              disabled={saving}
              aria-label={t.markPaidOf(customerName(row))}
              onClick={() =>
                flow.send({
                  type: 'checkIn.mark',
                  change: { reservationId: row.class_reservation_id, field: 'is_paid', value: true },
                })
              }
            >
              {t.markPaid}
            </Button>
          )}
        </HStack>
      ),
    },
  ];
  // A class this role may not open (another coach's): the server's 403, said as such.
  if (roster.error instanceof ApiFailure && roster.error.status === 403)
    return <NoAccess text={es.admin.forbidden} />;
  return (
    <Stack gap="4">
      <Link asChild>
        <RouterLink to={path('horarios')}>{t.back}</RouterLink>
      </Link>
      <Heading as="h1" size="xl">
        {t.title(what)}
      </Heading>
      <ReadState read={roster} loading={es.calendar.loading} failed={t.loadError} />
      {roster.data && (
        <>
          <Text>{t.summary(roster.data.class_reservations.length, singleClass?.capacity ?? null)}</Text>
          <SaveFailureAlert failure={failure} texts={{ unavailable: es.resourceEdit.unavailable }} />
          <ResponsiveList
            rows={roster.data.class_reservations}
            columns={columns}
            rowKey={(row) => row.class_reservation_id}
            testId="roster"
            empty={{ text: t.empty }}
          />
        </>
      )}
    </Stack>
  );
}

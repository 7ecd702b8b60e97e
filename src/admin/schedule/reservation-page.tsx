import { Alert, Button, Heading, Link, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { checkInActors } from '#machines/check-in/actors';
import { checkInMachine } from '#machines/check-in/machine';
import { selectFailure, selectIsSaving } from '#machines/check-in/selectors';
import { readReservationForStaff } from '#src/api/reads/schedule-admin';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { ApiFailure } from '#src/api/errors';
import { useAdminPath } from '#src/admin/admin-base';
import { NoAccess } from '#src/admin/shell/admin-access';
import { appNow } from '#src/domain/app-clock';
import { checkInState, dayRelation } from '#src/domain/class-schedule';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { FactList } from '#src/ui/fact-list';
import { ReadState } from '#src/ui/load-states';
import { customerName } from './roster-page';

const t = es.adminSchedule.checkIn;

/**
 * The page a reservation's QR code opens (`/admin/reservaciones/{id}`, `/reservaciones/{id}` on
 * an admin host): who, which class, its state, and one big 'Registrar asistencia' for the door.
 */
export function ReservationPage() {
  const id = Number(useParams().id);
  const path = useAdminPath();
  const { timezoneOffset } = useAppConfig();
  const read = useRead(readReservationForStaff, { id });
  const flow = useFlow(checkInMachine, {
    actors: checkInActors,
    actions: {
      notifyChanged: (_, saved) => {
        showSuccess(saved.attend ? t.done : t.paidDone);
        read.refresh();
      },
    },
  });
  const saving = useSelector(flow, selectIsSaving);
  const failure = useSelector(flow, selectFailure);
  const reservation = read.data;
  const singleClass = reservation?.single_class;
  const state = reservation ? checkInState(reservation, appNow(), timezoneOffset) : null;
  const when = singleClass ? dayjs.utc(singleClass.class_date).format('dddd DD MMM YYYY, HH:mm') : '';
  const notice =
    state === 'cancelled'
      ? t.cancelled
      : state === 'attended'
        ? t.attended
        : state === 'otherDay' && singleClass
          ? dayRelation(singleClass.class_date, appNow(), timezoneOffset) === 'past'
            ? t.otherDayPast(when)
            : t.otherDayFuture(when)
          : null;
  // A class this role may not open (another coach's): the server's 403, said as such.
  if (read.error instanceof ApiFailure && read.error.status === 403)
    return <NoAccess text={es.admin.forbidden} />;
  return (
    <Stack gap="5" maxW="lg" mx="auto">
      <Heading as="h1" size="xl">
        {t.title}
      </Heading>
      <ReadState read={read} loading={es.calendar.loading} failed={t.loadError} />
      {reservation && (
        <>
          <FactList
            facts={[
              { label: t.customer, value: customerName(reservation) },
              ...(reservation.guest ? [{ label: t.guest, value: reservation.guest }] : []),
              { label: t.classLabel, value: singleClass?.class_type.name ?? '' },
              { label: t.when, value: when },
              { label: t.location, value: singleClass?.location?.name ?? '' },
              ...(reservation.spot ? [{ label: t.spot, value: String(reservation.spot) }] : []),
              ...(reservation.is_cash && !reservation.is_paid
                ? [{ label: t.payment, value: t.cashDue }]
                : []),
            ]}
          />
          {notice ? (
            <Alert.Root status={state === 'attended' ? 'success' : 'warning'} data-testid="check-in-notice">
              <Alert.Indicator />
              <Alert.Title>{notice}</Alert.Title>
            </Alert.Root>
          ) : null}
          {state === 'ready' && (
            <Button
              size="2xl"
              colorPalette="brand"
              loading={saving}
              onClick={() =>
                flow.send({
                  type: 'checkIn.mark',
                  change: { reservationId: reservation.class_reservation_id, field: 'attend', value: true },
                })
              }
            >
              {t.button}
            </Button>
          )}
          {reservation.is_cash && !reservation.is_paid && !reservation.deletedAt && (
            <Button
              variant="outline"
              loading={saving}
              onClick={() =>
                flow.send({
                  type: 'checkIn.mark',
                  change: { reservationId: reservation.class_reservation_id, field: 'is_paid', value: true },
                })
              }
            >
              {t.markPaid}
            </Button>
          )}
          {failure && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure.message || es.resourceEdit.unavailable}</Alert.Title>
            </Alert.Root>
          )}
          {singleClass && !reservation.deletedAt && (
            <Link asChild>
              <RouterLink to={path('horarios', 'clase', singleClass.single_class_id)}>
                {t.toRoster}
              </RouterLink>
            </Link>
          )}
        </>
      )}
    </Stack>
  );
}

import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { appNow } from '#src/app/clock';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { Pagination } from '#src/ui/pagination';
import { CancelModal } from '#src/features/reserve/cancel-modal';
import { AccessCodeModal } from './access-code-modal';
import { GuestNameDialog } from './guest-name-dialog';
import { RatingModal } from './rating-modal';
import { ReservationCards } from './reservation-cards';
import { ReservationFilters } from './reservation-filters';
import { reservationRow, type ReservationRow } from './reservation-rows';
import { reservationSettings } from './reservation-settings';
import { ReservationTable } from './reservation-table';
import { ReservationsHeader } from './reservations-header';
import { RESERVATIONS_PAGE_SIZE } from './reservations-api';
import { useReservationFlows } from './use-reservation-flows';
import { useReservationList } from './use-reservation-list';

/** /mystudio/reservaciones: the customer's reservations, with cancel, rating, access code and guest. */
export function Component() {
  const config = useAppConfig();
  const settings = useMemo(() => reservationSettings(config), [config]);
  const list = useReservationList();
  const flows = useReservationFlows(settings.policy, list.reload);
  const [accessCodeRow, setAccessCodeRow] = useState<ReservationRow | null>(null);
  const [guestRow, setGuestRow] = useState<ReservationRow | null>(null);
  const rows = useMemo(
    () =>
      (list.data?.reservations ?? []).map((reservation) => reservationRow(reservation, settings, appNow())),
    [list.data, settings],
  );
  const total = list.data?.total ?? 0;
  const pageCount = Math.ceil(total / RESERVATIONS_PAGE_SIZE);
  const columns = { guest: settings.guestsAllowed, location: list.locationCount > 1 };
  const handlers = { flows, showAccessCode: setAccessCodeRow, editGuest: setGuestRow };
  const firstLoad = list.loading && list.data === null;

  return (
    <Container maxW="6xl" py={8}>
      <ReservationsHeader settings={settings} />
      <ReservationFilters value={list.filter} onChange={list.setFilter} />
      {list.loading && <LoadingLine text={es.reservations.loading} />}
      {list.failed && <LoadError text={es.reservations.loadError} onRetry={list.reload} />}
      {!firstLoad && !list.failed && !list.loading && rows.length === 0 && (
        <Stack gap="3" align="flex-start" py="4">
          <Text fontWeight="semibold">
            {list.filter === 'all' ? es.reservations.empty : es.reservations.emptyFiltered}
          </Text>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to="/mystudio">{es.reservations.goReserve}</RouterLink>
          </Button>
        </Stack>
      )}
      {!list.failed && rows.length > 0 && (
        <>
          <ReservationTable rows={rows} columns={columns} handlers={handlers} />
          <ReservationCards rows={rows} columns={columns} handlers={handlers} />
          <Pagination
            page={list.page}
            pageCount={pageCount}
            onPageChange={list.setPage}
            disabled={list.loading}
          />
        </>
      )}
      <CancelModal actor={flows.cancelActor} />
      <RatingModal actor={flows.ratingActor} />
      <AccessCodeModal row={accessCodeRow} onClose={() => setAccessCodeRow(null)} />
      {guestRow && (
        <GuestNameDialog
          row={guestRow}
          onClose={() => setGuestRow(null)}
          onSaved={() => {
            setGuestRow(null);
            list.reload();
          }}
        />
      )}
    </Container>
  );
}

import { Button, Container } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readReservationsOrPasses, type PassesQuery } from '#src/api/reads/passes';
import { readLocationCount, RESERVATIONS_PAGE_SIZE } from '#src/api/reads/reservations';
import { selectCustomer } from '#machines/session/selectors';
import { useSession } from '#src/app/session-context';
import { appNow } from '#src/domain/app-clock';
import { useRead } from '#src/app/use-read';
import { useAppConfig } from '#src/config/app-config-context';
import { es } from '#src/i18n/es';
import { ReadState } from '#src/ui/load-states';
import { Pagination } from '#src/ui/pagination';
import { ResponsiveList } from '#src/ui/responsive-list';
import { CancelModal } from '#src/ui/reserve/cancel-modal';
import { AccessCodeModal } from './access-code-modal';
import { GuestNameDialog } from './guest-name-dialog';
import { RatingModal } from './rating-modal';
import { reservationColumns } from './reservation-columns';
import { ReservationFilters } from './reservation-filters';
import { reservationRow, savedRow, type ReservationRow } from './reservation-rows';
import { reservationSettings } from './reservation-settings';
import { ReservationsHeader } from './reservations-header';
import { SavedPassesNotice } from './saved-passes-notice';
import { useReservationFlows } from './use-reservation-flows';

/** /mystudio/reservaciones: the customer's reservations, with cancel, rating, access code and guest. */
export function Component() {
  const config = useAppConfig();
  const settings = useMemo(() => reservationSettings(config, window.location.hostname), [config]);
  // The account layout renders screens only with a customer; their passes are kept for offline.
  const customerId = useSession(selectCustomer)?.customer_id ?? 0;
  const owner = { customerId, offsetHours: settings.timezoneOffset };
  const firstPage: PassesQuery = { filter: 'all', page: 1, ...owner };
  const list = useRead(readReservationsOrPasses, firstPage);
  const savedAt = list.data?.savedAt ?? null;
  // The Ubicación column only matters with more than one location; without the list it stays hidden.
  const locationCount = useRead(readLocationCount, undefined).data ?? 1;
  const flows = useReservationFlows(settings.policy, list.refresh);
  const [accessCodeRow, setAccessCodeRow] = useState<ReservationRow | null>(null);
  const rows = useMemo(
    () =>
      list.data?.reservations.map((reservation) => {
        const row = reservationRow(reservation, settings, appNow());
        return list.data?.savedAt ? savedRow(row) : row;
      }),
    [list.data, settings],
  );
  const { filter, page } = list.params;
  const pageCount = Math.ceil((list.data?.total ?? 0) / RESERVATIONS_PAGE_SIZE);
  const columns = useMemo(
    () =>
      reservationColumns(
        { guest: settings.guestsAllowed, location: locationCount > 1 },
        { flows, showAccessCode: setAccessCodeRow, editGuest: flows.editGuest },
      ),
    [settings.guestsAllowed, locationCount, flows],
  );

  return (
    <Container maxW="6xl" py={8}>
      <ReservationsHeader settings={settings} />
      <ReservationFilters
        value={filter}
        onChange={(next) => list.setParams({ ...owner, filter: next, page: 1 })}
      />
      {savedAt && <SavedPassesNotice savedAt={savedAt} offsetHours={settings.timezoneOffset} />}
      <ReadState
        read={list}
        loading={es.reservations.loading}
        failed={es.reservations.loadError}
        whileRefreshing
      />
      {rows && (list.status === 'ready' || rows.length > 0) && (
        <>
          <ResponsiveList
            rows={rows}
            columns={columns}
            rowKey={(row) => row.id}
            empty={{
              text: savedAt
                ? es.pwa.savedPassesEmpty
                : filter === 'all'
                  ? es.reservations.empty
                  : es.reservations.emptyFiltered,
              action: (
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to="/mystudio">{es.reservations.goReserve}</RouterLink>
                </Button>
              ),
            }}
            testId="reservation"
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => list.setParams({ ...owner, filter, page: next })}
            disabled={list.status !== 'ready'}
          />
        </>
      )}
      <CancelModal actor={flows.cancelActor} />
      <RatingModal actor={flows.ratingActor} />
      <AccessCodeModal row={accessCodeRow} onClose={() => setAccessCodeRow(null)} />
      <GuestNameDialog actor={flows.guestActor} />
    </Container>
  );
}

import { Button, Container } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsLoading, selectLoadFailed, selectSortedWaitlists } from '#machines/waitlist/selectors';
import { es } from '#src/i18n/es';
import { LeaveWaitlistDialog } from '#src/ui/waitlist/leave-waitlist-dialog';
import { useWaitlistActor } from '#src/ui/waitlist/use-waitlist-actor';
import { WaitlistHelpModal } from './waitlist-help-modal';
import { waitlistRow, type WaitlistRow } from './waitlist-rows';
import { PageHeader } from '#src/ui/page-header';
import { LoadError, LoadingLine } from '#src/ui/load-states';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { LeaveWaitlistButton } from './leave-waitlist-button';
import type { WaitlistActor } from '#src/ui/waitlist/use-waitlist-actor';
import { useAppConfig } from '#src/config/app-config-context';

// Leaving from this page changes nothing else on screen: the machine reloads the list itself.
const nothingElse = () => undefined;

const { columns: headers } = es.waitlists;

function waitlistColumns(actor: WaitlistActor): ReadonlyArray<ListColumn<WaitlistRow>> {
  return [
    titleColumn(headers.class, (row) => row.className),
    {
      id: 'date',
      header: headers.date,
      cell: (row) => row.classDate,
      emphasis: { textTransform: 'capitalize' },
    },
    { id: 'location', header: headers.location, cell: (row) => row.location },
    { id: 'position', header: headers.position, cell: (row) => row.position },
    { id: 'joinedAt', header: headers.joinedAt, cell: (row) => row.joinedAt },
    {
      id: 'actions',
      header: headers.actions,
      align: 'end',
      card: 'footer',
      cell: (row) => <LeaveWaitlistButton actor={actor} row={row} />,
    },
  ];
}

/** /mystudio/waitlists: the classes the customer waits on, with a way off each list. */
export function Component() {
  const actor = useWaitlistActor(nothingElse);
  const waitlists = useSelector(actor, selectSortedWaitlists, (a, b) =>
    a.length === b.length ? a.every((entry, i) => entry === b[i]) : false,
  );
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const [helpOpen, setHelpOpen] = useState(false);
  const { timezoneOffset } = useAppConfig();
  const rows = useMemo(
    () => waitlists.map((entry) => waitlistRow(entry, timezoneOffset)),
    [waitlists, timezoneOffset],
  );
  const firstLoad = loading && rows.length === 0;
  const columns = useMemo(() => waitlistColumns(actor), [actor]);

  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title={es.waitlists.title}>
        <Button variant="outline" size="sm" onClick={() => setHelpOpen(true)}>
          {es.waitlists.help}
        </Button>
      </PageHeader>
      {firstLoad && <LoadingLine text={es.waitlists.loading} />}
      {failed && (
        <LoadError text={es.waitlists.loadError} onRetry={() => actor.send({ type: 'waitlist.reload' })} />
      )}
      {!firstLoad && (!failed || rows.length > 0) && (
        <ResponsiveList
          rows={rows}
          columns={columns}
          rowKey={(row) => row.waitlistId}
          empty={{
            text: es.waitlists.empty,
            hint: es.waitlists.emptyHint,
            action: (
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/mystudio">{es.waitlists.goToCalendar}</RouterLink>
              </Button>
            ),
          }}
          testId="waitlist"
        />
      )}
      <WaitlistHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
      <LeaveWaitlistDialog actor={actor} />
    </Container>
  );
}

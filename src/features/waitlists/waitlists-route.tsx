import { Alert, Button, Container, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectIsLoading, selectLoadFailed, selectSortedWaitlists } from '#machines/waitlist/selectors';
import { es } from '#src/i18n/es';
import { LeaveWaitlistDialog } from './leave-waitlist-dialog';
import { useWaitlistActor } from './use-waitlist-actor';
import { WaitlistCards } from './waitlist-cards';
import { WaitlistHelpModal } from './waitlist-help-modal';
import { waitlistRow } from './waitlist-rows';
import { WaitlistTable } from './waitlist-table';
import { PageHeader } from '#src/ui/page-header';

// Leaving from this page changes nothing else on screen: the machine reloads the list itself.
const nothingElse = () => undefined;

/** /mystudio/waitlists: the classes the customer waits on, with a way off each list. */
export function Component() {
  const actor = useWaitlistActor(nothingElse);
  const waitlists = useSelector(actor, selectSortedWaitlists, (a, b) =>
    a.length === b.length ? a.every((entry, i) => entry === b[i]) : false,
  );
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectLoadFailed);
  const [helpOpen, setHelpOpen] = useState(false);
  const rows = useMemo(() => waitlists.map(waitlistRow), [waitlists]);
  const firstLoad = loading && rows.length === 0;

  return (
    <Container maxW="5xl" py={8}>
      <PageHeader title={es.waitlists.title}>
        <Button variant="outline" size="sm" onClick={() => setHelpOpen(true)}>
          {es.waitlists.help}
        </Button>
      </PageHeader>
      {firstLoad && (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>{es.waitlists.loading}</Text>
        </HStack>
      )}
      {failed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="3">
            <Alert.Description>{es.waitlists.loadError}</Alert.Description>
            <Button size="sm" alignSelf="flex-start" onClick={() => actor.send({ type: 'waitlist.reload' })}>
              {es.app.retry}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {!firstLoad && !failed && rows.length === 0 && (
        <Stack gap="3" align="flex-start">
          <Text fontWeight="semibold">{es.waitlists.empty}</Text>
          <Text color="fg.muted">{es.waitlists.emptyHint}</Text>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/mystudio">{es.waitlists.goToCalendar}</RouterLink>
          </Button>
        </Stack>
      )}
      {rows.length > 0 && (
        <>
          <WaitlistTable actor={actor} rows={rows} />
          <WaitlistCards actor={actor} rows={rows} />
        </>
      )}
      <WaitlistHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
      <LeaveWaitlistDialog actor={actor} />
    </Container>
  );
}

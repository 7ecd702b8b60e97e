import { Button, Heading, HStack, Link, Stack, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { selectCustomer, selectIsUnverified, selectServerFailed } from '#machines/session/selectors';
import { appNow } from '#src/domain/app-clock';
import { useSession } from '#src/app/session-context';
import { DATE_FORMAT, studioTime } from '#src/domain/dates';
import { es } from '#src/i18n/es';
import { creditSummary } from './credit-summary';
import { cancelPolicyText, maxCancelsText } from './policy-text';
import type { ReservationSettings } from './reservation-settings';

/** Title, the cancellation policy, the credit summary and 'Comprar Clases'. */
export function ReservationsHeader({ settings }: { settings: ReservationSettings }) {
  const text = es.reservations;
  const customer = useSession(selectCustomer);
  // The device's copy keeps no credits: they are the server's to say (decision 038).
  const unverified = useSession(selectIsUnverified);
  const serverFailed = useSession(selectServerFailed);
  const summary = creditSummary(customer, appNow());
  const maxCancels = settings.policy.allowCancel ? maxCancelsText(settings.maxCancels) : null;
  return (
    <Stack gap="4" mb="6">
      <Heading as="h1" size="2xl">
        {text.title}
      </Heading>
      <Stack gap="1">
        <Text>{cancelPolicyText(settings.policy)}</Text>
        {maxCancels && <Text color="fg.muted">{maxCancels}</Text>}
      </Stack>
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stat.Root flex="0 0 auto" data-testid="credit-summary">
          {unverified ? (
            <>
              <Stat.Label>{text.available}</Stat.Label>
              <Stat.ValueText fontSize="md" fontWeight="normal">
                {serverFailed ? es.pwa.serverCredits : es.pwa.offlineCredits}
              </Stat.ValueText>
            </>
          ) : summary.kind === 'unlimited' ? (
            <>
              <Stat.Label>{text.unlimited}</Stat.Label>
              {summary.until && (
                <Stat.ValueText fontSize="lg">
                  {text.until(studioTime(summary.until, settings.timezoneOffset).format(DATE_FORMAT))}
                </Stat.ValueText>
              )}
            </>
          ) : (
            <>
              <Stat.Label>{text.available}</Stat.Label>
              <Stat.ValueText>
                <Link asChild colorPalette="brand" aria-label={text.availableLink(summary.count)}>
                  <RouterLink to="/mystudio/creditos">{summary.count}</RouterLink>
                </Link>
              </Stat.ValueText>
            </>
          )}
        </Stat.Root>
        <Button asChild colorPalette="brand">
          <RouterLink to="/mystudio/paquetes">{text.buyClasses}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

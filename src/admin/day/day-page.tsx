import { Badge, Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '#src/api/schema.gen';
import { readStudioDay } from '#src/api/reads/studio-day';
import { useRead } from '#src/app/use-read';
import { useAdminPath } from '#src/admin/admin-base';
import { dayjs } from '#src/domain/dates';
import { formatMxn } from '#src/domain/money';
import { es } from '#src/i18n/es-admin';
import { ReadState } from '#src/ui/load-states';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';

type S = components['schemas'];
type DayClass = S['StudioDayClass'];
type Alert = S['StudioDayAlert'];

const t = es.day;
/** Class dates are the studio's wall clock written as UTC (decision 004). */
const clock = (classDate: string) => dayjs.utc(classDate).format('HH:mm');

/** The class's day word and time: 'hoy 19:30', 'mañana 12:00'. */
function classWhen(classDate: string, day: string): string {
  return `${classDate.slice(0, 10) === day ? t.today : t.tomorrow} ${clock(classDate)}`;
}

function alertText(alert: Alert, day: string): string {
  const amount = formatMxn(alert.count ?? 0);
  switch (alert.kind) {
    case 'full_with_waitlist':
      return t.alerts.full_with_waitlist(alert.title, classWhen(alert.when, day), alert.count ?? 0);
    case 'under_a_third':
      return t.alerts.under_a_third(alert.title, classWhen(alert.when, day), alert.count ?? 0);
    case 'cash_pending':
      return t.alerts.cash_pending(alert.title, amount);
    case 'membership_expiring':
      return t.alerts.membership_expiring(alert.title, dayjs.utc(alert.when).format('D [de] MMMM'));
    case 'payment_failed':
      return t.alerts.payment_failed(alert.title, amount);
  }
}

/**
 * The back-office's home (issue 33, decision 074): today's classes, the one on now and the next
 * marked, each opening its roster with check-in; the alerts as links; today's sales. The query
 * machine owns loading, failure and 'Reintentar'.
 */
export function DayPage() {
  const path = useAdminPath();
  const day = useRead(readStudioDay, undefined);
  const data = day.data;
  const mark = (row: DayClass) =>
    row.single_class_id === data?.now_class_id
      ? t.now
      : row.single_class_id === data?.next_class_id
        ? t.next
        : null;
  const rosterLink = (row: DayClass) => (
    <Link asChild colorPalette="brand">
      <RouterLink
        to={path(`horarios/clase/${row.single_class_id}`)}
        aria-label={t.openRoster(`${row.class_type} ${clock(row.class_date)}`)}
      >
        {row.class_type}
      </RouterLink>
    </Link>
  );
  const columns: ListColumn<DayClass>[] = [
    {
      id: 'time',
      header: t.time,
      cell: (row) => clock(row.class_date),
      emphasis: { fontWeight: 'semibold' },
    },
    titleColumn(t.classType, rosterLink),
    {
      id: 'status',
      header: t.status,
      card: 'badge',
      cell: (row) => {
        const word = mark(row);
        return word ? <Badge colorPalette={word === t.now ? 'green' : 'blue'}>{word}</Badge> : null;
      },
    },
    { id: 'coach', header: t.coach, cell: (row) => row.coach ?? '—' },
    { id: 'location', header: t.location, cell: (row) => row.location },
    { id: 'booked', header: t.booked, cell: (row) => t.bookedOf(row.booked, row.capacity) },
    { id: 'waitlist', header: t.waitlist, cell: (row) => String(row.waitlist) },
    { id: 'checkedIn', header: t.checkedIn, cell: (row) => String(row.checked_in) },
  ];
  // Cash to collect opens the customer with the confirmation to mark that purchase paid.
  const alertLink = (alert: Alert) =>
    alert.single_class_id !== null
      ? path(`horarios/clase/${alert.single_class_id}`)
      : alert.kind === 'cash_pending'
        ? path(`clientes/${alert.customer_id ?? ''}?pagar=${alert.purchase_id ?? ''}`)
        : path(`clientes/${alert.customer_id ?? ''}`);

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t.title}
      </Heading>
      <ReadState read={day} loading={t.loading} failed={t.loadError} />
      {data && (
        <>
          <Box as="section" aria-labelledby="dia-clases">
            <Heading as="h2" size="lg" mb="3" id="dia-clases">
              {t.classesTitle}
            </Heading>
            <ResponsiveList
              rows={data.classes}
              columns={columns}
              rowKey={(row) => row.single_class_id}
              testId="day-classes"
              empty={{ text: t.noClasses }}
            />
          </Box>
          <Box as="section" aria-labelledby="dia-alertas">
            <Heading as="h2" size="lg" mb="3" id="dia-alertas">
              {t.alertsTitle}
            </Heading>
            {data.alerts.length === 0 ? (
              <Text>{t.noAlerts}</Text>
            ) : (
              <List.Root gap="2" ps="5" data-testid="day-alerts">
                {data.alerts.map((alert) => (
                  <List.Item
                    key={`${alert.kind}-${alert.single_class_id ?? alert.purchase_id ?? alert.customer_id}`}
                  >
                    <Link asChild>
                      <RouterLink to={alertLink(alert)}>{alertText(alert, data.date)}</RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Box>
          {data.sales && (
            <Box as="section" aria-labelledby="dia-ventas">
              <Heading as="h2" size="lg" mb="3" id="dia-ventas">
                {t.salesTitle}
              </Heading>
              <Text data-testid="day-sales">{t.sales(data.sales.count, formatMxn(data.sales.total))}</Text>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

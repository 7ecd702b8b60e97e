import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  readSpecialEventAttendees,
  readSpecialEvents,
  type ClassPackage,
  type Customer,
} from '#src/api/reads/admin-customers';
import { useRead } from '#src/app/use-read';
import { es } from '#src/i18n/es-admin';
import { ReadState } from '#src/ui/load-states';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { useAdminPath } from '#src/admin/admin-base';
import { fullName } from '#src/domain/full-name';

const text = es.specialEvents;

/** /admin/eventos-especiales: the special-event packages, each leading to its attendees. */
export function SpecialEventsPage() {
  const path = useAdminPath();
  const events = useRead(readSpecialEvents, undefined);
  const columns: ListColumn<ClassPackage>[] = [
    titleColumn(es.access.package, (pkg) => pkg.title),
    {
      id: 'attendees',
      header: text.attendees,
      card: 'footer',
      cell: (pkg) => (
        <Link asChild>
          <RouterLink to={path('eventos-especiales', pkg.class_package_id)}>
            {text.attendeesTitle.replace('{title}', pkg.title)}
          </RouterLink>
        </Link>
      ),
    },
  ];
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="xl">
        {text.title}
      </Heading>
      <Text>{text.intro}</Text>
      <ReadState read={events} loading={text.loading} failed={text.loadError} />
      {events.data && (
        <ResponsiveList
          rows={events.data}
          columns={columns}
          rowKey={(pkg) => pkg.class_package_id}
          empty={{ text: text.empty }}
          testId="special-events"
        />
      )}
    </Stack>
  );
}

/** /admin/eventos-especiales/:id: who bought the event's package (spec §7). */
export function SpecialEventAttendeesPage() {
  const path = useAdminPath();
  const id = Number(useParams().id);
  const attendees = useRead(readSpecialEventAttendees, id);
  const columns: ListColumn<Customer>[] = [
    titleColumn(es.customers.columns.name, (customer) => (
      <Link asChild>
        <RouterLink to={path('clientes', customer.customer_id)}>{fullName(customer)}</RouterLink>
      </Link>
    )),
    { id: 'email', header: es.customers.columns.email, cell: (customer) => customer.email },
    { id: 'phone', header: es.customers.columns.phone, cell: (customer) => customer.phone ?? '' },
  ];
  const data = attendees.data;
  return (
    <Stack gap="4" maxW="4xl">
      <Link asChild fontSize="sm">
        <RouterLink to={path('eventos-especiales')}>{`← ${text.back}`}</RouterLink>
      </Link>
      <Heading as="h1" size="xl">
        {data ? text.attendeesTitle.replace('{title}', data.event.title) : text.attendees}
      </Heading>
      <ReadState read={attendees} loading={text.attendeesLoading} failed={text.attendeesError} />
      {data && (
        <>
          <Text color="fg.muted" fontSize="sm">
            {text.attendeesCount(data.customers.length)}
          </Text>
          <ResponsiveList
            rows={data.customers}
            columns={columns}
            rowKey={(customer) => customer.customer_id}
            empty={{ text: text.attendeesEmpty }}
            testId="attendees"
          />
        </>
      )}
    </Stack>
  );
}

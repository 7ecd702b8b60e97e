import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { createCustomerAccessActors } from '#machines/customer-access/actors';
import { customerAccessMachine, type AccessAction } from '#machines/customer-access/machine';
import { ApiFailure } from '#src/api/errors';
import { readAdminCustomer, readCustomerBookings, type Customer } from '#src/api/reads/admin-customers';
import { useFlow } from '#src/app/use-flow';
import { useRead } from '#src/app/use-read';
import { appNow } from '#src/domain/app-clock';
import { isPendingCash } from '#src/domain/commerce/cash-payment';
import { canRevoke, creditTotal, removableCredits } from '#src/domain/customer-access';
import { dayjs, DATE_FORMAT, studioTime, TIME_FORMAT } from '#src/domain/dates';
import { formatMxn } from '#src/domain/money';
import { pageCount, RESERVATIONS_PAGE_SIZE } from '#src/domain/paging';
import { purchaseStatus } from '#src/domain/purchase-status';
import { reservationStatus } from '#src/domain/reservation-status';
import { es } from '#src/i18n/es-admin';
import { showSuccess } from '#src/ui/alerts';
import { FactList } from '#src/ui/fact-list';
import { ReadState } from '#src/ui/load-states';
import { useAppConfig } from '#src/config/app-config-context';
import { purchaseStatusText } from '#src/ui/purchase-status-text';
import { ResponsiveList, titleColumn, type ListColumn } from '#src/ui/responsive-list';
import { Pagination } from '#src/ui/pagination';
import { StatusBadge } from '#src/ui/status-badge';
import { useAdminPath } from '#src/admin/admin-base';
import { AuditHistory } from '#src/admin/audit/audit-history';
import { useStaffMember } from '#src/admin/shell/use-staff-member';
import { mayUseArea } from '#src/domain/staff/permissions';
import { NoAccess } from '#src/admin/shell/admin-access';
import { AccessDialogs, creditText } from './access-dialogs';
import { fullName } from '#src/domain/full-name';

const text = es.customer;
const actors = createCustomerAccessActors();
const DONE: Record<AccessAction, string> = {
  give: es.access.added,
  revoke: es.access.revoked,
  remove: es.access.removed,
  markPaid: es.access.markedPaid,
};
type Purchase = NonNullable<Customer['purchases']>[number];
type Credits = NonNullable<Customer['available_classes']>[number];
type Bookings = Awaited<ReturnType<typeof readCustomerBookings>>;

const instant = (value: string | null | undefined, offsetHours: number, format = DATE_FORMAT) =>
  value ? studioTime(value, offsetHours).format(format) : text.fields.none;
/** Class dates are the studio's wall clock written as UTC (decision 004). */
const classDate = (value: string | undefined) =>
  value ? dayjs.utc(value).format(`${DATE_FORMAT} ${TIME_FORMAT}`) : '';

/** /admin/clientes/:id: profile, credits, purchases, reservations, waitlists, actions and history. */
export function CustomerPage() {
  const id = Number(useParams().id);
  const customer = useRead(readAdminCustomer, id);
  const path = useAdminPath();
  const status = customer.error instanceof ApiFailure ? customer.error.status : null;
  if (status === 403) return <NoAccess text={es.admin.forbidden} />;
  return (
    <Stack gap="6" maxW="6xl">
      <Link asChild fontSize="sm">
        <RouterLink to={path('clientes')}>{`← ${text.back}`}</RouterLink>
      </Link>
      <ReadState
        read={customer}
        loading={text.loading}
        failed={status === 404 ? text.notFound : text.loadError}
      />
      {customer.data && <CustomerDetail customer={customer.data} onChanged={customer.refresh} />}
    </Stack>
  );
}

function CustomerDetail({ customer, onChanged }: { customer: Customer; onChanged: () => void }) {
  const { timezoneOffset } = useAppConfig();
  // Decision 070: the front desk gives access; taking it back and the log are the owner's.
  const member = useStaffMember();
  const takesBack = mayUseArea(member, 'credits');
  const takesCash = mayUseArea(member, 'sales');
  const readsLog = mayUseArea(member, 'audit');
  const [version, setVersion] = useState(0);
  const flow = useFlow(customerAccessMachine, {
    actors,
    input: { customerId: customer.customer_id, texts: es.access.rules },
    actions: {
      notifyDone: (_, action: AccessAction) => {
        showSuccess(DONE[action]);
        onChanged();
        setVersion((n) => n + 1);
      },
    },
  });
  useMarkPaidFromLink(customer, takesCash, (purchaseId) =>
    flow.send({ type: 'access.markPaid', purchaseId }),
  );
  const now = appNow();
  const credits = customer.available_classes ?? [];
  const creditColumns: ListColumn<Credits>[] = [
    titleColumn(text.creditColumns.classes, (row) =>
      row.available_classes === -1 ? text.unlimited : String(row.available_classes),
    ),
    {
      id: 'types',
      header: text.creditColumns.types,
      cell: (row) => row.class_types ?? text.creditColumns.anyType,
    },
    {
      id: 'expiry',
      header: text.creditColumns.expiry,
      cell: (row) => (row.expiration_date ? instant(row.expiration_date, timezoneOffset) : text.noExpiry),
    },
  ];
  const purchaseColumns: ListColumn<Purchase>[] = [
    titleColumn(es.customer.purchaseColumns.title, (row) => row.title ?? row.class_package?.title ?? ''),
    {
      id: 'date',
      header: text.purchaseColumns.date,
      cell: (row) => instant(row.createdAt, timezoneOffset, `${DATE_FORMAT} ${TIME_FORMAT}`),
    },
    { id: 'total', header: text.purchaseColumns.total, cell: (row) => formatMxn(row.total_payment) },
    {
      id: 'status',
      header: text.purchaseColumns.status,
      card: 'badge',
      cell: (row) => {
        const status = purchaseStatus(row);
        return <StatusBadge tone={status.tone}>{purchaseStatusText(status, timezoneOffset)}</StatusBadge>;
      },
    },
    {
      id: 'actions',
      header: text.purchaseColumns.actions,
      card: 'footer',
      cell: (row) => {
        const date = instant(row.createdAt, timezoneOffset, `${DATE_FORMAT} ${TIME_FORMAT}`);
        // Marking cash paid is the desk's ('sales'); taking back is the owner's ('credits').
        const actions = [
          takesCash &&
            isPendingCash(row) &&
            ({ event: 'access.markPaid', label: es.access.markPaidLabel, text: es.access.markPaid } as const),
          takesBack &&
            canRevoke(row) &&
            ({ event: 'access.revoke', label: es.access.revokeLabel, text: es.access.revoke } as const),
        ].filter((action) => action !== false);
        return (
          <HStack gap="2" wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action.event}
                size="xs"
                variant={action.event === 'access.revoke' ? 'outline' : 'solid'}
                colorPalette={action.event === 'access.revoke' ? 'red' : 'brand'}
                aria-label={action.label.replace('{title}', row.title ?? '').replace('{date}', date)}
                onClick={() => flow.send({ type: action.event, purchaseId: row.purchase_id })}
              >
                {action.text}
              </Button>
            ))}
          </HStack>
        );
      },
    },
  ];
  return (
    <>
      <Heading as="h1" size="xl">
        {fullName(customer)}
      </Heading>
      <Section title={text.profile}>
        <FactList
          facts={[
            { label: text.fields.email, value: customer.email },
            { label: text.fields.phone, value: customer.phone || text.fields.none },
            { label: text.fields.instagram, value: customer.instagram || text.fields.none },
            { label: text.fields.birthdate, value: customer.birthdate || text.fields.none },
            customer.has_unlimited && {
              label: text.fields.membership,
              value: text.fields.membershipUntil.replace(
                '{date}',
                instant(customer.unlimited_membership_expiration, timezoneOffset),
              ),
            },
          ]}
        />
      </Section>
      <Section
        title={text.credits}
        actions={
          <>
            <Button size="sm" colorPalette="brand" onClick={() => flow.send({ type: 'access.give' })}>
              {es.access.give}
            </Button>
            {takesBack && (
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  flow.send({ type: 'access.remove', available: removableCredits(credits, now) })
                }
              >
                {es.access.remove}
              </Button>
            )}
          </>
        }
      >
        <Text fontWeight="semibold" mb="2" data-testid="credits-total">
          {text.creditsTotal.replace('{credits}', creditText(creditTotal(credits, now)))}
        </Text>
        <ResponsiveList
          rows={credits}
          columns={creditColumns}
          rowKey={(row) => row.available_class_id ?? JSON.stringify(row)}
          empty={{ text: text.creditsEmpty }}
          testId="customer-credits"
        />
      </Section>
      <Section title={text.purchases}>
        <ResponsiveList
          rows={customer.purchases ?? []}
          columns={purchaseColumns}
          rowKey={(row) => row.purchase_id}
          empty={{ text: text.purchasesEmpty }}
          testId="customer-purchases"
        />
      </Section>
      <CustomerBookings customerId={customer.customer_id} />
      {readsLog && (
        <AuditHistory
          key={version}
          query={{ objectType: 'customer', objectId: customer.customer_id, related: true }}
          onReverted={onChanged}
        />
      )}
      <AccessDialogs actor={flow} customer={customer} />
    </>
  );
}

/**
 * The day page's cash alert links here with `?pagar={purchase_id}`: the confirmation to mark
 * that purchase paid opens at once (while it is still pending cash and the caller takes cash),
 * and the parameter is dropped so a reload does not open it again.
 */
function useMarkPaidFromLink(customer: Customer, takesCash: boolean, open: (purchaseId: number) => void) {
  const [params, setParams] = useSearchParams();
  const linked = params.get('pagar');
  useEffect(() => {
    if (linked === null) return;
    const purchase = customer.purchases?.find((row) => String(row.purchase_id) === linked);
    if (takesCash && purchase && isPendingCash(purchase)) open(purchase.purchase_id);
    setParams(
      (current) => {
        current.delete('pagar');
        return current;
      },
      { replace: true },
    );
    // Once per link followed: `open` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useMemo(() => `seccion-${title.toLowerCase().replace(/\W+/g, '-')}`, [title]);
  return (
    <Box as="section" aria-labelledby={id}>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
        {actions && <HStack gap="2">{actions}</HStack>}
      </HStack>
      {children}
    </Box>
  );
}

function CustomerBookings({ customerId }: { customerId: number }) {
  const bookings = useRead(readCustomerBookings, { id: customerId, page: 1 });
  const now = appNow();
  const className = (row: { single_class?: { class_type?: { name?: string } } }) =>
    row.single_class?.class_type?.name ?? '';
  const reservationColumns: ListColumn<Bookings['class_reservations'][number]>[] = [
    titleColumn(text.reservationColumns.className, className),
    {
      id: 'date',
      header: text.reservationColumns.date,
      cell: (row) => classDate(row.single_class?.class_date),
    },
    { id: 'spot', header: text.reservationColumns.spot, cell: (row) => row.spot ?? text.fields.none },
    {
      id: 'status',
      header: text.reservationColumns.status,
      card: 'badge',
      cell: (row) => text.reservationStatus[reservationStatus(row, now)],
    },
  ];
  const waitlistColumns: ListColumn<Bookings['waitlists'][number]>[] = [
    titleColumn(text.waitlistColumns.className, className),
    { id: 'date', header: text.waitlistColumns.date, cell: (row) => classDate(row.single_class?.class_date) },
    { id: 'position', header: text.waitlistColumns.position, cell: (row) => row.position ?? '' },
  ];
  return (
    <>
      <Section title={text.reservations}>
        <ReadState read={bookings} loading={text.bookingsLoading} failed={text.bookingsError} />
        {bookings.data && (
          <ResponsiveList
            rows={bookings.data.class_reservations}
            columns={reservationColumns}
            rowKey={(row) => row.class_reservation_id}
            empty={{ text: text.reservationsEmpty }}
            testId="customer-reservations"
          />
        )}
        {bookings.data && (
          <Pagination
            page={bookings.params.page}
            pageCount={pageCount(bookings.data.total, RESERVATIONS_PAGE_SIZE)}
            onPageChange={(page) => bookings.setParams({ id: customerId, page })}
            label={text.reservationPages}
          />
        )}
      </Section>
      <Section title={text.waitlists}>
        {bookings.data && (
          <ResponsiveList
            rows={bookings.data.waitlists}
            columns={waitlistColumns}
            rowKey={(row) => row.waitlist_id}
            empty={{ text: text.waitlistsEmpty }}
            testId="customer-waitlists"
          />
        )}
      </Section>
    </>
  );
}

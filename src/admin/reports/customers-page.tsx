import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { readCustomersReport } from '#src/api/reads/reports';
import { useRead } from '#src/app/use-read';
import { useAdminPath } from '#src/admin/admin-base';
import {
  AT_RISK_DAYS,
  type CustomersReport,
  type CustomersReportRow,
} from '#src/domain/admin/reports/customers';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es-admin';
import { titleColumn } from '#src/ui/responsive-list';
import { LocationFilter, ReportFrame, ReportSection, useReportQuery } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

const t = es.reports.customers;

/** A studio day as the table shows it; the CSV keeps YYYY-MM-DD, as a spreadsheet reads it. */
const shownDay = (day: string | null) => (day === null ? t.never : dayjs.utc(day).format('D MMM YYYY'));

/** The four lists, in the order an owner reads them (decision 078). */
const LISTS = [
  { key: 'new', title: t.newTitle, hint: t.newHint, part: 'nuevos' },
  { key: 'active', title: t.activeTitle, hint: t.activeHint, part: 'activos' },
  { key: 'returning', title: t.returningTitle, hint: t.returningHint, part: 'recurrentes' },
  { key: 'at_risk', title: t.atRiskTitle, hint: t.atRiskHint(AT_RISK_DAYS), part: 'en-riesgo' },
] as const;

export function CustomersPage() {
  const path = useAdminPath();
  const { query, update } = useReportQuery(['from', 'to', 'location_id'] as const);
  const location = Number(query.location_id);
  const location_id = Number.isInteger(location) && location > 0 ? location : undefined;
  const read = useRead(readCustomersReport, { from: query.from, to: query.to, location_id });
  const fileName = (part: string, report: CustomersReport) =>
    `clientes-${part}-${report.from}-${report.to}${report.location_id ? `-sede-${report.location_id}` : ''}`;
  // Each name opens the customer's page in the back-office.
  const columns: ReportColumn<CustomersReportRow>[] = [
    {
      ...titleColumn<CustomersReportRow>(t.customer, (row) => (
        <Link asChild colorPalette="brand">
          <RouterLink to={path(`clientes/${row.customer_id}`)} aria-label={t.openCustomer(row.name)}>
            {row.name}
          </RouterLink>
        </Link>
      )),
      csv: (row) => row.name,
    },
    {
      id: 'signed_up',
      header: t.signedUp,
      cell: (row) => shownDay(row.signed_up),
      csv: (row) => row.signed_up ?? '',
    },
    {
      id: 'visits',
      header: t.visits,
      align: 'end',
      cell: (row) => String(row.visits),
      csv: (row) => row.visits,
    },
    {
      id: 'last_visit',
      header: t.lastVisit,
      cell: (row) => shownDay(row.last_visit),
      csv: (row) => row.last_visit ?? '',
    },
  ];
  return (
    <ReportFrame<CustomersReport & { locations: Array<{ location_id: number; name: string }> }>
      title={t.title}
      read={read}
      asked={query}
      onRange={(range) => update(range)}
      filters={
        <LocationFilter
          value={location_id}
          locations={read.data?.locations ?? []}
          onChange={(value) => update({ location_id: value })}
        />
      }
    >
      {(report) => (
        <>
          {LISTS.map(({ key, title, hint, part }) => (
            <ReportSection key={key} title={title}>
              <Text fontSize="lg" data-testid={`customers-${part}-count`}>
                {es.customers.count(report[key].length)}
              </Text>
              <Text color="fg.muted" fontSize="sm" mb="2">
                {hint}
              </Text>
              <ReportTable
                rows={report[key]}
                columns={columns}
                rowKey={(row) => row.customer_id}
                testId={`customers-${part}`}
                fileName={fileName(part, report)}
              />
            </ReportSection>
          ))}
        </>
      )}
    </ReportFrame>
  );
}

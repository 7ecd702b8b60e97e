import { Text } from '@chakra-ui/react';
import { readCustomersReport } from '#src/api/reads/reports';
import { useAdminPath } from '#src/admin/admin-base';
import { AT_RISK_DAYS, type CustomersReportRow } from '#src/domain/admin/reports/customers';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es-admin';
import { ReportFrame, ReportSection } from './report-frame';
import { customerColumn, ReportTable, type ReportColumn } from './report-table';
import { useLocationReport } from './use-location-report';

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
  const { frame, fileName } = useLocationReport(readCustomersReport, 'clientes');
  // Each name opens the customer's page in the back-office.
  const columns: ReportColumn<CustomersReportRow>[] = [
    customerColumn<CustomersReportRow>(path),
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
    <ReportFrame title={t.title} {...frame}>
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

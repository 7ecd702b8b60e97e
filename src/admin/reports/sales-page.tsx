import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { readSalesReport } from '#src/api/reads/reports';
import { useRead } from '#src/app/use-read';
import { csvMoney } from '#src/domain/csv';
import { dayjs } from '#src/domain/dates';
import { formatMxn } from '#src/domain/money';
import type { ReportAmountRow, SalesGroup, SalesReport } from '#src/domain/admin/reports/sales';
import { es } from '#src/i18n/es-admin';
import { titleColumn } from '#src/ui/responsive-list';
import { ReportBarChart } from './report-bar-chart';
import { ReportFrame, ReportSection, useReportQuery } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

const t = es.reports;
const GROUPS: readonly SalesGroup[] = ['day', 'week', 'month'];

/** A period's words: '3 nov', 'Semana del 2 nov', 'noviembre 2026'. */
function periodLabel(key: string, group: SalesGroup): string {
  const day = dayjs.utc(key);
  if (group === 'month') return day.format('MMMM YYYY');
  if (group === 'week') return t.sales.weekOf(day.format('D MMM'));
  return day.format('D MMM');
}

/** Pesos and purchases: the columns every money table of the report shares. */
function amountColumns(first: ReportColumn<ReportAmountRow>): ReportColumn<ReportAmountRow>[] {
  return [
    first,
    { id: 'count', header: t.count, align: 'end', cell: (row) => String(row.count), csv: (row) => row.count },
    {
      id: 'total',
      header: t.total,
      align: 'end',
      cell: (row) => formatMxn(row.total),
      csv: (row) => csvMoney(row.total),
    },
  ];
}

const named = (header: string): ReportColumn<ReportAmountRow> => ({
  ...titleColumn<ReportAmountRow>(header, (row) => row.label),
  csv: (row) => row.label,
});

/** The sales report (issue 33, decision 075): the total, by period, by package, by method, recurring. */
export function SalesPage() {
  const { query, update } = useReportQuery(['from', 'to', 'group'] as const);
  const group = GROUPS.includes(query.group as SalesGroup) ? (query.group as SalesGroup) : 'day';
  const read = useRead(readSalesReport, { ...query, group });
  const fileName = (part: string, report: SalesReport) => `ventas-${part}-${report.from}-${report.to}`;
  return (
    <ReportFrame<SalesReport>
      title={t.sales.title}
      read={read}
      asked={query}
      onRange={(range) => update(range)}
      filters={
        <Field.Root w="auto">
          <Field.Label>{t.sales.group}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="group"
              value={group}
              onChange={(event) =>
                update({ group: event.target.value === 'day' ? undefined : event.target.value })
              }
            >
              {GROUPS.map((one) => (
                <option key={one} value={one}>
                  {t.sales.groups[one]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      }
    >
      {(report) => {
        const periods = report.periods.map((row) => ({ ...row, label: periodLabel(row.key, report.group) }));
        return (
          <>
            <Text fontSize="lg" data-testid="sales-total">
              {t.sales.total(formatMxn(report.total), report.count)}
            </Text>
            <ReportSection title={t.sales.byPeriod}>
              <ReportBarChart
                title={t.sales.byPeriod}
                points={periods.map((row) => ({ label: row.label, value: row.total }))}
                format={formatMxn}
              />
              <ReportTable
                rows={periods}
                columns={amountColumns(named(t.period))}
                rowKey={(row) => row.key}
                testId="sales-periods"
                fileName={fileName('periodos', report)}
              />
            </ReportSection>
            <ReportSection title={t.sales.byPackage}>
              <ReportBarChart
                title={t.sales.byPackage}
                points={report.by_package.map((row) => ({ label: row.label, value: row.total }))}
                format={formatMxn}
              />
              <ReportTable
                rows={report.by_package}
                columns={amountColumns(named(t.sales.package))}
                rowKey={(row) => row.key}
                testId="sales-packages"
                fileName={fileName('paquetes', report)}
              />
            </ReportSection>
            <ReportSection title={t.sales.byMethod}>
              <ReportBarChart
                title={t.sales.byMethod}
                points={report.by_method.map((row) => ({ label: row.label, value: row.total }))}
                format={formatMxn}
              />
              <ReportTable
                rows={report.by_method}
                columns={amountColumns(named(t.sales.method))}
                rowKey={(row) => row.key}
                testId="sales-methods"
                fileName={fileName('formas-de-pago', report)}
              />
            </ReportSection>
            <ReportSection title={t.sales.recurringTitle}>
              <Text data-testid="sales-recurring">
                {t.sales.recurring(formatMxn(report.recurring.monthly), report.recurring.subscriptions)}
              </Text>
            </ReportSection>
          </>
        );
      }}
    </ReportFrame>
  );
}

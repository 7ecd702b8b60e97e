import { Stack, Text } from '@chakra-ui/react';
import { readAttendanceReport } from '#src/api/reads/reports';
import { useAdminPath } from '#src/admin/admin-base';
import type {
  AttendanceCustomer,
  AttendanceReport,
  AttendanceRow,
} from '#src/domain/admin/reports/attendance';
import { es } from '#src/i18n/es-admin';
import { titleColumn } from '#src/ui/responsive-list';
import { ReportBarChart } from './report-bar-chart';
import { ReportFrame, ReportSection } from './report-frame';
import { customerColumn, ReportTable, type ReportColumn } from './report-table';
import { useLocationReport } from './use-location-report';

const t = es.reports.attendance;
const percent = (rate: number) => `${rate.toFixed(1)}%`;

const count = (id: keyof AttendanceRow & string, header: string): ReportColumn<AttendanceRow> => ({
  id,
  header,
  align: 'end',
  cell: (row) => String(row[id]),
  csv: (row) => row[id],
});
const rate = (id: 'no_show_rate' | 'late_cancel_rate', header: string): ReportColumn<AttendanceRow> => ({
  id,
  header,
  align: 'end',
  cell: (row) => percent(row[id]),
  csv: (row) => row[id].toFixed(1),
});

/** Each breakdown's columns: its name, then the places and what became of them. */
const rowColumns = (header: string): ReportColumn<AttendanceRow>[] => [
  { ...titleColumn<AttendanceRow>(header, (row) => row.label), csv: (row) => row.label },
  count('classes', t.classes),
  count('booked', t.booked),
  count('attended', t.attended),
  count('no_shows', t.noShows),
  rate('no_show_rate', t.noShowRate),
  count('late_cancels', t.lateCancels),
  rate('late_cancel_rate', t.lateCancelRate),
];

export function AttendancePage() {
  const path = useAdminPath();
  const { frame, fileName } = useLocationReport(readAttendanceReport, 'asistencia');
  const customerColumns: ReportColumn<AttendanceCustomer>[] = [
    customerColumn<AttendanceCustomer>(path),
    {
      id: 'visits',
      header: t.visits,
      align: 'end',
      cell: (row) => String(row.visits),
      csv: (row) => row.visits,
    },
  ];
  const breakdown = (
    title: string,
    header: string,
    rows: AttendanceRow[],
    testId: string,
    part: string,
    report: AttendanceReport,
  ) => (
    <ReportSection title={title}>
      <ReportBarChart
        title={title}
        points={rows.map((row) => ({ label: row.label, value: row.no_show_rate }))}
        format={percent}
      />
      <ReportTable
        rows={rows}
        columns={rowColumns(header)}
        rowKey={(row) => row.key}
        testId={testId}
        fileName={fileName(part, report)}
      />
    </ReportSection>
  );
  return (
    <ReportFrame title={t.title} {...frame}>
      {(report) => (
        <>
          <Stack gap="1" data-testid="attendance-summary">
            <Text fontSize="lg">{t.summary(report.attended, report.booked, report.classes)}</Text>
            <Text>{t.rates(percent(report.no_show_rate), percent(report.late_cancel_rate))}</Text>
          </Stack>
          {breakdown(t.byClassType, t.classType, report.by_class_type, 'attendance-types', 'tipos', report)}
          {breakdown(t.byCoach, t.coach, report.by_coach, 'attendance-coaches', 'coaches', report)}
          {breakdown(t.byHour, t.hour, report.by_hour, 'attendance-hours', 'horas', report)}
          <ReportSection title={t.busiest}>
            <ReportTable
              rows={report.busiest}
              columns={customerColumns}
              rowKey={(row) => row.customer_id}
              testId="attendance-busiest"
              fileName={fileName('clientes', report)}
            />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}

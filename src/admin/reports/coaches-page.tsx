import { Text } from '@chakra-ui/react';
import { readCoachesReport } from '#src/api/reads/reports';
import { useRead } from '#src/app/use-read';
import type { CoachesReport, CoachesRow } from '#src/domain/admin/reports/coaches';
import { es } from '#src/i18n/es-admin';
import { titleColumn } from '#src/ui/responsive-list';
import { ReportBarChart } from './report-bar-chart';
import { LocationFilter, ReportFrame, ReportSection, useReportQuery } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

const t = es.reports.coaches;
const percent = (rate: number) => `${rate.toFixed(1)}%`;

const count = (
  id: 'classes' | 'booked' | 'attended' | 'ratings',
  header: string,
): ReportColumn<CoachesRow> => ({
  id,
  header,
  align: 'end',
  cell: (row) => String(row[id]),
  csv: (row) => row[id],
});

const COLUMNS: ReportColumn<CoachesRow>[] = [
  { ...titleColumn<CoachesRow>(t.coach, (row) => row.label), csv: (row) => row.label },
  count('classes', t.classes),
  count('booked', t.booked),
  count('attended', t.attended),
  {
    id: 'attendance_rate',
    header: t.attendanceRate,
    align: 'end',
    cell: (row) => percent(row.attendance_rate),
    csv: (row) => row.attendance_rate.toFixed(1),
  },
  {
    id: 'rating',
    header: t.rating,
    align: 'end',
    cell: (row) => (row.rating === null ? t.noRating : row.rating.toFixed(1)),
    csv: (row) => (row.rating === null ? '' : row.rating.toFixed(1)),
  },
  count('ratings', t.ratings),
];

export function CoachesPage() {
  const { query, update } = useReportQuery(['from', 'to', 'location_id'] as const);
  const location = Number(query.location_id);
  const location_id = Number.isInteger(location) && location > 0 ? location : undefined;
  const read = useRead(readCoachesReport, { from: query.from, to: query.to, location_id });
  return (
    <ReportFrame<CoachesReport & { locations: Array<{ location_id: number; name: string }> }>
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
          <Text fontSize="lg" data-testid="coaches-summary">
            {t.summary(report.classes, percent(report.attendance_rate))}
          </Text>
          <ReportSection title={t.byCoach}>
            <ReportBarChart
              title={t.byCoach}
              points={report.coaches.map((row) => ({ label: row.label, value: row.attendance_rate }))}
              format={percent}
            />
            <ReportTable
              rows={report.coaches}
              columns={COLUMNS}
              rowKey={(row) => row.key}
              testId="coaches-rows"
              fileName={`coaches-${report.from}-${report.to}${report.location_id ? `-sede-${report.location_id}` : ''}`}
            />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}

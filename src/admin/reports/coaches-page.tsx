import { Text } from '@chakra-ui/react';
import { readCoachesReport } from '#src/api/reads/reports';
import type { CoachesRow } from '#src/domain/admin/reports/coaches';
import { es } from '#src/i18n/es-admin';
import { titleColumn } from '#src/ui/responsive-list';
import { ReportBarChart } from './report-bar-chart';
import { ReportFrame, ReportSection } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';
import { useLocationReport } from './use-location-report';

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
  const { frame, fileName } = useLocationReport(readCoachesReport, 'coaches');
  return (
    <ReportFrame title={t.title} {...frame}>
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
              fileName={fileName(null, report)}
            />
          </ReportSection>
        </>
      )}
    </ReportFrame>
  );
}

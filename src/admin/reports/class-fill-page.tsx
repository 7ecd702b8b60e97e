import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { readClassFillReport } from '#src/api/reads/reports';
import { useAdminPath } from '#src/admin/admin-base';
import type { ClassFillClass, ClassFillRow, ClassFillSlot } from '#src/domain/admin/reports/class-fill';
import { dayjs } from '#src/domain/dates';
import { es } from '#src/i18n/es-admin';
import { titleColumn } from '#src/ui/responsive-list';
import { ReportBarChart } from './report-bar-chart';
import { ReportFrame, ReportSection } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';
import { useLocationReport } from './use-location-report';

const t = es.reports.fill;
const percent = (fill: number) => `${fill.toFixed(1)}%`;
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Classes, places taken and offered, and the fill: the columns of every breakdown. */
function fillColumns<Row extends { classes?: number; booked: number; capacity: number; fill: number }>(
  withClasses: boolean,
): ReportColumn<Row>[] {
  return [
    ...(withClasses
      ? [
          {
            id: 'classes',
            header: t.classes,
            align: 'end' as const,
            cell: (row: Row) => String(row.classes ?? 0),
            csv: (row: Row) => row.classes ?? 0,
          },
        ]
      : []),
    {
      id: 'booked',
      header: t.booked,
      align: 'end',
      cell: (row) => String(row.booked),
      csv: (row) => row.booked,
    },
    {
      id: 'capacity',
      header: t.capacity,
      align: 'end',
      cell: (row) => String(row.capacity),
      csv: (row) => row.capacity,
    },
    {
      id: 'fill',
      header: t.fillColumn,
      align: 'end',
      cell: (row) => percent(row.fill),
      csv: (row) => row.fill.toFixed(1),
    },
  ];
}

const named = (header: string): ReportColumn<ClassFillRow> => ({
  ...titleColumn<ClassFillRow>(header, (row) => row.label),
  csv: (row) => row.label,
});

interface HeatRow {
  weekday: number;
  cells: Map<number, ClassFillSlot>;
}

/**
 * The weekday × hour heat map as a table: a row per weekday, a column per hour that had classes,
 * each cell its fill written out and tinted by it (the brand colour, stronger the fuller).
 */
function heatColumns(hours: readonly number[]): ReportColumn<HeatRow>[] {
  return [
    {
      ...titleColumn<HeatRow>(t.weekday, (row) => t.weekdays[row.weekday]),
      csv: (row) => t.weekdays[row.weekday]!,
    },
    ...hours.map<ReportColumn<HeatRow>>((hour) => ({
      id: `h${hour}`,
      header: hourText(hour),
      align: 'end',
      cell: (row) => {
        const slot = row.cells.get(hour);
        if (!slot) return '—';
        return (
          <Box
            as="span"
            display="block"
            px="1"
            rounded="sm"
            // Dark text stays readable: the tint never passes half the brand colour.
            style={{
              background: `color-mix(in srgb, var(--chakra-colors-brand-solid) ${Math.round(slot.fill * 0.45)}%, transparent)`,
            }}
          >
            {percent(slot.fill)}
          </Box>
        );
      },
      csv: (row) => row.cells.get(hour)?.fill.toFixed(1) ?? '',
    })),
  ];
}

export function ClassFillPage() {
  const path = useAdminPath();
  const { frame, fileName } = useLocationReport(readClassFillReport, 'ocupacion');
  const classColumns: ReportColumn<ClassFillClass>[] = [
    {
      ...titleColumn<ClassFillClass>(t.classType, (row) => (
        <Link asChild colorPalette="brand">
          <RouterLink
            to={path(`horarios/clase/${row.single_class_id}`)}
            aria-label={t.openRoster(`${row.class_type} ${dayjs.utc(row.class_date).format('D MMM HH:mm')}`)}
          >
            {row.class_type}
          </RouterLink>
        </Link>
      )),
      csv: (row) => row.class_type,
    },
    {
      id: 'date',
      header: t.date,
      cell: (row) => dayjs.utc(row.class_date).format('ddd D MMM HH:mm'),
      csv: (row) => dayjs.utc(row.class_date).format('YYYY-MM-DD HH:mm'),
    },
    { id: 'location', header: es.reports.location, cell: (row) => row.location, csv: (row) => row.location },
    { id: 'coach', header: t.coach, cell: (row) => row.coach, csv: (row) => row.coach },
    ...fillColumns<ClassFillClass>(false),
  ];
  return (
    <ReportFrame title={t.title} {...frame}>
      {(report) => {
        const hours = [...new Set(report.slots.map((slot) => slot.hour))].sort((a, b) => a - b);
        const heat: HeatRow[] = [0, 1, 2, 3, 4, 5, 6]
          .map((weekday) => ({
            weekday,
            cells: new Map(
              report.slots.filter((slot) => slot.weekday === weekday).map((slot) => [slot.hour, slot]),
            ),
          }))
          .filter((row) => row.cells.size > 0);
        return (
          <>
            <Text fontSize="lg" data-testid="fill-summary">
              {t.summary(percent(report.fill), report.booked, report.capacity, report.classes)}
            </Text>
            <ReportSection title={t.byClassType}>
              <ReportBarChart
                title={t.byClassType}
                points={report.by_class_type.map((row) => ({ label: row.label, value: row.fill }))}
                format={percent}
              />
              <ReportTable
                rows={report.by_class_type}
                columns={[named(t.classType), ...fillColumns<ClassFillRow>(true)]}
                rowKey={(row) => row.key}
                testId="fill-types"
                fileName={fileName('tipos', report)}
              />
            </ReportSection>
            <ReportSection title={t.byCoach}>
              <ReportBarChart
                title={t.byCoach}
                points={report.by_coach.map((row) => ({ label: row.label, value: row.fill }))}
                format={percent}
              />
              <ReportTable
                rows={report.by_coach}
                columns={[named(t.coach), ...fillColumns<ClassFillRow>(true)]}
                rowKey={(row) => row.key}
                testId="fill-coaches"
                fileName={fileName('coaches', report)}
              />
            </ReportSection>
            <ReportSection title={t.bySlot}>
              <Text mb="2" color="fg.muted">
                {t.slotHint}
              </Text>
              <ReportTable
                rows={heat}
                columns={heatColumns(hours)}
                rowKey={(row) => row.weekday}
                testId="fill-slots"
                fileName={fileName('dia-hora', report)}
              />
            </ReportSection>
            <ReportSection title={t.full}>
              <ReportTable
                rows={report.full}
                columns={classColumns}
                rowKey={(row) => row.single_class_id}
                testId="fill-full"
                fileName={fileName('llenas', report)}
              />
            </ReportSection>
            <ReportSection title={t.underAThird}>
              <ReportTable
                rows={report.under_a_third}
                columns={classColumns}
                rowKey={(row) => row.single_class_id}
                testId="fill-under"
                fileName={fileName('bajo-un-tercio', report)}
              />
            </ReportSection>
          </>
        );
      }}
    </ReportFrame>
  );
}

import { Box } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { es } from '#src/i18n/es-admin';

export interface ChartPoint {
  label: string;
  value: number;
}

/**
 * A report's bars in the studio's colour, each with its figure written over it (nobody has to
 * hover to read it). A picture of the table that follows: the table carries the figures for a
 * screen reader, so the chart is one image with a name and no focus stops of its own.
 */
export function ReportBarChart({
  title,
  points,
  format,
}: {
  title: string;
  points: readonly ChartPoint[];
  format: (value: number) => string;
}) {
  const chart = useChart({
    data: points.map((point) => ({ label: point.label, value: point.value })),
    series: [{ name: 'value', color: 'brand.solid' }],
  });
  if (points.length === 0) return null;
  return (
    <Box role="img" aria-label={es.reports.chartLabel(title)} mb="3">
      {/* A fixed height, the width of the page: recharts draws nothing without a size. */}
      <Chart.Root aspectRatio="auto" h="64" chart={chart}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={chart.data} margin={{ top: 24, right: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} />
            <YAxis
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => format(value)}
              width={80}
            />
            {chart.series.map((item) => (
              <Bar
                key={item.name}
                dataKey={chart.key(item.name)}
                fill={chart.color(item.color)}
                isAnimationActive={false}
                radius={[4, 4, 0, 0]}
              >
                <LabelList
                  dataKey={chart.key(item.name)}
                  position="top"
                  fill={chart.color('fg')}
                  fontSize={12}
                  // An empty bar needs no figure: thirty '$0.00' would hide the ones that matter.
                  formatter={(value: unknown) => (Number(value) === 0 ? '' : format(Number(value)))}
                />
              </Bar>
            ))}
          </BarChart>
        </ResponsiveContainer>
      </Chart.Root>
    </Box>
  );
}

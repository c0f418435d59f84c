/**
 * The Analytics charts (@mui/x-charts, loaded with the Analytics screen and the article dialog's
 * readers section only): readers over time, and a ranked breakdown (sources, countries...).
 */
import type { AnalyticsReport, CountedKey } from '@contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartCard } from './chart-card';
import { useChartColors } from './chart-colors';
import { formatCount, formatTick, pointLabel, pointLabelLong } from './labels';

/** Page views and visitors per day (or hour of the one day). */
export function ReadersOverTime({ report, title, height = 260, testId }: { report: AnalyticsReport; title: string; height?: number; testId?: string }) {
  const { series, interval, timeZone } = report;
  const labels = series.map((p) => pointLabel(p.start, interval, timeZone));
  const visitors = report.visitorsSummed ? 'Visitors (daily)' : 'Visitors';
  const colors = useChartColors();
  return (
    <ChartCard
      title={title}
      testId={testId}
      table={{
        columns: [interval === 'hour' ? 'Hour' : 'Day', 'Page views', visitors],
        rows: series.map((p) => ({ key: p.start, cells: [pointLabelLong(p.start, interval, timeZone), formatCount(p.pageviews), formatCount(p.visitors)] })),
      }}
      chart={
        <LineChart
          height={height}
          skipAnimation
          // The numbers are the table's (screen readers read it; the chart is hidden from them): nothing to focus in the drawing.
          disableKeyboardNavigation
          margin={{ left: 0, right: 8 }}
          grid={{ horizontal: true }}
          xAxis={[{ scaleType: 'point', data: labels, tickLabelMinGap: 12 }]}
          yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: (v: number) => formatTick(v) }]}
          series={[
            { data: series.map((p) => p.pageviews), label: 'Page views', color: colors.first, curve: 'linear', showMark: series.length <= 14, valueFormatter: (v) => formatCount(v ?? 0) },
            { data: series.map((p) => p.visitors), label: visitors, color: colors.second, curve: 'linear', showMark: series.length <= 14, valueFormatter: (v) => formatCount(v ?? 0) },
          ]}
        />
      }
    />
  );
}

/** A breakdown, most page views first: horizontal bars, and the table of page views and visitors. */
export function Breakdown({
  title,
  keyColumn,
  entries,
  label,
  visitorsSummed,
  testId,
  empty = 'Nothing counted in this period.',
}: {
  title: string;
  /** The table's first column: "Source", "Country"... */
  keyColumn: string;
  entries: CountedKey[];
  label: (key: string) => string;
  visitorsSummed: boolean;
  testId?: string;
  empty?: string;
}) {
  const shown = entries.slice(0, 10);
  const names = shown.map((e) => label(e.key));
  const colors = useChartColors();
  return (
    <ChartCard
      title={title}
      testId={testId}
      empty={empty}
      table={{
        columns: [keyColumn, 'Page views', visitorsSummed ? 'Visitors (daily)' : 'Visitors'],
        rows: entries.map((e) => ({ key: e.key, cells: [label(e.key), formatCount(e.pageviews), formatCount(e.visitors)] })),
      }}
      chart={
        <BarChart
          layout="horizontal"
          height={Math.max(120, 44 + shown.length * 34)}
          skipAnimation
          // The numbers are the table's (screen readers read it; the chart is hidden from them): nothing to focus in the drawing.
          disableKeyboardNavigation
          hideLegend
          margin={{ left: 0, right: 12 }}
          yAxis={[{ scaleType: 'band', data: names, width: 116 }]}
          xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => formatTick(v) }]}
          series={[{ data: shown.map((e) => e.pageviews), label: 'Page views', color: colors.first, valueFormatter: (v) => formatCount(v ?? 0) }]}
        />
      }
    />
  );
}

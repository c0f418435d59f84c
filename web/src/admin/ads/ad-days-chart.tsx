/**
 * The Megaphones screen's last 14 days (issue 30): the shown ads' impressions and clicks per site-day
 * as bars (each on its own scale), their click-through rate as a line, among all readers or one language's ("Performance
 * in"), with the numbers as a table for screen readers (ChartCard). The days are the site's
 * reporting days, the analytics report's and the dashboard's. Loaded with the chart library on its
 * own (ads-page.tsx imports it lazily), so the rest of the console does not wait for it.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { Typography } from '@mui/material';
import { format } from 'date-fns';
import { ChartCard } from '../analytics/chart-card';
import { useChartColors } from '../analytics/chart-colors';
import { formatCount, formatTick } from '../analytics/labels';
import type { AdDay } from './ad-stats';

const shortDay = (date: string) => format(new Date(`${date}T00:00:00`), 'MMM d');
const longDay = (date: string) => format(new Date(`${date}T00:00:00`), 'EEE, d MMM yyyy');

export default function AdDaysChart({ days, audience }: { days: AdDay[]; audience: string }) {
  const labels = days.map((d) => shortDay(d.date));
  const colors = useChartColors();
  return (
    <ChartCard
      title={`Last ${days.length} days: impressions, clicks and CTR`}
      testId="ad-days-chart"
      note={
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} data-testid="ad-days-audience">
          {audience}, the ads shown below, by the site&apos;s reporting day (Settings).
        </Typography>
      }
      table={{
        columns: ['Day', 'Impressions', 'Clicks', 'CTR'],
        rows: days.map((d) => ({ key: d.date, cells: [longDay(d.date), formatCount(d.impressions), formatCount(d.clicks), `${d.ctr}%`] })),
      }}
      chart={
        <>
          <BarChart
            height={220}
            skipAnimation
            // The numbers are the table's (screen readers read it; the chart is hidden from them).
            disableKeyboardNavigation
            margin={{ left: 0, right: 8 }}
            grid={{ horizontal: true }}
            xAxis={[{ scaleType: 'band', data: labels, tickLabelMinGap: 12 }]}
            // Clicks are a percent or two of impressions: on a scale of their own (right) they stay visible.
            yAxis={[
              { id: 'impressions', width: 40, tickMinStep: 1, valueFormatter: (v: number) => formatTick(v) },
              { id: 'clicks', position: 'right', width: 40, tickMinStep: 1, valueFormatter: (v: number) => formatTick(v) },
            ]}
            series={[
              { data: days.map((d) => d.impressions), yAxisId: 'impressions', label: 'Impressions (left)', color: colors.first, valueFormatter: (v) => formatCount(v ?? 0) },
              { data: days.map((d) => d.clicks), yAxisId: 'clicks', label: 'Clicks (right)', color: colors.second, valueFormatter: (v) => formatCount(v ?? 0) },
            ]}
          />
          <LineChart
            height={140}
            skipAnimation
            disableKeyboardNavigation
            margin={{ left: 0, right: 8 }}
            grid={{ horizontal: true }}
            xAxis={[{ scaleType: 'point', data: labels, tickLabelMinGap: 12 }]}
            yAxis={[{ width: 40, min: 0, valueFormatter: (v: number) => `${v}%` }]}
            series={[{ data: days.map((d) => Number(d.ctr)), label: 'CTR (%)', color: colors.second, curve: 'linear', valueFormatter: (v) => `${(v ?? 0).toFixed(2)}%` }]}
          />
        </>
      }
    />
  );
}

/**
 * An ad's last 14 days as a small bar chart: one bar per site-day (the site's reporting time zone)
 * for its impressions, the day's clicks as a darker part of it; among all readers or one language's.
 * It names its totals for screen readers; each bar says its day on hover.
 */
import { Box } from '@mui/material';
import { format } from 'date-fns';
import { countOf } from './ad-stats';

const W = 112;
const H = 28;
const GAP = 2;

const dayLabel = (date: string) => format(new Date(`${date}T00:00:00`), 'MMM d');

export function AdSparkline({ daily }: { daily: { date: string; impressions: number; clicks: number }[] }) {
  const max = Math.max(1, ...daily.map((d) => d.impressions), ...daily.map((d) => d.clicks));
  const bar = (W - GAP * (daily.length - 1)) / Math.max(1, daily.length);
  const views = daily.reduce((s, d) => s + d.impressions, 0);
  const clicks = daily.reduce((s, d) => s + d.clicks, 0);
  const label = `Last ${daily.length} days: ${countOf(views, 'view')}, ${countOf(clicks, 'click')}`;
  return (
    <Box component="svg" role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} sx={{ width: W, height: H, display: 'block' }} data-testid="ad-sparkline">
      {daily.map((d, i) => {
        const x = i * (bar + GAP);
        const h = (d.impressions / max) * H;
        const c = (d.clicks / max) * H;
        return (
          <g key={d.date}>
            <title>{`${dayLabel(d.date)}: ${d.impressions} views, ${d.clicks} clicks`}</title>
            {/* An empty day still shows as a faint line, so the chart reads as 14 days. */}
            <Box component="rect" x={x} y={H - Math.max(1, h)} width={bar} height={Math.max(1, h)} rx={1} sx={{ fill: (t) => (d.impressions ? t.palette.primary.light : t.palette.grey[300]) }} />
            {c > 0 && <Box component="rect" x={x} y={H - c} width={bar} height={c} rx={1} sx={{ fill: (t) => t.palette.secondary.dark }} />}
          </g>
        );
      })}
    </Box>
  );
}
